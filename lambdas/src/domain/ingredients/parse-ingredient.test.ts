import { describe, expect, it } from 'vitest';
import { type ParsedIngredient, parseIngredient } from './parse-ingredient.js';

const ingredient = (overrides: Partial<ParsedIngredient>): ParsedIngredient => ({
  quantity: null,
  amount: null,
  amountMax: null,
  unit: null,
  size: null,
  item: '',
  note: null,
  ...overrides,
});

describe('parseIngredient', () => {
  it.each([
    ['2 cups all-purpose flour', { quantity: '2', amount: 2, unit: 'cup', item: 'all-purpose flour' }],
    ['1/3 cup sugar', { quantity: '1/3', amount: 1 / 3, unit: 'cup', item: 'sugar' }],
    ['1 1/2 Tablespoons olive oil', { quantity: '1 1/2', amount: 1.5, unit: 'tbsp', item: 'olive oil' }],
    ['1 T butter', { quantity: '1', amount: 1, unit: 'tbsp', item: 'butter' }],
    ['1 t salt', { quantity: '1', amount: 1, unit: 'tsp', item: 'salt' }],
    ['½ tsp. baking soda', { quantity: '½', amount: 0.5, unit: 'tsp', item: 'baking soda' }],
    ['250g caster sugar', { quantity: '250', amount: 250, unit: 'g', item: 'caster sugar' }],
    ['1.5 kg potatoes', { quantity: '1.5', amount: 1.5, unit: 'kg', item: 'potatoes' }],
    ['2 fl oz bourbon', { quantity: '2', amount: 2, unit: 'fl oz', item: 'bourbon' }],
    ['1 lb. ground turkey', { quantity: '1', amount: 1, unit: 'lb', item: 'ground turkey' }],
    [
      '2-3 cloves garlic, minced',
      { quantity: '2-3', amount: 2, amountMax: 3, unit: 'clove', item: 'garlic', note: 'minced' },
    ],
    ['3 large eggs, beaten', { quantity: '3', amount: 3, item: 'large eggs', note: 'beaten' }],
    [
      '1 (14.5 oz) can diced tomatoes, drained',
      { quantity: '1', amount: 1, unit: 'can', size: '14.5 oz', item: 'diced tomatoes', note: 'drained' },
    ],
    [
      '1 can (15 oz) black beans, rinsed',
      { quantity: '1', amount: 1, unit: 'can', size: '15 oz', item: 'black beans', note: 'rinsed' },
    ],
    [
      '2 8-ounce packages cream cheese',
      { quantity: '2', amount: 2, unit: 'package', size: '8-ounce', item: 'cream cheese' },
    ],
    ['2 x 400g tins chickpeas', { quantity: '2', amount: 2, unit: 'tin', size: '400g', item: 'chickpeas' }],
    ['1 cup (240 ml) milk', { quantity: '1', amount: 1, unit: 'cup', item: 'milk', note: '240 ml' }],
    ['2 cups of flour (sifted)', { quantity: '2', amount: 2, unit: 'cup', item: 'flour', note: 'sifted' }],
    ['About 1/2 tsp salt', { quantity: '1/2', amount: 0.5, unit: 'tsp', item: 'salt', note: 'About' }],
    ['Juice of 1 lemon', { quantity: '1', amount: 1, item: 'lemon', note: 'Juice' }],
    ['a pinch of salt', { quantity: 'a', amount: 1, unit: 'pinch', item: 'salt' }],
    [
      'One 28-ounce can tomatoes',
      { quantity: 'One', amount: 1, unit: 'can', size: '28-ounce', item: 'tomatoes' },
    ],
    ['Salt to taste', { item: 'Salt', note: 'to taste' }],
    ['Salt and pepper, to taste', { item: 'Salt and pepper', note: 'to taste' }],
    ['pinch of salt', { unit: 'pinch', item: 'salt' }],
    ['Fresh cilantro, for serving', { item: 'Fresh cilantro', note: 'for serving' }],
    ['Freshly ground black pepper', { item: 'Freshly ground black pepper' }],
    [
      '- 2 carrots, peeled and sliced',
      { quantity: '2', amount: 2, item: 'carrots', note: 'peeled and sliced' },
    ],
    ['1-inch piece fresh ginger, grated', { item: '1-inch piece fresh ginger', note: 'grated' }],
    ['2% milk', { item: '2% milk' }],
  ] as const)('%s', (line, expected) => {
    expect(parseIngredient(line)).toEqual(ingredient(expected));
  });

  it('ignores surrounding whitespace', () => {
    expect(parseIngredient('  1 cup rice \n')).toEqual(
      ingredient({ quantity: '1', amount: 1, unit: 'cup', item: 'rice' }),
    );
  });
});

describe('parseIngredient in Turkish', () => {
  it('reads a line that opens with the capital "İ", which toLowerCase lowers to two characters', () => {
    expect(parseIngredient('İki su bardağı un', 'tr')).toEqual({
      ...ingredient({ quantity: 'İki', amount: 2, unit: 'cup', item: 'un' }),
      foreign: true,
    });
  });
});
