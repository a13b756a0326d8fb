import { describe, expect, it } from 'vitest';
import { aisleOf } from './aisles.js';
import { foodKey, plural, singular } from './food-name.js';

describe('aisleOf', () => {
  it.each([
    ['chicken breasts', 'meat-fish'],
    ['tuna steaks', 'meat-fish'],
    ['ground beef', 'meat-fish'],
    ['garlic powder', 'pantry'],
    ['coconut milk', 'pantry'],
    ['canned tuna', 'pantry'],
    ['all-purpose flour', 'pantry'],
    ['black pepper', 'pantry'],
    ['red pepper flakes', 'pantry'],
    ['bay leaves', 'pantry'],
    ['bell peppers', 'produce'],
    ['cherry tomatoes', 'produce'],
    ['fresh basil leaves', 'produce'],
    ['greek yogurt', 'dairy'],
    ['heavy cream', 'dairy'],
    ['large eggs', 'dairy'],
    ['sourdough bread', 'bakery'],
    ['hamburger buns', 'bakery'],
    ['frozen peas', 'frozen'],
    ['ice cream', 'frozen'],
    ['paper towels', 'other'],
  ])('%s is in %s', (food, aisle) => {
    expect(aisleOf(foodKey(food))).toBe(aisle);
  });
});

describe('food names', () => {
  it.each([
    ['Large Eggs', 'egg'],
    ['egg', 'egg'],
    ['tomatoes', 'tomato'],
    ['fresh strawberries', 'strawberry'],
    ['bay leaves', 'bay leaf'],
    ['unsalted butter', 'unsalted butter'],
    ['all-purpose flour (sifted)', 'all-purpose flour'],
    ['chopped onions', 'onion'],
    ['hummus', 'hummus'],
    ['peaches', 'peach'],
  ])('%s has the key %s', (name, key) => {
    expect(foodKey(name)).toBe(key);
  });

  it("reads words that name Object's own properties as words", () => {
    expect(foodKey('constructor')).toBe('constructor');
    expect(foodKey('toString')).toBe('tostring');
    expect(singular('__proto__')).toBe('__proto__');
  });

  it('makes singulars and plurals of kitchen words', () => {
    expect(['eggs', 'radishes', 'berries', 'glass', 'couscous'].map(singular)).toEqual([
      'egg',
      'radish',
      'berry',
      'glass',
      'couscous',
    ]);
    expect(['egg', 'tomato', 'berry', 'peach', 'bay leaf', 'eggs'].map(plural)).toEqual([
      'eggs',
      'tomatoes',
      'berries',
      'peaches',
      'bay leaves',
      'eggs',
    ]);
  });
});
