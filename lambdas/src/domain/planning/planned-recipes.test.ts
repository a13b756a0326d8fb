// A planned row (a plan's entry, a menu's dish) shows its recipe only while the viewer may see it.
import { describe, expect, it } from 'vitest';
import type { RecipeRecord } from '../../data/entities/recipe.js';
import { plannedRow } from './planned-recipes.js';

const soup = {
  id: 'r1',
  title: 'Leek soup',
  imageUrl: null,
  servings: 4,
  prepTime: 10,
  cookTime: 25,
  dietary: undefined,
} as unknown as RecipeRecord;

describe('plannedRow', () => {
  it("shows the row, who added it and the recipe's card", () => {
    const row = { id: 'e1', recipeId: 'r1', position: 2, addedBy: 'u1', dayOfWeek: 3 };
    expect(plannedRow(row, new Map([['r1', soup]]))).toEqual({
      id: 'e1',
      recipeId: 'r1',
      position: 2,
      addedBy: 'u1',
      recipe: { id: 'r1', title: 'Leek soup', imageUrl: null, servings: 4, totalTime: 35, dietary: null },
    });
  });

  it('keeps a row whose recipe is no longer available, without its card, and a row added before names were kept', () => {
    expect(plannedRow({ id: 'e2', recipeId: 'gone', position: 0 }, new Map([['r1', soup]]))).toEqual({
      id: 'e2',
      recipeId: 'gone',
      position: 0,
      addedBy: null,
      recipe: null,
    });
  });
});
