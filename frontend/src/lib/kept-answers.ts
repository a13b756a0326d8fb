// What this cook last saw: the API answers the service worker keeps for reading offline (sw.ts,
// offline-cache.ts). A screen opened by a reload draws the kept answer while the network's is on its
// way (Home's first cards, issue 20), and the network's replaces it the moment it comes. Its own small
// module: main.tsx's first code reads it, without the rest of the offline machinery.

export const PRIVATE_CACHE = 'hearth-private-api';

/**
 * The kept answer to GET /api`path`, or undefined when there is none (a first visit, a browser without
 * Cache Storage, signed out since: offline-cache.ts clears it). Never throws: it only ever saves time.
 */
export async function keptAnswer(path: string): Promise<unknown> {
  try {
    if (typeof caches === 'undefined') return undefined;
    const response = await caches.match(`/api${path}`, { cacheName: PRIVATE_CACHE });
    return response?.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps an answer the API gave to a change (the whole list or pantry after an addition) as the kept
 * answer to GET /api`path`: a reload offline right after the change draws what the cook saw, not the
 * last answer read before it (the refresh that would have read it may not have come yet). Best effort.
 */
export async function keepAnswer(path: string, value: unknown): Promise<void> {
  try {
    if (typeof caches === 'undefined') return;
    const cache = await caches.open(PRIVATE_CACHE);
    const headers = { 'content-type': 'application/json' };
    await cache.put(`/api${path}`, new Response(JSON.stringify(value), { headers }));
  } catch {
    // Storage full or unavailable: the next read keeps the answer instead.
  }
}
