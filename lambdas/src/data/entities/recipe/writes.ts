// Creating and editing recipes: the create transaction (counted on the owner's entitlement, retried on
// conflict) and the edit transaction (META, replaced links, food links), both kept in step with the
// community index and, in the same transaction, the household's finder index (finder-index.ts).

import { snapshotOf } from '../../../contracts/recipe-versions.js';
import { TransactWriteCommand } from '../../../shared/aws-sdk.js';
import { pauseBeforeRetry } from '../../../shared/retry.js';
import { deleteKeys } from '../../batch.js';
import { cancellationCodes, conditionFailedAt, isTransactionCancelled, type Send } from '../../client.js';
import { type CommunityIndexRepository, communityEntries, type IndexedRecipe } from '../community-index.js';
import { entitlementKey, ownRecipeCountItem } from '../entitlement.js';
import {
  type FinderIndexStore,
  finderEntry,
  INDEX_ATTEMPTS,
  isIndexRace,
  raceBackoff,
} from '../finder-index.js';
import { foodLinkChanges, foodLinkItems, type RecipeFoodIndex, transactFoodLinks } from '../recipe-food.js';
import { recipeSourceItem } from '../recipe-source.js';
import { putVersionOnce, type RecipeVersion } from '../recipe-version.js';
import { sessionValidityKey } from '../session-validity.js';
import { categoryLinkItem, readingsItem, recipeKeys, recipeMetaItem, tagLinkItem } from './keys.js';
import type {
  CategoryLink,
  CreateHolds,
  CreateOnce,
  CreateOutcome,
  RecipeRecord,
  RecipeWithLinks,
} from './record.js';

type Item = Record<string, unknown>;

/** What a recipe write needs: the table, and the community index it keeps in step. */
export interface RecipeWriteContext {
  send: Send;
  tableName: string;
  community: CommunityIndexRepository;
  finderIndex: FinderIndexStore;
}

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
    ...(holds.counts ?? []).map(({ userId, count }) => ({
      ConditionCheck: {
        TableName: tableName,
        Key: entitlementKey(userId),
        ConditionExpression:
          count === null ? 'attribute_not_exists(ownRecipeCount)' : 'ownRecipeCount = :count',
        ...(count === null ? {} : { ExpressionAttributeValues: { ':count': count } }),
      },
    })),
  ];
}

