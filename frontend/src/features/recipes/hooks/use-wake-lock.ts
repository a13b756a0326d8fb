import { useEffect } from 'react';

/**
 * Keeps the screen awake while `active` (Screen Wake Lock API, where the browser has it). The browser
 * drops the lock whenever the page is hidden, so it is asked for again when the page is visible.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;

    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const granted = await navigator.wakeLock.request('screen');
        if (stopped) await granted.release();
        else lock = granted;
      } catch {
        // Refused (battery saver, no user gesture yet): cooking goes on, the screen may dim.
      }
    };

    void acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}
