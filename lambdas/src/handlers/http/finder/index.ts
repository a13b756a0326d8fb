// Finder area (issue 7): find recipes by ingredients in one's own collection, suggestions (a model
// when configured, else Hearth's library and community recipes), and saving a suggestion.
import { suggesterFromEnv } from '../../../adapters/llm/recipe-suggester.js';
import { getEntitlement } from '../../../data/entities/entitlement.js';
import { householdRepository } from '../../../data/entities/household/repository.js';
import { pantryRepository } from '../../../data/entities/pantry.js';
import { foodLinkRepository } from '../../../data/entities/recipe-food.js';
import { suggestionQuotaRepository } from '../../../data/entities/suggestion-quota.js';
import { finderIndexReader } from '../../../data/finder-index-reader.js';
import { hasFullAccess } from '../../../domain/billing/entitlement.js';
import { searchFromPantry } from '../../../domain/finder/from-pantry.js';
import { loadLibrary } from '../../../domain/finder/library/index.js';
import { saveSuggestion, suggestRecipes } from '../../../domain/finder/suggest.js';
import { type FinderRepos, searchCollection } from '../../../domain/finder/use-cases.js';
import { safeFor } from '../../../domain/recipes/use-cases/list-home.js';
import { systemClock } from '../../../domain/recipes/use-cases/repositories.js';
import { db } from '../../../shared/clients.js';
import { finderSuggestionsPerDay } from '../../../shared/config.js';
import { bindRoutes, httpApi, json } from '../../shared/http.js';
import { recipeCreation } from '../../shared/recipe-creation.js';
import { finderManifest } from './manifest.js';

/** FINDER_SUGGESTIONS_PER_DAY: suggestion requests one user may make per UTC day (default 20). */
const dailyLimit = finderSuggestionsPerDay();

const suggester = suggesterFromEnv();

/**
 * AI suggestions are a paid feature (each costs a model call). Without full access a cook still gets
 * suggestions, from Hearth's library and the community, exactly as when no model is configured.
 */
async function mayUseModel(userId: string): Promise<boolean> {
  return hasFullAccess(await getEntitlement(userId), new Date());
}

const repos: FinderRepos = {
  finderIndex: finderIndexReader(db),
  foodLinks: foodLinkRepository(db),
  quota: suggestionQuotaRepository(db),
};
const pantryFinder = { ...repos, pantry: pantryRepository(db) };
const households = householdRepository(db);
/** Saving a suggestion creates a recipe: the same entry point, with the free tier's allowance. */
const recipeRepos = recipeCreation();

export const handler = httpApi(
  bindRoutes(finderManifest, {
    searchCollection: ({ caller, body }) =>
      searchCollection(repos, caller, body.ingredients, safeFor(body.avoid ?? [], body.diets ?? [])),
    searchFromPantry: ({ caller, query }) =>
      searchFromPantry(pantryFinder, caller, safeFor(query.avoid ?? [], query.diets ?? [])),
    suggestRecipes: async ({ caller, body }) => {
      // Issue 38: never a recipe that conflicts with someone at home unless the person asks for every
      // recipe; ranked by the pantry. The household (members and their needs) and the pantry: two Queries.
      const [household, pantry, useModel] = await Promise.all([
        body.anyone ? null : households.read(caller.householdId),
        pantryFinder.pantry.read(caller.householdId),
        suggester ? mayUseModel(caller.userId) : false,
      ]);
      const members = household?.members ?? [];
      const safe = body.anyone
        ? undefined
        : safeFor(
            [...new Set([...(body.avoid ?? []), ...members.flatMap((member) => member.allergies ?? [])])],
            [...new Set([...(body.diets ?? []), ...members.flatMap((member) => member.diets ?? [])])],
          );
      return suggestRecipes(
        {
          repos,
          suggester: suggester && useModel ? suggester : null,
          library: loadLibrary,
          clock: systemClock,
          dailyLimit,
        },
        caller.userId,
        body.ingredients,
        { safe, pantry },
      );
    },
    saveSuggestion: async ({ caller, body }) =>
      json(201, { recipe: await saveSuggestion(recipeRepos, caller, body, systemClock) }),
  }),
);
