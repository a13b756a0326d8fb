// The WebSocket gate (issue 40): which connections the authorizer lets open, with the ticket store and
// session records in memory (the same rules run against DynamoDB Local in
// test/integration/live-updates.test.ts).
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { LiveTicketHolder } from '../../data/entities/live-ticket.js';
import type { SessionValidity } from '../../data/entities/session-validity.js';
import { authorize, type LiveGate, liveCaller } from './authorizer.js';

const NOW = Date.UTC(2026, 2, 4, 12, 0, 0);
const nowSeconds = NOW / 1000;
const ticketOf = (n: number) => `${String(n).padStart(2, '0')}${'x'.repeat(41)}`;
/** A real ID token's shape (header.payload.signature), which must never open a socket. */
const idToken =
  'eyJraWQiOiJrIiwiYWxnIjoiUlMyNTYifQ.eyJzdWIiOiJ1MSIsInRva2VuX3VzZSI6ImlkIn0.c2lnbmF0dXJlLWJ5dGVz';

function gate(options: {
  tickets?: Record<string, LiveTicketHolder & { expiresAt: number }>;
  sessions?: Record<string, SessionValidity>;
}): LiveGate & { spent: string[] } {
  const tickets = new Map(Object.entries(options.tickets ?? {}));
  const spent: string[] = [];
  return {
    spent,
    now: () => NOW,
    tickets: {
      // As the repository: one conditional delete, refused when missing or past its time.
      async redeem(ticket, now) {
        const held = tickets.get(ticket);
        if (!held || held.expiresAt <= now) return null;
        tickets.delete(ticket);
        spent.push(ticket);
        return { userId: held.userId, signedInAt: held.signedInAt };
      },
    },
    sessions: { get: async (userId) => options.sessions?.[userId] ?? null },
  };
}

const fresh = (userId: string, signedInAt = nowSeconds - 60) => ({
  userId,
  signedInAt,
  expiresAt: nowSeconds + 30,
});

const event = (ticket?: string) =>
  ({
    type: 'REQUEST',
    methodArn: 'arn:aws:execute-api:eu-west-1:123:abc/live/$connect',
    queryStringParameters: ticket === undefined ? {} : { ticket },
  }) as unknown as APIGatewayRequestAuthorizerEvent;

describe('the live-updates authorizer', () => {
  it('lets a fresh ticket in once, listening to the household its session record names now', async () => {
    const doors = gate({
      tickets: { [ticketOf(1)]: fresh('u1') },
      sessions: { u1: { validAfter: 0, disabled: false, deleted: false, householdId: 'h9' } },
    });
    const allowed = await authorize(doors)(event(ticketOf(1)));
    expect(allowed).toMatchObject({
      principalId: 'u1',
      context: { userId: 'u1', householdId: 'h9' },
      policyDocument: {
        Statement: [{ Effect: 'Allow', Resource: 'arn:aws:execute-api:eu-west-1:123:abc/live/$connect' }],
      },
    });
    // Spent: the same ticket again (a replay from a log, a second tab) is refused.
    await expect(authorize(doors)(event(ticketOf(1)))).rejects.toThrow('Unauthorized');
  });

  it('lets a user of a household of one listen to their own', async () => {
    const doors = gate({ tickets: { [ticketOf(2)]: fresh('u2') } });
    expect(await liveCaller(ticketOf(2), doors)).toEqual({
      userId: 'u2',
      householdId: 'u2',
      signedInAt: fresh('u2').signedInAt,
    });
  });

  it('refuses no ticket at all', async () => {
    await expect(authorize(gate({}))(event())).rejects.toThrow('Unauthorized');
    await expect(authorize(gate({}))(event(''))).rejects.toThrow('Unauthorized');
  });

  it('refuses an ID or access token where the ticket goes, without looking it up', async () => {
    const doors = gate({ tickets: { [idToken]: fresh('u1') } });
    await expect(authorize(doors)(event(idToken))).rejects.toThrow('Unauthorized');
    expect(doors.spent).toEqual([]);
  });

  it('refuses a ticket it never issued', async () => {
    await expect(liveCaller(ticketOf(3), gate({}))).resolves.toBeNull();
  });

  it('refuses an expired ticket, even one the table has not swept yet', async () => {
    const doors = gate({ tickets: { [ticketOf(4)]: { ...fresh('u4'), expiresAt: nowSeconds } } });
    await expect(liveCaller(ticketOf(4), doors)).resolves.toBeNull();
  });

  it('refuses a ticket whose session ended after it was issued (signed out everywhere, password reset)', async () => {
    const signedInAt = nowSeconds - 600;
    const doors = gate({
      tickets: { [ticketOf(5)]: fresh('u5', signedInAt), [ticketOf(6)]: fresh('u5', signedInAt) },
      sessions: { u5: { validAfter: signedInAt, disabled: false, deleted: false } },
    });
    await expect(liveCaller(ticketOf(5), doors)).resolves.toBeNull();
    // A sign-in after the sign-out is a new session, and its tickets work.
    const later = gate({
      tickets: { [ticketOf(7)]: fresh('u5', signedInAt + 1) },
      sessions: { u5: { validAfter: signedInAt, disabled: false, deleted: false } },
    });
    // The socket carries its session's start, for $connect's and every heartbeat's check.
    await expect(liveCaller(ticketOf(7), later)).resolves.toEqual({
      userId: 'u5',
      householdId: 'u5',
      signedInAt: signedInAt + 1,
    });
  });

  it('refuses a ticket of a deleted or disabled account', async () => {
    const doors = gate({
      tickets: { [ticketOf(8)]: fresh('u8'), [ticketOf(9)]: fresh('u9') },
      sessions: {
        u8: { validAfter: 0, disabled: false, deleted: true },
        u9: { validAfter: 0, disabled: true, deleted: false },
      },
    });
    await expect(liveCaller(ticketOf(8), doors)).resolves.toBeNull();
    await expect(liveCaller(ticketOf(9), doors)).resolves.toBeNull();
  });
});
