// Bench scenarios of the recipes area, with their setup: a few recipes made through the API, and the
// large collection (bench-seed.ts) Home's pages, filters and search are measured against.
import { type BenchContext, type Scenario, type ScenarioGroup, setupCall } from './bench-scenario.js';

/** BENCH_RECIPES overrides the size (seeding 5,000 takes minutes on a busy DynamoDB Local). */
export const BIG_COLLECTION = Math.max(Number(process.env.BENCH_RECIPES ?? 5_000), 100);

const big = (ctx: BenchContext) => ctx.bigToken;

/** A fresh recipe of the bench cook, for a call that deletes one. */
const freshRecipe = async (ctx: BenchContext, i: number) => {
  const added = await setupCall<{ recipes: { id: string }[] }>(ctx, ctx.idToken, '/api/recipes', 'POST', {
    recipes: [{ title: `Doomed ${i}` }],
  });
  return { path: `/api/recipes/${added.recipes[0]?.id}` };
};

/**
 * A fresh version of one's own of the bench recipe, and an edit of the recipe since (issue 39): the
 * variant's address, and what taking in every change of the original sends.
 */
const variantWithChanges = async (ctx: BenchContext, i: number) => {
  const variant = await setupCall<{ id: string }>(
    ctx,
    ctx.idToken,
    `/api/recipes/${ctx.recipeId}/variant`,
    'POST',
    {
      title: `Bench recipe, taking changes ${i}`,
    },
  );
  await setupCall(ctx, ctx.idToken, `/api/recipes/${ctx.recipeId}`, 'PATCH', {
    ingredients: `2 cloves garlic\n${i + 1} tbsp olive oil\n400 g tomatoes\nsalt`,
    servings: (i % 8) + 2,
  });
  const path = `/api/recipes/${variant.id}/original-changes`;
  const looked = await setupCall<{ version: number; to: number; changes: { id: string; fits: boolean }[] }>(
    ctx,
    ctx.idToken,
    path,
    'GET',
  );
  const take = looked.changes.filter((change) => change.fits).map((change) => change.id);
  return { path, body: { version: looked.version, to: looked.to, take } };
};

/**
 * A fresh recipe of the bench cook saved from a photo with an old reading of two lines (issue 36): its
 * reread address, and what taking both of today's readings sends.
 */
const oldReading = async (ctx: BenchContext, i: number) => {
  const lines = ['1% cups flour', `${i + 2} eggs`, 'Ya cup sugar'];
  const added = await setupCall<{ recipes: { id: string }[] }>(ctx, ctx.idToken, '/api/recipes', 'POST', {
    recipes: [
      {
        title: `Read from a card ${i}`,
        ingredients: lines.join('\n'),
        readings: lines.map((text) => ({ field: 'ingredients', text, read: text, confidence: 40 })),
      },
    ],
  });
  const path = `/api/recipes/${added.recipes[0]?.id}/reread`;
  const looked = await setupCall<{ version: number; offers: { field: string; line: number }[] }>(
    ctx,
    ctx.idToken,
    path,
    'GET',
  );
  const take = looked.offers.map(({ field, line }) => ({ field, line }));
  return { path, body: { version: looked.version, take } };
};

/** Home on the large collection: `what` names the page, `query` its query string. */
const home = (what: string, query = '', budget?: Scenario['budget']): Scenario => ({
  method: 'GET',
  route: '/api/recipes',
  label: `Home, large collection: ${what}`,
  path: () => `/api/recipes${query}`,
  token: big,
  ...(budget ? { budget } : {}),
});

/** A search or a category reads at most two pages of 500 recipes (FILTERED_PAGE_READ) to fill its 24. */
const FILTERED = { requests: 2, items: 1000 };
/** The favourites are the cook's marks, newest first, then those recipes' cards (a BatchGet). */
const FAVOURITES = { requests: 2, items: 48 };

