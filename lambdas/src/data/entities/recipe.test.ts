// Key shapes of the recipe entity and its links, checked without a database.

import { describe, expect, it } from 'vitest';
import { visibilityFields } from '../../../../test/support/recipe-records.js';
import {
  categoryLinkItem,
  type RecipeRecord,
  recipeKeys,
  recipeMetaItem,
  searchTextOf,
  sparseIndexKeys,
  tagLinkItem,
  toRecipe,
} from './recipe.js';

const recipe = (overrides: Partial<RecipeRecord> = {}): RecipeRecord => ({
  id: '01HRECIPE',
  userId: 'user-1',
  title: 'Sunday Gravy',
  description: 'Slow tomato sauce',
  ingredients: '2 cans San Marzano tomatoes\n1 lb Italian sausage',
  instructions: 'Brown the sausage\nSimmer 3 hours',
  sourceUrl: null,
  videoUrl: null,
  pdfUrl: null,
  imageUrl: null,
  prepTime: 15,
  cookTime: 180,
  servings: 6,
  notes: 'Nonna adds a rind of parmesan',
  isPublic: false,
  visibility: 'household',
  householdId: 'household-1',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  categories: [{ id: 'dinner-pasta', name: 'Pasta', slug: 'dinner-pasta' }],
  categoryIds: ['dinner-pasta', 'dinner'],
  tags: [{ id: 'italian', name: 'Italian' }],
  ratingSum: 0,
  ratingCount: 0,
  ownerRated: false,
  version: 0,
  ...overrides,
  ...visibilityFields(overrides),
});

describe('recipe META item', () => {
  it('lives in the recipe partition and is indexed in the owner feed, newest first by created time', () => {
    const item = recipeMetaItem(recipe());
    expect(item).toMatchObject({
      pk: 'RECIPE#01HRECIPE',
      sk: 'META',
      type: 'recipe',
      gsi1pk: 'OWNER#user-1',
      gsi1sk: '2026-01-02T03:04:05.000Z#01HRECIPE',
    });
  });

  it('is in Recipes To Try while private and unrated by the owner, and in the public feed while public', () => {
    expect(recipeMetaItem(recipe())).toMatchObject({ gsi3pk: 'TOTRY#user-1' });
    expect(recipeMetaItem(recipe())).not.toHaveProperty('gsi2pk');
    const shared = recipeMetaItem(recipe({ isPublic: true }));
    expect(shared).toMatchObject({ gsi2pk: 'PUBLIC_RECIPES', gsi2sk: '2026-01-02T03:04:05.000Z#01HRECIPE' });
    expect(shared).not.toHaveProperty('gsi3pk');
    expect(sparseIndexKeys(recipe({ ownerRated: true })).toTry).toBeNull();
  });

  it('keeps a lower-case search text of title, description, ingredients and tags', () => {
    const text = searchTextOf(recipe());
    expect(text).toContain('sunday gravy');
    expect(text).toContain('san marzano');
    expect(text).toContain('italian');
    expect(text).not.toContain('simmer');
  });

  it('reads back what it stores', () => {
    const stored = recipeMetaItem(recipe());
    expect(toRecipe(stored)).toEqual({ ...recipe(), searchText: stored.searchText });
  });
});

describe('links', () => {
  it('puts category links in the recipe partition and in the owner-and-category feed', () => {
    const item = categoryLinkItem(recipe(), {
      category: { id: 'dinner', name: 'Dinner', slug: 'dinner' },
      direct: false,
    });
    expect(item).toMatchObject({
      pk: 'RECIPE#01HRECIPE',
      sk: 'CAT#dinner',
      gsi2pk: 'OWNER#user-1#CAT#dinner',
      gsi2sk: '2026-01-02T03:04:05.000Z#01HRECIPE',
      recipeId: '01HRECIPE',
      direct: false,
    });
  });

  it('puts tag links in the recipe partition and in the owner-and-tag feed', () => {
    expect(tagLinkItem(recipe(), { id: 'italian', name: 'Italian' })).toMatchObject({
      pk: 'RECIPE#01HRECIPE',
      sk: 'TAG#italian',
      gsi2pk: 'OWNER#user-1#TAG#italian',
    });
    expect(recipeKeys.tagLink('r', 't')).toEqual({ pk: 'RECIPE#r', sk: 'TAG#t' });
  });
});
