// Rate-limit counters: how many times one subject (a user, or an IP address on a public route) did one
// costly action in a window that opens at its first counted use and lasts a fixed time.
//   pk = RATELIMIT#<subject>, sk = <counter>   count, windowEnd (epoch seconds), expiresAt = windowEnd
// A use in an open window with room is ONE conditional UpdateItem (ADD count). When it fails, the old
// item (returned with the failure) says why: an open, full window refuses until windowEnd; a missing or
// ended one is replaced by a conditional Put opening a new window. TTL removes the items afterwards;
// the logic reads windowEnd, so an item TTL has not yet removed counts as ended.
// Anchoring the window at its first use (rather than at clock boundaries) means a burst can never get
// twice the allowance across a boundary, and Retry-After is simply windowEnd - now.
import { PutCommand, UpdateCommand } from '../../shared/aws-sdk.js';
import { type DocClient, documentTable, isConditionFailure } from '../client.js';

/** Partition keys start with RATELIMIT# (the fuzz test ignores these items when comparing tables). */
export const rateLimitKeys = {
  item: (subject: string, counter: string) => ({ pk: `RATELIMIT#${subject}`, sk: counter }),
};

export interface CounterWindow {
  count: number;
  /** Epoch seconds at which the window ends. */
  windowEnd: number;
}

export type TakeOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * What a failed increment means, from the counter as it was: an open window that is full refuses until it
 * ends; an open window with room was opened concurrently (increment again); anything else opens anew.
 */
export function afterFailedIncrement(
  window: CounterWindow | undefined,
  nowSeconds: number,
  max: number,
): { kind: 'refuse'; retryAfterSeconds: number } | { kind: 'retry' } | { kind: 'open' } {
  if (!window || window.windowEnd <= nowSeconds) return { kind: 'open' };
  if (window.count >= max) return { kind: 'refuse', retryAfterSeconds: window.windowEnd - nowSeconds };
  return { kind: 'retry' };
}

/** The window a first use opens: one use, ending `windowSeconds` from now. */
export const openWindow = (nowSeconds: number, windowSeconds: number): CounterWindow => ({
  count: 1,
  windowEnd: nowSeconds + windowSeconds,
});

/** The old item DynamoDB returns with a failed condition (raw attribute values). */
function oldWindow(error: unknown): CounterWindow | undefined {
  const item = (error as { Item?: Record<string, { N?: string }> }).Item;
  if (!item?.count?.N || !item.windowEnd?.N) return undefined;
  return { count: Number(item.count.N), windowEnd: Number(item.windowEnd.N) };
}

export function rateLimitRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /** Counts one use of `counter` by `subject` unless the window already holds `max`. */
    async take(
      subject: string,
      counter: string,
      limit: { max: number; windowSeconds: number },
      now: Date,
    ): Promise<TakeOutcome> {
      const key = rateLimitKeys.item(subject, counter);
      const nowSeconds = Math.floor(now.getTime() / 1000);
      // More rounds cover a window opened or ended by a concurrent request between our writes.
      for (let round = 0; round < 3; round += 1) {
        try {
          await send(
            new UpdateCommand({
              TableName: tableName,
              Key: key,
              UpdateExpression: 'ADD #count :one',
              ConditionExpression: 'windowEnd > :now AND #count < :max',
              ExpressionAttributeNames: { '#count': 'count' },
              ExpressionAttributeValues: { ':one': 1, ':now': nowSeconds, ':max': limit.max },
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            }),
          );
          return { allowed: true };
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
          const next = afterFailedIncrement(oldWindow(error), nowSeconds, limit.max);
          if (next.kind === 'refuse') return { allowed: false, retryAfterSeconds: next.retryAfterSeconds };
          if (next.kind === 'retry') continue;
        }
        const window = openWindow(nowSeconds, limit.windowSeconds);
        try {
          await send(
            new PutCommand({
              TableName: tableName,
              Item: { ...key, type: 'rateLimit', ...window, expiresAt: window.windowEnd },
              ConditionExpression: 'attribute_not_exists(pk) OR windowEnd <= :now',
              ExpressionAttributeValues: { ':now': nowSeconds },
            }),
          );
          return { allowed: true };
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      // Only a subject racing itself gets here: refuse briefly rather than count without a condition.
      return { allowed: false, retryAfterSeconds: 1 };
    },
  };
}

export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
