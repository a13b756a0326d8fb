// A live-updates socket as a browser opens it: a one-time connect ticket first (POST /api/live/tickets),
// then /live?ticket=…; and waiting for what it hears.
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { LiveTicket } from '../../../lambdas/src/contracts/live.js';
import { api, stackUrl } from './api.js';

export interface Listener {
  socket: WebSocket;
  messages: { kind: string; id: string; at: number }[];
  /** The close code, once the server (or the test) closed it. */
  closed: Promise<number>;
}

/** A connect ticket, as the browser asks for one before it opens its socket. */
export async function ticketFor(who: { idToken: string }): Promise<string> {
  const reply = await api<LiveTicket>('/api/live/tickets', { method: 'POST', token: who.idToken });
  expect(reply.status).toBe(201);
  expect(reply.body.expiresInSeconds).toBe(30);
  return reply.body.ticket;
}

/** A socket opened with this query string as it is (the handshake's refusal rejects with its status). */
export function open(query: string): Promise<Listener> {
  const socket = new WebSocket(`${stackUrl().replace(/^http/, 'ws')}/live?${query}`);
  const messages: Listener['messages'] = [];
  socket.on('message', (data) => messages.push({ ...JSON.parse(String(data)), at: Date.now() }));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages, closed }));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

export async function listen(who: { idToken: string }): Promise<Listener> {
  return open(`ticket=${encodeURIComponent(await ticketFor(who))}`);
}

export async function waitFor<T>(read: () => T | undefined, ms: number): Promise<T | undefined> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The close code within `ms`, or -1 when the socket is still open then. */
export const closedWithin = (listener: Listener, ms: number) =>
  Promise.race([listener.closed, new Promise<number>((resolve) => setTimeout(() => resolve(-1), ms))]);
