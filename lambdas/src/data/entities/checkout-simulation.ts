// Checkout sessions of the local checkout simulator (only used on a local stack without Stripe keys).
//   pk = SIM_CHECKOUT#<id>, sk = SESSION   the session: user, plan, price, URLs, status; expires in a day
import { UpdateCommand } from '../../shared/aws-sdk.js';
import { type DocClient, documentTable, getItem, putNewItem, writeIf } from '../client.js';
import { recordOf } from '../table.js';

export interface SimulatedSessionRecord {
  id: string;
  userId: string;
  email: string;
  plan: 'monthly' | 'yearly' | 'lifetime';
  mode: 'subscription' | 'payment';
  priceId: string;
  trialDays: number | null;
  customerId: string | null;
  /** A 100% coupon (free link): nothing to pay. */
  couponId?: string | null;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'complete' | 'expired';
  createdAt: string;
}

export const simulatedCheckoutKeys = { item: (id: string) => ({ pk: `SIM_CHECKOUT#${id}`, sk: 'SESSION' }) };
const key = simulatedCheckoutKeys.item;
const DAY_SECONDS = 24 * 60 * 60;

export function simulatedCheckoutRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /** Stores a new open session. */
    async create(session: SimulatedSessionRecord): Promise<void> {
      await putNewItem(send, tableName, {
        ...key(session.id),
        type: 'simulated-checkout',
        ...session,
        expiresAt: Math.floor(Date.parse(session.createdAt) / 1000) + DAY_SECONDS,
      });
    },

    /** One session by id. */
    async get(id: string): Promise<SimulatedSessionRecord | null> {
      const item = await getItem(send, tableName, key(id));
      if (!item) return null;
      return recordOf<SimulatedSessionRecord>(item);
    },

    /** Moves an open session to complete or expired; false when it was no longer open. */
    async close(id: string, status: 'complete' | 'expired'): Promise<boolean> {
      return writeIf(
        send,
        new UpdateCommand({
          TableName: tableName,
          Key: key(id),
          UpdateExpression: 'SET #status = :status',
          ConditionExpression: '#status = :open',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status, ':open': 'open' },
        }),
      );
    },
  };
}

export type SimulatedCheckoutRepository = ReturnType<typeof simulatedCheckoutRepository>;
