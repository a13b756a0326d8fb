// Saving an edit to a recipe: the META fields and the replaced links in one transaction, with the food
// links, the new versions and, when what it ranks by changed, the household's finder index.

import { TransactWriteCommand } from '../../../shared/aws-sdk.js';
import { conditionFailedAt, isTransactionCancelled } from '../../client.js';
import { finderEntry, INDEX_ATTEMPTS, isIndexRace, raceBackoff } from '../finder-index.js';
import { foodLinkChanges, type RecipeFoodIndex, transactFoodLinks } from '../recipe-food.js';
import { putVersionOnce, type RecipeVersion } from '../recipe-version.js';
import { categoryLinkItem, readingsItem, recipeKeys, recipeMetaItem, tagLinkItem } from './keys.js';
import type { CategoryLink, RecipeRecord, RecipeWithLinks } from './record.js';
import { indexed, type RecipeWriteContext, sourceEntryPut } from './write-context.js';

type Item = Record<string, unknown>;

/**
 * Saves an edit: the META fields and the replaced links in one transaction, refused when someone
 * else edited first (version) or the owner's rating changed the to-try index meanwhile.
 */
export async function updateRecipe(
  { send, tableName, community, finderIndex }: RecipeWriteContext,
  before: RecipeWithLinks,
  after: RecipeRecord,
  categoryLinks: CategoryLink[],
  foodIndex: RecipeFoodIndex,
  /** The versions this edit makes (recipe-version.ts), written only if absent; META keeps the newest. */
  versions: RecipeVersion[] = [],
): Promise<'saved' | 'conflict'> {
  const meta = recipeMetaItem(after);
  // Readings the edit changed (lines read again, reread-lines.ts) are written with it; else they stay.
  const readings = after.readings !== before.recipe.readings ? readingsItem(after) : null;
  const readingsPut = readings ? [{ Put: { TableName: tableName, Item: readings } }] : [];
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
    values[':revisionAt'] = versions.find((version) => version.revision === revision)?.at ?? meta.updatedAt;
  }
  const keepCategories = new Set(categoryLinks.map((link) => link.category.id));
  const keepTags = new Set(after.tags.map((tag) => tag.id));
  const foods = transactFoodLinks(
    tableName,
    foodLinkChanges(before.foodLinks ?? { terms: [], foods: [] }, after, foodIndex),
    4 +
      readingsPut.length +
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
    ...(after.sourceUrl !== before.recipe.sourceUrl ? sourceEntryPut(tableName, after) : []),
    ...versions.map((version) => putVersionOnce(tableName, after.id, version)),
    ...readingsPut,
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
}
