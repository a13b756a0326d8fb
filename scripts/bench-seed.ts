// The large collection the bench measures Home, the finder and a family against: 5,000 recipes written
// straight to DynamoDB with BatchWrite (as an import would) in `npm run bench`, or a few dozen added
// through the API (20 at a time, as a person pasting recipes would) where the stack runs in another
// process (the budget test). The same words either way: a common ingredient in every recipe, a tag in
// one of eight, saffron in one of 997.
import { CATEGORY_TREE } from '../lambdas/src/contracts/category-tree.js';
import { type SeedCollection, setupCall } from './bench-scenario.js';

const WORDS = ['garlic', 'onion', 'butter', 'lemon', 'thyme', 'cumin', 'basil', 'ginger'];

/** Recipe `i`'s ingredients (chicken in every one, saffron in one of 997). */
const ingredientsOf = (i: number) =>
  [
    '2 cups flour',
    `1 tsp ${WORDS[i % WORDS.length]}`,
    '3 tbsp olive oil',
    '1 lb chicken thighs',
    '2 cups stock',
    i % 997 === 0 ? 'a pinch of saffron' : '1 bay leaf',
  ].join('\n');

/**
 * Writes `size` recipes (META plus category, tag and food links) for `owner` with BatchWrite, then
 * builds their finder index as `npm run backfill:search-indexes` does. Needs the bench's in-process
 * stack: the handlers' modules read its configuration when they load.
 */
export const seedCollectionDirectly: SeedCollection = async ({ userId }, size) => {
  const started = performance.now();
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
  const words = WORDS;
  const items: Record<string, unknown>[] = [];
  const base = Date.UTC(2024, 0, 1);
  for (let i = 0; i < size; i += 1) {
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
      ingredients: ingredientsOf(i),
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
  console.log(
    `Seeded ${size} recipes with BatchWrite in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const indexing = performance.now();
  const { backfillOwner } = await import('./backfill-search-indexes.js');
  await backfillOwner(db, config.TABLE_NAME, userId);
  console.log(`Finder index built in ${((performance.now() - indexing) / 1000).toFixed(1)} s (the backfill)`);
};

/**
 * Adds `size` recipes through the API, 20 a request: the budget test's collection (the stack runs in
 * another process there). Categories and tags are spread as in the direct seed; every tenth is public.
 */
export const seedCollectionThroughApi: SeedCollection = async ({ idToken }, size, stackUrl) => {
  // The tree itself, not the category entity: that module needs the handlers' configuration.
  const subcategories = CATEGORY_TREE.filter((parent) => !parent.hidden).flatMap(
    (parent) => parent.children ?? [],
  );
  for (let start = 0; start < size; start += 20) {
    const recipes = Array.from({ length: Math.min(20, size - start) }, (_, k) => {
      const i = start + k;
      return {
        title: `Family dish ${i}`,
        description: `A weeknight favourite number ${i}, handed down and adjusted over the years.`,
        ingredients: ingredientsOf(i),
        instructions: 'Prepare everything.\nCook gently for 40 minutes.\nRest and serve.',
        prepTime: 10 + (i % 30),
        cookTime: 20 + (i % 60),
        servings: 2 + (i % 6),
        categoryIds: [subcategories[i % subcategories.length]?.id ?? 'dinner'],
        tags: WORDS[i % WORDS.length],
        visibility: i % 10 === 0 ? 'public' : 'household',
      };
    });
    await setupCall({ stackUrl }, idToken, '/api/recipes', 'POST', { recipes });
  }
};
