// A recipe's history (issue 39): its versions a page at a time, one version whole (read-version.ts),
// and a restore. Restoring is an edit (owner only, update-recipe.ts), so it makes a new version and
// loses none.
import { VERSIONS_PAGE_SIZE, type VersionsPage } from '../../../contracts/recipe-versions.js';
import type { RecipeDetail } from '../../../contracts/recipe-views.js';
import { forbidden } from '../../../shared/errors.js';
import { type RecipeViewer, viewerIdOf } from '../use-cases/access.js';
import type { Clock } from '../use-cases/repositories.js';
import { updateRecipe } from '../use-cases/update-recipe.js';
import { type HistoryRepos, readable, versionOf } from './read-version.js';

export {
  getVersion,
  HISTORY_HIDDEN,
  type HistoryRepos,
  rebuild,
  VERSION_NOT_FOUND,
} from './read-version.js';

type Viewer = Exclude<RecipeViewer, string>;

export async function listVersions(
  repos: HistoryRepos,
  viewer: Viewer,
  recipeId: string,
  cursor: string | undefined,
): Promise<VersionsPage> {
  await readable(repos, viewer, recipeId);
  const page = await repos.versions.page(recipeId, { limit: VERSIONS_PAGE_SIZE, cursor });
  return {
    items: page.items.map((version) => ({
      revision: version.revision,
      at: version.at,
      by: version.by,
      byYou: version.by === viewer.userId,
      origin: version.origin,
      restoredFrom: version.restoredFrom,
      changes: version.changes,
    })),
    nextCursor: page.nextCursor,
  };
}

/** Makes version `revision` the recipe's content again, as a new version (owner only). */
export async function restoreVersion(
  repos: HistoryRepos & { edit: Parameters<typeof updateRecipe>[0] },
  viewer: Viewer,
  recipeId: string,
  revision: number,
  clock: Clock,
): Promise<RecipeDetail> {
  const recipe = await readable(repos, viewer, recipeId);
  if (recipe.userId !== viewerIdOf(viewer)) throw forbidden('Only the owner can change this recipe');
  const { state } = await versionOf(repos, recipe, revision);
  return updateRecipe(repos.edit, viewer, recipeId, state, clock, {
    origin: 'restored',
    restoredFrom: revision,
  });
}
