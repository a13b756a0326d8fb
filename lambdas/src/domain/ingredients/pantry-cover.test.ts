import { describe, expect, it } from 'vitest';
import { pantryCovers } from './pantry-cover.js';

const held = (amount: number | null, unit: string | null, food = 'flour') => ({ amount, unit, food });

describe('whether the pantry covers a shopping line', () => {
  it.each([
    ['2 eggs', [held(12, null, 'eggs')], 'enough'],
    ['6 eggs', [held(4, null, 'eggs')], 'some'],
    ['6 eggs', [held(4, null, 'eggs'), held(2, null, 'eggs')], 'enough'],
    ['2-3 lemons', [held(2, null, 'lemons')], 'some'],
    ['500 g flour', [held(1, 'kg')], 'enough'],
    ['1.5 kg flour', [held(1000, 'g')], 'some'],
    ['1 cup milk', [held(1, 'l', 'milk')], 'enough'],
    ['2 cups milk', [held(250, 'ml', 'milk')], 'some'],
    // Across volume and weight through the food's density (a cup of flour is about 125 g).
    ['1 cup flour', [held(500, 'g')], 'enough'],
    ['4 cups flour', [held(100, 'g')], 'some'],
  ] as const)('%s against %j: %s', (line, have, expected) => {
    expect(pantryCovers(line, have)).toBe(expected);
  });

  it.each([
    ['salt, to taste', [held(1, 'kg', 'salt')]],
    ['2 cups flour', [held(null, null)]],
    ['2 (14.5 oz) cans tomatoes', [held(6, null, 'tomatoes')]],
    ['3 cloves garlic', [held(1, null, 'garlic')]],
    ['2 eggs', []],
    ['1 cup mystery powder', [held(500, 'g', 'mystery powder')]],
  ] as const)('cannot tell for %s against %j, so it never hides the line', (line, have) => {
    expect(pantryCovers(line, have)).toBe('unknown');
  });
});
