// The recipe page's "Hearth reads N lines of this recipe better now" (issue 36): a saved recipe's
// imported lines read again with today's rules (domain/import/reread.ts), offered to whoever may edit
// the recipe (its owner: 403 for others who see it, 404 for the rest), and the chosen ones taken as an
// edit made on the version the cook was shown (409 if the recipe changed since, so a concurrent edit is
// never lost), which goes into the recipe's history like any edit.

import type { RecipeDetail } from '../../../contracts/recipe-views.js';
import type { ApplyRereadRequest, RereadOffers } from '../../../contracts/reread.js';
import type { RecipeRecord } from '../../../data/entities/recipe.js';
import { badRequest, conflict } from '../../../shared/errors.js';
import { type RereadLine, rereadRecipe, takeRereadLines } from '../../import/reread.js';
import { type RecipeViewer, requireOwner } from './access.js';
import type { Clock } from './repositories.js';
import { updateRecipe } from './update-recipe.js';

type UpdateRepos = Parameters<typeof updateRecipe>[0];

export const REREAD_STALE = 'This recipe changed since you looked at the lines. Look at them again.';
export const NOT_OFFERED = 'That line is not one Hearth offered to read again';

const offersOf = (recipe: RecipeRecord): RereadLine[] => rereadRecipe(recipe, recipe.readings ?? []);

async function load(repos: UpdateRepos, viewer: RecipeViewer, recipeId: string): Promise<RecipeRecord> {
  const found = await repos.recipes.getWithLinks(recipeId);
  return requireOwner(found?.recipe ?? null, viewer);
}

/** The lines of a recipe today's reader reads otherwise, and the version they were read on. */
export async function rereadOffers(
  repos: UpdateRepos,
  viewer: RecipeViewer,
  recipeId: string,
): Promise<RereadOffers> {
  const recipe = await load(repos, viewer, recipeId);
  return { version: recipe.version, offers: offersOf(recipe) };
}

/** Takes the chosen offers into the recipe, as an edit of the version the cook looked at. */
export async function applyReread(
  repos: UpdateRepos,
  viewer: RecipeViewer,
  recipeId: string,
  request: ApplyRereadRequest,
  clock: Clock,
): Promise<RecipeDetail> {
  const recipe = await load(repos, viewer, recipeId);
  if (recipe.version !== request.version) throw conflict(REREAD_STALE);
  const taken = takeRereadLines(recipe, recipe.readings ?? [], request.take);
  if (!taken) throw badRequest(NOT_OFFERED);
  // The taken lines' readings move to their new text in the same write, so they are not offered again.
  return updateRecipe(repos, viewer, recipeId, taken.fields, clock, undefined, {
    expectedVersion: request.version,
    staleMessage: REREAD_STALE,
    readings: taken.readings,
  });
}
