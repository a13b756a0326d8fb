import { describe, expect, it } from 'vitest';
import { readQuantity, startsNumber } from './parse-quantity.js';
import { readWordQuantity } from './word-quantity.js';

const read = (text: string) => {
  const quantity = readQuantity(text, 0);
  return quantity && { text: quantity.text, value: quantity.value, high: quantity.high };
};

describe('readQuantity', () => {
  it.each([
    ['3 eggs', '3', 3],
    ['1/3 cup sugar', '1/3', 1 / 3],
    ['1 1/2 cups flour', '1 1/2', 1.5],
    ['1-1/2 cups flour', '1-1/2', 1.5],
    ['2-3/4 cups water', '2-3/4', 2.75],
    ['1 and 1/2 cups oats', '1 and 1/2', 1.5],
    ['1.5 kg potatoes', '1.5', 1.5],
    ['.5 tsp salt', '.5', 0.5],
    ['1,5 kg Mehl', '1,5', 1.5],
    ['1,000 g flour', '1,000', 1000],
    ['½ cup milk', '½', 0.5],
    ['1½ cups milk', '1½', 1.5],
    ['1 ½ cups milk', '1 ½', 1.5],
    ['⅞ cup water', '⅞', 0.875],
    ['1⁄2 cup walnuts', '1⁄2', 0.5],
    ['2 14.5 oz cans', '2', 2],
    ['8-inch pan', '8', 8],
  ])('reads %s', (text, written, value) => {
    expect(read(text)).toEqual({ text: written, value, high: null });
  });

  it.each([
    ['2-3 cloves', '2-3', 2, 3],
    ['2 – 3 tablespoons', '2 – 3', 2, 3],
    ['2 to 3 cups', '2 to 3', 2, 3],
    ['2 or 3 sprigs', '2 or 3', 2, 3],
    ['1/2-1 tsp', '1/2-1', 0.5, 1],
    ['1 1/2 - 2 lb', '1 1/2 - 2', 1.5, 2],
    ['½-¾ cup', '½-¾', 0.5, 0.75],
  ])('reads the range %s', (text, written, value, high) => {
    expect(read(text)).toEqual({ text: written, value, high });
  });

  it('does not read a descending pair as a range', () => {
    expect(read('3-2 cups')).toEqual({ text: '3', value: 3, high: null });
  });

  it('reads nothing where no number starts', () => {
    expect(read('salt')).toBeNull();
    expect(readQuantity('1/0 cup', 0)?.value).toBe(1);
  });

  it('records the style the amount was written in', () => {
    expect(readQuantity('1 ½ cups', 0)?.style).toMatchObject({
      notation: 'fraction',
      unicode: true,
      glyphJoiner: ' ',
    });
    expect(readQuantity('1,5 kg', 0)?.style).toMatchObject({ notation: 'decimal', decimalComma: true });
    expect(readQuantity('2 to 3 cups', 0)?.rangeSeparator).toBe(' to ');
  });

  it('knows where amounts can start', () => {
    expect(['1', '½', '.5', 'a', '.', ''].map((text) => startsNumber(text, 0))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('readWordQuantity', () => {
  it.each([
    ['One 28-ounce can', 'One', 1],
    ['two eggs', 'two', 2],
    ['Two and a half cups flour', 'Two and a half', 2.5],
    ['a dozen eggs', 'a dozen', 12],
    ['half a lemon', 'half a', 0.5],
    ['half an onion', 'half an', 0.5],
    ['an onion', 'an', 1],
  ])('reads %s', (text, written, value) => {
    expect(readWordQuantity(text, 0)).toMatchObject({ text: written, value });
  });

  it('flags a bare article so callers can decide whether it is an amount', () => {
    expect(readWordQuantity('a pinch of salt', 0)?.article).toBe(true);
    expect(readWordQuantity('one egg', 0)?.article).toBe(false);
  });

  it('does not read words that merely start like numbers', () => {
    for (const text of ['onion', 'tender', 'another', 'half-and-half', 'apple', 'one-pot']) {
      expect(readWordQuantity(text, 0), text).toBeNull();
    }
  });
});
