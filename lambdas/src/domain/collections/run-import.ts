// The workflow's tasks (import-collection.asl.ts) as use cases. ReadArchive reads the file once and
// leaves each item in the bucket; ImportItem turns one item into a recipe, exactly once per person
// (the item's key is written with the recipe, in its create transaction); RecordItemFailure keeps
// the reason of an item that kept failing; FinishImport closes the job. A cancelled job lets the
// remaining items pass without work; a stopped one keeps each as a retryable failure with its reason.
// Each item acts for the job's household only while the job's owner is still in it, with no sign-out
// everywhere since they began it, judged from their session-validity record as the item runs (issue 32):
// otherwise the job stops there, saying why. FinishImport hands the job's place to the next in the queue.

import { RECIPE_IMAGE_TYPES } from '../../contracts/media.js';
import { mediaPath, recipeImageKeyOf } from '../../contracts/media-keys.js';
import {
  type ImportJobRecord,
  type ImportJobRepository,
  type ItemStatus,
  importJobKeys,
} from '../../data/entities/import-job.js';
import type { SessionValidity } from '../../data/entities/session-validity.js';
import { DomainRefusal } from '../../shared/errors.js';
import { capabilityRefusal, judgeCapability } from '../access/capabilities.js';
import { subscriptionRequiredMessage } from '../billing/access.js';
import { SUBSCRIPTION_PAGE } from '../billing/entitlement.js';
import { IMAGE_CACHE_CONTROL, newRecipeImageFile } from '../media/recipe-images.js';
import { categoryLinksFor, loadCategories } from '../recipes/use-cases/categories.js';
import {
  type CreateRecipeDeps,
  createRecipes,
  type RecipeOwner,
} from '../recipes/use-cases/create-recipe.js';
import type { RecipeRepositories } from '../recipes/use-cases/repositories.js';
import { ARCHIVE_REFUSED, ArchiveRefused } from './archive.js';
import { type CookedBackDeps, keepCooks, logCooksBack } from './cooked-back.js';
import { type HistoryBackDeps, keepHistories, restoreHistoriesBack } from './history-back.js';
import { type ImportMailDeps, mailLargeImportEnd } from './import-mail.js';
import { type CollectionRecipe, finishDraft, keyOf } from './item.js';
import { itemFromFile, itemToFile } from './item-file.js';
import { itemKeyOf, manifestKeyOf } from './jobs.js';
import type { ImportStorage, ImportWorkflow, PageRecipes } from './ports.js';
import { type QueueDeps, startWaiting } from './queue.js';
import { readCollection } from './read-collection.js';

/** The error name the workflow retries an item on (import-collection.asl.ts). */
export const ITEM_FAULT = 'ItemFault';

/** An item that could not be saved just now (the table was busy): retried, then failed alone. */
export class ItemFault extends Error {
  override readonly name = ITEM_FAULT;
}

export interface RunDeps {
  jobs: ImportJobRepository;
  storage: ImportStorage;
  bucket: string;
  now: () => Date;
  /** The owners' session-validity records (uncached): is the job's owner still in its household? */
  sessions: { get(userId: string): Promise<SessionValidity | null> };
}

/** FinishImport also tells the person when a large job has ended, and hands its place on. */
export interface FinishDeps extends RunDeps {
  mail: ImportMailDeps;
  /** Hearth's own export's cook log, logged back once the job is done (issue 39). */
  cookLog?: CookedBackDeps['cookLog'];
  /** Hearth's own export's recipe histories, given back once the job is done (issue 39). */
  histories?: Pick<HistoryBackDeps, 'recipes' | 'versions'>;
  queue: Omit<QueueDeps, 'jobs' | 'workflow'> & { workflowOf(stateMachineArn: string): ImportWorkflow };
}

export interface ItemDeps extends RunDeps {
  creation: CreateRecipeDeps & Pick<RecipeRepositories, 'categories'>;
  pages: PageRecipes;
  /** Saves the cook's own rating of a recipe just imported. */
  rate: (userId: string, recipeId: string, rating: number) => Promise<void>;
}

const MAX_FILE_BYTES = 500 * 1024 * 1024;
const stillGoing = ['reading', 'running'] as const;

