import type { MealPlanEntry } from '@contracts/planning';
import { describe, expect, it } from 'vitest';
import { shoppingRequestFor } from './shopping';

const entry = (id: string, recipe: { id: string; servings: number | null } | null): MealPlanEntry => ({
  id,
  recipeId: recipe?.id ?? 'gone',
  dayOfWeek: 0,
  addedBy: null,
  mealType: 'dinner',
  position: 0,
  recipe: recipe ? { ...recipe, title: recipe.id, imageUrl: null, totalTime: null } : null,
});

describe('shoppingRequestFor', () => {
  it('sends each recipe once, scaled by how often it is planned, and skips unavailable ones', () => {
    expect(
      shoppingRequestFor([
        entry('1', { id: 'soup', servings: 4 }),
        entry('2', { id: 'pie', servings: 6 }),
        entry('3', { id: 'soup', servings: 4 }),
        entry('4', null),
        entry('5', { id: 'toast', servings: null }),
        entry('6', { id: 'toast', servings: null }),
        entry('7', { id: 'toast', servings: null }),
      ]),
    ).toEqual([{ recipeId: 'soup', servings: 8 }, { recipeId: 'pie' }, { recipeId: 'toast', servings: 3 }]);
  });

  it('sends nothing for an empty week', () => {
    expect(shoppingRequestFor([entry('1', null)])).toEqual([]);
  });
});
