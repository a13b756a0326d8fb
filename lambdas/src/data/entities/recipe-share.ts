// Recipe shares (SPEC 3 recipe_shares): the owner shares a recipe with one person, who may then open
// and copy it even while it is private. Key design:
//   pk = RECIPE#<recipeId>, sk = SHARE#<uid>     in the recipe's own partition, so deleting the recipe
//                                                deletes its shares and the recipe page's one Query sees them
//   gsi1pk = SHARED_WITH#<uid>, gsi1sk = <sharedAt>#<recipeId>            Shared With Me, newest first
//   gsi2pk = SHARED_BY#<ownerId>, gsi2sk = <sharedAt>#<recipeId>#<uid>    shares a user made (account deletion)
// The recipe's META item keeps the sharees' ids in the string set `sharedWith`, written in the SAME
// transaction as the share item, so every access check (page, copy, rating, favorites, lists) needs
// only the recipe itself, and a revoke takes effect at once.

import { MAX_SHARES_PER_RECIPE } from '../../contracts/sharing.js';
import { TransactWriteCommand } from '../../shared/aws-sdk.js';
import { db } from '../../shared/clients.js';
import {
  conditionFailedAt,
  type DocClient,
  documentTable,
  getItem,
  refusedAt,
  transactCancelled,
} from '../client.js';
import { queryAll } from '../query.js';
import { recipeKeys } from './recipe.js';

export interface RecipeShareRecord {
  recipeId: string;
  ownerId: string;
  /** The person it is shared with. */
  userId: string;
  email: string;
  displayName: string;
  sharedAt: string;
}

export type AddShareOutcome = 'created' | 'exists' | 'refused' | 'full';

export const recipeShareKeys = {
  item: (recipeId: string, userId: string) => ({ pk: recipeKeys.meta(recipeId).pk, sk: `SHARE#${userId}` }),
  sharedWith: (userId: string) => recipeKeys.sharedWithFeed(userId),
  sharedBy: (ownerId: string) => `SHARED_BY#${ownerId}`,
};

export function recipeShareItem(share: RecipeShareRecord): Record<string, unknown> {
  return {
    ...recipeShareKeys.item(share.recipeId, share.userId),
    type: 'recipeShare',
    ...share,
    gsi1pk: recipeShareKeys.sharedWith(share.userId),
    gsi1sk: `${share.sharedAt}#${share.recipeId}`,
    gsi2pk: recipeShareKeys.sharedBy(share.ownerId),
    gsi2sk: `${share.sharedAt}#${share.recipeId}#${share.userId}`,
  };
}

type Item = Record<string, unknown>;

export function recipeShareRepository(client: DocClient, table?: string) {
  const { send, tableName } = documentTable(client, table);

  /** Deletes the share item and takes the user out of META's set; META must satisfy `condition`. */
  const removeTransaction = (recipeId: string, userId: string, condition: string, values: Item) =>
    send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: recipeKeys.meta(recipeId),
              UpdateExpression: 'DELETE sharedWith :user',
              ConditionExpression: condition,
              ExpressionAttributeValues: { ...values, ':user': new Set([userId]) },
            },
          },
          { Delete: { TableName: tableName, Key: recipeShareKeys.item(recipeId, userId) } },
        ],
      }),
    );

  /** Removes a share whatever the recipe's state (account deletion): META may already be gone. */
  async function removeAnyway(recipeId: string, userId: string): Promise<void> {
    try {
      await removeTransaction(recipeId, userId, 'attribute_exists(pk)', {});
    } catch (error) {
      if (!conditionFailedAt(error, 0)) throw error;
      await send(
        new TransactWriteCommand({
          TransactItems: [{ Delete: { TableName: tableName, Key: recipeShareKeys.item(recipeId, userId) } }],
        }),
      );
    }
  }

  return {
    /**
     * Shares a recipe with one person, owner only: the share item and META's `sharedWith` entry in one
     * transaction. 'exists' when it was shared with them already (nothing changes), 'refused' when the
     * caller does not own the recipe (or it is gone), 'full' at MAX_SHARES_PER_RECIPE people.
     */
    async add(share: RecipeShareRecord): Promise<AddShareOutcome> {
      const cancelled = await transactCancelled(send, [
        {
          Update: {
            TableName: tableName,
            Key: recipeKeys.meta(share.recipeId),
            UpdateExpression: 'ADD sharedWith :user',
            ConditionExpression:
              'userId = :owner AND (attribute_not_exists(sharedWith) OR size(sharedWith) < :max OR contains(sharedWith, :userId))',
            ExpressionAttributeValues: {
              ':user': new Set([share.userId]),
              ':userId': share.userId,
              ':owner': share.ownerId,
              ':max': MAX_SHARES_PER_RECIPE,
            },
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: recipeShareItem(share),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]);
      if (!cancelled) return 'created';
      if (refusedAt(cancelled, 1)) return 'exists';
      if (!refusedAt(cancelled, 0)) throw cancelled;
      // META refused: not the owner, gone, or full. Telling them apart costs one read, only here.
      const meta = await getItem(send, tableName, recipeKeys.meta(share.recipeId));
      return meta && meta.userId === share.ownerId ? 'full' : 'refused';
    },

    /** One share of a recipe, or null. */
    async get(recipeId: string, userId: string): Promise<RecipeShareRecord | null> {
      const item = await getItem(send, tableName, recipeShareKeys.item(recipeId, userId));
      return item ? toShare(item) : null;
    },

    /** Everyone a recipe is shared with (the owner's list in the share dialog). */
    async listOfRecipe(recipeId: string): Promise<RecipeShareRecord[]> {
      const items = await queryAll(send, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :share)',
        ExpressionAttributeValues: { ':pk': recipeKeys.meta(recipeId).pk, ':share': 'SHARE#' },
      });
      return items.map(toShare);
    },

    /** Revokes one person's access, owner only; a share that does not exist is already revoked. */
    async remove(recipeId: string, ownerId: string, userId: string): Promise<'removed' | 'refused'> {
      try {
        await removeTransaction(recipeId, userId, 'userId = :owner', { ':owner': ownerId });
        return 'removed';
      } catch (error) {
        if (conditionFailedAt(error, 0)) return 'refused';
        throw error;
      }
    },

    /** Account deletion: every share made to the user and every share the user made. */
    async deleteAllForUser(userId: string): Promise<void> {
      const [received, made] = await Promise.all(
        [
          { index: 'gsi1', partition: recipeShareKeys.sharedWith(userId) },
          { index: 'gsi2', partition: recipeShareKeys.sharedBy(userId) },
        ].map(({ index, partition }) =>
          queryAll(send, {
            TableName: tableName,
            IndexName: index,
            KeyConditionExpression: `${index}pk = :pk`,
            ExpressionAttributeValues: { ':pk': partition },
            ProjectionExpression: 'recipeId, userId',
          }),
        ),
      );
      for (const item of [...(received ?? []), ...(made ?? [])])
        await removeAnyway(String(item.recipeId), String(item.userId));
    },
  };
}

export type RecipeShareRepository = ReturnType<typeof recipeShareRepository>;

function toShare(item: Item): RecipeShareRecord {
  return {
    recipeId: String(item.recipeId),
    ownerId: String(item.ownerId),
    userId: String(item.userId),
    email: String(item.email ?? ''),
    displayName: String(item.displayName ?? ''),
    sharedAt: String(item.sharedAt ?? ''),
  };
}

/** Account deletion: every share made to or by the user. */
export const deleteAllForUser = (userId: string): Promise<void> =>
  recipeShareRepository(db).deleteAllForUser(userId);
