// A live-updates socket as a browser opens it (/live?token=…), and waiting for what it hears.
import WebSocket from 'ws';
import { stackUrl } from './api.js';

export interface Listener {
  socket: WebSocket;
  messages: { kind: string; id: string; at: number }[];
  /** The close code, once the server (or the test) closed it. */
  closed: Promise<number>;
}

export function listen(who: { idToken: string }): Promise<Listener> {
  const socket = new WebSocket(
    `${stackUrl().replace(/^http/, 'ws')}/live?token=${encodeURIComponent(who.idToken)}`,
  );
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
