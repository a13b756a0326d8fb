import { describe, expect, it } from 'vitest';
import { convertIngredientLine, convertIngredients, foodOfLine } from './convert-units.js';
import { densityOf } from './densities.js';

// [ingredient line as written in a US recipe, the line in metric]
const TO_METRIC: readonly (readonly [string, string])[] = [
  // Cups of foods in the density table become grams.
  ['2 1/4 cups all-purpose flour', '270 g all-purpose flour'],
  ['1 cup bread flour', '120 g bread flour'],
  ['1 1/2 cups whole wheat flour', '170 g whole wheat flour'],
  ['1 cup almond flour', '96 g almond flour'],
  ['1 cup granulated sugar', '198 g granulated sugar'],
  ['3/4 cup packed light brown sugar', '160 g packed light brown sugar'],
  ['2 cups powdered sugar', '226 g powdered sugar'],
  ['1 cup (2 sticks) unsalted butter, softened', '227 g (2 sticks) unsalted butter, softened'],
  ['1/2 cup creamy peanut butter', '135 g creamy peanut butter'],
  ['1 cup long-grain white rice', '185 g long-grain white rice'],
  ['1 1/2 cups old-fashioned rolled oats', '134 g old-fashioned rolled oats'],
  ['2 cups whole milk', '488 g whole milk'],
  ['1 cup buttermilk', '245 g buttermilk'],
  ['1 cup heavy cream', '238 g heavy cream'],
  ['1/2 cup sour cream', '115 g sour cream'],
  ['1 cup warm water', '237 g warm water'],
  ['1/3 cup honey', '113 g honey'],
  ['1/4 cup maple syrup', '79 g maple syrup'],
  ['1/2 cup unsweetened cocoa powder', '43 g unsweetened cocoa powder'],
  ['1/4 cup olive oil', '54 g olive oil'],
  ['1 cup semisweet chocolate chips', '170 g semisweet chocolate chips'],
  ['1 cup raisins', '149 g raisins'],
  ['2-3 cups bread flour', '240-360 g bread flour'],
  // Spoons of a known food weigh; spoons of anything else stay spoons.
  ['2 tablespoons unsalted butter, melted', '28 g unsalted butter, melted'],
  ['1 tablespoon olive oil', '14 g olive oil'],
  ['2 tbsp cornstarch', '16 g cornstarch'],
  ['1 teaspoon salt', '6 g salt'],
  ['1 tsp baking soda', '1 tsp baking soda'],
  ['1/2 teaspoon kosher salt', '1/2 teaspoon kosher salt'],
  ['1 tablespoon Dijon mustard', '1 tablespoon Dijon mustard'],
  // "plus" joins two amounts of one food into one weight.
  ['1 cup plus 2 tablespoons all-purpose flour', '135 g all-purpose flour'],
  // Volumes of foods without a density stay volumes, in millilitres or litres.
  ['1/2 cup chicken broth', '118 ml chicken broth'],
  ['3 cups chicken stock', '710 ml chicken stock'],
  ['1 quart vegetable broth', '946 ml vegetable broth'],
  ['1 cup rice vinegar', '237 ml rice vinegar'],
  ['1/2 cup coconut milk', '118 ml coconut milk'],
  ['2 cups cooked rice', '473 ml cooked rice'],
  ['12 fl oz beer', '355 ml beer'],
  ['1 pint cherry tomatoes', '473 ml cherry tomatoes'],
  ['1/4 cup fresh basil, chopped', '59 ml fresh basil, chopped'],
  ['5 cups low-sodium vegetable stock', '1.18 l low-sodium vegetable stock'],
  // Weights convert exactly.
  ['1 lb ground beef', '454 g ground beef'],
  ['8 oz cream cheese, softened', '227 g cream cheese, softened'],
  ['1 1/2 lbs boneless chicken thighs', '680 g boneless chicken thighs'],
  ['4 oz semisweet chocolate, chopped', '113 g semisweet chocolate, chopped'],
  ['5 pounds potatoes', '2.27 kg potatoes'],
  ['1/2 oz dried porcini mushrooms', '14 g dried porcini mushrooms'],
  // What cannot be converted stays exactly as written.
  ['1 (14.5 oz) can diced tomatoes', '1 (14.5 oz) can diced tomatoes'],
  ['2 large eggs', '2 large eggs'],
  ['pinch of salt', 'pinch of salt'],
  ['2 sticks butter', '2 sticks butter'],
  ['3 cloves garlic, minced', '3 cloves garlic, minced'],
  ['Salt and pepper to taste', 'Salt and pepper to taste'],
  // A line that already gives metric keeps the author's own numbers.
  ['1 cup (120 g) all-purpose flour', '1 cup (120 g) all-purpose flour'],
];

