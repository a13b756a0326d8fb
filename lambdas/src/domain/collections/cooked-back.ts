// The cook log back from Hearth's own export (issue 39): reading the file keeps its cook-log.json's
// entries beside the job's items (cooks.json); when the job is done, each entry whose recipe file became
// a recipe of the household is logged against that recipe, with its summary, as "We cooked this" logs
// it. An entry's id is made from the household, the recipe and its id in the export, so an import run
// twice, or a finish tried again, logs it once. The version cooked is not known in the new history.
// A meal's photo comes back too: kept beside the log while the job runs, then stored as the importing
// cook's under cook-photos/, at a key made from the entry (a finish tried again writes the same object).
import { createHash } from 'node:crypto';
import { cookPhotoKeyOf } from '../../contracts/media-keys.js';
import type { CookLogRecord, CookLogRepository } from '../../data/entities/cook-log.js';
import type { ImportJobRecord, ImportJobRepository } from '../../data/entities/import-job.js';
import { IMAGE_CACHE_CONTROL } from '../media/recipe-images.js';
import type { CookPhotoExtension, ImportedCook } from './formats/hearth-cook-log.js';
import { keyOf } from './item.js';
import { cooksKeyOf, importedCookPhotoKeyOf } from './jobs.js';
import type { ImportStorage } from './ports.js';

export interface CookedBackDeps {
  jobs: Pick<ImportJobRepository, 'results'>;
  storage: ImportStorage;
  cookLog: Pick<CookLogRepository, 'log'>;
  now: () => Date;
}

/** A kept entry: its photo waits in the job's files, named by its key there. */
type KeptCook = Omit<ImportedCook, 'photo'> & {
  photo?: { key: string; extension: CookPhotoExtension; alt: string | null } | null;
};

const PHOTO_TYPES: Record<CookPhotoExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** Keeps the export's cook log, and its photos, until the job finishes (nothing when the file had none). */
export async function keepCooks(
  storage: ImportStorage,
  userId: string,
  jobId: string,
  cooks: readonly ImportedCook[],
): Promise<void> {
  if (cooks.length === 0) return;
  const kept: KeptCook[] = [];
  for (const [n, { photo, ...cook }] of cooks.entries()) {
    if (!photo) {
      kept.push(cook);
      continue;
    }
    const key = importedCookPhotoKeyOf(userId, jobId, n, photo.extension);
    await storage.put(key, photo.bytes, { contentType: PHOTO_TYPES[photo.extension] });
    kept.push({ ...cook, photo: { key, extension: photo.extension, alt: photo.alt } });
  }
  await storage.put(cooksKeyOf(userId, jobId), new TextEncoder().encode(JSON.stringify(kept)), {
    contentType: 'application/json',
  });
}

/**
 * Stores a kept photo as the importing cook's: cook-photos/<uid>/<day>-<hash of the entry>.<ext>, the
 * shape an upload's key has (media-keys.ts), so the photo route serves it like any other.
 */
async function storeCookPhoto(
  storage: ImportStorage,
  userId: string,
  entryId: string,
  cookedOn: string,
  photo: NonNullable<KeptCook['photo']>,
): Promise<string | null> {
  const bytes = await storage.read(photo.key, 16 * 1024 * 1024);
  if (!(bytes instanceof Uint8Array)) return null;
  const day = String(Date.parse(cookedOn) || 0).padStart(13, '0');
  const hash = createHash('sha256').update(entryId).digest('hex').slice(0, 32);
  const key = cookPhotoKeyOf(userId, `${day}-${hash}.${photo.extension}`);
  await storage.put(key, bytes, {
    contentType: PHOTO_TYPES[photo.extension],
    cacheControl: IMAGE_CACHE_CONTROL,
  });
  return key;
}

/** Logs the kept entries against the recipes their files became; answers how many were logged. */
export async function logCooksBack(deps: CookedBackDeps, job: ImportJobRecord): Promise<number> {
  const bytes = await deps.storage.read(cooksKeyOf(job.userId, job.jobId), 16 * 1024 * 1024);
  if (!(bytes instanceof Uint8Array)) return 0;
  const cooks = JSON.parse(new TextDecoder().decode(bytes)) as KeptCook[];
  const recipes = new Map<string, { id: string; title: string }>();
  for (const result of await deps.jobs.results(job.jobId)) {
    if (result.recipeId && result.status !== 'failed')
      recipes.set(result.origin, { id: result.recipeId, title: result.title ?? '' });
  }
  let logged = 0;
  for (const cook of cooks) {
    const recipe = recipes.get(cook.file);
    if (!recipe) continue;
    const id = keyOf('cook', job.householdId, recipe.id, cook.id);
    const photo = cook.photo
      ? await storeCookPhoto(deps.storage, job.userId, id, cook.cookedOn, cook.photo)
      : null;
    const record: CookLogRecord = {
      id,
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
      ...(photo ? { photo, photoAlt: cook.photo?.alt ?? null } : {}),
    };
    if ((await deps.cookLog.log(record)) === 'logged') logged += 1;
  }
  return logged;
}
