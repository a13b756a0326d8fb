// The key shapes and stored items of a recipe (see ../recipe.ts for the whole design): pure functions,
// unit-tested without a database (data/keys.test.ts).
import type { TagRef } from '../../../contracts/recipe-views.js';
import { householdKeys } from '../household/keys.js';
import type { CategoryLink, RecipeRecord } from './record.js';

export const sortKey = (recipe: Pick<RecipeRecord, 'createdAt' | 'id'>) => `${recipe.createdAt}#${recipe.id}`;

export const recipeKeys = {
  meta: (id: string) => ({ pk: `RECIPE#${id}`, sk: 'META' }),
  readings: (id: string) => ({ pk: `RECIPE#${id}`, sk: 'READINGS' }),
  categoryLink: (id: string, categoryId: string) => ({ pk: `RECIPE#${id}`, sk: `CAT#${categoryId}` }),
  tagLink: (id: string, tagId: string) => ({ pk: `RECIPE#${id}`, sk: `TAG#${tagId}` }),
  /** A variant made from the recipe (issue 39), in the original's partition so its page reads it. */
  variantLink: (id: string, linkId: string) => ({ pk: `RECIPE#${id}`, sk: `VARIANT#${linkId}` }),
  ownerFeed: (userId: string) => `OWNER#${userId}`,
  publicFeed: () => 'PUBLIC_RECIPES',
  toTryFeed: (userId: string) => `TOTRY#${userId}`,
  categoryFeed: (userId: string, categoryId: string) => `OWNER#${userId}#CAT#${categoryId}`,
  tagFeed: (userId: string, tagId: string) => `OWNER#${userId}#TAG#${tagId}`,
  sharedWithFeed: (userId: string) => `SHARED_WITH#${userId}`,
};

/** The lower-case text Home search matches against. */
export function searchTextOf(
  recipe: Pick<RecipeRecord, 'title' | 'description' | 'ingredients' | 'tags'>,
): string {
  return [recipe.title, recipe.description, recipe.ingredients, recipe.tags.map((tag) => tag.name).join(' ')]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
}

/**
 * The household feed (gsi4): every recipe of the household's members, private ones too, so Home reads
 * one partition; the read leaves out other members' private recipes (reads.ts). It changes only when
 * the owner moves to another household (household-move.ts), never with visibility.
 */
export const householdFeedKeys = (recipe: Pick<RecipeRecord, 'householdId' | 'createdAt' | 'id'>) => ({
  gsi4pk: householdKeys.recipeFeed(recipe.householdId),
  gsi4sk: sortKey(recipe),
});

/** Index keys that depend on visibility and the owner's rating. */
export function sparseIndexKeys(recipe: RecipeRecord) {
  return {
    public: recipe.isPublic ? { gsi2pk: recipeKeys.publicFeed(), gsi2sk: sortKey(recipe) } : null,
    toTry:
      !recipe.isPublic && !recipe.ownerRated
        ? { gsi3pk: recipeKeys.toTryFeed(recipe.userId), gsi3sk: sortKey(recipe) }
        : null,
  };
}

/** The META item of a recipe, with its index keys. */
export function recipeMetaItem(recipe: RecipeRecord): Record<string, unknown> {
  const sparse = sparseIndexKeys(recipe);
  const { readings: _readings, ...stored } = recipe;
  return {
    ...recipeKeys.meta(recipe.id),
    type: 'recipe',
    ...stored,
    searchText: searchTextOf(recipe),
    gsi1pk: recipeKeys.ownerFeed(recipe.userId),
    gsi1sk: sortKey(recipe),
    ...householdFeedKeys(recipe),
    ...sparse.public,
    ...sparse.toTry,
  };
}

/** The READINGS item of a recipe imported from a photo or scan, or null when it has none. */
export function readingsItem(recipe: RecipeRecord): Record<string, unknown> | null {
  if (!recipe.readings?.length) return null;
  return { ...recipeKeys.readings(recipe.id), type: 'recipeReadings', readings: recipe.readings };
}

export function categoryLinkItem(recipe: RecipeRecord, link: CategoryLink): Record<string, unknown> {
  return {
    ...recipeKeys.categoryLink(recipe.id, link.category.id),
    type: 'recipeCategory',
    recipeId: recipe.id,
    categoryId: link.category.id,
    name: link.category.name,
    slug: link.category.slug,
    direct: link.direct,
    gsi2pk: recipeKeys.categoryFeed(recipe.userId, link.category.id),
    gsi2sk: sortKey(recipe),
  };
}

export function tagLinkItem(recipe: RecipeRecord, tag: TagRef): Record<string, unknown> {
  return {
    ...recipeKeys.tagLink(recipe.id, tag.id),
    type: 'recipeTag',
    recipeId: recipe.id,
    tagId: tag.id,
    name: tag.name,
    gsi2pk: recipeKeys.tagFeed(recipe.userId, tag.id),
    gsi2sk: sortKey(recipe),
  };
}
