import { describe, expect, it } from 'vitest';
import {
  foodKey,
  keyMatches,
  lineFoods,
  recipeFoodIndex,
  recipeFoods,
  singular,
  termsOf,
} from './food-keys.js';

describe('lineFoods: what a real ingredient line is of', () => {
  it.each([
    ['2 cups finely chopped red onions', [['red onion']]],
    ['1 (14.5 oz) can diced tomatoes', [['tomato']]],
    ['Juice of 1 lemon', [['lemon']]],
    ['3 tbsp extra-virgin olive oil', [['olive oil']]],
    ['2 large eggs, beaten', [['egg']]],
    ['1 lb boneless skinless chicken breasts, cut into 1-inch pieces', [['chicken breast']]],
    ['3 bone-in, skin-on chicken thighs', [['chicken thigh']]],
    ['2 cloves garlic, minced', [['garlic']]],
    ['1/2 cup fresh cilantro leaves', [['cilantro']]],
    ['200g dried spaghetti', [['spaghetti']]],
    ['1 x 400g tin chickpeas, drained and rinsed', [['chickpea']]],
    ['2 tbsp butter or margarine', [['butter', 'margarine']]],
    ['1 cup chopped fresh chives', [['chive']]],
    ['1 cup semi-sweet chocolate chips', [['sweet chocolate chip']]],
    ['6 ripe bananas', [['banana']]],
    ['½ cup pitted kalamata olives', [['kalamata olive']]],
    ['2 cups all-purpose flour', [['flour']]],
    ['1 cup half-and-half', [['half and half']]],
    ['1 tsp ground cumin', [['cumin']]],
    ['a pinch of saffron', [['saffron']]],
    ['1 cup grated Parmesan cheese (about 2 oz)', [['parmesan cheese']]],
  ])('%s', (line, foods) => {
    expect(lineFoods(line)).toEqual(foods);
  });

  it('skips headings and staples everyone has', () => {
    expect(lineFoods('For the sauce:')).toEqual([]);
    expect(lineFoods('4 cups boiling water')).toEqual([]);
    expect(lineFoods('Salt and pepper to taste')).toEqual([]);
    expect(lineFoods('Freshly ground black pepper')).toEqual([]);
    expect(lineFoods('1 tsp kosher salt')).toEqual([]);
  });

  it('reads two foods joined by "and"', () => {
    expect(lineFoods('1 cup diced carrots and celery')).toEqual([['carrot'], ['celery']]);
  });

  it('maps common synonyms to one name', () => {
    expect(lineFoods('3 spring onions, sliced')).toEqual([['scallion']]);
    expect(lineFoods('2 green onions')).toEqual([['scallion']]);
    expect(lineFoods('1 bunch fresh coriander')).toEqual([['cilantro']]);
    expect(lineFoods('2 courgettes, sliced')).toEqual([['zucchini']]);
    expect(lineFoods('1 large aubergine, cubed')).toEqual([['eggplant']]);
    expect(lineFoods('1 can garbanzo beans')).toEqual([['chickpea']]);
    expect(lineFoods('500g beef mince')).toEqual([['beef']]);
    expect(lineFoods('200 ml double cream')).toEqual([['heavy cream']]);
  });

  it('keeps ground coriander (the spice) apart from coriander leaves', () => {
    expect(lineFoods('1 tsp ground coriander')).toEqual([['coriander seed']]);
    expect(keyMatches('cilantro', 'coriander seed')).toBe(false);
  });

  it('lists each food of a recipe once', () => {
    const ingredients = [
      '1 onion, diced',
      'For the topping:',
      '1 red onion, sliced',
      '1 onion, chopped',
    ].join('\n');
    expect(recipeFoods(ingredients)).toEqual([['onion'], ['red onion']]);
  });
});

describe('foodKey and singular', () => {
  it('reads what the user typed the way it reads recipe lines', () => {
    expect(foodKey('Onions')).toBe('onion');
    expect(foodKey('  Cherry Tomatoes ')).toBe('cherry tomato');
    expect(foodKey('jalapeño')).toBe('jalapeno');
    expect(foodKey('fresh')).toBeNull();
  });

  it.each([
    ['tomatoes', 'tomato'],
    ['berries', 'berry'],
    ['leaves', 'leaf'],
    ['peaches', 'peach'],
    ['cloves', 'clove'],
    ['olives', 'olive'],
    ['hummus', 'hummus'],
    ['asparagus', 'asparagus'],
    ['tortillas', 'tortilla'],
    ['rice', 'rice'],
  ])('%s -> %s', (plural, one) => {
    expect(singular(plural)).toBe(one);
  });
});

describe('termsOf and keyMatches', () => {
  it('generalises a food to what it is a kind of', () => {
    expect(termsOf('red onion')).toEqual(['red onion', 'onion']);
    expect(termsOf('olive oil')).toEqual(['olive oil', 'oil']);
    expect(termsOf('chicken thigh')).toContain('chicken');
    expect(termsOf('lemon zest')).toContain('lemon');
  });

  it('does not generalise foods that are not a kind of their last word', () => {
    expect(termsOf('sweet potato')).toEqual(['sweet potato']);
    expect(termsOf('peanut butter')).toEqual(['peanut butter']);
    expect(keyMatches('butter', 'peanut butter')).toBe(false);
    expect(keyMatches('potato', 'sweet potato')).toBe(false);
  });

  it("matches both ways: the user's red onion serves a recipe asking for an onion", () => {
    expect(keyMatches('onion', 'red onion')).toBe(true);
    expect(keyMatches('red onion', 'onion')).toBe(true);
    expect(keyMatches('red onion', 'yellow onion')).toBe(false);
    expect(keyMatches('onion', 'scallion')).toBe(false);
  });

  it('matches whole words only: oil is not in boiling, egg is not in eggplant', () => {
    expect(lineFoods('2 cups boiling water')).toEqual([]);
    expect(keyMatches('oil', 'boiling')).toBe(false);
    expect(keyMatches('egg', 'eggplant')).toBe(false);
    expect(keyMatches('oil', 'olive oil')).toBe(true);
  });
});

describe('recipeFoodIndex: what the finder stores of a recipe', () => {
  it('keeps the foods with their alternatives, and indexes own keys before generalisations', () => {
    expect(recipeFoodIndex('2 red onions, sliced\nButter or margarine\nchicken thighs\n1 onion')).toEqual({
      foods: ['red onion', 'butter|margarine', 'chicken thigh', 'onion'],
      terms: [
        { term: 'red onion', exact: true },
        { term: 'butter', exact: true },
        { term: 'margarine', exact: true },
        { term: 'chicken thigh', exact: true },
        { term: 'onion', exact: true },
        { term: 'chicken', exact: false },
        { term: 'thigh', exact: false },
      ],
    });
  });

  it('is empty for a recipe without ingredients', () => {
    expect(recipeFoodIndex(null)).toEqual({ foods: [], terms: [] });
  });
});
