// The pantry (issue 38): what a HOUSEHOLD has, in its own partition, so the pantry page is ONE Query.
// <hid> below is the household's id (a single cook's household of one has their user's id).
//   pk = PANTRY#<hid>, sk = ITEM#<itemId>     one food in one place; ids start with the time (oldest first)
// Each food is its own item, so two members changing two foods never overwrite each other. A change worked
// out from a read (joining an amount into a food already kept, taking a recipe's ingredients out) is written
// only if the item is unchanged since (its version, bumped by every write); a use of several foods is one
// transaction. An item id is only ever looked up under the caller's household's partition, so another
// household's food does not exist (404). The live-updates stream names the household by the partition.

import type { PantryItemRecord, PantryPlace } from '../../contracts/pantry.js';
import { PutCommand, TransactWriteCommand } from '../../shared/aws-sdk.js';
import { db } from '../../shared/clients.js';
import { deletePartition } from '../batch.js';
import {
  type DocClient,
  deleteIf,
  documentTable,
  getItem,
  isConditionFailure,
  isTransactionCancelled,
} from '../client.js';
import { KEY_PREFIXES } from '../key-prefixes.js';
import { queryAll } from '../query.js';
import { updateVersioned } from '../versioned-update.js';
import { appliedBefore, type ChangePart, markedFirst, writeMarked } from './change-mark.js';

export const pantryKeys = {
  partition: (householdId: string) => `${KEY_PREFIXES.pantry}${householdId}`,
  item: (householdId: string, itemId: string) => ({
    pk: `${KEY_PREFIXES.pantry}${householdId}`,
    sk: `ITEM#${itemId}`,
  }),
};

type Item = Record<string, unknown>;

/** Fields of a pantry item a change may set (null clears an optional one). */
export type PantryChanges = Partial<
  Pick<PantryItemRecord, 'food' | 'foodKey' | 'amount' | 'unit' | 'place' | 'bestBefore'>
>;

/** One step of a use: the item as read, and what it becomes (null: used up, deleted). */
export interface PantryUse {
  before: PantryItemRecord;
  after: PantryItemRecord | null;
}

/** DynamoDB's limit of actions in one transaction. */
export const MAX_PANTRY_TRANSACTION = 100;

const itemOf = (record: PantryItemRecord): Item => ({
  ...pantryKeys.item(record.householdId, record.id),
  type: 'pantryItem',
  ...record,
});

export function pantryRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);

  return {
    /** Everything the household keeps (one Query, strongly consistent). */
    async read(householdId: string): Promise<PantryItemRecord[]> {
      const items = await queryAll(send, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pantryKeys.partition(householdId) },
        ConsistentRead: true,
      });
      return items.filter((item) => item.type === 'pantryItem').map(toPantryItem);
    },

    /** One food of the household's pantry, or null (one GetItem). */
    async get(householdId: string, itemId: string): Promise<PantryItemRecord | null> {
      const item = await getItem(send, tableName, pantryKeys.item(householdId, itemId), { consistent: true });
      return item ? toPantryItem(item) : null;
    },

    /**
     * Writes a new food (never over another) or, given the item as read, its joined form (only if the
     * item is unchanged since). 'conflict' means someone changed or removed it meanwhile. Given a named
     * change (change-mark.ts), its mark is written in the same transaction: 'duplicate' means the change
     * was applied before (nothing is written).
     */
    async save(
      record: PantryItemRecord,
      before?: PantryItemRecord,
      mark?: ChangePart,
    ): Promise<'saved' | 'conflict' | 'duplicate'> {
      const put = {
        TableName: tableName,
        Item: itemOf(before ? { ...record, version: before.version + 1 } : record),
        ConditionExpression: before ? 'version = :version' : 'attribute_not_exists(pk)',
        ExpressionAttributeValues: before ? { ':version': before.version } : undefined,
      };
      try {
        if (mark) {
          await send(
            new TransactWriteCommand({ TransactItems: markedFirst(tableName, mark, [{ Put: put }]) }),
          );
        } else {
          await send(new PutCommand(put));
        }
        return 'saved';
      } catch (error) {
        if (appliedBefore(error, mark)) return 'duplicate';
        if (isConditionFailure(error) || isTransactionCancelled(error)) return 'conflict';
        throw error;
      }
    },

    /** Changes one food; null when the household keeps no such item. */
    async update(
      householdId: string,
      itemId: string,
      changes: PantryChanges,
      now: string,
    ): Promise<PantryItemRecord | null> {
      const item = await updateVersioned(send, {
        tableName,
        key: pantryKeys.item(householdId, itemId),
        changes,
        now,
      });
      return item ? toPantryItem(item) : null;
    },

    /** Removes one food; false when the household keeps no such item. */
    async remove(householdId: string, itemId: string): Promise<boolean> {
      return deleteIf(send, tableName, pantryKeys.item(householdId, itemId), 'attribute_exists(pk)');
    },

    /**
     * Takes foods out in one transaction, each only if unchanged since it was read: lowered amounts are
     * written, used-up foods deleted. 'conflict' means a member changed one meanwhile (nothing is written);
     * 'duplicate' that the named change (change-mark.ts) was applied before.
     */
    async applyUse(
      uses: PantryUse[],
      now: string,
      mark?: ChangePart,
    ): Promise<'saved' | 'conflict' | 'duplicate'> {
      if (uses.length === 0) return 'saved';
      if (uses.length + (mark ? 1 : 0) > MAX_PANTRY_TRANSACTION)
        throw new Error('Too many pantry writes at once');
      const condition = (before: PantryItemRecord) => ({
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': before.version },
      });
      const actions = uses.map(({ before, after }) =>
        after
          ? {
              Put: {
                TableName: tableName,
                Item: itemOf({ ...after, updatedAt: now, version: before.version + 1 }),
                ...condition(before),
              },
            }
          : {
              Delete: {
                TableName: tableName,
                Key: pantryKeys.item(before.householdId, before.id),
                ...condition(before),
              },
            },
      );
      return writeMarked(send, tableName, mark, actions);
    },

    /** Removes the household's pantry (account deletion of a cook whose id names it). */
    async deleteAllForUser(householdId: string): Promise<void> {
      await deletePartition(send, tableName, pantryKeys.partition(householdId));
    },
  };
}

export type PantryRepository = ReturnType<typeof pantryRepository>;

/** Account deletion: the pantry kept under the cook's id (their household of one). */
export const deleteAllForUser = (userId: string): Promise<void> =>
  pantryRepository(db).deleteAllForUser(userId);

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export function toPantryItem(item: Item): PantryItemRecord {
  const amount = typeof item.amount === 'number' && Number.isFinite(item.amount) ? item.amount : null;
  return {
    id: String(item.id),
    householdId: String(item.householdId),
    food: String(item.food ?? ''),
    foodKey: String(item.foodKey ?? ''),
    amount,
    unit: text(item.unit),
    place: (['fridge', 'freezer', 'cupboard'].includes(String(item.place))
      ? item.place
      : 'cupboard') as PantryPlace,
    bestBefore: text(item.bestBefore),
    addedBy: text(item.addedBy),
    createdAt: String(item.createdAt ?? ''),
    updatedAt: String(item.updatedAt ?? item.createdAt ?? ''),
    version: Number(item.version ?? 0),
  };
}
