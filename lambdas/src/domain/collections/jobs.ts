// The import job as the person sees it (issue 18): create it (a presigned upload of the file), begin
// it once the file is in, watch it (n of N, the recipes that arrived, the items that failed and why),
// retry the failed items, cancel it. Another person's job is not found (404), as for any private thing.
// A job acts for the household it was made in, and only while its owner is in it (issue 32): begin and
// retry refuse otherwise ("You're no longer in this household"), and each item checks again as it is
// imported (run-import.ts). Begun or retried, a job waits its turn (queue.ts) and shows its place.
import { randomBytes } from 'node:crypto';
import type {
  CompleteImportUploadRequest,
  CreateImportRequest,
  CreateImportResponse,
  ImportJobView,
} from '../../contracts/collections.js';
import { collectionImportKeyOf } from '../../contracts/media-keys.js';
import type {
  ImportJobRecord,
  ImportJobRepository,
  ItemResultRecord,
} from '../../data/entities/import-job.js';
import type { ImportQueueRepository } from '../../data/entities/import-queue.js';
import { badRequest, conflict, notFound, payloadTooLarge } from '../../shared/errors.js';
import { capabilityRefusal } from '../access/capabilities.js';
import { type ImportMailDeps, mailLargeImportEnd } from './import-mail.js';
import type { ImportStorage, ImportWorkflow } from './ports.js';
import { startWaiting, startWaitingJobs } from './queue.js';
import {
  abortCollectionUpload,
  completeCollectionUpload,
  LARGER_THAN_DECLARED,
  signCollectionUpload,
} from './upload.js';
export const JOB_NOT_FOUND = 'Import not found';

export interface ImportJobDeps {
  jobs: ImportJobRepository;
  storage: ImportStorage;
  workflow: ImportWorkflow;
  /** Where begun jobs wait for a place to run, and how many may run at once (queue.ts). */
  queue: ImportQueueRepository;
  capacity: number;
  bucket: string;
  /** Tells the person when a large import they cancelled has ended (the workflow's end is not run). */
  mail?: ImportMailDeps;
}

/** Who acts on a job: the caller, with the household the API's session record names now. */
export interface JobActor {
  userId: string;
  householdId: string;
}

export const uploadKeyOf = (userId: string, jobId: string) => collectionImportKeyOf(userId, jobId, 'upload');
export const manifestKeyOf = (userId: string, jobId: string, run: string) =>
  collectionImportKeyOf(userId, jobId, `manifest-${run}.json`);
/** Hearth's own export's cook log, kept from reading the file until the job finishes (issue 39). */
export const cooksKeyOf = (userId: string, jobId: string) =>
  collectionImportKeyOf(userId, jobId, 'cooks.json');
/** A cook-log photo from Hearth's own export, kept beside the log until the job finishes. */
export const importedCookPhotoKeyOf = (userId: string, jobId: string, n: number, extension: string) =>
  collectionImportKeyOf(userId, jobId, `cook-photos/${n}.${extension}`);
/** Hearth's own export's recipe histories, kept from reading the file until the job finishes (issue 39). */
export const historiesKeyOf = (userId: string, jobId: string) =>
  collectionImportKeyOf(userId, jobId, 'histories.json');
export const itemKeyOf = (userId: string, jobId: string, itemKey: string) =>
  collectionImportKeyOf(userId, jobId, `items/${itemKey}.json`);

export function jobView(
  job: ImportJobRecord,
  results: readonly ItemResultRecord[],
  queuePosition: number | null = null,
): ImportJobView {
  return {
    jobId: job.jobId,
    fileName: job.fileName,
    status: job.status,
    format: job.format,
    total: job.total,
    done: job.imported + job.failed + job.skipped,
    imported: job.imported,
    failed: job.failed,
    skipped: job.skipped,
    message: job.message,
    link: job.link,
    queuePosition: job.status === 'queued' ? queuePosition : null,
    recipes: results
      .filter((r) => r.status === 'imported' && r.recipeId)
      .sort((a, b) => a.at.localeCompare(b.at))
      .map((r) => ({ id: r.recipeId as string, title: r.title ?? 'Untitled recipe' })),
    failures: results
      .filter((r) => r.status === 'failed')
      .map((r) => ({
        origin: r.origin,
        reason: r.reason ?? 'It could not be imported',
        retryable: r.itemRef !== null,
      })),
    skippedItems: results
      .filter((r) => r.status === 'skipped')
      .map((r) => ({ origin: r.origin, reason: r.reason ?? '' })),
    createdAt: job.createdAt,
  };
}

