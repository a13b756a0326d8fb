// The workflow's tasks (import-collection.asl.ts) as use cases. ReadArchive reads the file once and
// leaves each item in the bucket; ImportItem (./import-item.ts) turns one item into a recipe, exactly
// once per person (the item's key is written with the recipe, in its create transaction);
// RecordItemFailure keeps the reason of an item that kept failing; FinishImport closes the job. A cancelled job lets the
// remaining items pass without work; a stopped one keeps each as a retryable failure with its reason.
// Each item acts for the job's household only while the job's owner is still in it, with no sign-out
// everywhere since they began it, judged from their session-validity record as the item runs (issue 32):
// otherwise the job stops there, saying why. FinishImport hands the job's place to the next in the queue.

import type { ImportJobRecord, ImportJobRepository, ItemStatus } from '../../data/entities/import-job.js';
import type { SessionValidity } from '../../data/entities/session-validity.js';
import { capabilityRefusal, judgeCapability } from '../access/capabilities.js';
import { ARCHIVE_REFUSED, ArchiveRefused } from './archive.js';
import { type CookedBackDeps, keepCooks, logCooksBack } from './cooked-back.js';
import { isGoing, stillGoing } from './halt-import.js';
import { type HistoryBackDeps, keepHistories, restoreHistoriesBack } from './history-back.js';
import { type ImportMailDeps, mailLargeImportEnd } from './import-mail.js';
import { keyOf } from './item.js';
import { itemFromFile, itemToFile } from './item-file.js';
import { itemKeyOf, manifestKeyOf } from './jobs.js';
import type { ImportStorage, ImportWorkflow } from './ports.js';
import { type QueueDeps, startWaiting } from './queue.js';
import { readCollection } from './read-collection.js';

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

const MAX_FILE_BYTES = 500 * 1024 * 1024;

export async function record(
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
export async function actingRefusal(deps: RunDeps, job: ImportJobRecord): Promise<string | null> {
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
    const job = await deps.jobs.get(input.userId, input.jobId);
    const halted = job?.halt;
    // What comes back beside the recipes (their histories, the cook log) is in place before the job
    // says done: a cook who opens the log at "done" finds every meal. Restored for a job still going
    // (or done, by a finish tried again: it writes the same), never one stopped, and for the household
    // only while its owner still acts for it (checked now, as each item is).
    const finishing = job && !halted && (job.status === 'done' || isGoing(job.status));
    if (finishing && (deps.cookLog || deps.histories) && !(await actingRefusal(deps, job))) {
      // The histories first: a meal logged back names no version, so either order logs the same.
      if (deps.histories) await restoreHistoriesBack({ ...deps, ...deps.histories }, job);
      if (deps.cookLog) await logCooksBack({ ...deps, cookLog: deps.cookLog }, job);
    }
    await deps.jobs.update(
      input.userId,
      input.jobId,
      [...stillGoing],
      halted
        ? { status: 'stopped', message: halted.message, link: halted.link, halt: null, updatedAt: at }
        : { status: 'done', updatedAt: at },
    );
    if (halted) status = 'stopped';
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
