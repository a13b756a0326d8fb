// Connect tickets for live updates (issue 40; the protocol in contracts/live.ts): a signed-in caller gets
// a random one-time ticket that opens one WebSocket within LIVE_TICKET_SECONDS. Who may listen to which
// household is decided when the socket opens (the authorizer reads the session record then), not here.
import { randomBytes } from 'node:crypto';
import { LIVE_TICKET_SECONDS, type LiveTicket } from '../../contracts/live.js';

export interface TicketStore {
  put(ticket: string, holder: { userId: string; signedInAt: number }, expiresAt: number): Promise<void>;
}

export async function issueConnectTicket(
  deps: { tickets: TicketStore; clock: () => Date },
  caller: { userId: string; signedInAt: number },
): Promise<LiveTicket> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(deps.clock().getTime() / 1000) + LIVE_TICKET_SECONDS;
  await deps.tickets.put(ticket, caller, expiresAt);
  return { ticket, expiresInSeconds: LIVE_TICKET_SECONDS };
}
