// Bench scenarios of the ingredient finder: searching the 5,000-recipe collection (bench-recipes.ts
// seeds it with its food links and builds its finder index) by ingredients every recipe has, some have
// and few have; suggestions without a model (the CC0 library plus the newest public recipes); saving a
// suggestion. bench-finder-compare.ts runs each search both ways in-process, old beside new.
import { type BenchContext, type Scenario, type ScenarioGroup, setupCall } from './bench-scenario.js';

// The bench asks for suggestions more often than a person may in a day; this stack is throw-away.
process.env.FINDER_SUGGESTIONS_PER_DAY ??= '10000';

const big = (ctx: BenchContext) => ctx.bigToken;
const search = (label: string, ingredients: string[]): Scenario => ({
  method: 'POST',
  route: '/api/finder/search',
  label: `Finder, large collection: ${label}`,
  body: () => ({ ingredients }),
  token: big,
});

/** What the large collection's owner keeps (issue 38): a dozen foods, some with dates. */
const PANTRY = [
  '6 eggs',
  '500 g flour',
  '1 l milk',
  'garlic',
  'lemons',
  'chicken thighs',
  'rice',
  'thyme',
  'onions',
  'tomatoes',
  'butter',
  'cumin',
];

async function fillPantry(ctx: BenchContext): Promise<Partial<BenchContext>> {
  for (const [i, food] of PANTRY.entries())
    await setupCall(ctx, ctx.bigToken, '/api/pantry/items', 'POST', {
      food,
      place: i % 3 === 0 ? 'fridge' : 'cupboard',
      bestBefore: i % 2 === 0 ? `2026-12-${String(10 + i).padStart(2, '0')}` : null,
    });
  return {};
}

export const finderScenarios: ScenarioGroup = {
  name: 'finder',
  prepare: fillPantry,
  scenarios: [
    {
      method: 'GET',
      route: '/api/finder/pantry',
      label: 'Finder, large collection: cook from a pantry of 12 foods',
      token: big,
    },
    search('chicken, garlic, lemon (chicken in every recipe)', ['chicken', 'garlic', 'lemon']),
    search('garlic, thyme (1 in 8 each)', ['garlic', 'thyme']),
    search('saffron (1 in 1,000)', ['saffron']),
    search('red onion, olive oil, cumin (two terms each)', ['red onion', 'olive oil', 'cumin']),
    {
      method: 'POST',
      route: '/api/suggest-recipes',
      label: 'Finder: suggestions, no model (library + 200 newest public recipes)',
      body: () => ({ ingredients: ['tomato', 'egg', 'onion'] }),
    },
    {
      method: 'POST',
      route: '/api/suggest-recipes/save',
      label: 'Finder: save a suggestion',
      body: (_ctx, i) => ({
        title: `Bench suggestion ${i}`,
        description: 'Saved from the bench.',
        ingredients: ['6 large eggs', '2 tomatoes, sliced', '1 onion, thinly sliced'],
        instructions: ['Soften the onion.', 'Add the eggs and tomatoes and cook until set.'],
        prepTime: 10,
        cookTime: 15,
        servings: 4,
      }),
      expectStatus: 201,
    },
  ],
};