async function record(
  deps: RunDeps,
  userId: string,
  jobId: string,
  result: {
    itemKey: string;
    status: ItemStatus;
    origin: string;
    reason?: string | null;
    recipeId?: string | null;
    title?: string | null;
    itemRef?: string | null;
  },
): Promise<void> {
  const previous = await deps.jobs.result(jobId, result.itemKey);
  if (
    previous?.status === 'imported' ||
    (previous && previous.status === result.status && result.status !== 'failed')
  )
    return;
  await deps.jobs.record(
    userId,
    jobId,
    {
      itemKey: result.itemKey,
      status: result.status,
      origin: result.origin,
      reason: result.reason ?? null,
      recipeId: result.recipeId ?? null,
      title: result.title ?? null,
      itemRef: result.itemRef ?? previous?.itemRef ?? null,
      at: deps.now().toISOString(),
    },
    previous?.status ?? null,
  );
}

/** Whether the job may still act for its household now; the refusal's words when it may not. */
async function actingRefusal(deps: RunDeps, job: ImportJobRecord): Promise<string | null> {
  const verdict = judgeCapability(
    { madeBy: job.userId, madeAt: job.authorizedAt ?? job.createdAt, householdId: job.householdId },
    await deps.sessions.get(job.userId),
  );
  return verdict === 'holds' ? null : capabilityRefusal(verdict).message;
}

/** ReadArchive: the file read into items (each its own JSON), the manifest, the job's total. */
export async function readArchive(
  deps: RunDeps,
  run: { jobId: string; userId: string; stateMachineArn?: string },
) {
  const { jobId, userId } = run;
  const job = await deps.jobs.get(userId, jobId);
  if (!job) throw new Error(`No import job ${jobId}`);
  const refused = await actingRefusal(deps, job);
  if (refused) throw new ArchiveRefused(refused);
  const bytes = await deps.storage.read(job.uploadKey, MAX_FILE_BYTES);
  if (bytes === 'missing') throw new ArchiveRefused('The file is gone. Please upload it again.');
  if (bytes === 'too-large')
    throw new ArchiveRefused('The file is larger than 500 MB; export fewer recipes at a time');
  const read = readCollection({ name: job.fileName, bytes });
  const items = [];
  for (const item of read.items) {
    const itemRef = itemKeyOf(userId, jobId, item.key);
    await deps.storage.put(itemRef, itemToFile(item), { contentType: 'application/json' });
    items.push({ key: item.key, itemKey: itemRef });
  }
  for (const failure of read.failures) {
    await record(deps, userId, jobId, {
      itemKey: keyOf('failure', failure.origin),
      status: 'failed',
      ...failure,
    });
  }
  for (const duplicate of read.duplicates) {
    await record(deps, userId, jobId, {
      itemKey: keyOf('duplicate', duplicate.origin),
      status: 'skipped',
      ...duplicate,
    });
  }
  await keepCooks(deps.storage, userId, jobId, read.cooks);
  await keepHistories(deps.storage, userId, jobId, read.histories);
  const manifest = { bucket: deps.bucket, key: manifestKeyOf(userId, jobId, 'read') };
  await deps.storage.put(manifest.key, new TextEncoder().encode(JSON.stringify(items)), {
    contentType: 'application/json',
  });
  await deps.jobs.update(userId, jobId, ['reading'], {
    status: 'running',
    format: read.format,
    total: items.length + read.failures.length + read.duplicates.length,
    updatedAt: deps.now().toISOString(),
  });
  return {
    jobId,
    userId,
    manifest,
    items,
    ...(run.stateMachineArn ? { stateMachineArn: run.stateMachineArn } : {}),
  };
}

async function storePhoto(deps: RunDeps, userId: string, item: CollectionRecipe): Promise<string | null> {
  if (!item.photo) return item.recipe.imageUrl;
  const key = recipeImageKeyOf(
    userId,
    newRecipeImageFile(deps.now(), RECIPE_IMAGE_TYPES[item.photo.contentType]),
  );
  await deps.storage.put(key, item.photo.bytes, {
    contentType: item.photo.contentType,
    cacheControl: IMAGE_CACHE_CONTROL,
  });
  return mediaPath(key);
}

