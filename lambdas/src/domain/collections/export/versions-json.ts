// A recipe's history in the export (issue 39): every version, oldest first, with who saved it and when,
// what it changed, and the whole recipe as it stood then (rebuilt from the stored changes), so the file
// is read without Hearth.
import { applyChanges } from '../../../contracts/recipe-version-changes.js';
import type { VersionState } from '../../../contracts/recipe-versions.js';
import type { RecipeVersion } from '../../../data/entities/recipe-version.js';

export function versionsJson(versions: RecipeVersion[], recipeFile: string) {
  let state: VersionState | null = null;
  const out = [];
  for (const version of versions) {
    state = version.state ?? (state && version.changes ? applyChanges(state, version.changes) : null);
    out.push({
      version: version.revision,
      savedAt: version.at,
      savedBy: version.by,
      origin: version.origin,
      ...(version.restoredFrom === null ? {} : { restoredFrom: version.restoredFrom }),
      changes: version.changes,
      recipe: state,
    });
  }
  return { recipe: recipeFile, versions: out };
}
