import { describe, expect, it } from 'vitest';
import { splitShoppingQuantity } from './shopping-quantity.js';

describe('splitShoppingQuantity', () => {
  it.each([
    ['2 cups flour', '2', 'cups flour'],
    ['1 1/2 cups sugar', '1 1/2', 'cups sugar'],
    ['2-3 apples', '2-3', 'apples'],
    ['0.5 kg potatoes', '0.5', 'kg potatoes'],
    ['1/3 cup maple syrup', '1/3', 'cup maple syrup'],
    ['  3 eggs  ', '3', 'eggs'],
    ['12 corn tortillas', '12', 'corn tortillas'],
    // Exactly the spec's characters: a size run joins the quantity, a glyph does not start one.
    ['1-inch piece ginger', '1-', 'inch piece ginger'],
    ['1 (14.5 oz) can tomatoes', '1', '(14.5 oz) can tomatoes'],
  ])('%s', (line, quantity, item) => {
    expect(splitShoppingQuantity(line)).toEqual({ quantity, item });
  });

  it.each([['Salt to taste'], ['½ cup milk'], ['one onion'], ['- eggs'], ['12']])(
    'reads no quantity from %s',
    (line) => {
      expect(splitShoppingQuantity(line)).toEqual({ quantity: null, item: line.trim() });
    },
  );
});
