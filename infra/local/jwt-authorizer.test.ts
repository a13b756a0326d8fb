// The local JWT authorizer refuses as API Gateway's does: an expired ID token (no grace), an access
// token, a token for another client; it hands the claims on as strings. Tokens are signed here with a
// key served as the issuer's JWKS, so expiry can be shown without waiting an hour.
import { createSign, generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwtAuthorizer } from './jwt-authorizer.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ keys: [jwk] }));
});
let jwksUri = '';
const issuer = 'http://127.0.0.1/cognito/local_pool';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;
});
afterAll(() => server.close());

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function token(claims: Record<string, unknown>): string {
  const unsigned = `${part({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })}.${part(claims)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(privateKey).toString('base64url');
  return `${unsigned}.${signature}`;
}

const now = () => Math.floor(Date.now() / 1000);
const idClaims = (overrides: Record<string, unknown> = {}) => ({
  sub: 'user-1',
  iss: issuer,
  aud: 'app-client',
  token_use: 'id',
  iat: now() - 60,
  exp: now() + 3540,
  'cognito:groups': ['admin'],
  ...overrides,
});

describe('the local JWT authorizer', () => {
  const authorizer = () => createJwtAuthorizer({ issuer, audience: 'app-client', jwksUri });

  it('accepts a valid ID token and hands its claims on as API Gateway does (strings)', async () => {
    const result = await authorizer().authorize(`Bearer ${token(idClaims())}`);
    expect(result).toMatchObject({ claims: { sub: 'user-1', token_use: 'id', 'cognito:groups': '[admin]' } });
  });

  it('refuses an ID token a second past its expiry with 401 and "the token has expired"', async () => {
    const expired = token(idClaims({ iat: now() - 3601, exp: now() - 1 }));
    expect(await authorizer().authorize(`Bearer ${expired}`)).toEqual({
      refused: {
        statusCode: 401,
        body: { message: 'Unauthorized' },
        headers: {
          'www-authenticate':
            'Bearer scope="" error="invalid_token" error_description="the token has expired"',
        },
      },
    });
  });

  it('refuses an access token, a token for another client, and no token at all', async () => {
    const refusedStatus = async (header: string | undefined) => {
      const result = await authorizer().authorize(header);
      return 'refused' in result ? result.refused.statusCode : 200;
    };
    expect(await refusedStatus(`Bearer ${token(idClaims({ token_use: 'access' }))}`)).toBe(401);
    expect(await refusedStatus(`Bearer ${token(idClaims({ aud: 'another-client' }))}`)).toBe(401);
    expect(await authorizer().authorize(undefined)).toEqual({
      refused: { statusCode: 401, body: { message: 'Unauthorized' } },
    });
  });
});
