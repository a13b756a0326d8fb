// Bench scenarios of Community search at the size it must stay fast at: BENCH_COMMUNITY (default
// 100,000) public recipes written straight to DynamoDB Local with parallel BatchWrites, together with
// their community word-index entries and vocabulary counts, exactly as recipe writes would leave them.
// Titles and descriptions come from a word list with a skewed distribution, so there are very common
// words ('chicken', in about a fifth), rare ones ('saffron', 1 in 5,000) and shared prefixes ('choc').
import type { Scenario, ScenarioGroup } from './bench-scenario.js';

export const COMMUNITY_SIZE = Math.max(Number(process.env.BENCH_COMMUNITY ?? 100_000), 1_000);

/**
 * A search reads its words' counts (a BatchGet, or the vocabulary for a prefix), at most two rounds of
 * 600 index entries (FILTERED_ROUND_READ) over its words' partitions, and a page's cards.
 */
const SEARCH = { requests: 5, items: 1300 };

const search = (label: string, q: string, budget = SEARCH): Scenario => ({
  method: 'GET',
  route: '/api/community/recipes',
  label: `Community, all public recipes: ${label}`,
  path: () => `/api/community/recipes?q=${encodeURIComponent(q)}`,
  signedIn: false,
  budget,
});

/** Community search; `npm run bench` first seeds COMMUNITY_SIZE public recipes (seedCommunity). */
export const communityScenarios: ScenarioGroup = {
  name: 'community',
  scenarios: [
    {
      method: 'GET',
      route: '/api/community/recipes',
      label: 'Community, all public recipes: first page',
      path: () => '/api/community/recipes',
      signedIn: false,
    },
    search("common word 'chicken'", 'chicken'),
    search("rare word 'saffron'", 'saffron'),
    search("two words 'chicken garlic'", 'chicken garlic'),
    search("two words, rare pair 'lemon tagine'", 'lemon tagine'),
    search("prefix 'choc'", 'choc'),
    // A one-letter prefix has a bucket of its own: a page of it and its cards (issue 20).
    search("prefix 's'", 's', { requests: 3, items: 50 }),
  ],
};

const ADJECTIVES = [
  'spicy',
  'creamy',
  'crispy',
  'smoky',
  'zesty',
  'rustic',
  'golden',
  'tangy',
  'hearty',
  'sticky',
  'quick',
  'easy',
  'classic',
  'grandmas',
  'sunday',
  'summer',
  'winter',
  'roasted',
  'slow',
  'baked',
];
const MAINS = [
  'chicken',
  'beef',
  'pork',
  'lamb',
  'salmon',
  'tofu',
  'mushroom',
  'lentil',
  'prawn',
  'chickpea',
  'aubergine',
  'potato',
  'pumpkin',
  'cod',
  'turkey',
  'duck',
  'halloumi',
  'spinach',
  'cauliflower',
  'sausage',
];
const DISHES = [
  'curry',
  'stew',
  'pie',
  'soup',
  'salad',
  'tacos',
  'risotto',
  'pasta',
  'bake',
  'skewers',
  'traybake',
  'burgers',
  'noodles',
  'tagine',
  'casserole',
  'gratin',
  'fritters',
  'chowder',
  'biryani',
  'stirfry',
];
const INGREDIENTS = [
  'garlic',
  'onion',
  'lemon',
  'ginger',
  'thyme',
  'rosemary',
  'basil',
  'cumin',
  'paprika',
  'chilli',
  'butter',
  'cream',
  'tomatoes',
  'honey',
  'mustard',
  'parmesan',
  'feta',
  'coconut',
  'coriander',
  'mint',
  'oregano',
  'sage',
  'fennel',
  'leeks',
  'peas',
  'olives',
  'capers',
  'yoghurt',
  'tahini',
  'miso',
];
const DESSERTS = [
  'chocolate',
  'chocolatey',
  'choux',
  'cheesecake',
  'brownies',
  'crumble',
  'tart',
  'pudding',
  'cookies',
  'sponge',
];
const FINISHES = [
  'perfect for weeknights',
  'ready in under an hour',
  'great for a crowd',
  'a family favourite',
  'lovely with crusty bread',
  'even better the next day',
  'made for sharing',
  'cosy comfort food',
];

/** Deterministic pseudo-random numbers, so every run seeds the same community. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Picks with a skew towards the first entries (a rough Zipf), as real vocabularies are. */
const skewed = (next: () => number, list: string[]) => list[Math.floor(next() ** 2 * list.length)] as string;

