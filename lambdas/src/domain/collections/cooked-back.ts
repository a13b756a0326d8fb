// The cook log back from Hearth's own export (issue 39): reading the file keeps its cook-log.json's
// entries beside the job's items (cooks.json); when the job is done, each entry whose recipe file became
// a recipe of the household is logged against that recipe, with its summary, as "We cooked this" logs
// it. An entry's id is made from the household, the recipe and its id in the export, so an import run
// twice, or a finish tried again, logs it once. The version cooked is not known in the new history.
import type { CookLogRecord, CookLogRepository } from '../../data/entities/cook-log.js';
import type { ImportJobRecord, ImportJobRepository } from '../../data/entities/import-job.js';
import type { ImportedCook } from './formats/hearth-cook-log.js';
import { keyOf } from './item.js';
import { cooksKeyOf } from './jobs.js';
import type { ImportStorage } from './ports.js';

export interface CookedBackDeps {
  jobs: Pick<ImportJobRepository, 'results'>;
  storage: ImportStorage;
  cookLog: Pick<CookLogRepository, 'log'>;
  now: () => Date;
}

/** Keeps the export's cook log until the job finishes (nothing when the file had none). */
export async function keepCooks(
  storage: ImportStorage,
  userId: string,
  jobId: string,
  cooks: readonly ImportedCook[],
): Promise<void> {
  if (cooks.length === 0) return;
  await storage.put(cooksKeyOf(userId, jobId), new TextEncoder().encode(JSON.stringify(cooks)), {
    contentType: 'application/json',
  });
}

/** Logs the kept entries against the recipes their files became; answers how many were logged. */
export async function logCooksBack(deps: CookedBackDeps, job: ImportJobRecord): Promise<number> {
  const bytes = await deps.storage.read(cooksKeyOf(job.userId, job.jobId), 16 * 1024 * 1024);
  if (!(bytes instanceof Uint8Array)) return 0;
  const cooks = JSON.parse(new TextDecoder().decode(bytes)) as ImportedCook[];
  const recipes = new Map<string, { id: string; title: string }>();
  for (const result of await deps.jobs.results(job.jobId)) {
    if (result.recipeId && result.status !== 'failed')
      recipes.set(result.origin, { id: result.recipeId, title: result.title ?? '' });
  }
  let logged = 0;
  for (const cook of cooks) {
    const recipe = recipes.get(cook.file);
    if (!recipe) continue;
    const record: CookLogRecord = {
      id: keyOf('cook', job.householdId, recipe.id, cook.id),
      householdId: job.householdId,
      recipeId: recipe.id,
      recipeTitle: recipe.title,
      cookedOn: cook.cookedOn,
      cookName: cook.cookName,
      servings: cook.servings,
      rating: cook.rating,
      note: cook.note,
      revision: null,
      loggedBy: job.userId,
      createdAt: deps.now().toISOString(),
    };
    if ((await deps.cookLog.log(record)) === 'logged') logged += 1;
  }
  return logged;
}
