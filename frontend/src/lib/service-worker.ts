// Registers the service worker (sw.ts) once the page has loaded; loaded lazily from main.tsx so none of
// it is in the first bundle. A new version waits until the cook chooses to reload, so an open form or
// a Cook Mode timer is never lost to an update.

import { toast } from 'sonner';
import { Workbox } from 'workbox-window';

export function registerServiceWorker() {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    toast('A new version is ready', {
      id: 'new-version',
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: 'Reload',
        onClick: () => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    });
  });
  void workbox.register();
}
