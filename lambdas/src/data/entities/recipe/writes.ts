// Creating and editing recipes: the create transaction (counted on the owner's entitlement, retried on
// conflict) here, and the edit transaction (update.ts), both kept in step with the community index and,
// in the same transaction, the household's finder index (finder-index.ts).

import { snapshotOf } from '../../../contracts/recipe-versions.js';
import { TransactWriteCommand } from '../../../shared/aws-sdk.js';
import { pauseBeforeRetry } from '../../../shared/retry.js';
import { deleteKeys } from '../../batch.js';
import { cancellationCodes, isTransactionCancelled, type Send } from '../../client.js';
import { communityEntries } from '../community-index.js';
import { ownRecipeCountHolds } from '../entitlement/keys.js';
import { ownRecipeCountItem } from '../entitlement.js';
import { finderEntry, isIndexRace } from '../finder-index.js';
import { foodLinkItems, type RecipeFoodIndex, transactFoodLinks } from '../recipe-food.js';
import { putVersionOnce, type RecipeVersion } from '../recipe-version.js';
import { sessionValidityKey } from '../session-validity.js';
import { categoryLinkItem, readingsItem, recipeMetaItem, tagLinkItem } from './keys.js';
import type { CategoryLink, CreateHolds, CreateOnce, CreateOutcome, RecipeRecord } from './record.js';
import { updateRecipe } from './update.js';
import { indexed, type RecipeWriteContext, sourceEntryPut } from './write-context.js';

type Item = Record<string, unknown>;

/** Attempts of a create cancelled by a concurrent write to the same counter (then 'busy'). */
export const CREATE_ATTEMPTS = 6;
const RETRY_BASE_MS = 15;
const RETRY_CAP_MS = 400;

/**
 * Sends a recipe-create transaction whose item `counter` is the owner's own-recipe counter, built
 * afresh for each attempt (the finder index shards are re-read). A conflict (another transaction on the
 * same items, or a shard written since it was read) is retried with full-jitter backoff.
 */
async function writeCounted(
  send: Send,
  build: () => Promise<{ transaction: TransactWriteCommand; shards: number[]; holds: number[] }>,
  counter: number,
  once: number | null = null,
  attempts = CREATE_ATTEMPTS,
): Promise<CreateOutcome> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) {
      await pauseBeforeRetry(attempt, { baseMs: RETRY_BASE_MS, capMs: RETRY_CAP_MS });
    }
    const { transaction, shards, holds } = await build();
    try {
      await send(transaction);
      return 'created';
    } catch (error) {
      if (!isTransactionCancelled(error)) throw error;
      const codes = cancellationCodes(error);
      if (once !== null && codes[once] === 'ConditionalCheckFailed') return 'already-created';
      if (holds.some((index) => codes[index] === 'ConditionalCheckFailed')) return 'stale';
      if (codes[counter] === 'ConditionalCheckFailed') return 'over-limit';
      if (!isIndexRace(error, shards)) throw error;
    }
  }
  return 'busy';
}

/** The conditions that hold what a create was judged on (record.ts, CreateHolds). */
function recipeCountHoldItems(tableName: string, ownerId: string, holds: CreateHolds): Item[] {
  const conditions = [
    holds.householdId === ownerId
      ? '(attribute_not_exists(householdId) OR householdId = :hid)'
      : 'householdId = :hid',
  ];
  const values: Item = { ':hid': holds.householdId };
  if (holds.members) {
    const alone = holds.members.length <= 1;
    conditions.push(
      alone
        ? '(attribute_not_exists(householdMembers) OR householdMembers = :members)'
        : 'householdMembers = :members',
    );
    values[':members'] = alone ? [ownerId] : holds.members;
  }
  return [
    {
      ConditionCheck: {
        TableName: tableName,
        Key: sessionValidityKey(ownerId),
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeValues: values,
      },
    },
    ...(holds.counts ?? []).map(({ userId, count }) => ownRecipeCountHolds(tableName, userId, count)),
  ];
}

