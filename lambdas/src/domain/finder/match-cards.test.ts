// The finder's cards with "safe for everyone at home" (issue 38): the index holds foods, not
// classifications, so the ranking is read page by page until 50 safe matches are found (or
// MAX_SAFE_PAGES pages are read), with an in-memory card store counting its reads.
import { describe, expect, it } from 'vitest';
import type { FinderRecipe } from '../../data/entities/recipe-food.js';
import { givenIngredients } from './rank.js';
import { MAX_MATCHES, MAX_SAFE_PAGES, matchCards } from './use-cases.js';

const recipe = (id: string, safe: boolean): FinderRecipe => ({
  id,
  userId: 'ana',
  title: id,
  description: null,
  imageUrl: null,
  prepTime: null,
  cookTime: null,
  servings: null,
  ingredients: safe ? '2 eggs' : '2 tbsp peanut butter\n2 eggs',
  householdId: 'home',
  visibility: 'household',
  isPublic: false,
  dietary: null,
});

function store(recipes: FinderRecipe[]) {
  const reads: number[] = [];
  const byId = new Map(recipes.map((r) => [r.id, r]));
  return {
    reads,
    foodLinks: {
      finderRecipes: async (ids: string[]) => {
        reads.push(ids.length);
        return ids.flatMap((id) => byId.get(id) ?? []);
      },
      recentPublicRecipes: async () => [],
    },
  };
}

const ranking = (ids: string[]) => ids.map((item) => ({ item, uses: ['egg'], usesAll: true, missing: 0 }));
const searcher = { userId: 'ana', householdId: 'home' };
const safe = (r: FinderRecipe) => !r.ingredients?.includes('peanut');

describe('matchCards with "safe for everyone at home"', () => {
  it('reads further down the ranking when the best 50 conflict, until 50 safe matches', async () => {
    // The best 60 hold peanuts; the next 70 are safe.
    const recipes = [
      ...Array.from({ length: 60 }, (_, i) => recipe(`p${i}`, false)),
      ...Array.from({ length: 70 }, (_, i) => recipe(`s${i}`, true)),
    ];
    const { foodLinks, reads } = store(recipes);
    const reply = await matchCards(
      { foodLinks },
      searcher,
      givenIngredients(['egg']),
      ranking(recipes.map((r) => r.id)),
      {
        safe,
      },
    );
    expect(reply.matches).toHaveLength(MAX_MATCHES);
    expect(reply.matches[0]?.id).toBe('s0');
    expect(reply.matches.every((match) => match.id.startsWith('s'))).toBe(true);
    expect(reads).toEqual([50, 50, 30]);
    expect(reply.total).toBe(70);
  });

  it(`stops after ${MAX_SAFE_PAGES} pages, and reads one page without the filter`, async () => {
    const recipes = Array.from({ length: 400 }, (_, i) => recipe(`p${i}`, i === 399));
    const { foodLinks, reads } = store(recipes);
    const given = givenIngredients(['egg']);
    const filtered = await matchCards({ foodLinks }, searcher, given, ranking(recipes.map((r) => r.id)), {
      safe,
    });
    expect(filtered.matches).toEqual([]);
    expect(reads).toEqual([50, 50, 50]);
    const plain = await matchCards(store(recipes), searcher, given, ranking(recipes.map((r) => r.id)));
    expect(plain.matches).toHaveLength(MAX_MATCHES);
  });
});
