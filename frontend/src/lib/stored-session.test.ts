import { describe, expect, it } from 'vitest';
import { jwt, amplifyStorage as storageOf } from './amplify-token-store.test-support';
import { readStoredSession } from './stored-session';

const clientId = 'client-1';
const now = Date.UTC(2026, 10, 25, 12, 0, 0);
const amplifyStorage = (items: Record<string, string>, user?: string) => storageOf(clientId, items, user);

const inAnHour = now / 1000 + 3600;
const idClaims = { sub: 'u-123', email: 'ana@example.com', 'cognito:groups': ['admin'], exp: inAnHour };

describe('the session Amplify stored, read without Amplify', () => {
  it('reads the user, e-mail, groups and the ID token itself when both tokens are fresh', () => {
    const idToken = jwt(idClaims);
    const storage = amplifyStorage({ accessToken: jwt({ exp: inAnHour }), idToken, clockDrift: '0' });
    expect(readStoredSession(clientId, storage, now)).toEqual({
      userId: 'u-123',
      email: 'ana@example.com',
      groups: ['admin'],
      idToken,
    });
  });

  it('reads a user with no groups as a member of none', () => {
    const storage = amplifyStorage({
      accessToken: jwt({ exp: inAnHour }),
      idToken: jwt({ sub: 'u-9', email: 'bo@example.com', exp: inAnHour }),
    });
    expect(readStoredSession(clientId, storage, now)).toMatchObject({ userId: 'u-9', groups: [] });
  });

  it('answers none when no access token is stored, as Amplify does', () => {
    expect(readStoredSession(clientId, { getItem: () => null }, now)).toBe('none');
    expect(readStoredSession(clientId, amplifyStorage({ idToken: jwt(idClaims) }), now)).toBe('none');
  });

  it('leaves tokens within a minute of expiry, or past it, to Amplify to refresh', () => {
    const soon = now / 1000 + 50;
    const past = now / 1000 - 10;
    for (const [access, id] of [
      [soon, inAnHour],
      [inAnHour, soon],
      [past, past],
    ] as const) {
      const storage = amplifyStorage({
        accessToken: jwt({ exp: access }),
        idToken: jwt({ ...idClaims, exp: id }),
      });
      expect(readStoredSession(clientId, storage, now)).toBe('stale');
    }
  });

  it('counts the clock drift Amplify measured against Cognito', () => {
    const storage = amplifyStorage({
      accessToken: jwt({ exp: inAnHour }),
      idToken: jwt(idClaims),
      clockDrift: String(3600 * 1000),
    });
    expect(readStoredSession(clientId, storage, now)).toBe('stale');
  });

  it('leaves an ID token that is missing or not a JWT to Amplify', () => {
    const access = jwt({ exp: inAnHour });
    expect(readStoredSession(clientId, amplifyStorage({ accessToken: access }), now)).toBe('stale');
    expect(
      readStoredSession(clientId, amplifyStorage({ accessToken: access, idToken: 'x.%%%.y' }), now),
    ).toBe('stale');
    expect(
      readStoredSession(clientId, amplifyStorage({ accessToken: 'garbage', idToken: jwt(idClaims) }), now),
    ).toBe('stale');
  });

  it("reads only this app client's tokens", () => {
    const storage = amplifyStorage({ accessToken: jwt({ exp: inAnHour }), idToken: jwt(idClaims) });
    expect(readStoredSession('another-client', storage, now)).toBe('none');
  });

  it('decodes claims written in any language (base64url of UTF-8)', () => {
    const idToken = jwt({ ...idClaims, email: 'zoë@exämple.com' });
    const storage = amplifyStorage({ accessToken: jwt({ exp: inAnHour }), idToken });
    expect(readStoredSession(clientId, storage, now)).toMatchObject({ email: 'zoë@exämple.com' });
  });
});
