// The signed-in user as Amplify left them in localStorage, read without loading Amplify (~60 KB
// gzipped and a long task to evaluate), so the first screen can ask for its data at once (issue 20).
// Amplify stays the only writer of these keys: it signs in, refreshes and signs out. The key layout and
// the expiry rule mirror its token store (aws-amplify v6, TokenStore.loadTokens and
// TokenOrchestrator.getTokens); when the tokens are close to expiry this answers 'stale' and the caller
// asks Amplify, which refreshes them.

export type Session = { userId: string; email: string; groups: string[]; idToken: string };

/** 'none': nothing stored, so signed out; 'stale': stored but expiring, only Amplify can tell. */
export type StoredSession = Session | 'none' | 'stale';

const prefix = 'CognitoIdentityServiceProvider';
/** Amplify's own tolerance is 5 s; a minute more leaves room for the request the token travels with. */
const expiryMarginMs = 65_000;

type Claims = Record<string, unknown>;

/** The last tokens decoded: every request reads the stored session, and its tokens change hourly. */
const decoded = new Map<string, Claims | null>();

function decodeClaims(token: string): Claims | null {
  const known = decoded.get(token);
  if (known !== undefined) return known;
  const claims = decodeToken(token);
  if (decoded.size >= 4) decoded.clear();
  decoded.set(token, claims);
  return claims;
}

function decodeToken(token: string): Claims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as Claims) : null;
  } catch {
    return null;
  }
}

function isFresh(claims: Claims, clockDrift: number, now: number): boolean {
  return typeof claims.exp === 'number' && now + clockDrift + expiryMarginMs < claims.exp * 1000;
}

/** The session an ID token's claims describe (read here, or handed over by Amplify after a refresh). */
export function sessionFromClaims(claims: Claims, idToken: string): Session {
  const groups = claims['cognito:groups'];
  return {
    userId: String(claims.sub ?? ''),
    email: String(claims.email ?? ''),
    groups: Array.isArray(groups) ? groups.map(String) : [],
    idToken,
  };
}

export function readStoredSession(
  userPoolClientId: string,
  storage: Pick<Storage, 'getItem'> = localStorage,
  now = Date.now(),
): StoredSession {
  const lastAuthUser = storage.getItem(`${prefix}.${userPoolClientId}.LastAuthUser`) ?? 'username';
  const key = (name: string) => storage.getItem(`${prefix}.${userPoolClientId}.${lastAuthUser}.${name}`);
  const accessToken = key('accessToken');
  // Amplify too reports no session without an access token, whatever else is stored.
  if (!accessToken) return 'none';
  const idToken = key('idToken');
  const access = decodeClaims(accessToken);
  const id = idToken ? decodeClaims(idToken) : null;
  const clockDrift = Number.parseInt(key('clockDrift') ?? '0', 10) || 0;
  if (!idToken || !access || !id || !isFresh(access, clockDrift, now) || !isFresh(id, clockDrift, now))
    return 'stale';
  return sessionFromClaims(id, idToken);
}

/**
 * The session the stored tokens describe however old they are, or null once signed out: for when
 * Cognito cannot be reached to refresh them (offline, a Wi-Fi that lets nothing through, an outage).
 * The API decides whether they still hold; what the device kept from earlier visits does not ask.
 */
export function storedSessionAsItIs(
  userPoolClientId: string,
  storage: Pick<Storage, 'getItem'> = localStorage,
): Session | null {
  const lastAuthUser = storage.getItem(`${prefix}.${userPoolClientId}.LastAuthUser`) ?? 'username';
  const key = (name: string) => storage.getItem(`${prefix}.${userPoolClientId}.${lastAuthUser}.${name}`);
  const idToken = key('idToken');
  if (!key('accessToken') || !idToken) return null;
  const claims = decodeClaims(idToken);
  if (typeof claims?.sub !== 'string' || claims.sub === '') return null;
  return sessionFromClaims(claims, idToken);
}
