import { describe, expect, it } from 'vitest';
import {
  normaliseServings,
  scaleIngredientLine,
  scaleIngredients,
  servingsFactor,
} from './scale-ingredients.js';

// [ingredient line as a family would type it, factor, expected line]
const SCALING: readonly (readonly [string, number, string])[] = [
  // The classic failures: 1/3 read as 0, "1 1/2" scaled to "2 1", 2/3 shown as 0.67.
  ['1/3 cup granulated sugar', 2, '2/3 cup granulated sugar'],
  ['1/3 cup granulated sugar', 3, '1 cup granulated sugar'],
  ['1 1/2 cups all-purpose flour', 2, '3 cups all-purpose flour'],
  ['1 1/2 cups all-purpose flour', 1.5, '2 1/4 cups all-purpose flour'],
  ['1 1/2 teaspoons baking powder', 0.5, '3/4 teaspoon baking powder'],
  ['1 cup long-grain white rice', 2 / 3, '2/3 cup long-grain white rice'],
  ['2/3 cup whole milk', 0.5, '1/3 cup whole milk'],
  ['2/3 cup whole milk', 2, '1 1/3 cups whole milk'],
  ['3/4 cup packed light brown sugar', 2, '1 1/2 cups packed light brown sugar'],
  ['3/4 cup packed light brown sugar', 1 / 3, '1/4 cup packed light brown sugar'],
  ['1/4 teaspoon ground cayenne pepper', 0.5, '1/8 teaspoon ground cayenne pepper'],
  ['1/8 tsp freshly grated nutmeg', 2, '1/4 tsp freshly grated nutmeg'],
  ['2 1/2 cups bread flour', 0.4, '1 cup bread flour'],
  ['1 and 1/2 cups old-fashioned rolled oats', 2, '3 cups old-fashioned rolled oats'],
  ['1-1/2 cups shredded sharp cheddar', 2, '3 cups shredded sharp cheddar'],
  ['1/4 cup fresh basil, chopped', 2 / 3, '0.17 cup fresh basil, chopped'],
  // Whole amounts, spoons and units that agree with their amount.
  ['2 tablespoons unsalted butter, melted', 1.5, '3 tablespoons unsalted butter, melted'],
  ['1 tablespoon low-sodium soy sauce', 3, '3 tablespoons low-sodium soy sauce'],
  ['1 tsp pure vanilla extract', 1 / 3, '1/3 tsp pure vanilla extract'],
  ['2 tbsp extra-virgin olive oil', 0.5, '1 tbsp extra-virgin olive oil'],
  ['3 Tbsp. pure maple syrup', 2, '6 Tbsp. pure maple syrup'],
  ['1 T cold butter', 0.5, '1/2 T cold butter'],
  ['1 c. sugar', 0.5, '1/2 c. sugar'],
  ['1 pound russet potatoes, peeled', 3, '3 pounds russet potatoes, peeled'],
  ['12 oz dried spaghetti', 0.25, '3 oz dried spaghetti'],
  ['8 oz cremini mushrooms, sliced', 1.5, '12 oz cremini mushrooms, sliced'],
  // Eggs and other counted foods.
  ['1 egg', 0.5, '1/2 egg'],
  ['3 eggs', 1 / 3, '1 egg'],
  ['2 large eggs, at room temperature', 1.5, '3 large eggs, at room temperature'],
  ['1 large egg yolk', 2, '2 large egg yolks'],
  ['4 egg whites', 0.5, '2 egg whites'],
  ['2 medium onions, diced', 0.5, '1 medium onion, diced'],
  ['2 jalapeños, seeded and minced', 0.5, '1 jalapeño, seeded and minced'],
  ['1 bay leaf', 3, '3 bay leaves'],
  // Unicode fractions keep their style.
  ['½ cup heavy cream', 3, '1½ cups heavy cream'],
  ['1½ cups chicken stock', 2, '3 cups chicken stock'],
  ['1 ½ cups rolled oats', 0.5, '¾ cup rolled oats'],
  ['¼ tsp smoked paprika', 2, '½ tsp smoked paprika'],
  ['⅔ cup buttermilk', 1.5, '1 cup buttermilk'],
  ['⅓ cup pure maple syrup', 2, '⅔ cup pure maple syrup'],
  ['1⁄2 cup chopped walnuts', 3, '1 1/2 cups chopped walnuts'],
  // Ranges.
  ['2-3 cloves garlic, minced', 2, '4-6 cloves garlic, minced'],
  ['3 to 4 cups low-sodium chicken broth', 0.5, '1 1/2 to 2 cups low-sodium chicken broth'],
  ['1/2-1 tsp red pepper flakes', 2, '1-2 tsp red pepper flakes'],
  ['2 – 3 tablespoons fresh lemon juice', 1.5, '3 – 4 1/2 tablespoons fresh lemon juice'],
  // Package and piece sizes stay; the count of packages scales.
  ['1 (14.5 oz) can diced tomatoes, undrained', 2, '2 (14.5 oz) cans diced tomatoes, undrained'],
  ['2 (8 oz) packages cream cheese, softened', 0.5, '1 (8 oz) package cream cheese, softened'],
  ['1 can (15 oz) black beans, rinsed and drained', 3, '3 cans (15 oz) black beans, rinsed and drained'],
  ['1 (3 to 4 lb) whole chicken', 2, '2 (3 to 4 lb) whole chicken'],
  ['1 14.5-ounce can fire-roasted tomatoes', 2, '2 14.5-ounce cans fire-roasted tomatoes'],
  ['1 15 oz can pumpkin puree', 2, '2 15 oz cans pumpkin puree'],
  ['One 28-ounce can crushed tomatoes', 2, 'Two 28-ounce cans crushed tomatoes'],
  ['2 x 400g tins chickpeas, drained', 1.5, '3 x 400g tins chickpeas, drained'],
  ['1 (.25 oz) envelope unflavored gelatin', 2, '2 (.25 oz) envelopes unflavored gelatin'],
  ['2 heads (about 1 lb each) broccoli', 2, '4 heads (about 1 lb each) broccoli'],
  // Equivalent measures in parentheses scale with the amount.
  ['1 cup (2 sticks) unsalted butter, softened', 0.5, '1/2 cup (1 stick) unsalted butter, softened'],
  ['1 stick (1/2 cup) butter, cold and cubed', 3, '3 sticks (1 1/2 cups) butter, cold and cubed'],
  ['2 cups (480 ml) whole milk', 1.5, '3 cups (720 ml) whole milk'],
  ['2 1/4 tsp (1 packet) active dry yeast', 2, '4 1/2 tsp (2 packets) active dry yeast'],
  ['4 bone-in chicken thighs (about 2 lb)', 0.5, '2 bone-in chicken thighs (about 1 lb)'],
  ['3 cups chicken broth (24 oz)', 0.5, '1 1/2 cups chicken broth (12 oz)'],
  // Metric amounts scale as decimals.
  ['250 g dried spaghetti', 2, '500 g dried spaghetti'],
  ['250 g dried spaghetti', 1 / 3, '83.33 g dried spaghetti'],
  ['1.5 kg potatoes, peeled and quartered', 0.5, '0.75 kg potatoes, peeled and quartered'],
  ['500ml vegetable stock', 1.5, '750ml vegetable stock'],
  ['1 l water', 0.5, '0.5 l water'],
  ['1,5 kg floury potatoes', 1 / 3, '0,5 kg floury potatoes'],
  ['.5 tsp kosher salt', 3, '1.5 tsp kosher salt'],
  ['0.25 cup honey', 2, '0.5 cup honey'],
  // Numbers that are not amounts stay.
  ['200 g dark chocolate (70% cocoa), chopped', 0.5, '100 g dark chocolate (70% cocoa), chopped'],
  ['1 lb ground beef (85% lean)', 1.5, '1 1/2 lb ground beef (85% lean)'],
  ['1 cup 2% milk', 0.5, '1/2 cup 2% milk'],
  [
    '1 lb boneless chicken breast, cut into 1-inch pieces',
    2,
    '2 lb boneless chicken breast, cut into 1-inch pieces',
  ],
  ['1 unbaked 9-inch pie crust', 2, '2 unbaked 9-inch pie crust'],
  ['Vegetable oil for frying, heated to 350°F', 2, 'Vegetable oil for frying, heated to 350°F'],
  ['Butter for greasing a 9x13 pan', 2, 'Butter for greasing a 9x13 pan'],
  ['1 cup dried green lentils, simmered 20 minutes', 2, '2 cups dried green lentils, simmered 20 minutes'],
  ['For the glaze (Step 2):', 2, 'For the glaze (Step 2):'],
  // Amounts later in the line that carry a unit.
  ['1 1/2 cups flour, plus 2 tablespoons for dusting', 2, '3 cups flour, plus 4 tablespoons for dusting'],
  ['Kosher salt, about 1 tsp', 2, 'Kosher salt, about 2 tsp'],
  // No amount at all.
  ['Salt to taste', 2, 'Salt to taste'],
  ['Freshly ground black pepper', 3, 'Freshly ground black pepper'],
  ['Fresh parsley, for garnish', 2, 'Fresh parsley, for garnish'],
  ['A few sprigs fresh thyme', 2, 'A few sprigs fresh thyme'],
  // Spelled-out amounts, list markers and qualifiers.
  ['a pinch of ground cloves', 2, 'two pinches of ground cloves'],
  ['an onion, finely chopped', 2, 'two onions, finely chopped'],
  ['half a lemon, zested', 2, 'one lemon, zested'],
  ['a dozen eggs', 0.5, 'six eggs'],
  ['- 2 cups water', 2, '- 4 cups water'],
  ['1. 200 g penne', 1.5, '1. 300 g penne'],
  ['Juice of 1 lime', 2, 'Juice of 2 limes'],
  ['About 3 cups baby spinach', 1 / 3, 'About 1 cup baby spinach'],
];

