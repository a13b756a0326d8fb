// A person's running collection import halted by the event that ends their right to it (leaving the
// household, being removed, signing out everywhere): its own module, so the household and account
// bundles that call it carry none of the import's readers.
import type { ImportJobRepository } from '../../data/entities/import-job.js';
import type { ImportQueueRepository } from '../../data/entities/import-queue.js';

/** The statuses of a job whose workflow is still handing out items. */
export const stillGoing = ['reading', 'running'] as const;

/** Whether a job with this status is still going (its workflow handing out items). */
export const isGoing = (status: string): boolean => stillGoing.some((going) => going === status);

/** A job's workflow may go on handing out items, but none does work: each is kept failed with `why`. */
export async function haltJob(
  deps: { jobs: Pick<ImportJobRepository, 'update'>; now: () => Date },
  userId: string,
  jobId: string,
  why: { message: string; link: string | null },
): Promise<void> {
  await deps.jobs.update(userId, jobId, [...stillGoing], { halt: why, updatedAt: deps.now().toISOString() });
}

/**
 * The person's running import stops acting at once, with `message` (they left the household, were
 * removed, or signed out everywhere): the event itself halts it, so it stops within a moment however
 * slowly the page an item is reading answers. Each item still judges its owner as it runs (the sure
 * half); this is the prompt half. The items still handed out are kept as retryable failures.
 */
export async function haltRunningImport(
  deps: {
    queue: Pick<ImportQueueRepository, 'runningJob'>;
    jobs: Pick<ImportJobRepository, 'update'>;
    now: () => Date;
  },
  userId: string,
  message: string,
): Promise<void> {
  const jobId = await deps.queue.runningJob(userId);
  if (jobId) await haltJob(deps, userId, jobId, { message, link: null });
}
