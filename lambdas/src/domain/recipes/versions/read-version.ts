// One version of a recipe, whole (issue 39), and who may read a recipe's history: the owner and the
// recipe's household, whoever may see the recipe itself; a public recipe's readers and the people it
// was shared with see the recipe as it is, not its past (403). Apart from history.ts so that a reader
// of versions (the printable cookbook) carries no edit code in its bundle.
import { applyChanges } from '../../../contracts/recipe-version-changes.js';
import { checkpointOf, type VersionDetail, type VersionState } from '../../../contracts/recipe-versions.js';
import type { RecipeRecord } from '../../../data/entities/recipe.js';
import type { RecipeVersion, RecipeVersionRepository } from '../../../data/entities/recipe-version.js';
import { forbidden, notFound } from '../../../shared/errors.js';
import { canView, type RecipeViewer, recipeNotFound } from '../use-cases/access.js';
import type { RecipeRepositories } from '../use-cases/repositories.js';

type Viewer = Exclude<RecipeViewer, string>;

export interface HistoryRepos {
  recipes: Pick<RecipeRepositories['recipes'], 'get'>;
  versions: Pick<RecipeVersionRepository, 'page' | 'range'>;
}

export const HISTORY_HIDDEN = "Only the recipe's household can see its history";
export const VERSION_NOT_FOUND = 'That version of the recipe was not found';

/** The recipe, if the viewer may read its history (checked on every request). */
export async function readable(repos: HistoryRepos, viewer: Viewer, recipeId: string): Promise<RecipeRecord> {
  const recipe = await repos.recipes.get(recipeId);
  if (!recipe || !canView(recipe, viewer)) throw recipeNotFound();
  const inHousehold = recipe.userId === viewer.userId || recipe.householdId === viewer.householdId;
  if (!inHousehold) throw forbidden(HISTORY_HIDDEN);
  return recipe;
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

export async function versionOf(repos: HistoryRepos, recipe: RecipeRecord, revision: number) {
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
