import { describe, expect, it } from 'vitest';
import type { ShoppingItemRecord } from '../../contracts/shopping.js';
import { aisleOf } from '../ingredients/aisles.js';
import { type PlanContext, planAdditions } from './plan-additions.js';

function context(corrections: Record<string, string> = {}): PlanContext {
  let next = 0;
  return {
    householdId: 'u1',
    listId: 'list1',
    now: '2026-01-01T00:00:00.000Z',
    newId: () => `item-${String(next++).padStart(3, '0')}`,
    aisleFor: (key) =>
      corrections[key]
        ? { aisle: corrections[key] as never, corrected: true }
        : { aisle: aisleOf(key), corrected: false },
  };
}

const soup = { id: 'soup', title: 'Soup' };
const stew = { id: 'stew', title: 'Stew' };
const lineText = (line: ShoppingItemRecord) => [line.quantity, line.item].filter(Boolean).join(' ');

/** Adds `first` from one recipe and `second` from another to an empty list; the lines that result. */
function addPair(first: string, second: string) {
  const plan = planAdditions(
    [],
    [
      { text: first, recipe: soup },
      { text: second, recipe: stew },
    ],
    context(),
  );
  expect(plan.updates).toEqual([]);
  return plan.creates;
}

describe('merging the same food from two recipes', () => {
  // Real ingredient pairs from family recipes: [first recipe's line, second recipe's line, the list after].
  it.each([
    // US volumes add and are shown in the unit a cook measures with.
    ['1 cup butter', '2 tbsp butter, softened', ['1 1/8 cups butter']],
    ['2 cups all-purpose flour', '1/2 cup all-purpose flour', ['2 1/2 cups all-purpose flour']],
    ['1 1/2 cups sugar', '3/4 cup sugar', ['2 1/4 cups sugar']],
    ['1 tablespoon olive oil', '2 tablespoons olive oil', ['3 tbsp olive oil']],
    ['1/4 cup olive oil', '2 tbsp olive oil', ['6 tbsp olive oil']],
    ['1 tsp vanilla extract', '1/2 tsp vanilla extract', ['1 1/2 tsp vanilla extract']],
    ['2 tsp ground cumin', '1 tbsp ground cumin', ['5 tsp ground cumin']],
    ['1 tsp salt', '1/2 teaspoon salt', ['1 1/2 tsp salt']],
    ['3 tbsp soy sauce', '1 tbsp soy sauce', ['1/4 cup soy sauce']],
    ['1 tablespoon honey', '1 teaspoon honey', ['4 tsp honey']],
    ['1 tbsp sugar', '1/2 tsp sugar', ['3 1/2 tsp sugar']],
    ['1/3 cup vegetable oil', '1/3 cup vegetable oil', ['2/3 cup vegetable oil']],
    ['1/8 tsp cayenne', '1/8 tsp cayenne', ['1/4 tsp cayenne']],
    ['1 cup milk', '1 cup milk', ['2 cups milk']],
    ['1/2 cup heavy cream', '1 cup heavy cream', ['1 1/2 cups heavy cream']],
    ['1 cup chicken broth', '2 cups chicken broth', ['3 cups chicken broth']],
    ['1 quart chicken stock', '2 cups chicken stock', ['1 1/2 quarts chicken stock']],
    ['2 tbsp butter', '1 tbsp butter', ['3 tbsp butter']],
    // Metric amounts add exactly; a metric line joining a US one is shown in metric.
    ['200 g flour', '0.5 kg flour', ['700 g flour']],
    ['500 ml vegetable stock', '1 l vegetable stock', ['1.5 l vegetable stock']],
    ['250 ml milk', '1 cup milk', ['487 ml milk']],
    ['300 g spinach', '200 g spinach', ['500 g spinach']],
    ['1 kg potatoes', '500 g potatoes', ['1.5 kg potatoes']],
    ['100 g parmesan', '50 g parmesan, grated', ['150 g parmesan']],
    // US weights.
    ['1 lb ground beef', '8 oz ground beef', ['1 1/2 lb ground beef']],
    ['12 oz spaghetti', '4 oz spaghetti', ['1 lb spaghetti']],
    ['1 lb chicken thighs', '1 lb chicken thighs', ['2 lb chicken thighs']],
    // Counts, with the food's plural following the sum.
    ['2 large eggs', '1 egg', ['3 large eggs']],
    ['1 egg', '1 egg', ['2 eggs']],
    ['1 onion, chopped', '2 onions', ['3 onions']],
    ['2 carrots, peeled', '3 carrots', ['5 carrots']],
    ['1 tomato', '2 tomatoes', ['3 tomatoes']],
    ['3 strawberries', '1 strawberry', ['4 strawberries']],
    ['4 chicken breasts', '1 chicken breast', ['5 chicken breasts']],
    ['2-3 apples', '1 apple', ['3-4 apples']],
    ['Juice of 1 lemon', '2 lemons', ['3 lemons']],
    ['1 lime', 'Zest and juice of 1 lime', ['2 limes']],
    ['3 cloves garlic', '2 cloves garlic, minced', ['5 cloves garlic']],
    ['6 slices bacon', '4 slices bacon', ['10 slices bacon']],
    ['1 pinch nutmeg', '1 pinch nutmeg', ['2 pinches nutmeg']],
    ['1 cup frozen peas', '1 cup frozen peas', ['2 cups frozen peas']],
    [
      '1 (14.5 oz) can diced tomatoes',
      '2 (14.5 oz) cans diced tomatoes',
      ['3 (14.5 oz) cans diced tomatoes'],
    ],
    // An amount-less line joins the measured one: buying a teaspoon of salt covers "to taste".
    ['Salt to taste', '1 tsp salt', ['1 tsp salt']],
    ['Salt and pepper to taste', 'Salt and pepper to taste', ['Salt and pepper to taste']],
  ])('%s + %s', (first, second, expected) => {
    const lines = addPair(first, second);
    expect(lines.map(lineText)).toEqual(expected);
    expect(lines[0]?.recipes).toEqual([soup, stew]);
  });

  // A volume and a weight of a food whose density is known (densities.ts) add up in the weight's unit.
  it.each([
    ['1 cup flour', '200 g flour', '320 g flour'],
    ['200 g flour', '1 cup flour', '320 g flour'],
    ['4 cucharadas de azúcar', '100 g de azúcar', '150 g azúcar'],
    ['2 EL Zucker', '100 g Zucker', '125 g Zucker'],
  ])('adds %s and %s by density: %s', (first, second, merged) => {
    expect(addPair(first, second).map(lineText)).toEqual([merged]);
  });

  // Pairs that must stay two lines: the units do not convert without a density, or they are different foods.
  it.each([
    ['2 cups grated cheddar', '100 g cheddar'],
    ['1 stick butter', '1 cup butter'],
    ['1 bunch cilantro', '1/4 cup chopped cilantro'],
    ['1 (14.5 oz) can diced tomatoes', '1 (28 oz) can diced tomatoes'],
    ['1 can chickpeas', '1 (15 oz) can chickpeas'],
    ['1 cup brown sugar', '1 cup sugar'],
    ['1/2 cup unsalted butter', '1/4 cup butter'],
    ['1 red onion', '1 onion'],
    ['3 eggs', '2 egg yolks'],
  ])('keeps %s and %s apart', (first, second) => {
    expect(addPair(first, second).map(lineText)).toEqual([first, second]);
  });
});