describe('scaleIngredientLine', () => {
  it('covers at least 60 distinct real ingredient lines', () => {
    expect(new Set(SCALING.map(([line]) => line)).size).toBeGreaterThanOrEqual(60);
  });

  it.each(SCALING)('%s x %d', (line, factor, expected) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected);
  });

  it('returns every line unchanged when the factor is 1', () => {
    for (const [line] of SCALING) expect(scaleIngredientLine(line, 1)).toBe(line);
  });

  it('ignores a factor that is not a positive number', () => {
    expect(scaleIngredientLine('2 cups flour', 0)).toBe('2 cups flour');
    expect(scaleIngredientLine('2 cups flour', -1)).toBe('2 cups flour');
    expect(scaleIngredientLine('2 cups flour', Number.NaN)).toBe('2 cups flour');
  });

  // Glyph lines are left out: a whole result ("1 cup") no longer remembers that the recipe wrote "½".
  it('returns common fractions to their original after scaling up and back down', () => {
    const lines = [
      '1/8 tsp ground cloves',
      '1/4 cup canola oil',
      '1/3 cup sugar',
      '1/2 cup milk',
      '2/3 cup heavy cream',
      '3/4 cup flour',
      '1 cup jasmine rice',
      '1 1/4 cups water',
      '1 1/3 cups rolled oats',
      '2 2/3 cups chicken stock',
      '1 egg',
      '3 eggs',
    ];
    let checked = 0;
    for (const line of lines) {
      for (const factor of [2, 3, 4, 1.5]) {
        const there = scaleIngredientLine(line, factor);
        // 1/8 x 1.5 is 3/16, which no measuring set has: it is written "0.19" and stays decimal from then on.
        if (/\d\.\d/.test(there)) continue;
        expect(scaleIngredientLine(there, 1 / factor), `${line} x ${factor} = ${there}`).toBe(line);
        checked += 1;
      }
    }
    expect(checked).toBe(lines.length * 4 - 1);
  });
});

