// A person's running collection import halted by the event that ends their right to it (leaving the
// household, being removed, signing out everywhere): its own module, so the household and account
// bundles that call it carry none of the import's readers.
import type { ImportJobRepository } from '../../data/entities/import-job.js';
import type { ImportQueueRepository } from '../../data/entities/import-queue.js';

/** The statuses of a job whose workflow is still handing out items. */
export const stillGoing = ['reading', 'running'] as const;

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
  if (!jobId) return;
  await deps.jobs.update(userId, jobId, [...stillGoing], {
    halt: { message, link: null },
    updatedAt: deps.now().toISOString(),
  });
}
