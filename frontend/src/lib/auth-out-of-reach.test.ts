// getSession when a token refresh fails: Amplify's refresh is replaced by one the test answers (it
// cannot reach Cognito here; the browser suite drives the real one, kitchen-offline-unhappy.spec.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { amplifyStorage, jwt } from './amplify-token-store.test-support';

const refresh = vi.hoisted(() => ({ answer: (): Promise<unknown> => Promise.resolve({}), calls: 0 }));

vi.mock('./amplify-auth', () => ({
  Amplify: { configure: () => undefined },
  Hub: { listen: () => undefined },
  signOut: async () => undefined,
  fetchAuthSession: () => {
    refresh.calls += 1;
    return refresh.answer();
  },
}));

const clientId = 'client-1';

/** Amplify v6's token store, holding tokens that expired a minute ago. */
function expiredTokens() {
  const past = Math.floor(Date.now() / 1000) - 60;
  const idToken = jwt({ sub: 'u-1', email: 'ana@example.com', exp: past });
  const storage = amplifyStorage(clientId, { accessToken: jwt({ exp: past }), idToken }, 'u-1');
  vi.stubGlobal('localStorage', storage);
  return { idToken, clear: storage.clear };
}

async function freshAuth() {
  vi.resetModules();
  const auth = await import('./auth');
  auth.configureAuth({ userPoolId: 'pool', userPoolClientId: clientId } as Parameters<
    typeof auth.configureAuth
  >[0]);
  return auth;
}

const unreachable = () => Promise.reject(Object.assign(new Error('fetch failed'), { name: 'NetworkError' }));

beforeEach(() => {
  refresh.calls = 0;
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 30, 12), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a token refresh that cannot reach Cognito', () => {
  it('leaves the stored tokens standing, and asks again only after a pause', async () => {
    const { idToken } = expiredTokens();
    const auth = await freshAuth();
    refresh.answer = unreachable;

    expect(await auth.getSession()).toMatchObject({ userId: 'u-1', email: 'ana@example.com', idToken });
    expect(auth.signInOutOfReach()).toBe(true);
    // Every request of the screen reads the session: none knocks again meanwhile.
    await auth.getSession();
    await auth.getSession({ forceRefresh: true });
    expect(refresh.calls).toBe(1);

    vi.advanceTimersByTime(31_000);
    expect(auth.signInOutOfReach()).toBe(false);
    const renewed = jwt({ sub: 'u-1', email: 'ana@example.com', exp: Date.now() / 1000 + 3600 });
    refresh.answer = () =>
      Promise.resolve({
        tokens: {
          idToken: { payload: JSON.parse(atob(renewed.split('.')[1] ?? '')), toString: () => renewed },
        },
      });
    expect(await auth.getSession()).toMatchObject({ userId: 'u-1', idToken: renewed });
    expect(refresh.calls).toBe(2);
    expect(auth.signInOutOfReach()).toBe(false);
  });

  it('waits for an answer no longer than 8 s', async () => {
    const { idToken } = expiredTokens();
    const auth = await freshAuth();
    refresh.answer = () => new Promise(() => undefined);

    const session = auth.getSession();
    await vi.advanceTimersByTimeAsync(8_000);
    expect(await session).toMatchObject({ userId: 'u-1', idToken });
    expect(auth.signInOutOfReach()).toBe(true);
  });
});

describe('a token refresh Cognito refused', () => {
  it('is a sign-out: no session, and nothing stands', async () => {
    const { clear } = expiredTokens();
    const auth = await freshAuth();
    // As Amplify does for a refused refresh: the tokens are cleared, then the error is thrown.
    refresh.answer = () => {
      clear();
      return Promise.reject(Object.assign(new Error('revoked'), { name: 'TokenRevokedException' }));
    };
    expect(await auth.getSession()).toBeNull();
    expect(auth.signInOutOfReach()).toBe(false);
    expect(auth.signedInUserId()).toBeNull();
  });

  it('is a sign-out even if the tokens were still stored', async () => {
    expiredTokens();
    const auth = await freshAuth();
    refresh.answer = () =>
      Promise.reject(Object.assign(new Error('refused'), { name: 'NotAuthorizedException' }));
    expect(await auth.getSession()).toBeNull();
    expect(auth.signInOutOfReach()).toBe(false);
  });
});
