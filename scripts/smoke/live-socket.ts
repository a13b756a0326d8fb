// The live socket as the signed-in tab opens it (frontend/src/lib/live-updates.ts): with a one-time
// connect ticket from POST /api/live/tickets where the site has that route (issue 40), else with the
// cook's token as before; then wait for the notice a change of their shopping list pushes.
import WebSocket from 'ws';

export interface LiveSocket {
  /** The next message whose `kind` is the one given, within `ms`. */
  next(kind: string, ms: number): Promise<Record<string, unknown>>;
  close(): void;
}

/** The query that lets the socket in: a connect ticket when the site hands them out, else the token. */
async function connectQuery(site: string, idToken: string): Promise<string> {
  const reply = await fetch(`${site}/api/live/tickets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}` },
  });
  if (reply.status === 404) return `token=${encodeURIComponent(idToken)}`;
  if (!reply.ok) throw new Error(`POST /api/live/tickets answered ${reply.status}`);
  const { ticket } = (await reply.json()) as { ticket: string };
  return `ticket=${encodeURIComponent(ticket)}`;
}

export async function openLiveSocket(site: string, liveUrl: string, idToken: string): Promise<LiveSocket> {
  const socket = new WebSocket(`${liveUrl}?${await connectQuery(site, idToken)}`);
  const received: Record<string, unknown>[] = [];
  const waiting = new Set<() => void>();
  socket.on('message', (data) => {
    try {
      received.push(JSON.parse(String(data)) as Record<string, unknown>);
    } catch {
      return;
    }
    for (const wake of waiting) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`the socket was refused: ${response.statusCode}`)),
    );
  });
  return {
    next: (kind, ms) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received.findIndex((message) => message.kind === kind);
          if (found < 0) return false;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(received.splice(found, 1)[0] as Record<string, unknown>);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no ${kind} notice within ${ms / 1000} s`));
        }, ms);
        if (!check()) waiting.add(check);
      }),
    close: () => socket.close(),
  };
}