// [ingredient line as written in a metric recipe, the line in US customary units]
const TO_US: readonly (readonly [string, string])[] = [
  ['250 g plain flour', '8 3/4 oz plain flour'],
  ['200 g caster sugar', '7 oz caster sugar'],
  ['100 g butter', '3 1/2 oz butter'],
  ['75 g dark chocolate', '2 3/4 oz dark chocolate'],
  ['1 kg potatoes', '2.2 lb potatoes'],
  ['500 ml whole milk', '2 1/8 cups whole milk'],
  ['125 ml olive oil', '1/2 cup olive oil'],
  ['30 ml lemon juice', '2 tbsp lemon juice'],
  ['5 ml vanilla extract', '1 tsp vanilla extract'],
  ['1.5 l water', '6 3/8 cups water'],
  ['2 dl cream', '7/8 cup cream'],
  ['250-300 g spinach', '8 3/4-10 1/2 oz spinach'],
  ['2 x 400g tins chickpeas', '2 x 400g tins chickpeas'],
  ['1 cup (240 ml) milk', '1 cup (240 ml) milk'],
  ['3 eggs', '3 eggs'],
];

describe('convertIngredientLine', () => {
  it.each(TO_METRIC)('metric: %s', (line, expected) => {
    expect(convertIngredientLine(line, 'metric')).toBe(expected);
  });

  it.each(TO_US)('US customary: %s', (line, expected) => {
    expect(convertIngredientLine(line, 'us')).toBe(expected);
  });

  it('covers at least sixty real lines', () => {
    expect(TO_METRIC.length + TO_US.length).toBeGreaterThanOrEqual(60);
  });

  it('leaves a line already in the wanted system untouched', () => {
    expect(convertIngredientLine('2 cups all-purpose flour', 'us')).toBe('2 cups all-purpose flour');
    expect(convertIngredientLine('250 g plain flour', 'metric')).toBe('250 g plain flour');
  });

  it('keeps a written range separator', () => {
    expect(convertIngredientLine('2 to 3 lbs potatoes', 'metric')).toBe('0.91 to 1.36 kg potatoes');
  });

  it('converts a whole list line by line', () => {
    expect(convertIngredients(['1 cup granulated sugar', '2 large eggs'], 'metric')).toEqual([
      '198 g granulated sugar',
      '2 large eggs',
    ]);
  });
});

describe('densityOf', () => {
  it('knows common foods by their usual describing words', () => {
    expect(densityOf('all-purpose flour')).toMatchObject({ gramsPerCup: 120, source: 'KA' });
    expect(densityOf('packed dark brown sugar')).toMatchObject({ food: 'brown sugar' });
    expect(densityOf("confectioners' sugar")).toMatchObject({ food: 'powdered sugar' });
    expect(densityOf('cold unsalted butter')).toMatchObject({ food: 'butter' });
    expect(densityOf('whole milk')).toMatchObject({ gramsPerCup: 244, source: 'USDA' });
  });

  it('refuses foods that only share a word with a known one', () => {
    for (const item of [
      'peanut oil',
      'rice flour',
      'coconut sugar',
      'apple butter',
      'kosher salt',
      'oat milk',
    ]) {
      expect(densityOf(item)).toBeNull();
    }
  });
});

describe('foodOfLine', () => {
  it('reads past a second amount joined with plus', () => {
    expect(foodOfLine('1 cup plus 2 tablespoons bread flour, sifted')).toBe('bread flour');
    expect(foodOfLine('3/4 cup packed light brown sugar')).toBe('packed light brown sugar');
  });
});
