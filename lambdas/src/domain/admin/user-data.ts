// Removing everything a user stored, for account deletion. Each step reads by key or index only and is
// idempotent, so a deletion that stopped half way is finished by running it again.
//  1. their recipes, through the recipe delete use case (links, source entries, everyone's ratings and
//     favorites of them, their entries in the household's finder index and the community index), then
//     the media objects under their own prefixes. Account deletion runs deleteRecipesOfUser alone first,
//     while the account is still in its household (handlers/http/deletion), so here it finds none left;
//  2. their ratings of other people's recipes, taking each out of that recipe's sum and count;
//  3. every deleteAllForUser of data/user-data-registry.ts (entitlement, comments, lists, plans, ...);
//  4. a final sweep of the USER#<uid> partition (profile, favorites, anything else keyed by the user).

import { userMediaPrefix, userMediaPrefixes } from '../../contracts/media-keys.js';
import type { RatingRepository } from '../../data/entities/rating.js';
import type { RecipeDeleteRepository } from '../../data/entities/recipe.js';
import type { ViewerStateRepository } from '../../data/entities/viewer-state.js';
import type { FileStorage } from '../media/ports.js';
import { deleteRecipe } from '../recipes/use-cases/owner-actions.js';

export { userMediaPrefixes };

export interface UserDataDeps {
  recipes: Pick<RecipeDeleteRepository, 'delete' | 'ownIds'>;
  viewerStates: Pick<ViewerStateRepository, 'deleteAllOfRecipe'>;
  ratings: RatingRepository;
  /** The deleteAllForUser of every entity in the user-data registry (data/user-data-registry.ts). */
  entityCleanups: ((userId: string) => Promise<void>)[];
  /** Whatever is left in the user's own partition (data/user-data-registry.ts). */
  sweep: (userId: string) => Promise<void>;
  media?: Pick<FileStorage, 'deleteUnder'>;
}

type RecipeDeletionDeps = Pick<UserDataDeps, 'recipes' | 'viewerStates'>;

/** Deletes every recipe the user owns, a few at a time. */
export async function deleteRecipesOfUser(deps: RecipeDeletionDeps, userId: string): Promise<number> {
  const ids = await deps.recipes.ownIds(userId);
  for (let i = 0; i < ids.length; i += 5) {
    await Promise.all(
      ids.slice(i, i + 5).map(async (id) => {
        try {
          await deleteRecipe(deps, userId, id);
        } catch (error) {
          // Gone meanwhile (a second run, or the user deleting it): nothing left to do.
          if ((error as { statusCode?: number }).statusCode !== 404) throw error;
        }
      }),
    );
  }
  return ids.length;
}

/** Takes the user's ratings out of other people's recipes' summaries and deletes the rating items. */
export async function withdrawRatingsOfUser(deps: UserDataDeps, userId: string): Promise<void> {
  // The recipe gone (nothing to adjust) or the rating changed: the sweep below removes what is left.
  for (const { recipeId, rating } of await deps.ratings.ratingsOfUser(userId))
    await deps.ratings.withdraw({ userId, recipeId, rating });
}

/** Deletes the user's objects under each media prefix. */
export async function deleteMediaOfUser(
  media: NonNullable<UserDataDeps['media']>,
  userId: string,
): Promise<void> {
  for (const prefix of userMediaPrefixes) await media.deleteUnder(userMediaPrefix(prefix, userId));
}

/** Everything the user stored, in the order above. */
export async function deleteAllDataOfUser(deps: UserDataDeps, userId: string): Promise<{ recipes: number }> {
  const recipes = await deleteRecipesOfUser(deps, userId);
  await withdrawRatingsOfUser(deps, userId);
  for (const cleanup of deps.entityCleanups) await cleanup(userId);
  if (deps.media) await deleteMediaOfUser(deps.media, userId);
  await deps.sweep(userId);
  return { recipes };
}