/** The first version of a new recipe: all of it, and where it came from. */
function firstVersion(recipe: RecipeRecord): RecipeVersion {
  return {
    revision: 1,
    at: recipe.createdAt,
    by: recipe.userId,
    origin: recipe.variantOf
      ? 'variant'
      : recipe.copiedFrom
        ? 'copied'
        : recipe.sourceUrl
          ? 'imported'
          : 'created',
    restoredFrom: null,
    changes: null,
    state: snapshotOf(recipe),
  };
}

export function recipeWrites(context: RecipeWriteContext) {
  const { send, tableName, community, finderIndex } = context;
  const readingsPut = (recipe: RecipeRecord) => {
    const item = readingsItem(recipe);
    return item ? [{ Put: { TableName: tableName, Item: item } }] : [];
  };

  return {
    /**
     * Creates a recipe with its category and tag links, all or nothing, counting it on the owner's
     * entitlement; with `ownRecipeLimit` (free tier) the write fails when the count would pass it
     * ('over-limit'). Two creates by one owner touch the same counter item, so one of them may be
     * cancelled by DynamoDB as a conflict: that one is retried a few times with jittered backoff, and
     * answers 'busy' only if it keeps losing. Nothing is left behind by a create that did not happen.
     */
    async create(
      recipe: RecipeRecord,
      categoryLinks: CategoryLink[],
      options: {
        ownRecipeLimit?: number;
        holds?: CreateHolds;
        foods: RecipeFoodIndex;
        once?: CreateOnce;
      },
    ): Promise<CreateOutcome> {
      const holdItems = options.holds ? recipeCountHoldItems(tableName, recipe.userId, options.holds) : [];
      const foods = transactFoodLinks(
        tableName,
        { puts: foodLinkItems(recipe, options.foods), deletes: [] },
        categoryLinks.length + recipe.tags.length + 6 + (options.once ? 1 : 0) + holdItems.length,
      );
      const items = [
        {
          Put: {
            TableName: tableName,
            Item: recipeMetaItem({ ...recipe, revision: 1 }),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        // Its history begins (recipe-version.ts): the whole first version, where it came from.
        putVersionOnce(tableName, recipe.id, firstVersion(recipe)),
        ...categoryLinks.map((link) => ({
          Put: { TableName: tableName, Item: categoryLinkItem(recipe, link) },
        })),
        ...recipe.tags.map((tag) => ({
          Put: { TableName: tableName, Item: tagLinkItem(recipe, tag) },
        })),
        // "Already in your recipes" for later imports of the same page (recipe-source.ts).
        ...sourceEntryPut(tableName, recipe),
        ...readingsPut(recipe),
      ];
      const counter = items.length;
      const once = options.once
        ? {
            Put: {
              TableName: tableName,
              Item: {
                ...options.once.attributes,
                pk: options.once.pk,
                sk: options.once.sk,
                recipeId: recipe.id,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          }
        : null;
      const build = async () => {
        const shardItems = await finderIndex.changeItems([
          { householdId: recipe.householdId, put: [finderEntry(recipe, options.foods.foods)], fresh: true },
        ]);
        const before = items.length + 1 + (once ? 1 : 0) + foods.inline.length;
        return {
          transaction: new TransactWriteCommand({
            TransactItems: [
              ...items,
              ownRecipeCountItem(tableName, recipe.userId, 1, options.ownRecipeLimit),
              ...(once ? [once] : []),
              ...foods.inline,
              ...shardItems,
              ...holdItems,
            ],
          }),
          shards: shardItems.map((_, i) => before + i),
          holds: holdItems.map((_, i) => before + shardItems.length + i),
        };
      };
      const outcome = await indexed<CreateOutcome>(
        community,
        null,
        recipe,
        () => writeCounted(send, build, counter, once ? counter + 1 : null),
        (result) => result === 'created',
      );
      if (outcome === 'created') await foods.writeRest(send);
      // The index entries were put before the write (community-index.ts); a refused create takes them back.
      else await deleteKeys(send, tableName, communityEntries(recipe));
      return outcome;
    },

    /**
     * Saves an edit: the META fields and the replaced links in one transaction, refused when someone
     * else edited first (version) or the owner's rating changed the to-try index meanwhile (update.ts).
     */
    update: updateRecipe.bind(null, context),
  };
}
