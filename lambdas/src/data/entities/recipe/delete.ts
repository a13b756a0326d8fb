// Deleting a recipe (owner only): the META delete and its entry out of the household's finder index in
// one transaction, then the owner's counter, the community index and the links. Apart from the other
// owner writes so account deletion (handlers/http/deletion) carries only this of the recipe writes.
import { TransactWriteCommand, UpdateCommand } from '../../../shared/aws-sdk.js';
import { deleteKeys } from '../../batch.js';
import { conditionFailedAt, getItem, isConditionFailure, type Send } from '../../client.js';
import { partitionItems } from '../../query.js';
import type { CommunityIndexRepository } from '../community-index.js';
import { ownRecipeUncountItem } from '../entitlement.js';
import { type FinderIndexStore, INDEX_ATTEMPTS, isIndexRace, raceBackoff } from '../finder-index.js';
import { recipeSourceKeys } from '../recipe-source.js';
import { recipeVersionKeys } from '../recipe-version.js';
import { recipeKeys } from './keys.js';
import { type OwnedWrite, toRecipe } from './record.js';

export interface RecipeDeleteContext {
  send: Send;
  tableName: string;
  community: Pick<CommunityIndexRepository, 'afterWrite'>;
  finderIndex: Pick<FinderIndexStore, 'changeItems'>;
}

export function recipeDeletes({ send, tableName, community, finderIndex }: RecipeDeleteContext) {
  /** The META delete and the household index's shard without the entry, retried when the index moved. */
  async function deleteWithIndexEntry(id: string, ownerId: string): Promise<OwnedWrite> {
    for (let attempt = 0; ; attempt += 1) {
      const read = await getItem(send, tableName, recipeKeys.meta(id), { consistent: true });
      const recipe = read ? toRecipe(read) : null;
      if (!recipe || recipe.userId !== ownerId) return { ok: false, existing: recipe };
      const shards = await finderIndex.changeItems([{ householdId: recipe.householdId, remove: [id] }]);
      try {
        await send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Delete: {
                  TableName: tableName,
                  Key: recipeKeys.meta(id),
                  // Unchanged since read: an edit or a household move meanwhile means reading again.
                  ConditionExpression: [
                    'userId = :owner',
                    read?.version === undefined ? 'attribute_not_exists(version)' : 'version = :version',
                    read?.householdId === undefined
                      ? 'attribute_not_exists(householdId)'
                      : 'householdId = :household',
                  ].join(' AND '),
                  ExpressionAttributeValues: {
                    ':owner': ownerId,
                    ...(read?.version === undefined ? {} : { ':version': read.version }),
                    ...(read?.householdId === undefined ? {} : { ':household': read.householdId }),
                  },
                },
              },
              ...shards,
            ],
          }),
        );
        return { ok: true, recipe };
      } catch (error) {
        const raced =
          conditionFailedAt(error, 0) ||
          isIndexRace(
            error,
            shards.map((_, i) => i + 1),
          );
        if (!raced || attempt + 1 >= INDEX_ATTEMPTS) throw error;
        await raceBackoff(attempt);
      }
    }
  }

  return {
    /**
     * Deletes a recipe (owner only) with its finder-index entry, in one transaction, and then its links;
     * cards skip a recipe whose META is gone.
     */
    async delete(id: string, ownerId: string): Promise<OwnedWrite> {
      const result = await deleteWithIndexEntry(id, ownerId);
      if (!result.ok) return result;
      await send(new UpdateCommand(ownRecipeUncountItem(tableName, ownerId))).catch((error: Error) => {
        // No counter yet: it is counted from the index when first needed.
        if (!isConditionFailure(error)) throw error;
      });
      await community.afterWrite(result.recipe, null);
      const links = await partitionItems(send, tableName, recipeKeys.meta(id).pk, { projection: 'pk, sk' });
      const source = result.recipe.sourceUrl
        ? recipeSourceKeys.item(ownerId, result.recipe.sourceUrl, id)
        : null;
      // Its history goes with it (recipe-version.ts): versions 1 to META's revision, keys known unread.
      const versions = Array.from({ length: result.recipe.revision ?? 0 }, (_, i) =>
        recipeVersionKeys.item(id, i + 1),
      );
      // A variant leaves its original's family (issue 39).
      const variantLink = result.recipe.variantOf
        ? [{ pk: recipeKeys.meta(result.recipe.variantOf.recipeId).pk, sk: result.recipe.variantOf.linkSk }]
        : [];
      await deleteKeys(send, tableName, [...links, ...versions, ...variantLink, ...(source ? [source] : [])]);
      return result;
    },

    /** Ids of every recipe the user owns (the owner index), for account deletion. */
    async ownIds(userId: string): Promise<string[]> {
      const items = await partitionItems(send, tableName, recipeKeys.ownerFeed(userId), {
        index: 'gsi1',
        projection: 'id',
      });
      return items.map((item) => String(item.id));
    },
  };
}
