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
