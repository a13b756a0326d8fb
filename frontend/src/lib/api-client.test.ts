import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** This browser's stored session, which every tab shares: a test signs in and out by changing it. */
const browser = vi.hoisted(() => ({
  idToken: null as string | null,
  signOut: vi.fn(async () => {
    browser.idToken = null;
  }),
  toasts: 0,
}));
vi.mock('./auth', () => ({
  getSession: async () =>
    browser.idToken ? { userId: 'u1', email: 'a@b.c', groups: [], idToken: browser.idToken } : null,
  signOutAndForget: browser.signOut,
}));
vi.mock('./toasts', () => ({
  showToast: () => {
    browser.toasts += 1;
  },
}));

const { api, endingSessions, onUnauthorized, preloadGet, takeArrived, takeKept } = await import(
  './api-client'
);

/** Answers each request with its own number, so a test can tell which request an answer came from. */
function countingFetch() {
  let count = 0;
  const fetch = vi.fn(async () => {
    count += 1;
    return new Response(JSON.stringify({ answer: count }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a GET asked for before its screen loads (issue 20)', () => {
  let fetch: ReturnType<typeof countingFetch>;
  beforeEach(() => {
    fetch = countingFetch();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is handed to the first render once it has arrived, once, and then asked afresh', async () => {
    preloadGet('/recipes?filter=all');
    expect(takeArrived('/recipes?filter=all')).toBeUndefined();
    await settle();
    expect(takeArrived('/recipes?filter=all')).toEqual({ answer: 1 });
    expect(takeArrived('/recipes?filter=all')).toBeUndefined();
    expect(await api.get('/recipes?filter=all')).toEqual({ answer: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is taken by the screen’s own request while still on its way, and not handed out again', async () => {
    preloadGet('/recipes/r1');
    const answer = api.get('/recipes/r1');
    await settle();
    expect(await answer).toEqual({ answer: 1 });
    expect(takeArrived('/recipes/r1')).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('hands out nothing for another address', async () => {
    preloadGet('/recipes?filter=all');
    await settle();
    expect(takeArrived('/recipes?filter=favorites')).toBeUndefined();
    expect(takeArrived('/recipes?filter=all')).toEqual({ answer: 1 });
  });
});

describe('what the cook saw last time, while a preloaded GET is on its way (issue 20)', () => {
  /** A network that answers only when told, and a Cache Storage holding `kept` under PRIVATE_CACHE. */
  function slowNetworkAndKept(kept: Record<string, unknown>) {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const match = vi.fn(async (url: string, options?: { cacheName?: string }) =>
      options?.cacheName === 'hearth-private-api' && url in kept
        ? new Response(JSON.stringify(kept[url]), { status: 200 })
        : undefined,
    );
    vi.stubGlobal('caches', { match });
    return {
      match,
      arrive: (body: unknown) => answer(new Response(JSON.stringify(body), { status: 200 })),
    };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is there until the fresh answer comes, then gone; the screen’s request still takes the answer', async () => {
    const network = slowNetworkAndKept({ '/api/recipes?filter=all': { recipes: ['kept'] } });
    preloadGet('/recipes?filter=all', { showKept: true });
    await settle();
    expect(network.match).toHaveBeenCalledWith('/api/recipes?filter=all', {
      cacheName: 'hearth-private-api',
    });
    // The screen's request takes the preloaded one at once, on mount; the kept answer is still lent,
    // as often as the screen draws, until the fresh one comes.
    const fresh = api.get('/recipes?filter=all');
    expect(takeKept('/recipes?filter=all')).toEqual({ recipes: ['kept'] });
    expect(takeKept('/recipes?filter=all')).toEqual({ recipes: ['kept'] });
    expect(takeArrived('/recipes?filter=all')).toBeUndefined();
    network.arrive({ recipes: ['fresh'] });
    expect(await fresh).toEqual({ recipes: ['fresh'] });
    expect(takeKept('/recipes?filter=all')).toBeUndefined();
    expect(takeArrived('/recipes?filter=all')).toBeUndefined();
    // Done with: the next request goes to the network.
    const again = api.get('/recipes?filter=all');
    await settle();
    network.arrive({ recipes: ['again'] });
    expect(await again).toEqual({ recipes: ['again'] });
  });

  it('never stands in once the answer has come', async () => {
    const network = slowNetworkAndKept({ '/api/recipes/r1': { title: 'kept' } });
    preloadGet('/recipes/r1', { showKept: true });
    await settle();
    expect(takeKept('/recipes/r1')).toEqual({ title: 'kept' });
    network.arrive({ title: 'fresh' });
    await settle();
    expect(takeKept('/recipes/r1')).toBeUndefined();
    expect(takeArrived('/recipes/r1')).toEqual({ title: 'fresh' });
  });

  it('hands out nothing when nothing was kept, for another address, or when the cache cannot be read', async () => {
    slowNetworkAndKept({ '/api/recipes?filter=all': { recipes: ['kept'] } });
    preloadGet('/recipes?filter=favorites', { showKept: true });
    await settle();
    expect(takeKept('/recipes?filter=favorites')).toBeUndefined();
    expect(takeKept('/recipes?filter=all')).toBeUndefined();

    vi.stubGlobal('caches', { match: async () => Promise.reject(new Error('SecurityError')) });
    preloadGet('/recipes/r2', { showKept: true });
    await settle();
    expect(takeKept('/recipes/r2')).toBeUndefined();
  });

  it('is not looked for unless the screen asked to show it', async () => {
    const network = slowNetworkAndKept({ '/api/recipes/r4': { title: 'kept' } });
    preloadGet('/recipes/r4');
    await settle();
    expect(network.match).not.toHaveBeenCalled();
    expect(takeKept('/recipes/r4')).toBeUndefined();
  });

  it('is not read from a browser without Cache Storage', async () => {
    slowNetworkAndKept({});
    vi.stubGlobal('caches', undefined);
    preloadGet('/recipes/r3', { showKept: true });
    await settle();
    expect(takeKept('/recipes/r3')).toBeUndefined();
  });
});

describe('a request refused because its session has ended', () => {
  const ended = new Set<string>();
  /** The server: refuses a token of an ended session (401 session_expired), answers anything else. */
  function server() {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      const token = new Headers(init?.headers).get('Authorization')?.replace('Bearer ', '') ?? '';
      if (ended.has(token))
        return new Response(
          JSON.stringify({
            error: { code: 'session_expired', message: 'Your session has ended. Please sign in again.' },
          }),
          { status: 401, headers: { 'content-type': 'application/json' } },
        );
      return new Response(JSON.stringify({ answeredFor: token }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }
  const unauthorized = vi.fn();
  beforeEach(() => {
    ended.clear();
    browser.idToken = 'old';
    browser.signOut.mockClear();
    browser.toasts = 0;
    unauthorized.mockClear();
    onUnauthorized(unauthorized);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('signs this browser out and says so, when the session refused is still the one stored', async () => {
    server();
    ended.add('old');
    await expect(api.get('/household')).rejects.toMatchObject({ status: 401, code: 'session_expired' });
    expect(browser.signOut).toHaveBeenCalledTimes(1);
    expect(browser.idToken).toBeNull();
    expect(browser.toasts).toBe(1);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps a sign-in made since the request left (another tab), and asks again with it', async () => {
    const fetch = server();
    ended.add('old');
    // The old session's request is on its way when this browser signs in again elsewhere.
    fetch.mockImplementationOnce(async () => {
      browser.idToken = 'new';
      return new Response(JSON.stringify({ error: { code: 'session_expired', message: 'ended' } }), {
        status: 401,
      });
    });
    expect(await api.get('/shopping-list')).toEqual({ answeredFor: 'new' });
    expect(browser.signOut).not.toHaveBeenCalled();
    expect(browser.idToken).toBe('new');
    expect(unauthorized).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('ends the newer session too when the server refuses that one as well', async () => {
    const fetch = server();
    ended.add('old');
    ended.add('new');
    fetch.mockImplementationOnce(async () => {
      browser.idToken = 'new';
      return new Response(JSON.stringify({ error: { code: 'session_expired', message: 'ended' } }), {
        status: 401,
      });
    });
    await expect(api.get('/me')).rejects.toMatchObject({ code: 'session_expired' });
    expect(browser.signOut).toHaveBeenCalledTimes(1);
    expect(browser.idToken).toBeNull();
  });

  it('waits for this tab’s own sign-out everywhere instead of signing out before its answer', async () => {
    server();
    let answer: () => void = () => undefined;
    const signingOutEverywhere = endingSessions(
      () =>
        new Promise<{ signedOut: true }>((resolve) => {
          answer = () => resolve({ signedOut: true });
        }),
    );
    ended.add('old');
    let settled = false;
    const refused = api.get('/recipes').catch((error: unknown) => {
      settled = true;
      return error;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Refused, but nothing signed out or shown while the action has not answered.
    expect(settled).toBe(false);
    expect(browser.signOut).not.toHaveBeenCalled();
    answer();
    expect(await signingOutEverywhere).toEqual({ signedOut: true });
    expect(await refused).toMatchObject({ code: 'session_expired' });
    // The action's own ending (useEndSession) signs out and says why; the refused read adds nothing.
    expect(browser.signOut).not.toHaveBeenCalled();
    expect(browser.toasts).toBe(0);
    expect(unauthorized).not.toHaveBeenCalled();
  });
});
