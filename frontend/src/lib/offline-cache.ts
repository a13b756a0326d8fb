// What the service worker keeps for reading offline (sw.ts): the API answers the cook has seen (recipes
// opened, favourites, the shopping list, this week's plan, photos), for 30 days. They are one person's
// data, so they are dropped when that person signs out or their session ends.

export const PRIVATE_CACHE = 'hearth-private-api';
export const PRIVATE_CACHE_DAYS = 30;
export const CONFIG_CACHE = 'hearth-config';

/** Whether a request's answer may be kept for reading offline. */
export function keptForOffline(url: URL, method: string, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  return url.pathname.startsWith('/api/') && url.pathname !== '/api/health';
}

/** Drops everything one person's session left in the browser's caches. */
export async function clearPrivateCaches(): Promise<void> {
  if (!('caches' in window)) return;
  await Promise.all([caches.delete(PRIVATE_CACHE), caches.delete('hearth-shared-photo')]);
}
