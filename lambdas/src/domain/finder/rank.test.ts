import { describe, expect, it } from 'vitest';
import { recipeFoods } from '../ingredients/food-keys.js';
import { fitOf, givenIngredients, missingLines, rankByFit, rankByFoodNumbers } from './rank.js';

const recipe = (title: string, lines: string[]) => ({ item: title, foods: recipeFoods(lines.join('\n')) });

const salsa = recipe('Pico de gallo', [
  '4 ripe tomatoes, diced',
  '1/2 cup finely chopped red onion',
  '1 jalapeño, seeded and minced',
  '1/4 cup chopped fresh cilantro',
  'Juice of 1 lime',
  'Salt to taste',
]);
const omelette = recipe('Tomato omelette', [
  '3 large eggs',
  '1 tomato, chopped',
  '1 tbsp butter',
  'Salt and pepper',
]);
const guacamole = recipe('Guacamole', [
  '3 ripe avocados',
  '1/2 small onion, finely diced',
  '2 tbsp chopped coriander',
  '1 lime, juiced',
  '1 Roma tomato, diced',
  '1 garlic clove, crushed',
]);
const pancakes = recipe('Pancakes', [
  '1 1/2 cups all-purpose flour',
  '1 1/4 cups milk',
  '1 egg',
  '3 tbsp melted butter',
]);

describe('rankByFit', () => {
  it('puts recipes using every given ingredient first, then fewest missing', () => {
    const given = givenIngredients(['tomato', 'onion', 'cilantro']);
    const ranked = rankByFit(given, [omelette, guacamole, pancakes, salsa]);
    expect(ranked.map((entry) => entry.item)).toEqual(['Pico de gallo', 'Guacamole', 'Tomato omelette']);
    expect(ranked[0]).toMatchObject({ usesAll: true, uses: ['tomato', 'onion', 'cilantro'] });
    expect(ranked[0]?.missing).toEqual([['jalapeno'], ['lime']]);
    expect(ranked[1]).toMatchObject({ usesAll: true, missing: [['avocado'], ['lime'], ['garlic']] });
    expect(ranked[2]).toMatchObject({ usesAll: false, uses: ['tomato'], missing: [['egg'], ['butter']] });
  });

  it('leaves out recipes that use none of the ingredients', () => {
    expect(rankByFit(givenIngredients(['chocolate']), [salsa, pancakes])).toEqual([]);
  });

  it('breaks ties by the order the candidates came in (newest first)', () => {
    const a = recipe('A', ['1 egg', '1 cup flour']);
    const b = recipe('B', ['2 eggs', '200 g plain flour']);
    expect(rankByFit(givenIngredients(['egg']), [a, b]).map((entry) => entry.item)).toEqual(['A', 'B']);
  });

  it('counts an ingredient with alternatives as present when either is at hand', () => {
    const fit = fitOf(
      givenIngredients(['margarine']),
      recipeFoods('2 tbsp butter or margarine\n1 cup sugar'),
    );
    expect(fit).toEqual({ uses: ['margarine'], missing: [['sugar']], usesAll: true });
  });

  it('understands synonyms typed by the user', () => {
    const ratatouille = recipe('Ratatouille', [
      '2 courgettes',
      '1 aubergine',
      '3 tbsp olive oil',
      '2 garlic cloves',
    ]);
    const fit = rankByFit(givenIngredients(['zucchini', 'eggplant', 'oil']), [ratatouille])[0];
    expect(fit).toMatchObject({ usesAll: true, missing: [['garlic']] });
  });
});

describe('missingLines', () => {
  it('names the lines the user lacks something for, as written', () => {
    const given = givenIngredients(['tomato', 'onion', 'cilantro']);
    const lines = [
      '4 ripe tomatoes, diced',
      '1 jalapeño, seeded and minced',
      'For serving:',
      'Salt to taste',
      'Juice of 1 lime',
    ];
    expect(missingLines(given, lines.join('\n'))).toEqual([
      '1 jalapeño, seeded and minced',
      'Juice of 1 lime',
    ]);
  });
});

describe('rankByFoodNumbers', () => {
  it('ranks foods given as numbers into one list exactly as rankByFit ranks them', () => {
    const candidates = [
      omelette,
      guacamole,
      pancakes,
      salsa,
      recipe('Egg fried rice', ['2 eggs', '1 onion']),
    ];
    const distinct = [
      ...new Set(candidates.flatMap((candidate) => candidate.foods.map((food) => food.join('|')))),
    ];
    const numbered = candidates.map((candidate) => ({
      item: candidate.item,
      foods: Uint32Array.from(candidate.foods, (food) => distinct.indexOf(food.join('|'))),
    }));
    const foods = distinct.map((food) => food.split('|'));
    for (const chips of [
      ['tomato', 'onion', 'cilantro'],
      ['egg'],
      ['butter', 'egg', 'lime'],
      ['chocolate'],
    ]) {
      const given = givenIngredients(chips);
      expect(rankByFoodNumbers(given, foods, numbered)).toEqual(
        rankByFit(given, candidates).map((fit) => ({ ...fit, missing: fit.missing.length })),
      );
    }
  });
});
