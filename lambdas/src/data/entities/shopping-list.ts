// Shopping list: one list per HOUSEHOLD in its own partition, so the list page is ONE Query (list + items).
// <uid> below is the household's id (a household of one has its user's id, so lists older than
// households are already their household's); each line stores addedBy, the member who added it.
//   pk = SHOPLIST#<uid>, sk = META              the list: id, name ('My Shopping List'), createdAt
//   pk = SHOPLIST#<uid>, sk = ITEM#<itemId>     one line; item ids start with the time, so items read oldest first
// The spec's "latest list" is the user's one list: it is created on first use by a conditional Put, so two tabs
// opening the list at once never make two. Each line is its own item, so ticking one line, deleting another and
// adding a recipe never overwrite each other; joining new ingredients into a line is conditional on its version
// (bumped by every write) and the whole addition is one transaction, planned again from a fresh read on conflict.
// A line id is only ever looked up under the caller's own partition, so another user's line does not exist (404).

import type { ShoppingItemRecord } from '../../contracts/shopping.js';
import { PutCommand } from '../../shared/aws-sdk.js';
import { db } from '../../shared/clients.js';
import { deletePartition } from '../batch.js';
import { type DocClient, deleteIf, documentTable, getItem, isConditionFailure } from '../client.js';
import { queryAll } from '../query.js';
import { updateVersioned } from '../versioned-update.js';
import { type ChangePart, writeMarked } from './change-mark.js';
import {
  type ItemChanges,
  lineItem,
  listItem,
  MAX_TRANSACTION_ACTIONS,
  type ShoppingListRead,
  type ShoppingListRecord,
  shoppingListKeys,
  toLine,
  toList,
} from './shopping-list/items.js';

export {
  type ItemChanges,
  MAX_TRANSACTION_ACTIONS,
  type ShoppingListRead,
  type ShoppingListRecord,
  shoppingListKeys,
  toLine,
} from './shopping-list/items.js';

export function shoppingListRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);

  return {
    /** The user's list and all its lines, oldest first (one Query, strongly consistent). */
    async read(householdId: string): Promise<ShoppingListRead> {
      const items = await queryAll(send, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': shoppingListKeys.partition(householdId) },
        ConsistentRead: true,
      });
      const meta = items.find((item) => item.sk === 'META');
      return {
        list: meta ? toList(meta) : null,
        items: items.filter((item) => item.type === 'shoppingItem').map(toLine),
      };
    },

    /** One line of the user's list, or null (one GetItem). */
    async getLine(householdId: string, itemId: string): Promise<ShoppingItemRecord | null> {
      const item = await getItem(send, tableName, shoppingListKeys.item(householdId, itemId), {
        consistent: true,
      });
      return item ? toLine(item) : null;
    },

    /** Creates the user's list unless it exists; answers the list that is stored either way. */
    async create(list: ShoppingListRecord): Promise<'created' | 'exists'> {
      try {
        await send(
          new PutCommand({
            TableName: tableName,
            Item: listItem(list),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return 'created';
      } catch (error) {
        if (isConditionFailure(error)) return 'exists';
        throw error;
      }
    },

    /**
     * Writes an addition in one transaction: new lines (never overwriting), joined lines (only if unchanged
     * since read) and, for a first use, the list itself. 'conflict' means someone changed the list meanwhile.
     * Given a named change's part (change-mark.ts), its mark is written too: 'duplicate' means that part was
     * applied before (nothing is written).
     */
    async applyAddition(
      newList: ShoppingListRecord | null,
      creates: ShoppingItemRecord[],
      updates: { before: ShoppingItemRecord; after: ShoppingItemRecord }[],
      mark?: ChangePart,
    ): Promise<'saved' | 'conflict' | 'duplicate'> {
      const writes = [
        ...(newList
          ? [
              {
                Put: {
                  TableName: tableName,
                  Item: listItem(newList),
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ]
          : []),
        ...creates.map((line) => ({
          Put: {
            TableName: tableName,
            Item: lineItem(line),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        })),
        ...updates.map(({ before, after }) => ({
          Put: {
            TableName: tableName,
            Item: lineItem({ ...after, version: before.version + 1 }),
            ConditionExpression: 'version = :version',
            ExpressionAttributeValues: { ':version': before.version },
          },
        })),
      ];
      if (writes.length === 0) return 'saved';
      if (writes.length + (mark ? 1 : 0) > MAX_TRANSACTION_ACTIONS)
        throw new Error('Too many shopping list writes at once');
      return writeMarked(send, tableName, mark, writes);
    },

    /**
     * Changes one line of the user's list; null when the user has no such line or, given `expectedVersion`,
     * when the line changed since it was read.
     */
    async updateLine(
      householdId: string,
      itemId: string,
      changes: ItemChanges,
      now: string,
      expectedVersion?: number,
    ): Promise<ShoppingItemRecord | null> {
      const item = await updateVersioned(send, {
        tableName,
        key: shoppingListKeys.item(householdId, itemId),
        changes,
        now,
        expectedVersion,
      });
      return item ? toLine(item) : null;
    },

    /** Deletes one line; false when the user has no such line. */
    async deleteLine(householdId: string, itemId: string): Promise<boolean> {
      return deleteIf(send, tableName, shoppingListKeys.item(householdId, itemId), 'attribute_exists(pk)');
    },

    /** Deletes a line only while it is still checked (another tab may have unticked it); true if deleted. */
    async deleteIfChecked(householdId: string, itemId: string): Promise<boolean> {
      return deleteIf(send, tableName, shoppingListKeys.item(householdId, itemId), 'checked = :yes', {
        ':yes': true,
      });
    },

    /** Removes the user's list and every line (account deletion). */
    async deleteAllForUser(userId: string): Promise<void> {
      await deletePartition(send, tableName, shoppingListKeys.partition(userId));
    },
  };
}

export type ShoppingListRepository = ReturnType<typeof shoppingListRepository>;

/** Account deletion: the user's shopping list and its lines. */
export const deleteAllForUser = (userId: string): Promise<void> =>
  shoppingListRepository(db).deleteAllForUser(userId);
