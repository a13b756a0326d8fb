// "Cook from what we have" (issue 38): the household's recipes ranked by its pantry. The pantry's foods are
// the ingredients given; a recipe missing fewer foods comes first, then the one using the food whose
// best-before date is soonest (so what would spoil is cooked first), then the one using more foods, then
// the finder's own order (newest first). Foods past their date still count: the household decides.
import type { SearchResponse } from '../../contracts/finder.js';
import type { PantryRepository } from '../../data/entities/pantry.js';
import type { FinderRecipe } from '../../data/entities/recipe-food.js';
import { dateOrder, pantryIngredients, withSoonest } from './pantry-ingredients.js';
import { type CountedFit, type GivenIngredient, rankByFoodNumbers } from './rank.js';
import { type FinderRepos, matchCards, type Searcher } from './use-cases.js';

export interface PantryFinderRepos extends Pick<FinderRepos, 'foodLinks' | 'finderIndex'> {
  pantry: Pick<PantryRepository, 'read'>;
}

/** rankByFoodNumbers's fits, ordered for cooking from the pantry (fewest missing, soonest date, most used). */
export function rankFromPantry<T>(
  given: (GivenIngredient & { bestBefore: string | null })[],
  foods: string[][],
  candidates: Iterable<{ item: T; foods: ArrayLike<number> }>,
): (CountedFit<T> & { soonest: string | null })[] {
  const dateOf = new Map(given.map((ingredient) => [ingredient.name, ingredient.bestBefore]));
  return withSoonest(rankByFoodNumbers(given, foods, candidates), dateOf).sort(
    (a, b) => a.missing - b.missing || dateOrder(a.soonest, b.soonest) || b.uses.length - a.uses.length,
  );
}

export async function searchFromPantry(
  repos: PantryFinderRepos,
  searcher: Searcher,
  safe?: (recipe: FinderRecipe) => boolean,
): Promise<SearchResponse> {
  const [kept, index] = await Promise.all([
    repos.pantry.read(searcher.householdId),
    repos.finderIndex.collection(searcher.householdId),
  ]);
  const given = pantryIngredients(kept);
  if (given.length === 0) return { matches: [], total: 0 };
  const ranked = rankFromPantry(
    given,
    index.foods,
    index.entries.flatMap((entry) =>
      !entry.private || entry.owner === searcher.userId ? [{ item: entry.id, foods: entry.foods }] : [],
    ),
  );
  return matchCards(repos, searcher, given, ranked, { extra: (entry) => ({ soonest: entry.soonest }), safe });
}
