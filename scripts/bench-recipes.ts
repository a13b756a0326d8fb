// Bench scenarios of the recipes and media areas, with their setup: a few recipes made through the
// API and a 5,000-recipe collection written straight to DynamoDB with BatchWrite (as an import
// would), so Home's pages, filters and search are measured at the size the product promises.
import type { LocalStack } from '../infra/local/stack.js';
import type { HttpMethod } from '../lambdas/src/routes.js';

/** BENCH_RECIPES overrides the size (seeding 5,000 takes minutes on a busy DynamoDB Local). */
export const BIG_COLLECTION = Math.max(Number(process.env.BENCH_RECIPES ?? 5_000), 100);

export interface RecipeBenchContext {
  idToken: string;
  /** A recipe of the bench user. */
  recipeId: string;
  /** A public recipe of another user (copy, favorite). */
  otherPublicRecipeId: string;
  /** Recipes the DELETE scenario removes, one per call. */
  deletable: string[];
  /** The owner of the 5,000-recipe collection. */
  bigToken: string;
  bigUserId: string;
}

export interface RecipeScenario {
  method: HttpMethod;
  route: string;
  label?: string;
  path?: (ctx: RecipeBenchContext, i: number) => string;
  body?: (ctx: RecipeBenchContext, i: number) => unknown;
  token?: (ctx: RecipeBenchContext) => string;
  signedIn?: boolean;
  expectStatus?: number;
}

const big = (ctx: RecipeBenchContext) => ctx.bigToken;
const size = BIG_COLLECTION.toLocaleString('en-US');

export const recipeScenarios: RecipeScenario[] = [
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
  {
    method: 'DELETE',
    route: '/api/recipes/{id}',
    path: (ctx, i) => `/api/recipes/${ctx.deletable[i % ctx.deletable.length]}`,
    expectStatus: 204,
  },
  { method: 'GET', route: '/api/recipes', label: 'GET /api/recipes (small collection)' },
  { method: 'GET', route: '/api/recipes', label: `Home, ${size} recipes: page 1`, token: big },
  {
    method: 'GET',
    route: '/api/recipes',
    label: `Home, ${size}: category dinner`,
    path: () => '/api/recipes?category=dinner',
    token: big,
  },
  {
    method: 'GET',
    route: '/api/recipes',
    label: `Home, ${size}: to try`,
    path: () => '/api/recipes?filter=to-try',
    token: big,
  },
  {
    method: 'GET',
    route: '/api/recipes',
    label: `Home, ${size}: favorites`,
    path: () => '/api/recipes?filter=favorites',
    token: big,
  },
  {
    method: 'GET',
    route: '/api/recipes',
    label: `Home, ${size}: search, common word`,
    path: () => '/api/recipes?q=garlic',
    token: big,
  },
  {
    method: 'GET',
    route: '/api/recipes',
    label: `Home, ${size}: search, rare word`,
    path: () => '/api/recipes?q=saffron',
    token: big,
  },
  {
    method: 'POST',
    route: '/api/uploads/recipe-image',
    body: () => ({ contentType: 'image/webp', size: 200_000 }),
    expectStatus: 201,
  },
];

type Api = (
  path: string,
  token: string,
  method?: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown }>;

