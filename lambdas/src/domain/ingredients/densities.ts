// Grams in one US cup (236.588 ml) of common ingredients, so "1 cup flour" can read "120 g". A line's food
// must be exactly one of these names, optionally after the listed describing words ("packed light brown
// sugar", "cold unsalted butter"); anything else (rice flour, peanut oil, kosher salt) has no entry and its
// cups stay cups, since a wrong weight is worse than none.
// Sources, each entry naming its own:
//   KA   = King Arthur Baking, "Ingredient Weight Chart", https://www.kingarthurbaking.com/learn/ingredient-weight-chart
//          (spoon-and-level cups; the chart's gram column)
//   USDA = USDA FoodData Central, SR Legacy, household measure "1 cup", https://fdc.nal.usda.gov/
//   SI   = water at kitchen temperature, 1 g per ml (0.998 at 20 °C, rounded)

type Source = 'KA' | 'USDA' | 'SI';

export interface Density {
  /** The food as the table names it. */
  readonly food: string;
  readonly gramsPerCup: number;
  readonly source: Source;
}

interface Entry extends Density {
  readonly match: RegExp;
}

const COMMON = [
  'cold',
  'chilled',
  'warm',
  'hot',
  'lukewarm',
  'room[- ]temperature',
  'melted',
  'softened',
  'sifted',
  'organic',
  'pure',
  'fresh',
];

/** An item made only of the describing words (any order, any number) followed by one of the names. */
const only = (words: readonly string[], names: string): RegExp =>
  new RegExp(`^(?:(?:${[...words, ...COMMON].join('|')})\\s+)*(?:${names})$`);

const entry = (food: string, gramsPerCup: number, source: Source, match: RegExp): Entry => ({
  food,
  gramsPerCup,
  source,
  match,
});

// Tried in order: the more particular names first ("brown sugar" before "sugar").
const DENSITIES: readonly Entry[] = [
  entry('bread flour', 120, 'KA', only(['unbleached', 'white'], 'bread flour')),
  entry('whole wheat flour', 113, 'KA', only(['white'], 'whole[- ]wheat flour|wholemeal flour')),
  entry('cake flour', 113, 'KA', only(['unbleached', 'bleached'], 'cake flour')),
  entry(
    'self-rising flour',
    113,
    'KA',
    only(['unbleached'], 'self[- ]ris(?:ing|en) flour|self[- ]raising flour'),
  ),
  entry('almond flour', 96, 'KA', only(['blanched', 'fine'], 'almond flour|almond meal|ground almonds')),
  entry(
    'all-purpose flour',
    120,
    'KA',
    only(['all[- ]purpose', 'plain', 'unbleached', 'bleached', 'white', 'wheat'], 'flour'),
  ),
  entry('powdered sugar', 113, 'KA', only([], "(?:powdered|confectioners'?|confectioner's|icing) sugar")),
  entry(
    'brown sugar',
    213,
    'KA',
    only(['packed', 'firmly packed', 'lightly packed', 'light', 'dark', 'light or dark'], 'brown sugar'),
  ),
  entry('granulated sugar', 198, 'KA', only(['granulated', 'white', 'caster', 'superfine', 'cane'], 'sugar')),
  entry('butter', 227, 'KA', only(['unsalted', 'salted', 'cubed', 'diced'], 'butter')),
  entry('peanut butter', 270, 'KA', only(['creamy', 'smooth', 'crunchy', 'natural'], 'peanut butter')),
  entry(
    'white rice',
    185,
    'USDA',
    only(
      [
        'long[- ]grain',
        'medium[- ]grain',
        'short[- ]grain',
        'white',
        'jasmine',
        'basmati',
        'uncooked',
        'raw',
        'dry',
      ],
      'rice',
    ),
  ),
  entry(
    'brown rice',
    190,
    'USDA',
    only(['long[- ]grain', 'short[- ]grain', 'uncooked', 'raw', 'dry'], 'brown rice'),
  ),
  entry(
    'rolled oats',
    89,
    'KA',
    only(['old[- ]fashioned', 'rolled', 'quick', 'quick[- ]cooking', 'porridge'], 'oats|rolled oats'),
  ),
  entry('buttermilk', 245, 'USDA', only(['low[- ]fat', 'cultured'], 'buttermilk')),
  entry(
    'milk',
    244,
    'USDA',
    only(
      [
        'whole',
        'full[- ]fat',
        '2%',
        'low[- ]fat',
        'reduced[- ]fat',
        'skim',
        'skimmed',
        'semi[- ]skimmed',
        'dairy',
      ],
      'milk',
    ),
  ),
  entry(
    'heavy cream',
    238,
    'USDA',
    only(['heavy', 'whipping', 'double'], 'cream|heavy cream|whipping cream'),
  ),
  entry('sour cream', 230, 'USDA', only(['full[- ]fat'], 'sour cream')),
  entry('plain yogurt', 245, 'USDA', only(['plain', 'natural', 'whole[- ]milk'], 'yogh?urt')),
  entry('water', 236.6, 'SI', only(['boiling', 'ice', 'tap', 'filtered'], 'water')),
  entry('honey', 339, 'USDA', only(['runny', 'clear', 'raw'], 'honey')),
  entry('maple syrup', 315, 'USDA', only([], 'maple syrup')),
  entry(
    'cocoa powder',
    86,
    'USDA',
    only(['unsweetened', 'natural', 'dutch[- ]process(?:ed)?', 'dutched'], 'cocoa(?: powder)?'),
  ),
  entry('olive oil', 216, 'USDA', only(['extra[- ]virgin', 'virgin', 'light'], 'olive oil')),
  entry('vegetable oil', 218, 'USDA', only(['neutral'], 'vegetable oil|canola oil|sunflower oil|oil')),
  entry('cornstarch', 128, 'USDA', only([], 'cornstarch|corn starch|cornflour')),
  // Table salt only: a cup of kosher salt weighs half as much or less, depending on the brand.
  entry('table salt', 292, 'USDA', only(['table', 'fine', 'fine sea'], 'salt')),
  entry(
    'chocolate chips',
    170,
    'KA',
    only(['semisweet', 'semi-sweet', 'bittersweet', 'milk', 'dark', 'white'], 'chocolate chips'),
  ),
  entry('raisins', 149, 'KA', only(['seedless', 'golden'], 'raisins')),
];

/** The density of a food named as an ingredient line's item ("packed light brown sugar"), or null. */
export function densityOf(item: string): Density | null {
  const name = item.toLowerCase().replace(/\s+/g, ' ').trim();
  const found = DENSITIES.find((candidate) => candidate.match.test(name));
  return found ? { food: found.food, gramsPerCup: found.gramsPerCup, source: found.source } : null;
}

/** Grams in one millilitre of the food. */
export const gramsPerMillilitre = (density: Density): number => density.gramsPerCup / 236.588;
