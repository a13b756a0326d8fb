// A pending change of a user's e-mail address, waiting for the code mailed to the new address.
//   pk = USER#<sub>, sk = EMAIL_CHANGE   the new address, the code's hash, attempts used; TTL expiresAt
// One per user: starting again replaces it (and its code). Every check of a code first spends an
// attempt with a conditional update, so parallel guesses cannot get more tries than the limit.
import { UpdateCommand } from '../../shared/aws-sdk.js';
import { type DocClient, deleteIf, documentTable, getItem, putItem, unlessRefused } from '../client.js';
import { userPartition } from '../table.js';

export interface PendingEmailChange {
  userId: string;
  newEmail: string;
  /** HMAC-SHA256 of the code, keyed by `salt`: the code itself is never stored. */
  codeHash: string;
  salt: string;
  attempts: number;
  /** Epoch seconds; DynamoDB's TTL removes the item some time after. */
  expiresAt: number;
  startedAt: string;
}

export const emailChangeKeys = {
  item: (userId: string) => ({ pk: userPartition(userId), sk: 'EMAIL_CHANGE' }),
};
const key = emailChangeKeys.item;

export function emailChangeRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /** Stores a new pending change, replacing any earlier one. */
    async start(change: PendingEmailChange): Promise<void> {
      await putItem(send, tableName, { ...key(change.userId), type: 'emailChange', ...change });
    },

    /** The user's unexpired pending change. */
    async get(userId: string, now = new Date()): Promise<PendingEmailChange | null> {
      const item = await getItem(send, tableName, key(userId), { consistent: true });
      if (!item || Number(item.expiresAt) * 1000 <= now.getTime()) return null;
      return {
        userId,
        newEmail: String(item.newEmail),
        codeHash: String(item.codeHash),
        salt: String(item.salt ?? ''),
        attempts: Number(item.attempts ?? 0),
        expiresAt: Number(item.expiresAt),
        startedAt: String(item.startedAt ?? ''),
      };
    },

    /**
     * Spends one attempt of this very change (same code hash), unless the limit is reached or it
     * expired; answers the attempts used so far, or null when no attempt was left.
     */
    async spendAttempt(
      userId: string,
      codeHash: string,
      limit: number,
      now = new Date(),
    ): Promise<number | null> {
      const result = await unlessRefused(
        send<{ Attributes?: Record<string, unknown> }>(
          new UpdateCommand({
            TableName: tableName,
            Key: key(userId),
            UpdateExpression: 'SET attempts = attempts + :one',
            ConditionExpression: 'codeHash = :hash AND attempts < :limit AND expiresAt > :now',
            ExpressionAttributeValues: {
              ':one': 1,
              ':hash': codeHash,
              ':limit': limit,
              ':now': Math.floor(now.getTime() / 1000),
            },
            ReturnValues: 'UPDATED_NEW',
          }),
        ),
        null,
      );
      if (!result) return null;
      return Number(result.Attributes?.attempts ?? limit);
    },

    /** Removes this very change (same code hash); false when it was already gone or replaced. */
    async finish(userId: string, codeHash: string): Promise<boolean> {
      return deleteIf(send, tableName, key(userId), 'codeHash = :hash', { ':hash': codeHash });
    },
  };
}

export type EmailChangeRepository = ReturnType<typeof emailChangeRepository>;
