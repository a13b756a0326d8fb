// The versions an edit makes (issue 39): one holding what changed, or none when no versioned field did
// (a change of categories, tags or visibility alone is not a new version of the recipe). A recipe saved
// before histories began first gets its version as it stood, whole, so its history starts there.
import { changesBetween } from '../../../contracts/recipe-version-changes.js';
import { isCheckpoint, snapshotOf } from '../../../contracts/recipe-versions.js';
import type { RecipeRecord } from '../../../data/entities/recipe.js';
import type { RecipeVersion } from '../../../data/entities/recipe-version.js';

export type EditKind =
  | { origin: 'edited' }
  | { origin: 'restored'; restoredFrom: number }
  /** A variant took in changes of its original (issue 39). */
  | { origin: 'from-original' };

export function versionsOfEdit(
  before: RecipeRecord,
  after: RecipeRecord,
  by: string,
  kind: EditKind,
): RecipeVersion[] {
  const from = snapshotOf(before);
  const to = snapshotOf(after);
  const changes = changesBetween(from, to);
  if (changes.length === 0) return [];
  const versions: RecipeVersion[] = [];
  let previous = before.revision ?? 0;
  if (previous === 0) {
    previous = 1;
    versions.push({
      revision: 1,
      at: before.updatedAt,
      by: before.userId,
      origin: 'before-history',
      restoredFrom: null,
      changes: null,
      state: from,
    });
  }
  const revision = previous + 1;
  versions.push({
    revision,
    at: after.updatedAt,
    by,
    origin: kind.origin,
    restoredFrom: kind.origin === 'restored' ? kind.restoredFrom : null,
    changes,
    state: isCheckpoint(revision) ? to : null,
  });
  return versions;
}
