// TEMP: where the finder's in-process time goes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../infra/local/stack.js';
import { signUpBenchCook } from './bench-account.js';
import { seedCollectionDirectly } from './bench-seed.js';

const dataDir = await mkdtemp(join(tmpdir(), 'hearth-fin-'));
const stack = await startLocalStack({ port: 0, dataDir, serveFrontend: false, quiet: true, inMemory: true });
try {
  const owner = await signUpBenchCook(stack.url, `fin-${Date.now()}@example.com`, 'Finder-pass-123');
  await seedCollectionDirectly(owner, Number(process.env.SIZE ?? 5000), stack.url);
  const { db } = await import('../lambdas/src/shared/clients.js');
  const { finderIndexReader } = await import('../lambdas/src/data/finder-index-reader.js');
  const { foodLinkRepository } = await import('../lambdas/src/data/entities/recipe-food.js');
  const { givenIngredients, rankByFoodNumbers } = await import('../lambdas/src/domain/finder/rank.js');
  const { searchCollection } = await import('../lambdas/src/domain/finder/use-cases.js');
  const reader = finderIndexReader(db);
  const links = foodLinkRepository(db);
  const searcher = { userId: owner.userId, householdId: owner.userId };
  const terms = ['chicken', 'garlic', 'lemon'];
  await searchCollection({ finderIndex: reader, foodLinks: links }, searcher, terms);
  const parts: Record<string, number[]> = { collection: [], rank: [], cards: [], total: [] };
  for (let i = 0; i < 40; i++) {
    const t0 = performance.now();
    const given = givenIngredients(terms);
    const { foods, entries } = await reader.collection(searcher.householdId);
    const t1 = performance.now();
    const ranked = rankByFoodNumbers(
      given,
      foods,
      entries.map((e) => ({ item: e.id, foods: e.foods })),
    );
    const t2 = performance.now();
    await links.finderRecipes(ranked.slice(0, 50).map((e) => e.item));
    const t3 = performance.now();
    parts.collection?.push(t1 - t0);
    parts.rank?.push(t2 - t1);
    parts.cards?.push(t3 - t2);
    const s = performance.now();
    await searchCollection({ finderIndex: reader, foodLinks: links }, searcher, terms);
    parts.total?.push(performance.now() - s);
  }
  const q = (list: number[], p: number) =>
    [...list].sort((a, b) => a - b)[Math.ceil(p * list.length) - 1] ?? 0;
  for (const [name, list] of Object.entries(parts))
    console.log(`${name.padEnd(11)} p50 ${q(list, 0.5).toFixed(1)}  p95 ${q(list, 0.95).toFixed(1)} ms`);
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
