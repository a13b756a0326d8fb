// Recipe histories back from Hearth's own export (issue 39): reading the file keeps its versions/*.json
// histories beside the job's items (histories.json); when the job is done, each recipe this job made
// from a file that has a history gets that history, so a round trip keeps every version (versions
// 1 to N as they were saved, each on its day). The recipe's own first version (the import) gives way to
// them; when the recipe as imported differs from the history's last version (a photo stored again, a
// field the file format does not carry), a version "imported" follows with that difference. Only a
// recipe whose history is still the import's own first version is given one (recipe-version.ts,
// restoreHistory), so a recipe edited meanwhile keeps its own, and an import of the same zip again,
// which makes no recipe twice, gives none twice.
//   Who saved each version is the importing cook: the export's people are another account's ids.
//   A version's photo that was stored in Hearth is the recipe's photo as imported where it was the
//   history's last photo, and none before (the earlier files were not exported).
import { changesBetween } from '../../contracts/recipe-version-changes.js';
import { isCheckpoint, snapshotOf, type VersionState } from '../../contracts/recipe-versions.js';
import type { ImportJobRecord, ImportJobRepository } from '../../data/entities/import-job.js';
import type { RecipeRecord } from '../../data/entities/recipe.js';
import type { HistoryRestored, RecipeVersion } from '../../data/entities/recipe-version.js';
import { isMediaAddress } from '../media/recipe-media.js';
import type { ImportedHistory } from './formats/hearth-versions.js';
import { historiesKeyOf } from './jobs.js';
import type { ImportStorage } from './ports.js';

const MAX_KEPT_BYTES = 64 * 1024 * 1024;

export interface HistoryBackDeps {
  jobs: Pick<ImportJobRepository, 'results'>;
  storage: ImportStorage;
  recipes: { get(id: string): Promise<RecipeRecord | null> };
  versions: {
    restoreHistory(recipeId: string, versions: RecipeVersion[], mark: string): Promise<HistoryRestored>;
  };
  now: () => Date;
}

/** Keeps the export's histories until the job finishes (nothing when the file had none). */
export async function keepHistories(
  storage: ImportStorage,
  userId: string,
  jobId: string,
  histories: readonly ImportedHistory[],
): Promise<void> {
  if (histories.length === 0) return;
  await storage.put(historiesKeyOf(userId, jobId), new TextEncoder().encode(JSON.stringify(histories)), {
    contentType: 'application/json',
  });
}

/** The history `recipe` is given: the export's versions, then the import's difference if any. */
export function historyOf(
  history: ImportedHistory,
  recipe: RecipeRecord,
  by: string,
  importedAt: string,
): RecipeVersion[] {
  const lastImage = history.versions.at(-1)?.state.imageUrl ?? null;
  // An address into Hearth's media named the exporting account's file: the imported recipe's own
  // photo stands for the last one, and the earlier ones are gone.
  const imageOf = (address: string | null) =>
    address && isMediaAddress(address) ? (address === lastImage ? (recipe.imageUrl ?? null) : null) : address;
  const versions: RecipeVersion[] = [];
  let previous: VersionState | null = null;
  for (const [index, version] of history.versions.entries()) {
    const state = { ...version.state, imageUrl: imageOf(version.state.imageUrl) };
    const revision = index + 1;
    versions.push({
      revision,
      at: version.at,
      by,
      origin: version.origin,
      restoredFrom: version.restoredFrom,
      changes: previous ? changesBetween(previous, state) : null,
      state: isCheckpoint(revision) ? state : null,
    });
    previous = state;
  }
  const now = snapshotOf(recipe);
  const difference = previous ? changesBetween(previous, now) : [];
  if (difference.length > 0) {
    const revision = versions.length + 1;
    versions.push({
      revision,
      at: importedAt,
      by,
      origin: 'imported',
      restoredFrom: null,
      changes: difference,
      state: isCheckpoint(revision) ? now : null,
    });
  }
  return versions;
}

/** Gives each recipe this job made the history its file had; answers how many were given one. */
export async function restoreHistoriesBack(deps: HistoryBackDeps, job: ImportJobRecord): Promise<number> {
  const bytes = await deps.storage.read(historiesKeyOf(job.userId, job.jobId), MAX_KEPT_BYTES);
  if (!(bytes instanceof Uint8Array)) return 0;
  const histories = new Map(
    (JSON.parse(new TextDecoder().decode(bytes)) as ImportedHistory[]).map((history) => [
      history.file,
      history,
    ]),
  );
  let restored = 0;
  for (const result of await deps.jobs.results(job.jobId)) {
    // Only recipes this job made: one skipped as imported before keeps the history it has.
    const history = histories.get(result.origin);
    if (!history || result.status !== 'imported' || !result.recipeId) continue;
    const recipe = await deps.recipes.get(result.recipeId);
    // Whether its history is still the import's own first version is the write's condition.
    if (!recipe || recipe.userId !== job.userId) continue;
    const versions = historyOf(history, recipe, job.userId, recipe.createdAt);
    if ((await deps.versions.restoreHistory(recipe.id, versions, `import:${job.jobId}`)) === 'restored')
      restored += 1;
  }
  return restored;
}
