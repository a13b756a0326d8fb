// Lines as OCR read them from printed recipe photos (the dev set's misses and the kinds issue 17
// lists), and what was printed. Each row is one misreading the correction pass must undo.
import { describe, expect, it } from 'vitest';
import { correctIngredientLine } from './correct-line.js';

const FRACTIONS: readonly [read: string, printed: string][] = [
  ['% cup unsalted butter (4 oz / 115 grams)', '½ cup unsalted butter (4 oz / 115 grams)'],
  [
    '% cup unsweetened cocoa powder (1.75 oz / 50 grams)',
    '½ cup unsweetened cocoa powder (1.75 oz / 50 grams)',
  ],
  ['% cup granulated sugar', '½ cup granulated sugar'],
  ['% cup brown sugar', '½ cup brown sugar'],
  ['% cup chopped pecans (optional)', '½ cup chopped pecans (optional)'],
  ['¥ tsp ground cardamom', '½ tsp ground cardamom'],
  ['¥ cup all-purpose flour', '½ cup all-purpose flour'],
  ['Yi tsp paprika', '¼ tsp paprika'],
  ['Ys tsp sea salt', '½ tsp sea salt'],
  ['Y tsp black pepper', '½ tsp black pepper'],
  ['Yi cup sugar', '¼ cup sugar'],
  ['Ys teaspoon salt', '½ teaspoon salt'],
  ['1% cups COLD buttermilk, divided', '1½ cups COLD buttermilk, divided'],
  ['Y; cup powdered sugar', '⅓ cup powdered sugar'],
  ['Ya cups (60ml) white wine vinegar', '¼ cups (60ml) white wine vinegar'],
  ['Ya tsp sea salt, unrefined', '¼ tsp sea salt, unrefined'],
  ['Yi cup sea salt', '¼ cup sea salt'],
  ['1 % teaspoons baking soda', '1½ teaspoons baking soda'],
  ['1 % teaspoons salt', '1½ teaspoons salt'],
  ['Y%: teaspoon ground black pepper', '½ teaspoon ground black pepper'],
  ['1 % cups buttermilk', '1½ cups buttermilk'],
  ['Y% cup flour', '½ cup flour'],
  ['2 %: cups whole milk', '2½ cups whole milk'],
  ['2 % cups (312.5 g) all-purpose flour', '2½ cups (312.5 g) all-purpose flour'],
  [
    '% cup vegetable oil (e.g. canola or sunflower or butter-flavored Alba oil)',
    '½ cup vegetable oil (e.g. canola or sunflower or butter-flavored Alba oil)',
  ],
  [
    '2% cups flour (all-purpose, spelt or gluten-free flour)',
    '2½ cups flour (all-purpose, spelt or gluten-free flour)',
  ],
  ['¥4 cup caster sugar', '¼ cup caster sugar'],
  ['3% teaspoon ground allspice', '3½ teaspoon ground allspice'],
  ['% cup hot water', '½ cup hot water'],
  ['Y tsp cinnamon', '½ tsp cinnamon'],
  ['Y2 cup milk', '½ cup milk'],
  ['Ya teaspoon salt', '¼ teaspoon salt'],
  ['¥s cup olive oil', '⅓ cup olive oil'],
  ['1172 teaspoons baking soda', '1 1/2 teaspoons baking soda'],
  ['172 cup guacamole', '1/2 cup guacamole'],
  ['1174 cups water', '1 1/4 cups water'],
  ['V4 cup sour cream', '¼ cup sour cream'],
  ['11/2 cups cooked quinoa', '1 1/2 cups cooked quinoa'],
  ['81/2 cup water, divided', '8 1/2 cup water, divided'],
  ['13/4 cups flour', '1 3/4 cups flour'],
  ['V4-Y2 teaspoon crushed red pepper flakes', '¼-½ teaspoon crushed red pepper flakes'],
  ['Yi–Ys tsp chili', '¼–½ tsp chili'],
  ['Y4 tsp nutmeg', '¼ tsp nutmeg'],
  ['Y: teaspoon ground black pepper', '½ teaspoon ground black pepper'],
  ["1 '% teaspoons baking soda", '1½ teaspoons baking soda'],
  ['"2 cup flour', '½ cup flour'],
  ["* '; cup white miso", '* ⅓ cup white miso'],
  ["'; taza de azúcar", '⅓ taza de azúcar'],
  ['V2tsp paprika', '½ tsp paprika'],
  ['Y4cup sugar', '¼ cup sugar'],
  ['1%tsk salt', '1½ tsk salt'],
  ['2%dl grädde', '2½ dl grädde'],
  ['Y2EL Zucker', '½ EL Zucker'],
  ['V5 Zwiebel, fein gehackt', '½ Zwiebel, fein gehackt'],
  ['V5 Cup Butter', '½ Cup Butter'],
];

