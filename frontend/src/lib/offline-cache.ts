// What the service worker keeps for reading offline (sw.ts): the API answers the cook has seen (recipes
// opened, favourites, the shopping list, this week's plan, photos), for 30 days. They are one person's
// data, so they are dropped when that person signs out or their session ends, with the worker's note of
// when each answer was kept; the changes still waiting to be sent (offline-changes.ts) are dropped at a
// sign-out on purpose, and kept for the same person's next sign-in when the session ended by itself.

import { PRIVATE_CACHE } from './kept-answers';

export { PRIVATE_CACHE };
export const PRIVATE_CACHE_DAYS = 30;
export const CONFIG_CACHE = 'hearth-config';

/** Whether a request's answer may be kept for reading offline. */
export function keptForOffline(url: URL, method: string, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  return url.pathname.startsWith('/api/') && url.pathname !== '/api/health';
}

/** The message that asks the service worker to drop its records of the private cache. */
export const FORGET_PRIVATE_DATA = 'FORGET_PRIVATE_DATA';

/**
 * Drops everything one person's session left in the browser's caches and storage. A session that ended
 * by itself keeps the list changes still waiting: they are sent only when that same person signs in
 * again (offline-changes.ts); a sign-out on purpose forgets them too.
 */
export async function clearPrivateCaches({ keepWaitingChanges = false } = {}): Promise<void> {
  // Loaded here: the changes' store (idb-keyval, TanStack's hydration) is no part of the first screen.
  if (!keepWaitingChanges) await (await import('./offline-changes')).forgetOfflineChanges();
  if (!('caches' in window)) return;
  navigator.serviceWorker?.controller?.postMessage({ type: FORGET_PRIVATE_DATA });
  await Promise.all([caches.delete(PRIVATE_CACHE), caches.delete('hearth-shared-photo')]);
}
