// Long imports as the cook sees them (issue 33): a scanned PDF of several pages, or a photo too large to
// read while the request waits, becomes a job that reads on by itself (the read-document-job workflow)
// while the import screen shows its steps: reading, finding the recipe, ready. The cook may leave and
// come back: their recent long imports are listed until they review or dismiss one. Another person's
// job is not found (404), as for any private thing. The workflow's tasks record the steps and the end
// here; each record is safe to repeat (data/entities/document-import.ts).
import { ulid } from 'ulid';
import {
  DOCUMENT_IMPORT_STEPS,
  type DocumentImportStep,
  type DocumentImportView,
  extractedRecipe,
} from '../../contracts/extraction.js';
import * as z from '../../contracts/zod.js';
import type { DocumentImportRecord, DocumentImportRepository } from '../../data/entities/document-import.js';
import { notFound } from '../../shared/errors.js';
import { failureAnswer } from './failures.js';
import type { DocumentImportWorkflow, DocumentJobRef, HandOff } from './ports.js';

export const DOCUMENT_IMPORT_NOT_FOUND = 'That import was not found';

export interface DocumentImportDeps {
  jobs: DocumentImportRepository;
  workflow: DocumentImportWorkflow;
}

const isJobId = (jobId: string) => /^[0-9A-HJKMNP-TV-Z]{26}$/.test(jobId);

const TOO_LONG = 'That file took too long to read. Please try again.';
/**
 * Past the workflow's own time limit (READ_DOCUMENT_JOB_TIMEOUT_SECONDS, 15 minutes) a job still
 * reading has been stopped by Step Functions without a word (a time-out is not caught): it has failed.
 */
const GIVEN_UP_MS = 20 * 60 * 1000;

const storedRecipes = z.array(extractedRecipe);

export function documentImportView(job: DocumentImportRecord, now = new Date()): DocumentImportView {
  if (job.status === 'reading' && now.getTime() - Date.parse(job.createdAt) > GIVEN_UP_MS)
    return documentImportView({ ...job, status: 'failed', message: TOO_LONG }, now);
  const steps = DOCUMENT_IMPORT_STEPS.flatMap((step) => {
    const at = job.steps[step];
    return at ? [{ step, at }] : [];
  });
  return {
    jobId: job.jobId,
    type: job.documentType,
    fileName: job.fileName,
    status: job.status,
    pages: job.pages,
    steps,
    recipes: job.status === 'done' ? storedRecipes.parse(job.recipes) : [],
    message: job.message,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  };
}

/** Starts the job that reads a long document; its first step, reading, has begun. */
export async function startDocumentImport(
  deps: DocumentImportDeps,
  owner: { userId: string; householdId: string },
  source: { type: 'image' | 'pdf'; key: string; fileName?: string },
  handOff: HandOff,
  now: Date,
): Promise<DocumentImportView> {
  const at = now.toISOString();
  const jobId = ulid(now.getTime());
  const job: DocumentImportRecord = {
    jobId,
    userId: owner.userId,
    householdId: owner.householdId,
    documentType: source.type,
    key: source.key,
    fileName: source.fileName || null,
    status: 'reading',
    pages: handOff.pages ?? null,
    steps: { reading: at },
    recipes: [],
    message: null,
    executionArn: null,
    createdAt: at,
    updatedAt: at,
  };
  await deps.jobs.create(job);
  const ref = { userId: owner.userId, jobId };
  try {
    const executionArn = await deps.workflow.start(
      { job: ref, type: source.type, key: source.key, handOff },
      `document-import-${jobId}`,
    );
    await deps.jobs.update(owner.userId, jobId, ['reading'], { executionArn });
    return documentImportView({ ...job, executionArn }, now);
  } catch (error) {
    // The job will never run: say so on it, so the list on Home does not show it reading for days.
    await deps.jobs.fail(owner.userId, jobId, failureAnswer('States.Runtime').message, at);
    throw error;
  }
}

/** The user's job; 404 when they have none by this id (an id of the wrong shape is not looked up). */
async function ownJob(deps: Pick<DocumentImportDeps, 'jobs'>, userId: string, jobId: string) {
  const job = isJobId(jobId) ? await deps.jobs.get(userId, jobId) : null;
  if (!job) throw notFound(DOCUMENT_IMPORT_NOT_FOUND);
  return job;
}

export async function getDocumentImport(
  deps: Pick<DocumentImportDeps, 'jobs'>,
  userId: string,
  jobId: string,
): Promise<DocumentImportView> {
  return documentImportView(await ownJob(deps, userId, jobId));
}

export async function recentDocumentImports(
  deps: Pick<DocumentImportDeps, 'jobs'>,
  userId: string,
): Promise<{ imports: DocumentImportView[] }> {
  return { imports: (await deps.jobs.recent(userId)).map((job) => documentImportView(job)) };
}

/** Forgets a job once the cook has reviewed or dismissed it. */
export async function dismissDocumentImport(
  deps: Pick<DocumentImportDeps, 'jobs'>,
  userId: string,
  jobId: string,
): Promise<void> {
  await ownJob(deps, userId, jobId);
  await deps.jobs.dismiss(userId, jobId);
}

/** The workflow's tasks: a step has begun (once; nothing after the job ended). */
export async function recordDocumentImportStep(
  jobs: Pick<DocumentImportRepository, 'recordStep'>,
  job: DocumentJobRef,
  step: DocumentImportStep,
  now: Date,
): Promise<void> {
  await jobs.recordStep(job.userId, job.jobId, step, now.toISOString());
}

/** The workflow's last task: what was read, or why nothing was (the task's failure, as the route says it). */
export async function finishDocumentImport(
  jobs: Pick<DocumentImportRepository, 'finish' | 'fail'>,
  job: DocumentJobRef,
  outcome: { recipes: unknown[] } | { failure: { Error?: string; Cause?: string } },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  if ('recipes' in outcome) {
    await jobs.finish(job.userId, job.jobId, storedRecipes.parse(outcome.recipes), at);
    return;
  }
  const error = outcome.failure.Error ?? 'States.Runtime';
  // A task's time-out here is a file that took too long, not a web page.
  const message = error === 'States.Timeout' ? TOO_LONG : failureAnswer(error, outcome.failure.Cause).message;
  await jobs.fail(job.userId, job.jobId, message, at);
}
