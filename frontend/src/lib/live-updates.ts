// Live updates (issue 15): one WebSocket per signed-in tab. When another member of the household changes
// the shopping list, a meal plan or a menu, the server pushes { kind, id } and the screens showing it
// refetch at once. While the socket is down those screens poll instead (useLiveConnected); an idle open
// list with the socket up costs no requests at all.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { runtimeConfig } from '@/config/env';
import { getSession, onAuthEvent } from './auth';

type LiveKind = 'shopping' | 'mealPlan' | 'menu' | 'household' | 'documentImport';

/**
 * The query-key roots each message refreshes (the features' own keys: shopping, meal plans, menus, and
 * the cook's own long imports, issue 33).
 */
const refreshes: Record<Exclude<LiveKind, 'household'>, QueryKey> = {
  shopping: ['shopping-list'],
  mealPlan: ['meal-plans'],
  menu: ['dinner-parties'],
  documentImport: ['document-imports'],
};

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

let connected = false;
const listeners = new Set<() => void>();
function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const listener of listeners) listener();
}

/** Whether pushed updates are arriving now (outside React: a job being followed). */
export const isLiveConnected = (): boolean => connected;

/** Whether pushed updates are arriving now; screens poll only while this is false. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => connected,
    () => false,
  );
}

function refresh(queryClient: QueryClient, kind: LiveKind | undefined) {
  if (kind === 'household' || kind === undefined) return queryClient.invalidateQueries();
  return queryClient.invalidateQueries({ queryKey: refreshes[kind] });
}

/** Connects for as long as someone is signed in; answers a function that stops it (sign-out, unmount). */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  let socket: WebSocket | null = null;
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const later = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void connect(), ms);
  };

  async function connect() {
    if (stopped || socket) return;
    const url = (() => {
      try {
        return runtimeConfig().liveUrl;
      } catch {
        return undefined;
      }
    })();
    if (!url) return;
    // A token refreshed after a failure: a household change or an expired token needs a new one.
    const session = await getSession({ forceRefresh: failures > 0 }).catch(() => null);
    if (stopped) return;
    if (!session) return later(RETRY_MS.at(-1) as number);
    const opened = new WebSocket(`${url}?token=${encodeURIComponent(session.idToken)}`);
    socket = opened;
    opened.onopen = () => {
      // Anything that changed while the socket was down is fetched again once.
      if (failures > 0) void refresh(queryClient, 'household');
      failures = 0;
      setConnected(true);
    };
    opened.onmessage = (event) => {
      try {
        const message = JSON.parse(String(event.data)) as { kind?: LiveKind };
        void refresh(queryClient, message.kind);
      } catch {
        // Not ours: ignored.
      }
    };
    opened.onclose = (event) => {
      if (socket === opened) socket = null;
      setConnected(false);
      if (stopped) return;
      // Closed by the server: the membership changed (removed, left). Everything shown may be stale.
      if (event.code === 1000) void refresh(queryClient, 'household');
      failures += 1;
      later(RETRY_MS[Math.min(failures - 1, RETRY_MS.length - 1)] as number);
    };
  }

  const stopListening = onAuthEvent((event) => {
    if (event === 'signedIn') {
      failures = 0;
      void connect();
    }
    if (event === 'signedOut') socket?.close();
  });
  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    stopListening();
    socket?.close();
    socket = null;
    setConnected(false);
  };
}