/** What a web address's item becomes: its page read into a recipe, or the plain reason it was not. */
async function linkRecipe(
  deps: ItemDeps,
  url: string,
  origin: string,
): Promise<CollectionRecipe | { reason: string }> {
  const page = await deps.pages.read(url);
  if ('reason' in page) return page;
  const finished = finishDraft({ ...page.draft, sourceUrl: page.draft.sourceUrl ?? url }, origin);
  return 'failure' in finished ? { reason: finished.failure.reason } : finished.item;
}

/** ImportItem: one item into a recipe, once. Faults (the table, the bucket) throw and are retried. */
export async function importItem(
  deps: ItemDeps,
  input: { jobId: string; userId: string; item: { key: string; itemKey: string } },
): Promise<{ status: ItemStatus | 'passed' }> {
  const { jobId, userId, item: ref } = input;
  const job = await deps.jobs.get(userId, jobId);
  if (!job || !stillGoing.includes(job.status as (typeof stillGoing)[number])) return { status: 'passed' };
  const known = await deps.jobs.importedRecipe(userId, ref.key);
  const bytes = await deps.storage.read(ref.itemKey, 16 * 1024 * 1024);
  if (bytes === 'missing' || bytes === 'too-large') throw new Error(`Item ${ref.itemKey} is ${bytes}`);
  const stored = itemFromFile(bytes);
  const base = { itemKey: ref.key, origin: stored.origin, itemRef: ref.itemKey };
  // The job is halting (the free tier is full, or its owner may no longer act for the household) and
  // the workflow still hands out items: each is kept as a failure with the reason, so "Retry failed
  // items" brings it later. Which items were in flight when the halt came is timing; what the person
  // sees once the job has stopped is not.
  if (job.halt) {
    if (known) return { status: 'passed' };
    await record(deps, userId, jobId, { ...base, status: 'failed', reason: job.halt.message });
    return { status: 'failed' };
  }
  if (known) {
    await record(deps, userId, jobId, {
      ...base,
      status: 'skipped',
      reason: 'Already in your recipes (imported before)',
      recipeId: known,
    });
    return { status: 'skipped' };
  }
  const item = stored.kind === 'link' ? await linkRecipe(deps, stored.url, stored.origin) : stored;
  if ('reason' in item) {
    await record(deps, userId, jobId, { ...base, status: 'failed', reason: item.reason });
    return { status: 'failed' };
  }
  // Read as the item is imported, not when the job was made: the owner may have left the household.
  const membership = await deps.sessions.get(userId);
  const verdict = judgeCapability(
    { madeBy: userId, madeAt: job.authorizedAt ?? job.createdAt, householdId: job.householdId },
    membership,
  );
  if (verdict !== 'holds') return stopActing(deps, job, base, capabilityRefusal(verdict).message);
  const { tags, categoryIds, ...fields } = item.recipe;
  const categories = categoryIds.length > 0 ? await loadCategories(deps.creation) : [];
  const owner: RecipeOwner = {
    userId,
    householdId: job.householdId,
    householdMembers: membership?.householdMembers?.length ? membership.householdMembers : [userId],
  };
  try {
    const imageUrl = await storePhoto(deps, userId, item);
    const [created] = await createRecipes(
      deps.creation,
      owner,
      [
        {
          fields: { ...fields, imageUrl },
          links: categoryLinksFor(categoryIds, categories),
          tags: { names: tags },
          once: { ...importJobKeys.imported(userId, ref.key), attributes: { type: 'importedItem', jobId } },
        },
      ],
      deps.now,
    );
    if (!created) {
      const recipeId = await deps.jobs.importedRecipe(userId, ref.key);
      await record(deps, userId, jobId, {
        ...base,
        status: 'skipped',
        reason: 'Already in your recipes (imported before)',
        recipeId,
      });
      return { status: 'skipped' };
    }
    if (item.rating !== null) await deps.rate(userId, created.id, item.rating);
    await record(deps, userId, jobId, {
      ...base,
      status: 'imported',
      recipeId: created.id,
      title: created.title,
    });
    return { status: 'imported' };
  } catch (error) {
    if (!(error instanceof DomainRefusal)) throw error;
    // The owner left the household between the check above and the save (the save holds it).
    if (error.kind === 'not-in-household') return stopActing(deps, job, base, error.message);
    // Many items saved at once race for the household's finder index: a save that stayed busy is a
    // fault the workflow retries with its back-off (ITEM_FAULT), not a failed item.
    if (error.kind === 'busy') throw new ItemFault(error.message);
    // The free tier is full: the job halts here, cleanly; the rest can be retried after subscribing.
    const message = subscriptionRequiredMessage('recipe-storage');
    return halt(deps, job, base, { message, link: SUBSCRIPTION_PAGE });
  }
}

