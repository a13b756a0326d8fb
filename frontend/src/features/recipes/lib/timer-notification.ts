// A timer that ends while the screen is locked or another app is in front still reaches the cook: the
// service worker shows a notification (where the platform allows it and the cook agreed). Asked on the
// first timer started, a moment the cook chose, never on page load.

import { t } from '@lingui/core/macro';

export function askToNotifyTimers(): void {
  if ('Notification' in window && Notification.permission === 'default') {
    void Notification.requestPermission().catch(() => undefined);
  }
}

/** Shows "Time's up!" as a notification when the page is hidden; false when it cannot or need not. */
export async function notifyTimerDone(name: string): Promise<boolean> {
  if (!('Notification' in window) || Notification.permission !== 'granted' || !document.hidden) return false;
  const options: NotificationOptions = {
    body: t`${name} timer`,
    tag: `hearth-timer-${name}`,
    requireInteraction: true,
    icon: '/icons/icon-192.png',
  };
  const registration = await navigator.serviceWorker?.getRegistration();
  const title = t`Time's up!`;
  if (registration) await registration.showNotification(title, options);
  else new Notification(title, options);
  return true;
}
