// The one rule for a request's recipes with servings, as the shopping list and the pantry read it.
import { describe, expect, it } from 'vitest';
import { MAX_RECIPES_PER_USE, usePantryRequest } from './pantry.js';
import { addRecipesToListRequest, MAX_RECIPES_PER_ADD } from './shopping.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('recipeSelection', () => {
  it('takes recipes by id, trimmed, with or without servings', () => {
    const parsed = addRecipesToListRequest.parse({
      recipes: [{ recipeId: ' r1 ' }, { recipeId: 'r2', servings: 6 }],
    });
    expect(parsed.recipes).toEqual([{ recipeId: 'r1' }, { recipeId: 'r2', servings: 6 }]);
  });

  it('refuses none, a blank id and servings that are not a whole number from 1 to 1000, in both areas', () => {
    for (const request of [addRecipesToListRequest, usePantryRequest]) {
      expect(messages(request.safeParse({ recipes: [] }))).toEqual(['Please choose at least one recipe']);
      expect(messages(request.safeParse({ recipes: [{ recipeId: ' ' }] }))).toEqual([
        'Each recipe needs a recipeId',
      ]);
      expect(messages(request.safeParse({ recipes: [{ recipeId: 'r', servings: 1.5 }] }))).toEqual([
        'Servings must be a whole number',
      ]);
      expect(messages(request.safeParse({ recipes: [{ recipeId: 'r', servings: 1001 }] }))).toEqual([
        'Servings must be at most 1000',
      ]);
    }
  });

  it('says what each area does with too many recipes', () => {
    const many = (count: number) => Array.from({ length: count }, (_, i) => ({ recipeId: `r${i}` }));
    expect(messages(addRecipesToListRequest.safeParse({ recipes: many(MAX_RECIPES_PER_ADD + 1) }))).toEqual([
      `Add at most ${MAX_RECIPES_PER_ADD} recipes at once`,
    ]);
    expect(messages(usePantryRequest.safeParse({ recipes: many(MAX_RECIPES_PER_USE + 1) }))).toEqual([
      `Use at most ${MAX_RECIPES_PER_USE} recipes at once`,
    ]);
  });
});
