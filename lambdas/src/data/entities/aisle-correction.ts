// A user's own aisle for a food, remembered when they move a shopping line to another aisle, in the user's
// partition so adding ingredients reads all of them with one Query (a family has a few dozen at most).
//   pk = USER#<uid>, sk = AISLE#<foodKey>     { foodKey, aisle, updatedAt }

import { type Aisle, isAisle } from '../../contracts/aisles.js';

import { db } from '../../shared/clients.js';
import { deleteKeys } from '../batch.js';
import { type DocClient, documentTable, putItem } from '../client.js';
import { queryAll } from '../query.js';
import { userPartition } from '../table.js';

export const aisleCorrectionKeys = {
  item: (userId: string, foodKey: string) => ({ pk: userPartition(userId), sk: `AISLE#${foodKey}` }),
  prefix: 'AISLE#',
};

export function aisleCorrectionRepository(client: DocClient, table?: string) {
  const { send, tableName } = documentTable(client, table);
  const ofUser = (userId: string, projection?: string) =>
    queryAll(send, {
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': aisleCorrectionKeys.prefix },
      ProjectionExpression: projection,
    });

  return {
    /** The user's aisle corrections by food key (one Query). */
    async forUser(userId: string): Promise<Map<string, Aisle>> {
      const items = await ofUser(userId);
      const corrections = new Map<string, Aisle>();
      for (const item of items) {
        if (typeof item.foodKey === 'string' && isAisle(item.aisle))
          corrections.set(item.foodKey, item.aisle);
      }
      return corrections;
    },

    /** Remembers the user's aisle for one food. */
    async remember(userId: string, foodKey: string, aisle: Aisle, now: string): Promise<void> {
      await putItem(send, tableName, {
        ...aisleCorrectionKeys.item(userId, foodKey),
        type: 'aisleCorrection',
        foodKey,
        aisle,
        updatedAt: now,
      });
    },

    async deleteAllForUser(userId: string): Promise<void> {
      await deleteKeys(send, tableName, await ofUser(userId, 'pk, sk'));
    },
  };
}

export type AisleCorrectionRepository = ReturnType<typeof aisleCorrectionRepository>;

/** Account deletion: the user's remembered aisles. */
export const deleteAllForUser = (userId: string): Promise<void> =>
  aisleCorrectionRepository(db).deleteAllForUser(userId);
