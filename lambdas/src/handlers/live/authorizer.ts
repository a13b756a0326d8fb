// The WebSocket API's authorizer (issues 15, 40): a socket opens with a one-time connect ticket
// (?ticket=, contracts/live.ts), never the ID token, which would sit in every access log of the URL.
// The ticket was issued to a signed-in caller moments ago (POST /api/live/tickets, behind the same JWT
// check as every route); here it is spent (one conditional delete: a second use fails), and the session
// check runs again at the moment of use, with the sign-in time the ticket carries: a session ended or an
// account deleted since the ticket was issued is refused. The household the socket listens to comes from
// the session record now, and travels to $connect and $disconnect in the authorizer's context.
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { type LiveTicketHolder, liveTickets } from '../../data/entities/live-ticket.js';
import { type SessionValidity, sessionValidity } from '../../data/entities/session-validity.js';
import { logger } from '../../shared/logger.js';
import { isSessionRefused } from '../shared/session-check.js';

export interface LiveCaller {
  userId: string;
  householdId: string;
}

export interface LiveGate {
  tickets: { redeem(ticket: string, now: number): Promise<LiveTicketHolder | null> };
  sessions: { get(userId: string): Promise<SessionValidity | null> };
  now: () => number;
}

const tableGate: LiveGate = { tickets: liveTickets, sessions: sessionValidity, now: Date.now };

/** Tickets are 43 base64url characters (32 random bytes); anything else is not one of ours. */
const TICKET = /^[A-Za-z0-9_-]{43}$/;

/** The caller a ticket names, or null for a missing, unknown, spent or expired one, or an ended session. */
export async function liveCaller(
  ticket: string | undefined,
  gate: LiveGate = tableGate,
): Promise<LiveCaller | null> {
  if (!ticket || !TICKET.test(ticket)) return null;
  const holder = await gate.tickets.redeem(ticket, Math.floor(gate.now() / 1000));
  if (!holder) {
    logger.info('live connection refused: no such ticket, or spent or expired');
    return null;
  }
  const record = await gate.sessions.get(holder.userId);
  if (isSessionRefused(record, { auth_time: holder.signedInAt })) {
    logger.info('live connection refused: the session has ended');
    return null;
  }
  return { userId: holder.userId, householdId: record?.householdId ?? holder.userId };
}

export function authorize(gate: LiveGate = tableGate) {
  return async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
    const caller = await liveCaller(event.queryStringParameters?.ticket, gate);
    // API Gateway answers 401 to the handshake.
    if (!caller) throw new Error('Unauthorized');
    return {
      principalId: caller.userId,
      policyDocument: {
        Version: '2012-10-17',
        Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }],
      },
      context: { userId: caller.userId, householdId: caller.householdId },
    };
  };
}

export const handler = authorize();
