// A recipe's history (issue 39): its versions a page at a time, one version whole, and a restore.
// Who sees the history: the owner and the recipe's household, whoever may see the recipe itself; a
// public recipe's readers and the people it was shared with see the recipe as it is, not its past
// (403). Restoring is an edit (owner only, update-recipe.ts), so it makes a new version and loses none.
import { applyChanges } from '../../../contracts/recipe-version-changes.js';
import {
  checkpointOf,
  VERSIONS_PAGE_SIZE,
  type VersionDetail,
  type VersionState,
  type VersionsPage,
} from '../../../contracts/recipe-versions.js';
import type { RecipeDetail } from '../../../contracts/recipes.js';
import type { RecipeRecord } from '../../../data/entities/recipe.js';
import type { RecipeVersion, RecipeVersionRepository } from '../../../data/entities/recipe-version.js';
import { forbidden, notFound } from '../../../shared/errors.js';
import { canView, type RecipeViewer, recipeNotFound, viewerIdOf } from '../use-cases/access.js';
import type { Clock, RecipeRepositories } from '../use-cases/repositories.js';
import { updateRecipe } from '../use-cases/update-recipe.js';

type Viewer = Exclude<RecipeViewer, string>;

export interface HistoryRepos {
  recipes: Pick<RecipeRepositories['recipes'], 'get'>;
  versions: Pick<RecipeVersionRepository, 'page' | 'range'>;
}

export const HISTORY_HIDDEN = "Only the recipe's household can see its history";
export const VERSION_NOT_FOUND = 'That version of the recipe was not found';

/** The recipe, if the viewer may read its history (checked on every request). */
async function readable(repos: HistoryRepos, viewer: Viewer, recipeId: string): Promise<RecipeRecord> {
  const recipe = await repos.recipes.get(recipeId);
  if (!recipe || !canView(recipe, viewer)) throw recipeNotFound();
  const inHousehold = recipe.userId === viewer.userId || recipe.householdId === viewer.householdId;
  if (!inHousehold) throw forbidden(HISTORY_HIDDEN);
  return recipe;
}

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

/** A version rebuilt from its checkpoint and the changes after it (at most 20 items, one Query). */
export function rebuild(versions: RecipeVersion[], revision: number): VersionState | null {
  const [first, ...rest] = versions;
  if (!first?.state || first.revision !== checkpointOf(revision)) return null;
  let state = first.state;
  let expected = first.revision;
  for (const version of rest) {
    expected += 1;
    if (version.revision !== expected || !version.changes) return null;
    state = applyChanges(state, version.changes);
  }
  return expected === revision ? state : null;
}

async function versionOf(repos: HistoryRepos, recipe: RecipeRecord, revision: number) {
  if (revision > (recipe.revision ?? 0)) throw notFound(VERSION_NOT_FOUND);
  const versions = await repos.versions.range(recipe.id, checkpointOf(revision), revision);
  const state = rebuild(versions, revision);
  const version = versions.at(-1);
  if (!state || !version) throw notFound(VERSION_NOT_FOUND);
  return { version, state };
}

export async function getVersion(
  repos: HistoryRepos,
  viewer: Viewer,
  recipeId: string,
  revision: number,
): Promise<VersionDetail> {
  const recipe = await readable(repos, viewer, recipeId);
  const { version, state } = await versionOf(repos, recipe, revision);
  return { revision, at: version.at, by: version.by, origin: version.origin, state };
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
