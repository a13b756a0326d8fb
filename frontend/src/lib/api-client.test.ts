import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./auth', () => ({ getSession: async () => null, signOutAndForget: async () => undefined }));
vi.mock('./toasts', () => ({ showToast: () => undefined }));

const { api, preloadGet, takeArrived, takeKept } = await import('./api-client');

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
