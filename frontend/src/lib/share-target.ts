// Web Share Target (issue 19): the installed app is offered in the phone's Share sheet. The service
// worker receives the POST (sw.ts): a shared photo waits in a cache for the photo import; a shared page
// opens the URL import with its address filled in. Both land on Home's Add Recipe (use-add-recipe-link).

export { SHARE_TARGET_PATH } from '../config/web-manifest';
export const SHARED_PHOTO_CACHE = 'hearth-shared-photo'; // also dropped at sign-out (offline-cache.ts)
const SHARED_PHOTO_KEY = '/shared-photo';

/** The web address a share carries: its url field, else the first address in its text or title. */
export function sharedAddress(fields: { url?: string | null; text?: string | null; title?: string | null }) {
  const given = fields.url?.trim();
  if (given && /^https?:\/\//i.test(given)) return given;
  for (const field of [fields.text, fields.title]) {
    const found = field?.match(/https?:\/\/[^\s<>"']+/i)?.[0];
    if (found) return found.replace(/[).,;!?]+$/, '');
  }
  return null;
}

/** Where a share opens: the photo import when a photo came, else the URL import with the address. */
export function addressAfterShare(share: { address: string | null; photo: boolean }): string {
  if (share.photo) return '/?add=image&shared=photo';
  return share.address ? `/?add=url&url=${encodeURIComponent(share.address)}` : '/?add=url';
}

/** Keeps a shared photo for the page the share opens (called by the service worker). */
export async function keepSharedPhoto(cacheStorage: CacheStorage, photo: File): Promise<void> {
  const cache = await cacheStorage.open(SHARED_PHOTO_CACHE);
  await cache.put(
    SHARED_PHOTO_KEY,
    new Response(photo, {
      headers: { 'content-type': photo.type, 'x-file-name': encodeURIComponent(photo.name || 'photo') },
    }),
  );
}

/** The shared photo, once: it is removed as it is taken. */
export async function takeSharedPhoto(): Promise<File | null> {
  if (!('caches' in window)) return null;
  const cache = await caches.open(SHARED_PHOTO_CACHE);
  const response = await cache.match(SHARED_PHOTO_KEY);
  if (!response) return null;
  await cache.delete(SHARED_PHOTO_KEY);
  const name = decodeURIComponent(response.headers.get('x-file-name') ?? 'photo');
  const blob = await response.blob();
  return new File([blob], name, { type: response.headers.get('content-type') ?? blob.type });
}

/**
 * The iOS "Save to Hearth" bookmarklet (Safari has no share target): run on any page, it opens this
 * site's URL import with that page's address.
 */
export const bookmarkletFor = (origin: string): string =>
  `javascript:(()=>{location.href=${JSON.stringify(`${origin}/?add=url&url=`)}+encodeURIComponent(location.href)})()`;
