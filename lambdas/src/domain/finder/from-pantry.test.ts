import { describe, expect, it } from 'vitest';
import { rankFromPantry } from './from-pantry.js';
import { pantryIngredients } from './pantry-ingredients.js';

describe('cooking from the pantry', () => {
  it('reads the pantry as ingredients, one per food with its soonest date', () => {
    expect(
      pantryIngredients([
        { food: 'Eggs', bestBefore: '2026-12-10' },
        { food: 'eggs', bestBefore: '2026-12-01' },
        { food: 'flour', bestBefore: null },
        { food: 'fresh', bestBefore: null },
      ]),
    ).toEqual([
      { name: 'eggs', key: 'egg', bestBefore: '2026-12-01' },
      { name: 'flour', key: 'flour', bestBefore: null },
    ]);
  });

  it('ranks by what is missing, then by the soonest date among the foods used', () => {
    const given = pantryIngredients([
      { food: 'eggs', bestBefore: '2026-12-10' },
      { food: 'flour', bestBefore: null },
      { food: 'spinach', bestBefore: '2026-11-29' },
    ]);
    const foods = [['egg'], ['flour'], ['milk'], ['spinach'], ['cheese'], ['beef']];
    const ranked = rankFromPantry(given, foods, [
      { item: 'stew', foods: [5] },
      { item: 'omelette', foods: [0, 4] },
      { item: 'pancakes', foods: [0, 1, 2] },
      { item: 'spinach pie', foods: [1, 3, 4] },
    ]);
    expect(ranked.map((fit) => [fit.item, fit.missing, fit.soonest])).toEqual([
      ['spinach pie', 1, '2026-11-29'],
      ['pancakes', 1, '2026-12-10'],
      ['omelette', 1, '2026-12-10'],
    ]);
  });
});
