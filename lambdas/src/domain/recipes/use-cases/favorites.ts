// Favorites (SPEC 4): the toggle adds or removes the user's favorite of a recipe they can see.
import { type RecipeViewer, requireVisible, viewerIdOf } from './access.js';
import type { Clock, RecipeRepositories } from './repositories.js';

export async function addFavorite(
  repos: Pick<RecipeRepositories, 'recipes' | 'favorites'>,
  caller: RecipeViewer,
  recipeId: string,
  clock: Clock,
) {
  requireVisible(await repos.recipes.get(recipeId), caller);
  await repos.favorites.add(viewerIdOf(caller), recipeId, clock().toISOString());
  return { recipeId, favorite: true };
}

/** Removing needs no visibility check: it only touches the caller's own state. */
export async function removeFavorite(
  repos: Pick<RecipeRepositories, 'favorites'>,
  callerId: string,
  recipeId: string,
) {
  await repos.favorites.remove(callerId, recipeId);
  return { recipeId, favorite: false };
}
