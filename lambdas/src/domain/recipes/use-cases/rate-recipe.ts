// Rating (SPEC 4): one per user per recipe; the first creates it, later ones replace it; a 5 also adds
// the recipe to favorites. The rating and the recipe's sum and count change in one conditional
// transaction (rating.ts); when another request got in first we read again and retry, so the
// stored average is exact however many people rate at once.
import type { RateRecipeResponse } from '../../../contracts/recipe-views.js';
import { DomainRefusal } from '../../../shared/errors.js';
import { pauseBeforeRetry } from '../../../shared/retry.js';
import { type RecipeViewer, recipeNotFound, requireVisible, viewerIdOf } from './access.js';
import { ratingSummaryOf } from './present.js';
import type { Clock, RecipeRepositories } from './repositories.js';

const MAX_ATTEMPTS = 12;

const pause = (attempt: number) => pauseBeforeRetry(attempt, { baseMs: 20, capMs: 120 });

export async function rateRecipe(
  repos: Pick<RecipeRepositories, 'recipes' | 'ratings' | 'viewerStates'>,
  caller: RecipeViewer,
  recipeId: string,
  rating: number,
  clock: Clock,
): Promise<RateRecipeResponse> {
  const callerId = viewerIdOf(caller);
  let firstRating = true;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const [stored, state] = await Promise.all([
      repos.recipes.get(recipeId),
      repos.viewerStates.get(callerId, recipeId),
    ]);
    const recipe = requireVisible(stored, caller);
    firstRating = state.rating === null;
    const outcome = await repos.ratings.rate({
      userId: callerId,
      recipeId,
      isOwner: recipe.userId === callerId,
      householdId: typeof caller === 'string' ? undefined : caller.householdId,
      rating,
      previous: state.rating,
      now: clock().toISOString(),
    });
    if (outcome === 'unavailable') throw recipeNotFound();
    if (outcome === 'saved') {
      const addedToFavorites = rating === 5 && !state.favorite;
      return {
        rating,
        favorite: state.favorite || rating === 5,
        addedToFavorites,
        summary: ratingSummaryOf(
          recipe.ratingSum + rating - (state.rating ?? 0),
          recipe.ratingCount + (state.rating === null ? 1 : 0),
        ),
      };
    }
    await pause(attempt);
  }
  // Still busy after every attempt: HTTP answers 409 (handlers/shared/http-errors.ts).
  throw new DomainRefusal('busy', firstRating ? 'Failed to add rating' : 'Failed to update rating');
}
