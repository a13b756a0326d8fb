// The live socket's upkeep (issue 40), on a scripted socket and a fake clock: the connect ticket in the
// URL (never a token), the heartbeat inside API Gateway's idle timeout, an unanswered ping replacing the
// socket, and reconnects spread by jittered exponential backoff. The wire itself (tickets, the ping
// route, pushes) is tested against the local stack in test/integration/live-updates.test.ts and in the
// browser in test/e2e/household.spec.ts.
import {
  API_GATEWAY_IDLE_TIMEOUT_MS,
  LIVE_HEARTBEAT_MS,
  LIVE_PING,
  LIVE_PONG_TIMEOUT_MS,
} from '@contracts/live';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepLiveSocket, RECONNECT_BASE_MS, RECONNECT_CAP_MS, reconnectDelay } from './live-updates';

vi.mock('@/config/env', () => ({ runtimeConfig: () => ({}) }));
vi.mock('./auth', () => ({ getSession: async () => null, onAuthEvent: () => () => undefined }));

class ScriptedSocket {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1005) {
    if (this.closedWith !== undefined) return;
    this.closedWith = code;
    this.onclose?.({ code });
  }
  /** The server's side. */
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

function setUp(options: { tickets?: (string | null | Error)[]; random?: () => number } = {}) {
  const sockets: ScriptedSocket[] = [];
  const messages: (string | undefined)[] = [];
  const statuses: [boolean, boolean][] = [];
  const tickets = [...(options.tickets ?? [])];
  let issued = 0;
  const live = keepLiveSocket({
    url: () => 'wss://live.example/live',
    ticket: async () => {
      const next = tickets.length > 0 ? tickets.shift() : `ticket-${++issued}`;
      if (next instanceof Error) throw next;
      return next ?? null;
    },
    onMessage: (kind) => messages.push(kind),
    onStatus: (up, afterOutage) => statuses.push([up, afterOutage]),
    openSocket: (url) => {
      const socket = new ScriptedSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: options.random ?? (() => 0.5),
  });
  const latest = () => sockets.at(-1) as ScriptedSocket;
  return { live, sockets, latest, messages, statuses };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live socket', () => {
  it('opens with a one-time ticket in the URL, never an ID token', async () => {
    const { latest, live } = setUp({ tickets: ['T1'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().url).toBe('wss://live.example/live?ticket=T1');
    expect(latest().url).not.toMatch(/token=/);
    live.stop();
  });

  it('does not connect while no one is signed in, and connects on a new sign-in', async () => {
    const { sockets, live } = setUp({ tickets: [null] });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(0);
    live.restart();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(1);
    live.stop();
  });

  it('hands pushed messages on, and says when it is up', async () => {
    const { latest, messages, statuses, live } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    latest().push({ kind: 'shopping', id: 'h1' });
    latest().push('not ours');
    latest().push({ kind: 'something new' });
    latest().onmessage?.({ data: 'not json {' });
    expect(messages).toEqual(['shopping']);
    expect(statuses).toEqual([[true, false]]);
    live.stop();
  });

  it('pings after five quiet minutes, inside API Gateway’s 10-minute idle timeout, and keeps a socket that answers', async () => {
    // Chrome runs a hidden tab's timers up to a minute late (intensive throttling): still inside.
    expect(LIVE_HEARTBEAT_MS + LIVE_PONG_TIMEOUT_MS + 60_000).toBeLessThan(API_GATEWAY_IDLE_TIMEOUT_MS);
    const { latest, sockets, messages, live } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    const socket = latest();
    socket.accept();
    await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS - 1);
    expect(socket.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.sent).toEqual([JSON.stringify(LIVE_PING)]);
    socket.push({ kind: 'pong' });
    // An hour of quiet: a ping every five minutes, each answered; the same socket all along.
    for (let minute = 0; minute < 60; minute += 5) {
      await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS);
      socket.push({ kind: 'pong' });
    }
    expect(socket.sent.length).toBe(13);
    expect(socket.closedWith).toBeUndefined();
    expect(sockets).toHaveLength(1);
    // A pong refreshes nothing on screen.
    expect(messages).toEqual([]);
    live.stop();
  });

  it('a message from the server counts as life: no ping while pushes arrive', async () => {
    const { latest, live } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    for (let i = 0; i < 10; i++) {
      await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS - 1_000);
      latest().push({ kind: 'shopping', id: 'h1' });
    }
    expect(latest().sent).toEqual([]);
    live.stop();
  });

  it('replaces a socket that does not answer its ping', async () => {
    const { latest, sockets, statuses, live } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    const silent = latest();
    silent.accept();
    await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS + LIVE_PONG_TIMEOUT_MS);
    expect(silent.closedWith).toBe(4000);
    expect(statuses.at(-1)).toEqual([false, false]);
    await vi.advanceTimersByTimeAsync(RECONNECT_BASE_MS);
    expect(sockets).toHaveLength(2);
    latest().accept();
    // Back after an outage: the screens fetch everything again once.
    expect(statuses.at(-1)).toEqual([true, true]);
    live.stop();
  });

  it('reconnects with jittered exponential backoff, capped, and starts over once connected', async () => {
    const waits: number[] = [];
    const { latest, sockets, live } = setUp({ random: () => 0.999 });
    await vi.advanceTimersByTimeAsync(0);
    for (let attempt = 0; attempt < 8; attempt++) {
      const before = sockets.length;
      latest().drop();
      const started = Date.now();
      while (sockets.length === before) await vi.advanceTimersByTimeAsync(100);
      waits.push(Date.now() - started);
    }
    // 1 s, 2 s, 4 s ... up to the 60-second cap (random() near 1: the top of each window).
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
    latest().accept();
    latest().drop();
    const started = Date.now();
    const before = sockets.length;
    while (sockets.length === before) await vi.advanceTimersByTimeAsync(100);
    expect(Date.now() - started).toBe(1_000);
    live.stop();
  });

  it('spreads the reconnects of many tabs over the window instead of one instant', () => {
    const delays = Array.from({ length: 1_000 }, () => reconnectDelay(3));
    const window = RECONNECT_BASE_MS * 2 ** 3;
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...delays)).toBeLessThan(window);
    // Full jitter: every tenth of the window gets some of the tabs.
    const tenths = new Set(delays.map((delay) => Math.floor((delay / window) * 10)));
    expect(tenths.size).toBe(10);
    expect(reconnectDelay(30, () => 0.999)).toBeLessThan(RECONNECT_CAP_MS);
  });

  it('tries again later when the ticket cannot be had (offline), further apart each time', async () => {
    const { sockets, live } = setUp({
      tickets: [new Error('offline'), new Error('offline'), 'T3'],
      random: () => 0.999,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1 + 1_998);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toMatch(/ticket=T3$/);
    live.stop();
  });

  it('treats a close by the server (membership changed) as news: everything is refetched', async () => {
    const { latest, messages, live } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    latest().drop(1000);
    expect(messages).toEqual(['household']);
    live.stop();
  });

  it('closes on sign-out and stays closed until the next sign-in', async () => {
    const { latest, sockets, statuses, live } = setUp();
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    live.pause();
    expect(latest().closedWith).toBeDefined();
    expect(statuses.at(-1)).toEqual([false, false]);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(sockets).toHaveLength(1);
    live.restart();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(2);
    live.stop();
  });
});
