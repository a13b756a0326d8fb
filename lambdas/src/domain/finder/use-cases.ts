// The ingredient finder's search: the household's collection ranked by fit, and the cards of the top
// matches (suggesting recipes and saving one: ./suggest.ts).

import type { SearchResponse } from '../../contracts/finder.js';
import type { FinderRecipe, FoodLinkRepository } from '../../data/entities/recipe-food.js';
import type { SuggestionQuotaRepository } from '../../data/entities/suggestion-quota.js';
import type { FinderIndexReader } from '../../data/finder-index-reader.js';
import {
  type CountedFit,
  type GivenIngredient,
  givenIngredients,
  missingLines,
  rankByFoodNumbers,
} from './rank.js';

/** Matches shown from the collection; `total` still counts them all. */
export const MAX_MATCHES = 50;

export interface FinderRepos {
  finderIndex: Pick<FinderIndexReader, 'collection'>;
  foodLinks: Pick<FoodLinkRepository, 'finderRecipes' | 'recentPublicRecipes'>;
  quota: Pick<SuggestionQuotaRepository, 'take' | 'giveBack'>;
}

/** Who searches: their own recipes and the household's shared ones are their collection. */
export interface Searcher {
  userId: string;
  householdId: string;
}

/**
 * The household's recipes (other members' private ones left out) ranked by fit: the household's
 * finder index (finder-index-reader.ts, kept warm between searches), ranked in memory, then the top
 * matches' cards.
 */
export async function searchCollection(
  repos: Pick<FinderRepos, 'foodLinks' | 'finderIndex'>,
  searcher: Searcher,
  ingredients: string[],
  safe?: (recipe: FinderRecipe) => boolean,
): Promise<SearchResponse> {
  const { userId, householdId } = searcher;
  const given = givenIngredients(ingredients);
  const { foods, entries } = await repos.finderIndex.collection(householdId);
  const ranked = rankByFoodNumbers(
    given,
    foods,
    entries.flatMap((entry) =>
      !entry.private || entry.owner === userId ? [{ item: entry.id, foods: entry.foods }] : [],
    ),
  );
  return matchCards(repos, searcher, given, ranked, { safe });
}

/**
 * With "safe for everyone at home" (issue 38: the index holds foods, not classifications), the ranking
 * is read in pages of MAX_MATCHES until MAX_MATCHES safe matches are found or this many pages are read,
 * so a household whose best matches mostly conflict still sees safe ones further down.
 */
export const MAX_SAFE_PAGES = 3;

/**
 * The cards of the best MAX_MATCHES of a ranking, in its order (the household's recipes only, other
 * members' private ones left out); `total` counts the whole ranking less any the cards refused. With
 * `safe`, pages are read further down the ranking (MAX_SAFE_PAGES) for those it refuses.
 */
export async function matchCards<E extends CountedFit<string>>(
  repos: Pick<FinderRepos, 'foodLinks'>,
  searcher: Searcher,
  given: GivenIngredient[],
  ranked: E[],
  options: {
    extra?: (entry: E) => Partial<SearchResponse['matches'][number]>;
    safe?: (recipe: FinderRecipe) => boolean;
  } = {},
): Promise<SearchResponse> {
  const { extra = () => ({}), safe } = options;
  const { userId, householdId } = searcher;
  const matches: SearchResponse['matches'] = [];
  let read = 0;
  let refused = 0;
  for (let page = 0; page < (safe ? MAX_SAFE_PAGES : 1) && matches.length < MAX_MATCHES; page += 1) {
    const batch = ranked.slice(read, read + MAX_MATCHES);
    if (batch.length === 0) break;
    read += batch.length;
    const recipes = new Map(
      (await repos.foodLinks.finderRecipes(batch.map((entry) => entry.item)))
        // The index is the household's; the recipe itself has the last word on who may see it.
        .filter(
          (recipe) =>
            recipe.householdId === householdId &&
            (recipe.visibility !== 'private' || recipe.userId === userId) &&
            (!safe || safe(recipe)),
        )
        .map((recipe) => [recipe.id, recipe]),
    );
    for (const entry of batch) {
      const recipe = recipes.get(entry.item);
      if (!recipe) {
        refused += 1;
        continue;
      }
      if (matches.length === MAX_MATCHES) continue;
      matches.push({
        id: recipe.id,
        title: recipe.title,
        description: recipe.description,
        imageUrl: recipe.imageUrl,
        prepTime: recipe.prepTime,
        cookTime: recipe.cookTime,
        servings: recipe.servings,
        uses: entry.uses,
        missing: missingLines(given, recipe.ingredients),
        usesAll: entry.usesAll,
        ...extra(entry),
      });
    }
  }
  return { matches, total: ranked.length - refused };
}