/**
 * The job may not go on: this item fails with the reason and the job halts (the rest are kept failed
 * with it, without work, and FinishImport stops the job). A retry brings them back when it is over.
 */
async function halt(
  deps: RunDeps,
  job: ImportJobRecord,
  base: { itemKey: string; origin: string; itemRef: string },
  why: { message: string; link: string | null },
): Promise<{ status: 'failed' }> {
  await record(deps, job.userId, job.jobId, { ...base, status: 'failed', reason: why.message });
  await deps.jobs.update(job.userId, job.jobId, [...stillGoing], {
    halt: why,
    updatedAt: deps.now().toISOString(),
  });
  return { status: 'failed' };
}

/** The job may not act for its household any more; a retry is refused for the same reason while it holds. */
const stopActing = (
  deps: RunDeps,
  job: ImportJobRecord,
  base: { itemKey: string; origin: string; itemRef: string },
  message: string,
) => halt(deps, job, base, { message, link: null });

/** RecordItemFailure: an item that kept faulting fails alone, with a reason a person can read. */
export async function recordItemFailure(
  deps: RunDeps,
  input: {
    jobId: string;
    userId: string;
    item: { key: string; itemKey: string };
    failure?: { Error: string; Cause?: string };
  },
): Promise<{ status: 'failed' }> {
  const stored = await deps.storage
    .read(input.item.itemKey, 16 * 1024 * 1024)
    .catch(() => 'missing' as const);
  const origin = stored instanceof Uint8Array ? itemFromFile(stored).origin : input.item.key;
  await record(deps, input.userId, input.jobId, {
    itemKey: input.item.key,
    status: 'failed',
    origin,
    reason: 'Hearth could not save this recipe just now. Try “Retry failed items” in a little while.',
    itemRef: input.item.itemKey,
  });
  return { status: 'failed' };
}

/** FinishImport: the job is done, or failed with the reason its file was refused; a large job is mailed. */
export async function finishImport(
  deps: FinishDeps,
  input: {
    jobId: string;
    userId: string;
    stateMachineArn?: string;
    failure?: { Error: string; Cause?: string };
  },
): Promise<{ status: string }> {
  const at = deps.now().toISOString();
  let status = 'done';
  if (input.failure) {
    // Across the workflow an error is known by its name (the Lambda's errorType).
    const refused = input.failure.Error === ARCHIVE_REFUSED;
    await deps.jobs.update(input.userId, input.jobId, [...stillGoing], {
      status: 'failed',
      message:
        refused && input.failure.Cause
          ? input.failure.Cause
          : 'The import stopped because of a fault. Please try again.',
      updatedAt: at,
    });
    status = 'failed';
  } else {
    const halted = (await deps.jobs.get(input.userId, input.jobId))?.halt;
    await deps.jobs.update(
      input.userId,
      input.jobId,
      [...stillGoing],
      halted
        ? { status: 'stopped', message: halted.message, link: halted.link, halt: null, updatedAt: at }
        : { status: 'done', updatedAt: at },
    );
    if (halted) status = 'stopped';
    const job = await deps.jobs.get(input.userId, input.jobId);
    // Logged for the household only while its owner still acts for it (checked now, as each item is).
    if (job?.status === 'done' && (deps.cookLog || deps.histories) && !(await actingRefusal(deps, job))) {
      // The histories first: a meal logged back names no version, so either order logs the same.
      if (deps.histories) await restoreHistoriesBack({ ...deps, ...deps.histories }, job);
      if (deps.cookLog) await logCooksBack({ ...deps, cookLog: deps.cookLog }, job);
    }
  }
  await mailLargeImportEnd(deps.mail, await deps.jobs.get(input.userId, input.jobId));
  // Its place goes to the next waiting import, started on this same state machine.
  await deps.queue.queue.release(input.userId, input.jobId);
  if (input.stateMachineArn)
    await startWaiting(
      { ...deps.queue, jobs: deps.jobs, workflow: deps.queue.workflowOf(input.stateMachineArn) },
      deps.now(),
    );
  return { status };
}