async function ownJob(deps: Pick<ImportJobDeps, 'jobs'>, userId: string, jobId: string) {
  const job = /^[a-f0-9]{24}$/.test(jobId) ? await deps.jobs.get(userId, jobId) : null;
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}

export async function getImport(
  deps: Pick<ImportJobDeps, 'jobs'> & Partial<Pick<ImportJobDeps, 'queue'>>,
  userId: string,
  jobId: string,
): Promise<ImportJobView> {
  const job = await ownJob(deps, userId, jobId);
  const position =
    job.status === 'queued' && job.queuedAt && deps.queue
      ? await deps.queue.ahead(job.queuedAt, jobId)
      : null;
  return jobView(job, await deps.jobs.results(jobId), position);
}

/**
 * The actor's own job, which acts for the household it was made in: refused once its owner is in
 * another (issue 32).
 */
async function householdJob(deps: ImportJobDeps, actor: JobActor, jobId: string): Promise<ImportJobRecord> {
  const job = await ownJob(deps, actor.userId, jobId);
  if (job.householdId !== actor.householdId) throw capabilityRefusal('left-household');
  return job;
}

/** Queues a job, gives free places to waiting ones (maybe it); null when it had left `from`. */
async function queueAndStart(
  deps: ImportJobDeps,
  job: ImportJobRecord,
  from: readonly ImportJobRecord['status'][],
  run: Record<string, unknown>,
  next: 'reading' | 'running',
  fields: Record<string, unknown>,
  now: Date,
): Promise<{ at: string; started: boolean } | null> {
  const queuedAt = now.toISOString();
  const queued = await deps.queue.enqueue(
    { jobId: job.jobId, userId: job.userId, queuedAt, run, next },
    from,
    { authorizedAt: queuedAt, ...fields },
  );
  if (!queued) return null;
  return { at: queuedAt, started: (await startWaitingJobs(deps, now)).includes(job.jobId) };
}

/** A new job and where to upload its file (upload.ts: one presigned POST, or parts for a large file). */
export async function createImport(
  deps: ImportJobDeps,
  owner: JobActor,
  request: CreateImportRequest,
  now: Date,
): Promise<CreateImportResponse> {
  const { userId } = owner;
  const jobId = randomBytes(12).toString('hex');
  const at = now.toISOString();
  const job: ImportJobRecord = {
    jobId,
    userId,
    householdId: owner.householdId,
    authorizedAt: at,
    fileName: request.fileName,
    uploadKey: uploadKeyOf(userId, jobId),
    status: 'waiting-for-file',
    format: null,
    total: 0,
    imported: 0,
    failed: 0,
    skipped: 0,
    message: null,
    link: null,
    executionArn: null,
    createdAt: at,
    updatedAt: at,
  };
  const upload = await signCollectionUpload(deps.storage, job.uploadKey, request.size, now);
  await deps.jobs.create({ ...job, multipartId: upload.mode === 'multipart' ? upload.multipartId : null });
  return { job: jobView(job, []), upload };
}

/** Assembles the parts of a large file's upload (multipart); then the job can begin. */
export async function completeImportUpload(
  deps: ImportJobDeps,
  userId: string,
  jobId: string,
  request: CompleteImportUploadRequest,
  now: Date,
): Promise<void> {
  const job = await ownJob(deps, userId, jobId);
  if ((await completeCollectionUpload(deps.storage, job, request)) === 'complete') return;
  await deps.jobs.update(userId, jobId, ['waiting-for-file'], {
    status: 'failed',
    message: LARGER_THAN_DECLARED,
    updatedAt: now.toISOString(),
  });
  throw payloadTooLarge(LARGER_THAN_DECLARED);
}

