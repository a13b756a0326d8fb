// Live updates (issues 15, 40): one WebSocket per signed-in tab. When another member of the household
// changes the shopping list, a meal plan or a menu, the server pushes { kind, id } and the screens showing
// it refetch at once. While the socket is down those screens poll instead (useLiveConnected); an idle open
// list with the socket up costs no requests at all. The socket opens with a one-time connect ticket (the ID
// token never goes in a URL), pings after five quiet minutes so API Gateway's 10-minute idle timeout never
// closes it, is replaced when a ping goes unanswered, and reconnects with jittered exponential backoff, so
// a blip that drops every family's socket at once does not bring them all back in the same second
// (contracts/live.ts has the protocol).
import {
  LIVE_HEARTBEAT_MS,
  LIVE_KINDS,
  LIVE_PING,
  LIVE_PONG,
  LIVE_PONG_TIMEOUT_MS,
  type LiveKind,
  type LiveTicket,
} from '@contracts/live';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { runtimeConfig } from '@/config/env';
import { ApiError } from './api-client';
import { route, unchecked } from './api-routes';
import { getSession, onAuthEvent } from './auth';

/**
 * The query-key root each message refreshes, registered by the feature that owns it (refreshOnLive, beside
 * its keys): shopping, the pantry, meal plans, menus and the cook's own long imports (issue 33). A feature
 * whose code has not loaded has nothing cached to refresh. A household change refreshes everything.
 */
const refreshes = new Map<Exclude<LiveKind, 'household'>, QueryKey>();

/** A feature says which of its queries a pushed change of `kind` makes stale: the root of its keys. */
export function refreshOnLive(kind: Exclude<LiveKind, 'household'>, queryKey: QueryKey): void {
  refreshes.set(kind, queryKey);
}

/** Reconnecting: the n-th try waits a random time up to min(CAP, BASE * 2^n) ("full jitter"). */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 60_000;

/** A close code of ours: the socket stopped answering pings. */
const UNANSWERED = 4000;

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

/** The wait before reconnect try `attempt` (0 first): anywhere in [0, min(cap, base * 2^attempt)). */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** attempt));
}

/** The browser's WebSocket as this module uses it (a test passes `ws`'s, which has the same shape). */
type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

export interface LiveSocketOptions {
  /** The WebSocket address (config.json's liveUrl), or undefined when this site has none. */
  url: () => string | undefined;
  /** A connect ticket; null when no one is signed in (nothing to connect for). */
  ticket: () => Promise<string | null>;
  /** A pushed message arrived. */
  onMessage: (kind: LiveKind) => void;
  /** The socket is up (true) or down (false); `afterOutage` when it came back after being down. */
  onStatus: (up: boolean, afterOutage: boolean) => void;
  openSocket?: (url: string) => SocketLike;
  random?: () => number;
}

/**
 * Keeps one live socket open until stopped; `pause` closes it until `restart` (sign-out, then a new
 * sign-in).
 */
export function keepLiveSocket(options: LiveSocketOptions): {
  stop(): void;
  pause(): void;
  restart(): void;
} {
  const open = options.openSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  let socket: SocketLike | null = null;
  let stopped = false;
  let paused = false;
  let connecting = false;
  let failures = 0;
  let wasDown = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;

  const later = (attempt: number) => {
    clearTimeout(retry);
    retry = setTimeout(() => void connect(), reconnectDelay(attempt, options.random));
  };

  /** After LIVE_HEARTBEAT_MS without traffic: ping, and replace the socket if no answer comes. */
  function heartbeat(current: SocketLike) {
    clearTimeout(quiet);
    clearTimeout(deadline);
    quiet = setTimeout(() => {
      if (socket !== current) return;
      current.send(JSON.stringify(LIVE_PING));
      deadline = setTimeout(() => {
        if (socket === current) current.close(UNANSWERED, 'no answer to ping');
      }, LIVE_PONG_TIMEOUT_MS);
    }, LIVE_HEARTBEAT_MS);
  }

  async function connect() {
    if (stopped || paused || socket || connecting) return;
    const url = options.url();
    if (!url) return;
    connecting = true;
    let ticket: string | null;
    try {
      ticket = await options.ticket();
    } catch {
      // The API is unreachable (offline, a deploy): try again later, further apart each time.
      connecting = false;
      failures += 1;
      return later(failures - 1);
    }
    connecting = false;
    // Signed out: nothing to listen to until someone signs in (restart).
    if (stopped || paused || !ticket) return;
    const opened = open(`${url}?ticket=${encodeURIComponent(ticket)}`);
    socket = opened;
    opened.onopen = () => {
      failures = 0;
      options.onStatus(true, wasDown);
      wasDown = false;
      heartbeat(opened);
    };
    opened.onmessage = (event) => {
      heartbeat(opened);
      let kind: unknown;
      try {
        kind = (JSON.parse(String(event.data)) as { kind?: unknown } | null)?.kind;
      } catch {
        return; // Not ours: ignored.
      }
      // A pong only says the socket is alive; a kind this tab does not know is ignored.
      if (kind !== LIVE_PONG.kind && LIVE_KINDS.includes(kind as LiveKind))
        options.onMessage(kind as LiveKind);
    };
    opened.onclose = (event) => {
      if (socket !== opened) return;
      socket = null;
      clearTimeout(quiet);
      clearTimeout(deadline);
      options.onStatus(false, false);
      wasDown = true;
      if (stopped || paused) return;
      // Closed by the server: the membership changed (removed, left). Everything shown may be stale.
      if (event.code === 1000) options.onMessage('household');
      // A socket that had been open (closed after 2 hours, or by the server) comes back soon, jittered;
      // one that never opened counts as a failure and waits longer each time.
      failures += 1;
      later(failures - 1);
    };
  }

  function close() {
    clearTimeout(retry);
    clearTimeout(quiet);
    clearTimeout(deadline);
    const current = socket;
    socket = null;
    current?.close();
  }

  void connect();
  return {
    stop() {
      stopped = true;
      close();
    },
    pause() {
      paused = true;
      close();
      options.onStatus(false, false);
    },
    restart() {
      paused = false;
      failures = 0;
      clearTimeout(retry);
      void connect();
    },
  };
}

function refresh(queryClient: QueryClient, kind: LiveKind) {
  if (kind === 'household') return queryClient.invalidateQueries();
  const queryKey = refreshes.get(kind);
  return queryKey ? queryClient.invalidateQueries({ queryKey }) : Promise.resolve();
}

/** A connect ticket, or null when no one is signed in. */
async function connectTicket(): Promise<string | null> {
  if (!(await getSession())) return null;
  try {
    return (await route('POST /live/tickets', {}, unchecked<LiveTicket>())).ticket;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Connects for as long as someone is signed in; answers a function that stops it (sign-out, unmount). */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  const live = keepLiveSocket({
    url: () => {
      try {
        return runtimeConfig().liveUrl;
      } catch {
        return undefined;
      }
    },
    ticket: connectTicket,
    onMessage: (kind) => void refresh(queryClient, kind),
    onStatus: (up, afterOutage) => {
      setConnected(up);
      // Anything that changed while the socket was down is fetched again once.
      if (up && afterOutage) void refresh(queryClient, 'household');
    },
  });
  const stopListening = onAuthEvent((event) => {
    if (event === 'signedIn') live.restart();
    if (event === 'signedOut') live.pause();
  });
  return () => {
    stopListening();
    live.stop();
    setConnected(false);
  };
}