const UNITS_AND_SPACING: readonly [read: string, printed: string][] = [
  ['1b raw large shrimp, peeled and deveined', '1 lb raw large shrimp, peeled and deveined'],
  ['1 1b Chicken breast', '1 lb Chicken breast'],
  ['1.5 Ibs baby potatoes', '1.5 lbs baby potatoes'],
  ['2 |b ground beef', '2 lb ground beef'],
  ['1 d1 mjölk', '1 dl mjölk'],
  ['2 m1 vanilla extract', '2 ml vanilla extract'],
  ['4 c1 rum', '4 cl rum'],
  ['1,21 Milch', '1,2 l Milch'],
  ['0,51 Wasser', '0,5 l Wasser'],
  ['100z mixed quinoa, rinsed', '10oz mixed quinoa, rinsed'],
  ['3o0z frozen edamame beans', '3oz frozen edamame beans'],
  ['1/2 cup (202) shredded Mexican-blend cheese', '1/2 cup (2oz) shredded Mexican-blend cheese'],
  ['1 (14-0z.) can tomatoes', '1 (14-oz.) can tomatoes'],
  ['1 (1402) can coconut milk', '1 (14oz) can coconut milk'],
  ['2 0z dark chocolate', '2 oz dark chocolate'],
  ['4 Ths plain flour', '4 Tbs plain flour'],
  ['4 Ths water', '4 Tbs water'],
  ['1 Thsp White truffle oil', '1 Tbsp White truffle oil'],
  ['Zest of 3-4 oranges (about 1.5 thsp)', 'Zest of 3-4 oranges (about 1.5 tbsp)'],
  ['1T salt', '1 T salt'],
  ['1tsp vanilla extract (or ground bourbon vanilla)', '1 tsp vanilla extract (or ground bourbon vanilla)'],
  ['+ 2tsp blueberry powder', '2 tsp blueberry powder'],
  ['2.5dl vatten', '2.5 dl vatten'],
  ['2Ei', '2 Ei'],
  ['8slices bacon', '8 slices bacon'],
  ['2tbsp olive oil', '2 tbsp olive oil'],
  ['3msk socker', '3 msk socker'],
  ['2spsk. sukker', '2 spsk. sukker'],
  ['2ek olaj', '2 ek olaj'],
  ['1lyžica masla', '1 lyžica masla'],
  ['2EL Olivenöl', '2 EL Olivenöl'],
  ['1 TL Salz', '1 TL Salz'],
  ['4eggs', '4 eggs'],
  ['21sp Sugar', '2 tsp Sugar'],
  ['lteaspoon ground cinnamon', '1 teaspoon ground cinnamon'],
  ['Icup rolled oats', '1 cup rolled oats'],
  ['l æg', '1 æg'],
  ['l ui, gesnipperd', '1 ui, gesnipperd'],
  ['1 b raw large shrimp, peeled and deveined', '1 lb raw large shrimp, peeled and deveined'],
  ['2 bs chicken thighs', '2 lbs chicken thighs'],
  ['11b ground beef', '1 lb ground beef'],
  ['21bs potatoes', '2 lbs potatoes'],
  ['1/2 1sp sea salt', '1/2 tsp sea salt'],
  ['2 1sp kanel', '2 tsp kanel'],
  ['2Thsp butter', '2 Tbsp butter'],
  ['* 0 1 cup warm water (105 degrees F)', '* 1 cup warm water (105 degrees F)'],
  ['O 1 Tablespoon granulated sugar', 'O 1 Tablespoon granulated sugar'],
  ['* O 1 Tablespoon granulated sugar', '* 1 Tablespoon granulated sugar'],
  ['[0 1 Tablespoon active dry yeast', '1 Tablespoon active dry yeast'],
  ['[O 2 to 2 ½ cups all-purpose flour', '2 to 2 ½ cups all-purpose flour'],
  ['[] 250 g Mehl', '250 g Mehl'],
  ['e 1dl (100 g) tehéntej', 'e 1 dl (100 g) tehéntej'],
  ['o 2tl suola', 'o 2 tl suola'],
];