/** Gives up a large file's upload: its parts are dropped and the job waits for a file. */
export async function abortImportUpload(
  deps: ImportJobDeps,
  userId: string,
  jobId: string,
  multipartId: string,
): Promise<'aborted' | 'gone'> {
  return abortCollectionUpload(deps.storage, await ownJob(deps, userId, jobId), multipartId);
}

/** Starts the job once its file is in the bucket: it waits its turn, then its workflow runs. */
export async function beginImport(
  deps: ImportJobDeps,
  actor: JobActor,
  jobId: string,
  now: Date,
  /** Spends one use of the person's allowance (rate limits) once the request is known to be sound. */
  meter: () => Promise<void> = async () => {},
): Promise<ImportJobView> {
  const { userId } = actor;
  const job = await householdJob(deps, actor, jobId);
  if (job.status !== 'waiting-for-file') throw conflict('This import has already started');
  if (!(await deps.storage.head(job.uploadKey)))
    throw badRequest('The file has not arrived yet. Please upload it again.');
  await meter();
  const run = { jobId, userId };
  const queued = await queueAndStart(deps, job, ['waiting-for-file'], run, 'reading', {}, now);
  if (!queued) throw conflict('This import has already started');
  // Started by this call: its view is in hand (a job waiting for its file has no item results yet).
  if (queued.started) return jobView({ ...job, status: 'reading', authorizedAt: queued.at }, []);
  // Waiting its turn (still no results) unless another worker started it meanwhile.
  const waiting = await ownJob(deps, userId, jobId);
  if (waiting.status === 'queued' && waiting.queuedAt)
    return jobView(waiting, [], await deps.queue.ahead(waiting.queuedAt, jobId));
  return jobView(waiting, await deps.jobs.results(jobId));
}

/** Runs the failed items again (after a subscription, say); items the reader could not read stay failed. */
export async function retryFailedItems(
  deps: ImportJobDeps,
  actor: JobActor,
  jobId: string,
  now: Date,
  meter: () => Promise<void> = async () => {},
): Promise<ImportJobView> {
  const { userId } = actor;
  const job = await householdJob(deps, actor, jobId);
  if (!['done', 'stopped'].includes(job.status)) {
    throw conflict(
      job.status === 'cancelled' ? 'This import was cancelled' : 'Wait for the import to finish first',
    );
  }
  const retryable = (await deps.jobs.results(jobId)).filter((r) => r.status === 'failed' && r.itemRef);
  if (retryable.length === 0) throw conflict('There are no failed items to retry');
  await meter();
  const run = now.getTime().toString(36);
  const items = retryable.map((r) => ({ key: r.itemKey, itemKey: r.itemRef as string }));
  const manifest = { bucket: deps.bucket, key: manifestKeyOf(userId, jobId, run) };
  await deps.storage.put(manifest.key, new TextEncoder().encode(JSON.stringify(items)), {
    contentType: 'application/json',
  });
  const queued = await queueAndStart(
    deps,
    job,
    ['done', 'stopped'],
    { jobId, userId, manifest, items },
    'running',
    { message: null, link: null, halt: null },
    now,
  );
  if (!queued) throw conflict('Wait for the import to finish first');
  return getImport(deps, userId, jobId);
}

/** Stops a job that is still going; recipes already imported stay. */
export async function cancelImport(
  deps: ImportJobDeps,
  userId: string,
  jobId: string,
  now: Date,
): Promise<ImportJobView> {
  const job = await ownJob(deps, userId, jobId);
  const moved = await deps.jobs.update(userId, jobId, ['waiting-for-file', 'queued', 'reading', 'running'], {
    status: 'cancelled',
    message: 'Cancelled. The recipes imported before stay in your collection.',
    updatedAt: now.toISOString(),
  });
  if (!moved) throw conflict('This import has already finished');
  if (job.status === 'queued' && job.queuedAt) await deps.queue.drop(job.queuedAt, jobId);
  else if (job.executionArn && job.status !== 'waiting-for-file') await deps.workflow.stop(job.executionArn);
  // Its place (if it had one) goes to the next waiting import.
  await deps.queue.release(userId, jobId);
  await startWaiting(deps, now);
  if (deps.mail) await mailLargeImportEnd(deps.mail, await deps.jobs.get(userId, jobId));
  return getImport(deps, userId, jobId);
}
