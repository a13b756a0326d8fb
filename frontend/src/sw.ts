// Hearth's service worker (built by vite-plugin-pwa's injectManifest): the app shell and every chunk of
// this version are precached, so the app opens without the network and a new deploy waits until the
// cook presses Reload (lib/service-worker.ts). It also receives the Share sheet's POST (share target).

import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheNames } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  CONFIG_CACHE,
  FORGET_PRIVATE_DATA,
  keptForOffline,
  PRIVATE_CACHE,
  PRIVATE_CACHE_DAYS,
} from './lib/offline-cache';
import { addressAfterShare, keepSharedPhoto, SHARE_TARGET_PATH, sharedAddress } from './lib/share-target';

// The DOM library types this file; the few worker APIs it uses are named here.
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
/** Service Worker static routing (Chromium 123+): rules the browser applies without this worker. */
interface WorkerInstallEvent extends WorkerEvent {
  addRoutes?(
    rules: { condition: Record<string, unknown>; source: string | { cacheName: string } }[],
  ): Promise<void>;
}
interface WorkerSelf {
  readonly location: Location;
  readonly __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: WorkerInstallEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
declare const self: WorkerSelf;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// The app's hashed files come straight from the precache, read by the browser itself: no fetch event
// waits for this worker to start, and the first screen's ~45 files do not queue in its one thread
// ahead of the recipes request (issue 20). A file not in the precache goes to the network. Browsers
// without static routing (Safari, Firefox today) get the same files through precacheAndRoute above.
self.addEventListener('install', (event) => {
  event.waitUntil(
    event.addRoutes?.([
      {
        condition: { urlPattern: { pathname: '/assets/*' }, requestMethod: 'GET' },
        source: { cacheName: cacheNames.precache },
      },
    ]) ?? Promise.resolve(),
  );
});

// Every client-side route opens the precached app; the API, media, the local mail viewer and the
// Cognito shim stay with the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/__/, /^\/cognito/, /^\/live/, /^\/config\.json/],
  }),
);

// What the cook has read comes from the network while there is one, else from the last answer kept
// (recipes opened, favourites, the shopping list, the week's plan): one person's data, cleared at
// sign-out (lib/offline-cache.ts). Only complete answers are kept.
const privateLimits = { maxEntries: 500, maxAgeSeconds: PRIVATE_CACHE_DAYS * 24 * 60 * 60 };
registerRoute(
  ({ url, request }) => keptForOffline(url, request.method, self.location.origin),
  new NetworkFirst({
    cacheName: PRIVATE_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin(privateLimits)],
  }),
);
// The runtime settings the app needs to start (Cognito's ids), so it starts offline too.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/config.json',
  new NetworkFirst({ cacheName: CONFIG_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

async function receiveShare(request: Request): Promise<Response> {
  const form = await request.formData();
  const photo = form.get('photo');
  const hasPhoto = typeof photo === 'object' && photo !== null && (photo as File).size > 0;
  if (hasPhoto) await keepSharedPhoto(caches, photo as File);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  const address = sharedAddress({ url: text('url'), text: text('text'), title: text('title') });
  return Response.redirect(addressAfterShare({ address, photo: hasPhoto }), 303);
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method === 'POST' && url.pathname === SHARE_TARGET_PATH) {
    event.respondWith(receiveShare(event.request));
  }
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // Sign-out: the expiration records name the private answers (their addresses); they go with them.
  if (type === FORGET_PRIVATE_DATA) void new CacheExpiration(PRIVATE_CACHE, privateLimits).delete();
});