/** Runs a write that may change what the community index holds for the recipe (community-index.ts). */
export async function indexed<T>(
  community: CommunityIndexRepository,
  before: IndexedRecipe | null,
  after: IndexedRecipe | null,
  write: () => Promise<T>,
  succeeded: (result: T) => boolean,
): Promise<T> {
  await community.beforeWrite(before, after);
  const result = await write();
  if (succeeded(result)) await community.afterWrite(before, after);
  return result;
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

export function recipeWrites({ send, tableName, community, finderIndex }: RecipeWriteContext) {
  const readingsPut = (recipe: RecipeRecord) => {
    const item = readingsItem(recipe);
    return item ? [{ Put: { TableName: tableName, Item: item } }] : [];
  };
  const sourceEntryPut = (recipe: RecipeRecord) => {
    const item = recipeSourceItem(recipe);
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
        ...sourceEntryPut(recipe),
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
     * else edited first (version) or the owner's rating changed the to-try index meanwhile.
     */
    async update(
      before: RecipeWithLinks,
      after: RecipeRecord,
      categoryLinks: CategoryLink[],
      foodIndex: RecipeFoodIndex,
      /** The versions this edit makes (recipe-version.ts), written only if absent; META keeps the newest. */
      versions: RecipeVersion[] = [],
    ): Promise<'saved' | 'conflict'> {
      const meta = recipeMetaItem(after);
      const fields = [
        'title',
        'description',
        'ingredients',
        'instructions',
        'sourceUrl',
        'videoUrl',
        'pdfUrl',
        'imageUrl',
        'prepTime',
        'cookTime',
        'servings',
        'notes',
        'language',
        'isPublic',
        'visibility',
        'updatedAt',
        'categories',
        'categoryIds',
        'tags',
        'searchText',
        'dietary',
      ];
      const names: Record<string, string> = {};
      const values: Item = {
        ':version': before.recipe.version,
        ':next': before.recipe.version + 1,
        ':owner': before.recipe.userId,
        ':ownerRated': before.recipe.ownerRated,
      };
      const sets = fields.map((field, i) => {
        names[`#f${i}`] = field;
        values[`:f${i}`] = meta[field] ?? null;
        return `#f${i} = :f${i}`;
      });
      const removes: string[] = [];
      for (const attribute of ['gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk']) {
        if (meta[attribute] === undefined) removes.push(attribute);
        else {
          sets.push(`${attribute} = :${attribute}`);
          values[`:${attribute}`] = meta[attribute];
        }
      }
      sets.push('version = :next');
      // A variant that took in its original's changes keeps the original's version it has now (issue 39).
      if (after.variantOf && after.variantOf.revision !== before.recipe.variantOf?.revision) {
        sets.push('variantOf = :variantOf');
        values[':variantOf'] = after.variantOf;
      }
      const revision = Math.max(0, ...versions.map((version) => version.revision));
      if (revision > 0) {
        sets.push('revision = :revision', 'revisionAt = :revisionAt');
        values[':revision'] = revision;
        values[':revisionAt'] =
          versions.find((version) => version.revision === revision)?.at ?? meta.updatedAt;
      }
      const keepCategories = new Set(categoryLinks.map((link) => link.category.id));
      const keepTags = new Set(after.tags.map((tag) => tag.id));
      const foods = transactFoodLinks(
        tableName,
        foodLinkChanges(before.foodLinks ?? { terms: [], foods: [] }, after, foodIndex),
        4 +
          versions.length +
          before.categoryLinks.length +
          before.tags.length +
          categoryLinks.length +
          after.tags.length,
      );
      // The finder index changes only when what it ranks by does: the foods, or whether it is private.
      const reindex =
        (before.foodLinks?.foods ?? []).join('\n') !== foodIndex.foods.join('\n') ||
        (before.recipe.visibility === 'private') !== (after.visibility === 'private');
      const recipeItems = [
        {
          Update: {
            TableName: tableName,
            Key: recipeKeys.meta(after.id),
            UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
            ConditionExpression: 'version = :version AND userId = :owner AND ownerRated = :ownerRated',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
        ...before.categoryLinks
          .filter((link) => !keepCategories.has(link.category.id))
          .map((link) => ({
            Delete: {
              TableName: tableName,
              Key: recipeKeys.categoryLink(after.id, link.category.id),
            },
          })),
        ...before.tags
          .filter((tag) => !keepTags.has(tag.id))
          .map((tag) => ({
            Delete: { TableName: tableName, Key: recipeKeys.tagLink(after.id, tag.id) },
          })),
        ...categoryLinks.map((link) => ({
          Put: { TableName: tableName, Item: categoryLinkItem(after, link) },
        })),
        ...after.tags.map((tag) => ({
          Put: { TableName: tableName, Item: tagLinkItem(after, tag) },
        })),
        ...(after.sourceUrl !== before.recipe.sourceUrl ? sourceEntryPut(after) : []),
        ...versions.map((version) => putVersionOnce(tableName, after.id, version)),
      ];
      const write = async () => {
        for (let attempt = 0; ; attempt += 1) {
          const shardItems = reindex
            ? await finderIndex.changeItems([
                { householdId: after.householdId, put: [finderEntry(after, foodIndex.foods)] },
              ])
            : [];
          const items = [...recipeItems, ...foods.inline];
          try {
            return await send(new TransactWriteCommand({ TransactItems: [...items, ...shardItems] }));
          } catch (error) {
            const shards = shardItems.map((_, i) => items.length + i);
            if (attempt + 1 >= INDEX_ATTEMPTS || conditionFailedAt(error, 0) || !isIndexRace(error, shards))
              throw error;
            await raceBackoff(attempt);
          }
        }
      };
      try {
        await indexed(community, before.recipe, after, write, () => true);
        await foods.writeRest(send);
        return 'saved';
      } catch (error) {
        if (isTransactionCancelled(error)) return 'conflict';
        throw error;
      }
    },
  };
}