describe('planAdditions against a stored list', () => {
  const stored = (text: string, fields: Partial<ShoppingItemRecord> = {}): ShoppingItemRecord => {
    const [line] = planAdditions([], [{ text, recipe: soup }], context()).creates;
    if (!line) throw new Error('no line');
    return { ...line, id: 'stored-1', version: 3, ...fields };
  };

  it('joins an unchecked line and leaves its version for the conditional write', () => {
    const butter = stored('1 cup butter');
    const plan = planAdditions([butter], [{ text: '2 tbsp butter', recipe: stew }], context());
    expect(plan.creates).toEqual([]);
    expect(plan.updates).toHaveLength(1);
    expect(plan.updates[0]?.before).toBe(butter);
    expect(plan.updates[0]?.after).toMatchObject({
      id: 'stored-1',
      quantity: '1 1/8',
      item: 'cups butter',
      version: 3,
      recipes: [soup, stew],
    });
  });

  it('starts a new line instead of joining a checked one', () => {
    const butter = stored('1 cup butter', { checked: true });
    const plan = planAdditions([butter], [{ text: '2 tbsp butter', recipe: stew }], context());
    expect(plan.updates).toEqual([]);
    expect(plan.creates.map(lineText)).toEqual(['2 tbsp butter']);
  });

  it('links a recipe once however many of its lines join', () => {
    const plan = planAdditions(
      [],
      [
        { text: '1 egg', recipe: soup },
        { text: '1 egg yolk', recipe: soup },
        { text: '2 eggs', recipe: soup },
      ],
      context(),
    );
    expect(plan.creates.map(lineText)).toEqual(['3 eggs', '1 egg yolk']);
    expect(plan.creates[0]?.recipes).toEqual([soup]);
  });

  it("uses the user's aisle correction for a food, and the table otherwise", () => {
    const plan = planAdditions(
      [],
      [
        { text: '2 cups oat milk', recipe: null },
        { text: '1 cup milk', recipe: null },
      ],
      context({ 'oat milk': 'pantry' }),
    );
    expect(plan.creates.map((line) => [line.food, line.aisle, line.aisleCorrected])).toEqual([
      ['oat milk', 'pantry', true],
      ['milk', 'dairy', false],
    ]);
  });

  it('shelves canned produce in the pantry', () => {
    const plan = planAdditions([], [{ text: '1 (14.5 oz) can diced tomatoes', recipe: null }], context());
    expect(plan.creates[0]?.aisle).toBe('pantry');
  });

  it('keeps the spec reading of the quantity for a line that joins nothing', () => {
    const [line] = planAdditions([], [{ text: '1-inch piece ginger', recipe: null }], context()).creates;
    expect(line).toMatchObject({ quantity: '1-', item: 'inch piece ginger', food: '1-inch piece ginger' });
  });
});
