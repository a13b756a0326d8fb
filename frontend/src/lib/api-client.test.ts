import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./auth', () => ({ getSession: async () => null, signOutAndForget: async () => undefined }));
vi.mock('./toasts', () => ({ showToast: () => undefined }));

const { api, preloadGet, takeArrived } = await import('./api-client');

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
