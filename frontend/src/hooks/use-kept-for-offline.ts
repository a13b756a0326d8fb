import { useEffect, useRef } from 'react';
import { whenIdle } from '@/lib/when-idle';

const keptThisVisit = new Set<string>();

/**
 * Runs `keep` once per visit while online with the service worker in charge, so what it reads is kept
 * for the kitchen with no connection (issue 19). A failure lets the next visit to the screen try again.
 */
export function useKeptForOffline(name: string, keep: () => Promise<void>) {
  const latest = useRef(keep);
  latest.current = keep;
  useEffect(() => {
    if (keptThisVisit.has(name) || !navigator.onLine || !navigator.serviceWorker?.controller) return;
    // Once the page has nothing more urgent to do: reading ahead never competes with the first screen.
    return whenIdle(() => {
      if (keptThisVisit.has(name)) return;
      keptThisVisit.add(name);
      latest.current().catch(() => keptThisVisit.delete(name));
    });
  }, [name]);
}
