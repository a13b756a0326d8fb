import { describe, expect, it } from 'vitest';
import { describeMeasure, measureOf } from '../ingredients/measure.js';
import { isShoppable, readShoppingLine } from './shopping-line.js';

describe('readShoppingLine', () => {
  it.each([
    // [line, spec quantity, spec item, food, dimension, amount in ml / g / count]
    ['1 1/2 cups sugar', '1 1/2', 'cups sugar', 'sugar', 'volume', 354.882],
    ['2 tbsp. butter, softened', '2', 'tbsp. butter, softened', 'butter', 'volume', 29.5736],
    ['0.5 kg potatoes', '0.5', 'kg potatoes', 'potatoes', 'weight', 500],
    ['400g chickpeas', '400', 'g chickpeas', 'chickpeas', 'weight', 400],
    ['1 lb. ground beef', '1', 'lb. ground beef', 'ground beef', 'weight', 453.592],
    ['3 large eggs', '3', 'large eggs', 'large eggs', 'count', 3],
    ['2 cloves garlic, minced', '2', 'cloves garlic, minced', 'garlic', 'count', 2],
  ])('%s', (line, quantity, item, food, dimension, amount) => {
    const reading = readShoppingLine(line);
    expect(reading).toMatchObject({ quantity, item, food });
    expect(reading.measure?.dimension).toBe(dimension);
    expect(reading.measure?.amount).toBeCloseTo(amount, 2);
  });

  it('reads a range as low and high amounts', () => {
    expect(readShoppingLine('2-3 apples')).toMatchObject({
      quantity: '2-3',
      item: 'apples',
      measure: { dimension: 'count', amount: 2, amountMax: 3 },
    });
  });

  it('keeps the spec reading for a glyph amount while still measuring it', () => {
    const reading = readShoppingLine('½ cup milk');
    expect(reading).toMatchObject({ quantity: null, item: '½ cup milk', food: 'milk' });
    expect(reading.measure?.amount).toBeCloseTo(118.294, 2);
  });

  it('measures a packaged amount by its package', () => {
    expect(readShoppingLine('1 (14.5 oz) can diced tomatoes').measure).toMatchObject({
      dimension: 'count',
      amount: 1,
      unit: 'can',
      size: '14.5 oz',
    });
  });

  it('has no measure for a line without an amount', () => {
    expect(readShoppingLine('Salt to taste')).toMatchObject({
      quantity: null,
      item: 'Salt to taste',
      food: 'Salt',
      foodKey: 'salt',
      measure: null,
    });
  });

  it('skips headings and empty lines', () => {
    expect(['For the sauce:', '   ', '2', '1 cup flour'].map(isShoppable)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});

describe('describeMeasure', () => {
  it('writes sums in the unit a cook measures with', () => {
    const cups = measureOf(2.25, null, 'cup', null);
    const grams = measureOf(1500, null, 'g', null);
    const range = measureOf(3, 4, null, null);
    if (!cups || !grams || !range) throw new Error('no measure');
    expect(describeMeasure(cups)).toEqual({ amount: '2 1/4', unit: 'cups', plural: true });
    expect(describeMeasure(grams)).toEqual({ amount: '1.5', unit: 'kg', plural: true });
    expect(describeMeasure(range)).toEqual({ amount: '3-4', unit: '', plural: true });
  });

  it('has no measure for a zero or missing amount', () => {
    expect(measureOf(null, null, 'cup', null)).toBeNull();
    expect(measureOf(0, null, 'cup', null)).toBeNull();
  });
});