/** A page of the household's timeline (48 entries) and its recipes' cards (a BatchGet). */
const BY_LAST_COOKED = { requests: 2, items: 96 };

export const recipeScenarios: ScenarioGroup = {
  name: 'recipes',
  prepare: (ctx) => prepareRecipeBench(ctx),
  scenarios: [
    { method: 'GET', route: '/api/categories' },
    {
      method: 'POST',
      route: '/api/recipes',
      body: (_ctx, i) => ({
        recipes: [{ title: `Bench stew ${i}`, categoryIds: ['dinner-beef'], tags: 'bench, stew' }],
      }),
      expectStatus: 201,
    },
    { method: 'GET', route: '/api/recipes/{id}', path: (ctx) => `/api/recipes/${ctx.recipeId}` },
    {
      method: 'PATCH',
      route: '/api/recipes/{id}',
      path: (ctx) => `/api/recipes/${ctx.recipeId}`,
      body: (_ctx, i) => ({ title: `Bench recipe v${i}`, tags: `edit${i % 3}` }),
    },
    {
      method: 'PUT',
      route: '/api/recipes/{id}/notes',
      path: (ctx) => `/api/recipes/${ctx.recipeId}/notes`,
      body: (_ctx, i) => ({ notes: `note ${i}` }),
    },
    {
      method: 'PUT',
      route: '/api/recipes/{id}/dietary',
      label: 'Recipe: correct its allergen and diet badges',
      path: (ctx) => `/api/recipes/${ctx.recipeId}/dietary`,
      body: (_ctx, i) => ({
        notContains: [],
        fits: i % 2 === 0 ? ['vegetarian'] : [],
        note: 'vegetable stock',
      }),
    },
    {
      method: 'PUT',
      route: '/api/recipes/{id}/video-link',
      path: (ctx) => `/api/recipes/${ctx.recipeId}/video-link`,
      body: (_ctx, i) => ({ videoUrl: `https://youtu.be/bench${i}` }),
    },
    {
      method: 'PUT',
      route: '/api/recipes/{id}/visibility',
      path: (ctx) => `/api/recipes/${ctx.recipeId}/visibility`,
      body: (_ctx, i) => ({ isPublic: i % 2 === 0 }),
    },
    {
      method: 'PUT',
      route: '/api/recipes/{id}/rating',
      path: (ctx) => `/api/recipes/${ctx.otherPublicRecipeId}/rating`,
      body: (_ctx, i) => ({ rating: (i % 5) + 1 }),
    },
    {
      method: 'PUT',
      route: '/api/recipes/{id}/favorite',
      path: (ctx) => `/api/recipes/${ctx.otherPublicRecipeId}/favorite`,
    },
    {
      method: 'DELETE',
      route: '/api/recipes/{id}/favorite',
      path: (ctx) => `/api/recipes/${ctx.otherPublicRecipeId}/favorite`,
    },
    {
      method: 'POST',
      route: '/api/recipes/{id}/copy',
      path: (ctx) => `/api/recipes/${ctx.otherPublicRecipeId}/copy`,
      expectStatus: 201,
    },
    // Its history (issue 39), after the edits above: a page of 20 versions, one rebuilt, a restore.
    {
      method: 'GET',
      route: '/api/recipes/{id}/versions',
      path: (ctx) => `/api/recipes/${ctx.recipeId}/versions`,
    },
    {
      method: 'GET',
      route: '/api/recipes/{id}/versions/{revision}',
      path: (ctx) => `/api/recipes/${ctx.recipeId}/versions/2`,
    },
    {
      method: 'POST',
      route: '/api/recipes/{id}/versions/{revision}/restore',
      path: (ctx) => `/api/recipes/${ctx.recipeId}/versions/1/restore`,
    },
    // The cook log and a version of one's own (issue 39).
    {
      method: 'POST',
      route: '/api/recipes/{id}/cooked',
      path: (ctx) => `/api/recipes/${ctx.recipeId}/cooked`,
      body: (_ctx, i) => ({
        cookedOn: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
        cookName: 'Bench cook',
      }),
      expectStatus: 201,
    },
    { method: 'GET', route: '/api/cook-log' },
    {
      method: 'POST',
      route: '/api/recipes/{id}/variant',
      path: (ctx) => `/api/recipes/${ctx.recipeId}/variant`,
      body: (_ctx, i) => ({ title: `Bench recipe, my way ${i}` }),
      expectStatus: 201,
    },
    // A variant looks at its original's changes since, and takes them in (issue 39).
    {
      method: 'GET',
      route: '/api/recipes/{id}/original-changes',
      arrange: async (ctx, i) => ({ path: (await variantWithChanges(ctx, i)).path }),
    },
    { method: 'POST', route: '/api/recipes/{id}/original-changes', arrange: variantWithChanges },
    // A photo's lines read again with today's rules, and the cook taking them (issue 36).
    {
      method: 'GET',
      route: '/api/recipes/{id}/reread',
      arrange: async (ctx, i) => ({ path: (await oldReading(ctx, i)).path }),
    },
    { method: 'POST', route: '/api/recipes/{id}/reread', arrange: oldReading },
    { method: 'DELETE', route: '/api/recipes/{id}', arrange: freshRecipe, expectStatus: 204 },
    { method: 'GET', route: '/api/recipes', label: 'GET /api/recipes (small collection)' },
    home('page 1'),
    home('category dinner', '?category=dinner', FILTERED),
    home('to try', '?filter=to-try'),
    home('favorites', '?filter=favorites', FAVOURITES),
    home('search, common word', '?q=garlic', FILTERED),
    home('search, rare word', '?q=saffron', FILTERED),
    // By the cook log (issue 39): never cooked is the page as read, thinned; the orders by last cooked
    // read a page of the timeline (twice the page's size) and its recipes' cards.
    home('never cooked', '?cooked=never'),
    {
      method: 'GET',
      route: '/api/recipes',
      label: "Home by last cooked (the bench cook's log, after its meals above)",
      path: () => '/api/recipes?cooked=recent',
      budget: BY_LAST_COOKED,
    },
    {
      method: 'GET',
      route: '/api/recipes',
      label: 'Home, not cooked for longest first',
      path: () => '/api/recipes?cooked=longest',
      budget: BY_LAST_COOKED,
    },
  ],
};