/** Creates the recipes the scenarios use; `signUp` returns a new user's ID token and id. */
export async function prepareRecipeBench(
  stack: LocalStack,
  signUp: (name: string) => Promise<{ idToken: string; userId: string }>,
  idToken: string,
  iterations: number,
): Promise<RecipeBenchContext> {
  const api: Api = async (path, token, method = 'GET', body) => {
    const response = await fetch(`${stack.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const add = async (token: string, recipes: Record<string, unknown>[]) => {
    const reply = await api('/api/recipes', token, 'POST', { recipes });
    if (reply.status !== 201) throw new Error(`Bench recipe setup failed: ${JSON.stringify(reply.body)}`);
    return (reply.body as { recipes: { id: string }[] }).recipes.map((recipe) => recipe.id);
  };
  const other = await signUp('other');
  const bigOwner = await signUp('big');
  const [recipeId] = await add(idToken, [
    { title: 'Bench recipe', ingredients: '1 onion', categoryIds: ['dinner'] },
  ]);
  const [otherPublicRecipeId] = await add(other.idToken, [{ title: 'Shared pie', isPublic: true }]);
  const deletable: string[] = [];
  for (let i = 0; i < iterations + 1; i += 20) {
    const count = Math.min(20, iterations + 1 - i);
    deletable.push(
      ...(await add(
        idToken,
        Array.from({ length: count }, (_, j) => ({ title: `Doomed ${i + j}` })),
      )),
    );
  }
  const started = performance.now();
  await seedBigCollection(bigOwner.userId);
  console.log(
    `Seeded ${BIG_COLLECTION} recipes with BatchWrite in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // What `npm run backfill:search-indexes` does for collections older than the finder index.
  const indexing = performance.now();
  const { backfillOwner } = await import('./backfill-search-indexes.js');
  const { db } = await import('../lambdas/src/shared/clients.js');
  const { config } = await import('../lambdas/src/shared/config.js');
  await backfillOwner(db, config.TABLE_NAME, bigOwner.userId);
  console.log(`Finder index built in ${((performance.now() - indexing) / 1000).toFixed(1)} s (the backfill)`);
  // A few favorites so the favorites page has something to show.
  const page = await api('/api/recipes?limit=30', bigOwner.idToken);
  for (const recipe of (page.body as { recipes: { id: string }[] }).recipes.slice(0, 30)) {
    await api(`/api/recipes/${recipe.id}/favorite`, bigOwner.idToken, 'PUT');
  }
  if (!recipeId || !otherPublicRecipeId) throw new Error('Bench recipe setup returned no ids');
  return {
    idToken,
    recipeId,
    otherPublicRecipeId,
    deletable,
    bigToken: bigOwner.idToken,
    bigUserId: bigOwner.userId,
  };
}

/** Writes BIG_COLLECTION recipes (META plus category, tag and food links) for `userId` with BatchWrite. */
async function seedBigCollection(userId: string): Promise<void> {
  // Imported here: the handlers' modules read their configuration when loaded, after the stack set it.
  const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { db } = await import('../lambdas/src/shared/clients.js');
  const { config } = await import('../lambdas/src/shared/config.js');
  const { categoryLinkItem, recipeMetaItem, tagLinkItem } = await import(
    '../lambdas/src/data/entities/recipe.js'
  );
  const { SEED_CATEGORIES } = await import('../lambdas/src/data/entities/category.js');
  const { foodLinkItems } = await import('../lambdas/src/data/entities/recipe-food.js');
  const { recipeFoodIndex } = await import('../lambdas/src/domain/ingredients/food-keys.js');
  const subcategories = SEED_CATEGORIES.filter((category) => category.parentId !== null);
  const words = ['garlic', 'onion', 'butter', 'lemon', 'thyme', 'cumin', 'basil', 'ginger'];
  const items: Record<string, unknown>[] = [];
  const base = Date.UTC(2024, 0, 1);
  for (let i = 0; i < BIG_COLLECTION; i += 1) {
    const sub = subcategories[i % subcategories.length] ?? subcategories[0];
    const parent = SEED_CATEGORIES.find((category) => category.id === sub?.parentId);
    if (!sub || !parent) throw new Error('seed categories are missing');
    const createdAt = new Date(base + i * 60_000).toISOString();
    const tag = { id: words[i % words.length] ?? 'garlic', name: words[i % words.length] ?? 'garlic' };
    const recipe = {
      id: `bench${String(i).padStart(6, '0')}`,
      userId,
      title: `Family dish ${i}`,
      description: `A weeknight favourite number ${i}, handed down and adjusted over the years.`,
      ingredients: [
        '2 cups flour',
        `1 tsp ${words[i % words.length]}`,
        '3 tbsp olive oil',
        '1 lb chicken thighs',
        '2 cups stock',
        i % 997 === 0 ? 'a pinch of saffron' : '1 bay leaf',
      ].join('\n'),
      instructions: 'Prepare everything.\nCook gently for 40 minutes.\nRest and serve.',
      sourceUrl: null,
      videoUrl: null,
      pdfUrl: null,
      imageUrl: null,
      prepTime: 10 + (i % 30),
      cookTime: 20 + (i % 60),
      servings: 2 + (i % 6),
      notes: null,
      isPublic: i % 10 === 0,
      visibility: i % 10 === 0 ? ('public' as const) : ('household' as const),
      householdId: userId,
      createdAt,
      updatedAt: createdAt,
      categories: [{ id: sub.id, name: sub.name, slug: sub.slug }],
      categoryIds: [sub.id, parent.id],
      tags: [tag],
      ratingSum: 0,
      ratingCount: 0,
      ownerRated: false,
      version: 0,
    };
    items.push(
      recipeMetaItem(recipe),
      categoryLinkItem(recipe, { category: recipe.categories[0] as never, direct: true }),
      categoryLinkItem(recipe, {
        category: { id: parent.id, name: parent.name, slug: parent.slug },
        direct: false,
      }),
      tagLinkItem(recipe, tag),
      // The ingredient finder's food links, as a recipe write leaves them (recipe-food.ts).
      ...foodLinkItems(recipe, recipeFoodIndex(recipe.ingredients)),
    );
  }
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  // Several batches at a time, not all: DynamoDB Local is one JVM on a small machine.
  const worker = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      let requests: unknown[] | undefined = batch.map((Item) => ({ PutRequest: { Item } }));
      while (requests && requests.length > 0) {
        const result: { UnprocessedItems?: Record<string, unknown[]> } = await db.send(
          new BatchWriteCommand({ RequestItems: { [config.TABLE_NAME]: requests as never } }),
        );
        requests = result.UnprocessedItems?.[config.TABLE_NAME];
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}
