// Change marks: an addition to the household's list or pantry, or a use of the pantry, sent twice counts once.
// A change made offline is kept on the device until its answer comes (frontend lib/offline-changes.ts), so
// one on its way when the page closed is sent again by the next page, and an addition applied twice would
// double its amounts. The cook's device names each such change (a random `changeId`); the write that applies
// it also writes this mark, in the same transaction, only if no mark of that name exists:
//   pk = USER#<uid>, sk = CHANGE#<kind>#<changeId>#<part>, expiresAt (epoch seconds)
// `part` numbers the transactions of one change (a long recipe's lines take several), so a change cut off
// between two is finished, not repeated, when sent again. A mark outlives the device's 30 days of keeping a
// change by one day; TTL removes it, and account deletion's USER# sweep before that.

import { TransactWriteCommand, type TransactWriteCommandInput } from '../../shared/aws-sdk.js';
import { conditionFailedAt, isTransactionCancelled, type Send } from '../client.js';
import { userPartition } from '../table.js';

/** What a change mark guards: the request whose change it names. */
export type ChangeKind = 'shopping-add' | 'pantry-add' | 'pantry-use';

/** Days a mark is kept: one more than a change waits on the device (lib/offline-changes.ts). */
export const CHANGE_MARK_DAYS = 31;

/** A change named by the cook's device, and who sent it. */
export interface ChangeName {
  userId: string;
  kind: ChangeKind;
  changeId: string;
}

/** One transaction of a named change: its number, and when it is written. */
export interface ChangePart {
  change: ChangeName;
  part: number;
  now: Date;
}

export const changeMarkKeys = {
  item: ({ userId, kind, changeId }: ChangeName, part: number) => ({
    pk: userPartition(userId),
    sk: `CHANGE#${kind}#${changeId}#${part}`,
  }),
};

/**
 * The transaction action that writes a named change's part's mark, refused (ConditionalCheckFailed) when
 * that part was already applied.
 */
function changeMarkPut(tableName: string, { change, part, now }: ChangePart) {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...changeMarkKeys.item(change, part),
        type: 'changeMark',
        expiresAt: Math.floor(now.getTime() / 1000) + CHANGE_MARK_DAYS * 24 * 60 * 60,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** A transaction's actions with the mark of `mark` first (the actions as they are without one). */
export function markedFirst<T>(tableName: string, mark: ChangePart | undefined, actions: T[]) {
  return mark ? [changeMarkPut(tableName, mark), ...actions] : actions;
}

/** Whether a transaction written by markedFirst was refused for its mark: the part was applied before. */
export const appliedBefore = (error: unknown, mark: ChangePart | undefined): boolean =>
  mark !== undefined && conditionFailedAt(error, 0);

/**
 * Writes `actions` in one transaction, behind the mark of `mark` when one is given: 'duplicate' when
 * that part was applied before, 'conflict' when another of the actions' conditions refused it (then
 * nothing is written). Any other error is thrown.
 */
export async function writeMarked(
  send: Send,
  tableName: string,
  mark: ChangePart | undefined,
  actions: NonNullable<TransactWriteCommandInput['TransactItems']>,
): Promise<'saved' | 'conflict' | 'duplicate'> {
  try {
    await send(new TransactWriteCommand({ TransactItems: markedFirst(tableName, mark, actions) }));
    return 'saved';
  } catch (error) {
    if (appliedBefore(error, mark)) return 'duplicate';
    if (isTransactionCancelled(error)) return 'conflict';
    throw error;
  }
}
