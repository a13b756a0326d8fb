// Suggestion quota: how many suggestion requests a user made on one (UTC) day, so nobody can run up the
// model bill. One counter item per user and day, removed by TTL two days later.
//   pk = USER#<uid>, sk = SUGGEST#<yyyy-mm-dd>, count, expiresAt (epoch seconds)
// Taking one is a single conditional ADD: it succeeds only while count < limit, so concurrent requests
// can never pass the limit together.

import { QueryCommand, UpdateCommand } from '../../shared/aws-sdk.js';
import { db } from '../../shared/clients.js';
import { deleteKeys } from '../batch.js';
import { type DocClient, documentTable, unlessRefused, writeIf } from '../client.js';
import { userPartition } from '../table.js';

const DAY_SECONDS = 24 * 60 * 60;

export const suggestionQuotaKeys = {
  item: (userId: string, day: string) => ({ pk: userPartition(userId), sk: `SUGGEST#${day}` }),
};

/** The UTC day of an instant, as yyyy-mm-dd. */
export const quotaDay = (now: Date) => now.toISOString().slice(0, 10);

export function suggestionQuotaRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /** Takes one request from today's allowance; null when the day's `limit` is used up. */
    async take(userId: string, now: Date, limit: number): Promise<{ used: number } | null> {
      const day = quotaDay(now);
      const expiresAt = Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + 3 * DAY_SECONDS;
      const result = await unlessRefused(
        send<{ Attributes?: { count?: number } }>(
          new UpdateCommand({
            TableName: tableName,
            Key: suggestionQuotaKeys.item(userId, day),
            UpdateExpression: 'ADD #count :one SET expiresAt = :expires, #type = :type',
            ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
            ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
            ExpressionAttributeValues: {
              ':one': 1,
              ':limit': limit,
              ':expires': expiresAt,
              ':type': 'suggestQuota',
            },
            ReturnValues: 'UPDATED_NEW',
          }),
        ),
        null,
      );
      if (!result) return null;
      return { used: Number(result.Attributes?.count ?? 1) };
    },

    /** Gives back a request that failed on the model's side (never below zero). */
    async giveBack(userId: string, now: Date): Promise<void> {
      await writeIf(
        send,
        new UpdateCommand({
          TableName: tableName,
          Key: suggestionQuotaKeys.item(userId, quotaDay(now)),
          UpdateExpression: 'ADD #count :minus',
          ConditionExpression: '#count > :zero',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
        }),
      );
    },

    /** Removes a user's counters (account deletion). */
    async deleteAllForUser(userId: string): Promise<void> {
      const result = await send<{ Items?: Record<string, unknown>[] }>(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': 'SUGGEST#' },
          ProjectionExpression: 'pk, sk',
        }),
      );
      await deleteKeys(send, tableName, result.Items ?? []);
    },
  };
}

export type SuggestionQuotaRepository = ReturnType<typeof suggestionQuotaRepository>;

/** Account deletion: this user's suggestion counters. */
export const deleteAllForUser = (userId: string): Promise<void> =>
  suggestionQuotaRepository(db).deleteAllForUser(userId);