function recipeText(i: number, next: () => number) {
  if (i % 8 === 0) {
    const dessert = skewed(next, DESSERTS);
    return {
      title: `${skewed(next, ADJECTIVES)} ${dessert}`,
      description: `A ${skewed(next, ADJECTIVES)} ${dessert} with ${skewed(next, INGREDIENTS)} and ${skewed(next, INGREDIENTS)}, ${skewed(next, FINISHES)}.`,
    };
  }
  const main = i % 5 === 0 ? 'chicken' : skewed(next, MAINS);
  const dish = skewed(next, DISHES);
  const rare = i % 5_000 === 7 ? ' and a pinch of saffron' : '';
  return {
    title: `${skewed(next, ADJECTIVES)} ${main} ${dish}`,
    description: `A ${skewed(next, ADJECTIVES)} ${dish} of ${main} with ${skewed(next, INGREDIENTS)}, ${skewed(next, INGREDIENTS)} and ${skewed(next, INGREDIENTS)}${rare}, ${skewed(next, FINISHES)}.`,
  };
}

/** Writes COMMUNITY_SIZE public recipes with their index entries, printing progress. */
export async function seedCommunity(): Promise<void> {
  // Imported here: the handlers' modules read their configuration when loaded, after the stack set it.
  const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { db } = await import('../lambdas/src/shared/clients.js');
  const { config } = await import('../lambdas/src/shared/config.js');
  const { recipeMetaItem } = await import('../lambdas/src/data/entities/recipe.js');
  const { communityEntries, communityKeys, indexedWords } = await import(
    '../lambdas/src/data/entities/community-index.js'
  );
  const started = performance.now();
  const next = random(42);
  const counts = new Map<string, number>();
  const base = Date.UTC(2023, 0, 1);
  let written = 0;

  const queue: Record<string, unknown>[][] = [];
  const writeBatch = async (batch: Record<string, unknown>[]) => {
    let requests: unknown[] | undefined = batch.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests && requests.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** attempt)));
      const result: { UnprocessedItems?: Record<string, unknown[]> } = await db.send(
        new BatchWriteCommand({ RequestItems: { [config.TABLE_NAME]: requests as never } }),
      );
      requests = result.UnprocessedItems?.[config.TABLE_NAME];
    }
  };
  const drain = async () => {
    // Several batches at a time, not all: DynamoDB Local is one JVM on a small machine.
    const worker = async () => {
      for (let batch = queue.shift(); batch; batch = queue.shift()) await writeBatch(batch);
    };
    await Promise.all(Array.from({ length: 12 }, worker));
  };

  const CHUNK = 2_000;
  for (let from = 0; from < COMMUNITY_SIZE; from += CHUNK) {
    const items: Record<string, unknown>[] = [];
    for (let i = from; i < Math.min(COMMUNITY_SIZE, from + CHUNK); i += 1) {
      const createdAt = new Date(base + i * 60_000).toISOString();
      const recipe = {
        id: `cbench${String(i).padStart(7, '0')}`,
        userId: `community-bench-${i % 50}`,
        ...recipeText(i, next),
        ingredients: '2 cups flour\n1 onion',
        instructions: 'Prepare.\nCook.\nServe.',
        sourceUrl: null,
        videoUrl: null,
        pdfUrl: null,
        imageUrl: null,
        prepTime: 5 + (i % 40),
        cookTime: 10 + (i % 90),
        servings: 2 + (i % 6),
        notes: null,
        isPublic: true,
        visibility: 'public' as const,
        householdId: `community-bench-${i % 50}`,
        createdAt,
        updatedAt: createdAt,
        categories: [],
        categoryIds: [],
        tags: [],
        ratingSum: 0,
        ratingCount: 0,
        ownerRated: false,
        version: 0,
      };
      items.push(recipeMetaItem(recipe), ...communityEntries(recipe));
      for (const word of indexedWords(recipe)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    for (let i = 0; i < items.length; i += 25) queue.push(items.slice(i, i + 25));
    await drain();
    written = Math.min(COMMUNITY_SIZE, from + CHUNK);
    if (written % 10_000 === 0 || written === COMMUNITY_SIZE) {
      const seconds = (performance.now() - started) / 1000;
      console.log(`  community seed: ${written.toLocaleString('en-US')} recipes in ${seconds.toFixed(0)} s`);
    }
  }
  const vocabulary = [...counts].map(([word, count]) => ({
    ...communityKeys.vocabulary(word),
    type: 'communityVocabulary',
    count,
  }));
  for (let i = 0; i < vocabulary.length; i += 25) queue.push(vocabulary.slice(i, i + 25));
  await drain();
  console.log(
    `Seeded ${COMMUNITY_SIZE.toLocaleString('en-US')} public recipes and their word index (${vocabulary.length} words) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