describe('scaleIngredients', () => {
  const lines = ['1 1/2 cups flour', '2 eggs', 'Salt to taste'];

  it('scales by chosen servings over original servings', () => {
    expect(scaleIngredients(lines, 4, 6)).toEqual(['2 1/4 cups flour', '3 eggs', 'Salt to taste']);
    expect(scaleIngredients(lines, 6, 4)).toEqual(['1 cup flour', '1 1/3 eggs', 'Salt to taste']);
  });

  it('treats unset original servings as 1', () => {
    expect(scaleIngredients(lines, null, 2)).toEqual(['3 cups flour', '4 eggs', 'Salt to taste']);
    expect(scaleIngredients(lines, undefined, 1)).toEqual(lines);
  });

  it('never scales below 1 serving', () => {
    expect(scaleIngredients(lines, 2, 0)).toEqual(['3/4 cup flour', '1 egg', 'Salt to taste']);
    expect(scaleIngredients(lines, 2, -3)).toEqual(scaleIngredients(lines, 2, 1));
  });
});

describe('servings', () => {
  it('normalises unset, invalid and fractional servings to whole numbers of at least 1', () => {
    expect([null, undefined, Number.NaN, 0, -2, 0.4, 2.6, 8].map(normaliseServings)).toEqual([
      1, 1, 1, 1, 1, 1, 3, 8,
    ]);
  });

  it('gives the factor between two servings counts', () => {
    expect(servingsFactor(4, 2)).toBe(0.5);
    expect(servingsFactor(null, 3)).toBe(3);
  });
});
