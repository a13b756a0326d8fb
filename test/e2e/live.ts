// The live socket as a test watches it (issues 15, 32, 40): what a tab's socket receives, and turning
// off the list's socket-down polling so that what a tab shows can only have been pushed.
import type { Page, WebSocket } from '@playwright/test';

/**
 * No socket-down polling in this tab: the list polls every HOUSEHOLD_LIST_POLL_MS (4 s, lib/household-list.ts) only while the
 * socket is down, with setInterval; that one interval is refused, so only a push can refresh the list.
 */
export async function pollingOff(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.setInterval.bind(window);
    window.setInterval = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
      timeout === 4000 ? 0 : original(handler, timeout, ...rest)) as typeof window.setInterval;
  });
}

/** The kinds of the live messages the page's sockets receive (pongs aside), in order. */
export function pushedKinds(page: Page): string[] {
  const kinds: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const kind = (JSON.parse(String(payload)) as { kind?: string }).kind;
      if (kind && kind !== 'pong') kinds.push(kind);
    }),
  );
  return kinds;
}

/** Every live socket the page opens, and whether each has closed. */
export function liveSockets(page: Page): { socket: WebSocket; closed: boolean }[] {
  const sockets: { socket: WebSocket; closed: boolean }[] = [];
  page.on('websocket', (socket) => {
    if (!new URL(socket.url()).pathname.endsWith('/live')) return;
    const watched = { socket, closed: false };
    sockets.push(watched);
    socket.on('close', () => {
      watched.closed = true;
    });
  });
  return sockets;
}
