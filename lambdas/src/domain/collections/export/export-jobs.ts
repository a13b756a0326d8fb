// "Export everything" as the person sees it: start an export (one at a time), watch it, download the
// zip while it is kept (a presigned link, signed afresh on each look so it always works until the
// export expires). Another person's export is not found (404), as for any private thing.
import { ulid } from 'ulid';
import { EXPORT_AVAILABLE_HOURS, type ExportJobView } from '../../../contracts/exports.js';
import { exportKeyOf } from '../../../contracts/media-keys.js';
import type { ExportJobRecord, ExportJobRepository } from '../../../data/entities/export-job.js';
import { conflict, notFound } from '../../../shared/errors.js';
import { NO_LONGER_IN_HOUSEHOLD } from '../../access/capabilities.js';
import type { ExportStorage, ExportWorkflow } from '../ports.js';
import { availableUntil } from './build-export.js';

export const EXPORT_NOT_FOUND = 'Export not found';
/** An export still running after this long has died without a word; a new one may start. */
const STALE_MINUTES = 30;

export interface ExportJobDeps {
  jobs: ExportJobRepository;
  storage: Pick<ExportStorage, 'signDownload'>;
  workflow: ExportWorkflow;
}

async function exportView(
  deps: Pick<ExportJobDeps, 'storage'>,
  job: ExportJobRecord,
  now: Date,
  viewerHousehold?: string,
): Promise<ExportJobView> {
  const until = job.finishedAt ? availableUntil(job.finishedAt) : null;
  const secondsLeft = until ? Math.floor((until.getTime() - now.getTime()) / 1000) : 0;
  // It holds the household's plans and list: not handed to someone who has left it (issue 32).
  const left = viewerHousehold !== undefined && job.householdId !== viewerHousehold;
  const download =
    !left && job.status === 'done' && job.zipKey && until && secondsLeft > 60
      ? {
          url: await deps.storage.signDownload(job.zipKey, { expiresSeconds: secondsLeft }),
          fileName: job.fileName,
          expiresAt: until.toISOString(),
        }
      : null;
  return {
    jobId: job.jobId,
    status: job.status,
    recipes: job.recipes,
    photos: job.photos,
    mealPlans: job.mealPlans,
    size: job.size,
    message: left
      ? `${NO_LONGER_IN_HOUSEHOLD}: this export was made there. Start a new one.`
      : job.status === 'done' && !download
        ? `This export was kept for ${EXPORT_AVAILABLE_HOURS} hours and has expired. Start a new one.`
        : job.message,
    download,
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
  };
}

/** Who looks: the caller, with the household the API's session record names now. */
export type ExportViewer = string | { userId: string; householdId: string };
const viewerOf = (viewer: ExportViewer) =>
  typeof viewer === 'string' ? { userId: viewer, householdId: undefined } : viewer;

export async function getExport(
  deps: Pick<ExportJobDeps, 'jobs' | 'storage'>,
  viewer: ExportViewer,
  jobId: string,
  now: Date,
): Promise<ExportJobView> {
  const { userId, householdId } = viewerOf(viewer);
  const job = /^[0-9A-HJKMNP-TV-Z]{26}$/.test(jobId) ? await deps.jobs.get(userId, jobId) : null;
  if (!job) throw notFound(EXPORT_NOT_FOUND);
  return exportView(deps, job, now, householdId);
}

export async function latestExport(
  deps: Pick<ExportJobDeps, 'jobs' | 'storage'>,
  viewer: ExportViewer,
  now: Date,
): Promise<{ latest: ExportJobView | null }> {
  const { userId, householdId } = viewerOf(viewer);
  const job = await deps.jobs.latest(userId);
  return { latest: job ? await exportView(deps, job, now, householdId) : null };
}

/** Starts an export of everything the person owns; one at a time. */
export async function startExport(
  deps: ExportJobDeps,
  owner: { userId: string; householdId: string },
  now: Date,
): Promise<ExportJobView> {
  const { userId } = owner;
  const latest = await deps.jobs.latest(userId);
  if (
    latest?.status === 'running' &&
    now.getTime() - Date.parse(latest.createdAt) < STALE_MINUTES * 60 * 1000
  )
    throw conflict('Your export is already being made. It will be ready in a few minutes.');
  const jobId = ulid(now.getTime());
  const fileName = `hearth-export-${now.toISOString().slice(0, 10)}.zip`;
  const job: ExportJobRecord = {
    jobId,
    userId,
    householdId: owner.householdId,
    status: 'running',
    zipKey: exportKeyOf(userId, jobId, fileName),
    fileName,
    recipes: 0,
    photos: 0,
    mealPlans: 0,
    size: 0,
    message: null,
    executionArn: null,
    createdAt: now.toISOString(),
    finishedAt: null,
  };
  await deps.jobs.create(job);
  const executionArn = await deps.workflow.start({ jobId, userId }, `export-${jobId}`);
  await deps.jobs.update(userId, jobId, 'running', { executionArn });
  return exportView(deps, { ...job, executionArn }, now);
}
