// The finder's searches both ways, in-process on the bench's local DynamoDB: the per-term food links
// read before issue 20 beside the household finder index (finder-index.ts), with requests, bytes of
// items read and p95 for each. Imported by bench.ts once the stack has set the handlers' configuration.
import type { DocClient } from '../lambdas/src/data/client.js';
import { foodLinkRepository } from '../lambdas/src/data/entities/recipe-food.js';
import { finderIndexReader } from '../lambdas/src/data/finder-index-reader.js';
import { givenIngredients, rankByFit } from '../lambdas/src/domain/finder/rank.js';
import { MAX_MATCHES, searchCollection } from '../lambdas/src/domain/finder/use-cases.js';
import { termsOf } from '../lambdas/src/domain/ingredients/food-keys.js';
import { BIG_COLLECTION } from './bench-recipes.js';

const size = BIG_COLLECTION.toLocaleString('en-US');

/** The finder's searches run in-process both ways, old beside new, on the same collection. */
const COMPARED: [string, string[]][] = [
  ['chicken, garlic, lemon (chicken in every recipe)', ['chicken', 'garlic', 'lemon']],
  ['garlic, thyme (1 in 8 each)', ['garlic', 'thyme']],
  ['saffron (1 in 1,000)', ['saffron']],
  ['red onion, olive oil, cumin (two terms each)', ['red onion', 'olive oil', 'cumin']],
];

/** Counts the requests a client makes and the bytes of the items they read (binary by its length). */
export function measuredClient(db: DocClient) {
  const totals = { requests: 0, bytes: 0 };
  const size = (value: unknown): number =>
    value instanceof Uint8Array
      ? value.byteLength
      : value instanceof Set
        ? size([...value])
        : Array.isArray(value)
          ? value.reduce((sum: number, item) => sum + size(item), 0)
          : value && typeof value === 'object'
            ? Object.entries(value).reduce((sum, [key, item]) => sum + key.length + size(item), 0)
            : String(value).length;
  return {
    totals,
    client: {
      async send(command: never) {
        totals.requests += 1;
        const output = (await db.send(command)) as {
          Items?: unknown[];
          Item?: unknown;
          Responses?: Record<string, unknown[]>;
        };
        totals.bytes += size(output.Items ?? []) + size(output.Item ?? []) + size(output.Responses ?? {});
        return output;
      },
    } satisfies DocClient,
  };
}

/**
 * The search before issue 20: one Query per food term of the user's own food links (every link of a
 * common food, ~150 bytes each), ranked in memory, then the top matches' cards.
 */
async function searchByFoodLinks(db: DocClient, userId: string, ingredients: string[]) {
  const links = foodLinkRepository(db);
  const given = givenIngredients(ingredients);
  const reads = new Map<string, boolean>();
  for (const ingredient of given) reads.set(ingredient.key, false);
  for (const ingredient of given)
    for (const term of termsOf(ingredient.key)) if (!reads.has(term)) reads.set(term, true);
  const hitLists = await Promise.all(
    [...reads].map(([term, exactOnly]) => links.recipesWithFood(userId, term, exactOnly)),
  );
  const hits = new Map(hitLists.flat().map((hit) => [hit.recipeId, hit]));
  const newestFirst = [...hits.values()].sort((a, b) => (a.sortKey < b.sortKey ? 1 : -1));
  const ranked = rankByFit(
    given,
    newestFirst.map((hit) => ({ item: hit.recipeId, foods: hit.foods })),
  );
  const top = ranked.slice(0, MAX_MATCHES).map((entry) => entry.item);
  return { total: ranked.length, shown: (await links.finderRecipes(top)).length };
}

/**
 * Old beside new for each search: requests, bytes read and p95, in-process on the local DynamoDB, then
 * what the new way's first search in a container read (the whole index; later ones read only versions).
 */
export async function compareFinder(db: DocClient, userId: string, iterations: number): Promise<string[][]> {
  const rows: string[][] = [];
  const p95 = (times: number[]) =>
    [...times].sort((a, b) => a - b)[Math.max(0, Math.ceil(0.95 * times.length) - 1)] ?? 0;
  for (const [label, ingredients] of COMPARED) {
    const cells = [`Finder, ${size} recipes: ${label}`];
    let totals: number[] = [];
    let firstSearch = '';
    for (const way of ['links', 'index'] as const) {
      const measured = measuredClient(db);
      // Made once, as the finder's handler makes them once per container: the reader keeps the index.
      const repos = {
        finderIndex: finderIndexReader(measured.client),
        foodLinks: foodLinkRepository(measured.client),
      };
      const run = () =>
        way === 'links'
          ? searchByFoodLinks(measured.client, userId, ingredients).then((found) => found.total)
          : searchCollection(repos, { userId, householdId: userId }, ingredients).then(
              (found) => found.total,
            );
      const total = await run();
      totals = [...totals, total];
      const before = { ...measured.totals };
      if (way === 'index') firstSearch = `${before.requests} req, ${(before.bytes / 1024).toFixed(1)} KB`;
      const times: number[] = [];
      for (let i = 0; i < iterations; i += 1) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      const calls = Math.max(1, iterations);
      cells.push(
        ((measured.totals.requests - before.requests) / calls).toFixed(0),
        `${((measured.totals.bytes - before.bytes) / calls / 1024).toFixed(1)} KB`,
        p95(times).toFixed(1),
      );
    }
    cells.push(firstSearch);
    if (totals[0] !== totals[1]) throw new Error(`${label}: ${totals[0]} matches before, ${totals[1]} now`);
    rows.push(cells);
  }
  return rows;
}
