// A recipe in Spanish on the shopping list: its scaled line and a line in grams of the same food are one food
// (one key, one aisle, the finder's key "sugar"), and lines in German and Japanese find their aisles too.
import { describe, expect, it } from 'vitest';
import { aisleOf } from '../ingredients/aisles.js';
import { scaleIngredientLine } from '../ingredients/scale-ingredients.js';
import { type PlanContext, planAdditions } from './plan-additions.js';
import { readShoppingLine } from './shopping-line.js';
import { toItemView } from './use-cases/shopping-list.js';

let ids = 0;
const context: PlanContext = {
  householdId: 'household-1',
  listId: 'list-1',
  now: '2026-11-28T00:00:00.000Z',
  newId: () => {
    ids += 1;
    return `line-${ids}`;
  },
  aisleFor: (key) => ({ aisle: aisleOf(key), corrected: false }),
};

describe('ingredient lines in other languages on the shopping list', () => {
  it('joins a doubled "2 cucharadas de azúcar" and "100 g de azúcar" into one line by the density of sugar', () => {
    const doubled = scaleIngredientLine('2 cucharadas de azúcar', 2, 'es');
    expect(doubled).toBe('4 cucharadas de azúcar');
    const plan = planAdditions(
      [],
      [
        { text: doubled, recipe: null },
        { text: '100 g de azúcar', recipe: null },
      ],
      context,
    );
    expect(plan.creates.map((line) => [line.quantity, line.item, line.foodKey, line.aisle])).toEqual([
      ['150', 'g azúcar', 'azúcar', 'pantry'],
    ]);
    expect(plan.creates.map((line) => toItemView(line).matchKey)).toEqual(['sugar']);
  });

  it('adds "2 EL Zucker" and "1 EL Zucker" into one line, in millilitres that add up', () => {
    const plan = planAdditions(
      [],
      [
        { text: '2 EL Zucker', recipe: null },
        { text: '1 EL Zucker', recipe: null },
      ],
      context,
    );
    expect(plan.creates).toHaveLength(1);
    expect(plan.creates[0]?.measure).toMatchObject({ dimension: 'volume', unit: 'tbsp' });
    expect(plan.creates[0]?.measure?.amount).toBeCloseTo(3 * 14.7868, 3);
  });

  it.each([
    ['2 EL Zucker', 'pantry'],
    ['3 Eier', 'dairy'],
    ['卵 2個', 'dairy'],
    ['玉ねぎ 1個', 'produce'],
    ['2 כפות שמן זית', 'pantry'],
    ['٢ كوب دقيق', 'pantry'],
    ['500 g de carne picada de ternera', 'meat-fish'],
  ])('finds the aisle of %s: %s', (line, aisle) => {
    expect(aisleOf(readShoppingLine(line).foodKey)).toBe(aisle);
  });

  it("reads a recipe's line with the recipe's language: '1 cs farine' is a spoon of flour only in French", () => {
    // Without a hint, "cs" is no unit Hearth can be sure of (French cuillère à soupe, Portuguese colher de
    // sopa, nothing in the other Latin-script languages): the line stays "cs farine", another food.
    expect(readShoppingLine('1 cs farine')).toMatchObject({ food: 'cs farine', measure: { unit: null } });
    expect(readShoppingLine('1 cs farine', 'fr')).toMatchObject({
      food: 'farine',
      measure: { unit: 'tbsp' },
    });
    const lines = (language?: 'fr') => [
      { text: '2 cs farine', recipe: { id: 'r1', title: 'Crêpes' }, ...(language ? { language } : {}) },
      { text: '1 cs farine', recipe: { id: 'r2', title: 'Béchamel' }, ...(language ? { language } : {}) },
    ];
    const withHint = planAdditions([], lines('fr'), context);
    expect(withHint.creates.map((line) => [line.foodKey, line.measure?.unit, line.recipes.length])).toEqual([
      ['farine', 'tbsp', 2],
    ]);
    expect(withHint.creates[0]?.measure?.amount).toBeCloseTo(3 * 14.7868, 3);
    const withoutHint = planAdditions([], lines(), context);
    expect(withoutHint.creates.map((line) => line.foodKey)).not.toContain('farine');
    // With the hint the spoons join grams of flour by its density; without, "cs farine" stays apart.
    const grams = (language?: 'fr') =>
      planAdditions(
        [],
        [
          { text: '2 cs farine', recipe: null, ...(language ? { language } : {}) },
          { text: '100 g de farine', recipe: null, ...(language ? { language } : {}) },
        ],
        context,
      ).creates.map((line) => `${line.quantity} ${line.item}`);
    expect(grams('fr')).toEqual(['115 g farine']);
    expect(grams()).toEqual(['2 cs farine', '100 g de farine']);
  });
});