/**
 * The recipes the scenarios use: one of the bench cook's, another cook's public one, and the large
 * collection of a third cook with 30 favourites (so the favourites page has a page to show).
 */
async function prepareRecipeBench(ctx: BenchContext): Promise<Partial<BenchContext>> {
  const add = async (token: string, recipes: Record<string, unknown>[]) => {
    const reply = await setupCall<{ recipes: { id: string }[] }>(ctx, token, '/api/recipes', 'POST', {
      recipes,
    });
    return reply.recipes.map((recipe) => recipe.id);
  };
  const bigOwner = await ctx.signUp('big');
  const [recipeId] = await add(ctx.idToken, [
    { title: 'Bench recipe', ingredients: '1 onion', categoryIds: ['dinner'] },
  ]);
  const [otherPublicRecipeId] = await add(ctx.other.idToken, [{ title: 'Shared pie', isPublic: true }]);
  await ctx.seed(bigOwner, ctx.collectionSize, ctx.stackUrl);
  const page = await setupCall<{ recipes: { id: string }[] }>(ctx, bigOwner.idToken, '/api/recipes?limit=30');
  for (const recipe of page.recipes.slice(0, 30))
    await setupCall(ctx, bigOwner.idToken, `/api/recipes/${recipe.id}/favorite`, 'PUT');
  if (!recipeId || !otherPublicRecipeId) throw new Error('Bench recipe setup returned no ids');
  return { recipeId, otherPublicRecipeId, bigToken: bigOwner.idToken, bigUserId: bigOwner.userId };
}
