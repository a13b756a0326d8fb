// Live-update connect tickets (issue 40): what lets a browser open its WebSocket without putting its ID
// token in the URL. Stored under the ticket's SHA-256, so the table never holds a usable ticket:
//   pk = LIVETICKET#<sha256(ticket)>, sk = TICKET   userId, signedInAt (the token's auth_time, for the
//                                                   session check at connect), expiresAt (TTL, seconds)
// A ticket is spent by ONE conditional DeleteItem that also returns it: two connections showing the same
// ticket, only one opens. DynamoDB's TTL removes the unspent ones (late), so expiry is checked too.
import { createHash } from 'node:crypto';
import { DeleteCommand } from '../../shared/aws-sdk.js';
import { db as sharedDb } from '../../shared/clients.js';
import { type DocClient, documentTable, putNewItem, unlessRefused } from '../client.js';

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export const liveTicketKeys = {
  ticket: (ticket: string) => ({ pk: `LIVETICKET#${hashOf(ticket)}`, sk: 'TICKET' }),
};

export interface LiveTicketHolder {
  userId: string;
  /** Epoch seconds of the sign-in that asked for it (the ID token's auth_time, else iat). */
  signedInAt: number;
}

export function liveTicketRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /** Keeps a new ticket for `holder` until `expiresAt` (epoch seconds). */
    async put(ticket: string, holder: LiveTicketHolder, expiresAt: number): Promise<void> {
      await putNewItem(send, tableName, {
        ...liveTicketKeys.ticket(ticket),
        type: 'liveTicket',
        ...holder,
        expiresAt,
      });
    },

    /** Spends a ticket: its holder, or null when it is unknown, spent or past `now` (epoch seconds). */
    async redeem(ticket: string, now: number): Promise<LiveTicketHolder | null> {
      const result = await unlessRefused(
        send<{ Attributes?: Record<string, unknown> }>(
          new DeleteCommand({
            TableName: tableName,
            Key: liveTicketKeys.ticket(ticket),
            ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
            ExpressionAttributeValues: { ':now': now },
            ReturnValues: 'ALL_OLD',
          }),
        ),
        null,
      );
      if (!result) return null;
      const item = result.Attributes;
      if (typeof item?.userId !== 'string') return null;
      return { userId: item.userId, signedInAt: Number(item.signedInAt) || 0 };
    },
  };
}

export type LiveTicketRepository = ReturnType<typeof liveTicketRepository>;

export const liveTickets = liveTicketRepository(sharedDb);
