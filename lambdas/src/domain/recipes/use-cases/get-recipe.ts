// The recipe page: the recipe with its categories, tags and rating summary (one Query) and the
// viewer's own rating and favorite (one GetItem), read in parallel: two DynamoDB requests.
import type { RecipeDetail } from '../../../contracts/recipe-views.js';
import { type RecipeViewer, recipeNotFound, requireVisible, viewerIdOf } from './access.js';
import { toDetail } from './present.js';
import type { RecipeRepositories } from './repositories.js';

export async function getRecipe(
  repos: Pick<RecipeRepositories, 'recipes' | 'viewerStates'>,
  viewer: RecipeViewer,
  recipeId: string,
): Promise<RecipeDetail> {
  const viewerId = viewerIdOf(viewer);
  const [read, state] = await Promise.all([
    repos.recipes.getWithLinks(recipeId),
    repos.viewerStates.get(viewerId, recipeId),
  ]);
  if (!read) throw recipeNotFound();
  requireVisible(read.recipe, viewer);
  const inHousehold = typeof viewer !== 'string' && viewer.householdId === read.recipe.householdId;
  return toDetail(read, viewerId, state, inHousehold);
}
