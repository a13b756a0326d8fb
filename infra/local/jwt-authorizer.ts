// The HTTP API's JWT authorizer as the local twin runs it: the Cognito ID token from the Authorization
// header, checked for signature, issuer, audience (the app client) and expiry, with no grace; its claims
// reach the Lambda as API Gateway hands them over (strings). A missing or refused token is answered by
// API Gateway itself, with its own body and, for a bad token, the reason in WWW-Authenticate.
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { toApiGatewayClaims } from './api-gateway.js';
import { type GatewayAnswer, httpApiAnswers, invalidToken } from './aws-limits.js';

export interface JwtAuthorizerOptions {
  issuer: string;
  /** The app client id (an ID token's `aud`). */
  audience: string;
  jwksUri: string;
}

export type Authorization = { claims: Record<string, string> } | { refused: GatewayAnswer };

export function createJwtAuthorizer(options: JwtAuthorizerOptions) {
  const verifier = JwtRsaVerifier.create(
    { issuer: options.issuer, audience: options.audience, jwksUri: options.jwksUri },
    // The default fetcher refuses http:// JWKS URLs; cognito-local only speaks http on loopback.
    {
      jwksCache: new SimpleJwksCache({
        fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() },
      }),
    },
  );
  return {
    async authorize(authorization: string | undefined): Promise<Authorization> {
      const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
      if (!token) return { refused: httpApiAnswers.noToken };
      try {
        const payload = (await verifier.verify(token)) as Record<string, unknown>;
        // The CDK authorizer names the app client as audience, which only ID tokens carry.
        if (payload.token_use !== 'id') return { refused: invalidToken('the token is not an ID token') };
        return { claims: toApiGatewayClaims(payload) };
      } catch (error) {
        return {
          refused: invalidToken(
            error instanceof JwtExpiredError ? 'the token has expired' : 'the token is not valid',
          ),
        };
      }
    },
  };
}
