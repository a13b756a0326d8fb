// The WebSocket API's authorizer (issue 15): the same Cognito ID token the HTTP API accepts, sent as
// ?token= (a browser WebSocket cannot send headers), and the same session check (an ended session, a
// deleted account: refused). The household the socket listens to comes from the session record, as for
// every HTTP request, and travels to $connect and $disconnect in the authorizer's context.
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { sessionValidity } from '../../data/entities/session-validity.js';
import { config, isLocal } from '../../shared/config.js';
import { logger } from '../../shared/logger.js';
import { isSessionRefused } from '../shared/session-check.js';

function tokenVerifier() {
  const poolIssuer = `https://cognito-idp.${config.AWS_REGION}.amazonaws.com/${config.USER_POOL_ID ?? ''}`;
  const issuer = config.TOKEN_ISSUER ?? poolIssuer;
  const properties = {
    issuer,
    audience: config.USER_POOL_CLIENT_ID ?? null,
    jwksUri: config.TOKEN_JWKS_URI ?? `${issuer}/.well-known/jwks.json`,
  };
  // The local stand-in serves its keys over http on loopback, which the default fetcher refuses.
  if (!isLocal) return JwtRsaVerifier.create(properties);
  return JwtRsaVerifier.create(properties, {
    jwksCache: new SimpleJwksCache({ fetcher: { fetch: async (uri) => (await fetch(uri)).arrayBuffer() } }),
  });
}

let verifier: ReturnType<typeof tokenVerifier> | null = null;

export interface LiveCaller {
  userId: string;
  householdId: string;
  /** When the token's session began (epoch s): $connect checks it again once the socket is stored. */
  signedInAt: number;
}

/** The caller a token names, or null for a bad, expired or ended one. */
export async function liveCaller(token: string | undefined): Promise<LiveCaller | null> {
  if (!token) return null;
  verifier ??= tokenVerifier();
  try {
    const claims = (await verifier.verify(token)) as Record<string, unknown>;
    if (claims.token_use !== 'id' || typeof claims.sub !== 'string') return null;
    const record = await sessionValidity.get(claims.sub);
    if (isSessionRefused(record, claims)) return null;
    return {
      userId: claims.sub,
      householdId: record?.householdId ?? claims.sub,
      signedInAt: Number(claims.auth_time ?? claims.iat ?? 0),
    };
  } catch (error) {
    logger.info('live connection refused', { error: String(error) });
    return null;
  }
}

export async function handler(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const caller = await liveCaller(event.queryStringParameters?.token);
  // API Gateway answers 401 to the handshake.
  if (!caller) throw new Error('Unauthorized');
  return {
    principalId: caller.userId,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }],
    },
    context: { userId: caller.userId, householdId: caller.householdId, signedInAt: caller.signedInAt },
  };
}