const WORDS: readonly [read: string, printed: string][] = [
  ['1/2 jalapefio, seeded and diced', '1/2 jalapeño, seeded and diced'],
  ['0.333 cup sliced pickled jalapefios', '0.333 cup sliced pickled jalapeños'],
  ['1 3/4 pounds red jalapefio peppers (stems removed)', '1 3/4 pounds red jalapeño peppers (stems removed)'],
  ['2 jalapenos, seeded', '2 jalapenos, seeded'],
  ['Sait and pepper', 'Salt and pepper'],
  ['12 black olives, | used Kalamata', '12 black olives, I used Kalamata'],
  [
    'Mushrooms (enoki recommended but | only had button.)',
    'Mushrooms (enoki recommended but I only had button.)',
  ],
  ['225 g (1/2 Ib) de champignons', '225 g (1/2 lb) de champignons'],
  ['900 g (2 Ib) de rôti', '900 g (2 lb) de rôti'],
  ['30 mil (2 c. à soupe) de beurre', '30 ml (2 c. à soupe) de beurre'],
  ['500 mi (2 t) d’eau', '500 ml (2 t) d’eau'],
  ['Auflaufform (© ca. 26 cm)', 'Auflaufform (Ø ca. 26 cm)'],
  ['1 tsp dried chives™*', '1 tsp dried chives*'],
  ['+ Echalote - 1', 'Echalote - 1'],
  ['+ sol 1 szczypta', 'sol 1 szczypta'],
  ['» 2 cups flour', '2 cups flour'],
];

const NAME_FIRST: readonly [read: string, printed: string][] = [
  ['Cebola1 unidade', 'Cebola 1 unidade'],
  ['Alho2dentes', 'Alho 2 dentes'],
  ['11 di latte', '1 l di latte'],
  ['• 2Ei', '• 2 Ei'],
  ['° 1TL Currypulver', '° 1 TL Currypulver'],
  ['- 1TL Zucker', '- 1 TL Zucker'],
];

/** Lines read right, some of which look like misreadings: they must stay as they are. */
const READ_RIGHT: readonly string[] = [
  'lemon juice to taste',
  'Iceberg lettuce, shredded',
  'large eggs, beaten',
  '10oz mixed quinoa, rinsed',
  '3oz frozen edamame beans',
  '25g butter',
  '500ml stock',
  '1 cup heavy cream (8 oz / 240 ml)',
  '2.5 tablespoons powdered sugar (to taste)',
  '1 tsp salt',
  '12 finely minced cloves of garlic',
  'Ya está listo',
  'Y luego la sal',
  'Salt and pepper',
  '100 g de harina integral de centeno',
  '2 cl Apelsinlikör (Triple sec)',
  '172 g flour',
  '1 1/2 cups buttermilk',
  '4 Tbs water',
  '1 lb raw large shrimp',
  '2 1/2 cups milk',
  '3 large eggs (room temperature)',
  '1 (14.5 oz) can diced tomatoes',
  'Fresh berries for topping',
  '28fl. oz vegetable stock',
  'Sal a gosto',
  'ziemniaki 1 kilogram',
  '20 Minuten Pasta',
  '2nd batch of dough',
  '11/12 of the dough',
  '10/4 rule',
  'Serves 4 | Prep 10 min',
  'mild chili (2 mild)',
  '© 2024 Grandma',
  'Bread™ flour',
  'Ya-Yo es tarde',
  '1-2 cups stock',
  'cut into 6ths',
  '2 fennel bulbs, cut into 8ths',
  '0 g Zucker',
  '0,5 l Milch',
  'e poi 2 uova',
  'Ytsp',
  'Vase of herbs',
  '%salt',
  '1 b.',
];

describe('correctIngredientLine', () => {
  it.each([...FRACTIONS, ...UNITS_AND_SPACING, ...WORDS, ...NAME_FIRST])(
    'reads %j as %j',
    (read, printed) => {
      expect(correctIngredientLine(read).text).toBe(printed);
    },
  );

  it.each(READ_RIGHT)('leaves %j as it was', (line) => {
    expect(correctIngredientLine(line)).toEqual({ text: line, guessed: [] });
  });

  it('reports every guessed fraction so the review screen can mark it', () => {
    expect(correctIngredientLine('% cup brown sugar').guessed).toEqual(['½']);
    expect(correctIngredientLine('2 %: cups whole milk').guessed).toEqual(['2½']);
    expect(correctIngredientLine('1b raw large shrimp').guessed).toEqual([]);
    expect(correctIngredientLine('11/2 cups cooked quinoa').guessed).toEqual(['1 1/2']);
  });

  it('holds at least 80 misread lines', () => {
    expect(
      FRACTIONS.length + UNITS_AND_SPACING.length + WORDS.length + NAME_FIRST.length,
    ).toBeGreaterThanOrEqual(80);
  });
});
