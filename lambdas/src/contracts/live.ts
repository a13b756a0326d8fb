// Live updates' wire protocol (issue 15, issue 40), shared by the browser, the handlers, the local twin
// and the CDK app. The socket opens with a connect ticket, never the ID token: POST /api/live/tickets
// (signed in as for any route) answers a random ticket that works once, within LIVE_TICKET_SECONDS, as
// ?ticket= on the WebSocket URL. A URL ends up in logs (API Gateway's and CloudFront's access logs,
// proxies); a spent ticket there is worth nothing, an hour-long ID token would be.
// The browser sends LIVE_PING after LIVE_HEARTBEAT_MS of quiet, well inside API Gateway's 10-minute idle
// timeout, and the `ping` route answers LIVE_PONG: idle tabs keep their socket instead of all
// reconnecting (and refetching everything) every ten minutes, and a socket that no longer answers is
// found and replaced.

/** How long a connect ticket works; it is spent by the first connection that shows it. */
export const LIVE_TICKET_SECONDS = 30;

/** API Gateway closes a WebSocket after 10 minutes without a message (and after 2 hours in any case). */
export const API_GATEWAY_IDLE_TIMEOUT_MS = 10 * 60_000;

/** Quiet after which the browser pings. */
export const LIVE_HEARTBEAT_MS = 5 * 60_000;

/** How long the browser waits for the answer to a ping before it replaces the socket. */
export const LIVE_PONG_TIMEOUT_MS = 15_000;

/** The route key API Gateway selects from a message's `action` (the API's route selection expression). */
export const LIVE_PING_ROUTE = 'ping';

export const LIVE_PING = { action: LIVE_PING_ROUTE } as const;
export const LIVE_PONG = { kind: 'pong' } as const;

export interface LiveTicket {
  ticket: string;
  expiresInSeconds: number;
}

/**
 * What a pushed message says changed: the household's list, pantry, a meal plan, a menu, the household
 * itself, or (to its owner alone) a long import. The browser refetches what it shows of that kind.
 */
export const LIVE_KINDS = ['shopping', 'pantry', 'mealPlan', 'menu', 'household', 'documentImport'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/** A pushed message: no data travels on the socket, only what to read again. */
export interface LiveMessage {
  kind: LiveKind;
  id: string;
}
