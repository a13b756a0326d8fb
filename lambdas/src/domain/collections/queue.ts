// Collection imports take turns (issue 32): each keeps up to 10 task Lambdas busy, so an account runs one
// at a time and the app at most COLLECTION_IMPORTS_AT_ONCE (50 by default); the rest wait, oldest first,
// and the import page shows how many are ahead. A job gets its place when it is begun (or retried) and a
// place is free, or when another job ends (FinishImport, a cancel) and hands its place on. Every job that
// takes a place starts its workflow at once; a place is a lease the workflow's time limit bounds.
import type { ImportJobRepository } from '../../data/entities/import-job.js';
import type { ImportQueueRepository, QueuedImport } from '../../data/entities/import-queue.js';
import type { ImportRun, ImportWorkflow } from './ports.js';

/** The workflow's own time limit (infra: 6 hours) and a margin: a place held longer is free again. */
export const PLACE_LEASE_SECONDS = 6 * 60 * 60 + 10 * 60;

export interface QueueDeps {
  jobs: Pick<ImportJobRepository, 'update'>;
  queue: ImportQueueRepository;
  workflow: ImportWorkflow;
  /** How many imports may run at once across the app (config COLLECTION_IMPORTS_AT_ONCE). */
  capacity: number;
}

/** Starts the workflow of a job that was just given a place; a start that fails fails the job. */
async function launch(deps: QueueDeps, entry: QueuedImport, at: Date): Promise<void> {
  const run = entry.run as unknown as ImportRun;
  const name = `${entry.jobId}-${entry.next === 'reading' ? '1' : at.getTime().toString(36)}`;
  try {
    const executionArn = await deps.workflow.start(run, name);
    await deps.jobs.update(entry.userId, entry.jobId, ['reading', 'running', 'done', 'stopped', 'failed'], {
      executionArn,
    });
  } catch (error) {
    await deps.jobs.update(entry.userId, entry.jobId, [entry.next], {
      status: 'failed',
      message: 'The import could not be started. Please try again.',
      updatedAt: at.toISOString(),
    });
    await deps.queue.release(entry.userId, entry.jobId);
    throw error;
  }
}

/** Gives free places to the oldest waiting imports whose owners run none; answers how many started. */
export async function startWaiting(deps: QueueDeps, at: Date): Promise<number> {
  return (await startWaitingJobs(deps, at)).length;
}

/**
 * As startWaiting, answering the jobs this call started. A person found running an import already
 * ('person-busy') is not asked again in the same pass: each of their other waiting imports would cost
 * one more transaction bound to fail the same way (issue 35: a begin behind one's own running import).
 */
export async function startWaitingJobs(deps: QueueDeps, at: Date): Promise<string[]> {
  const started: string[] = [];
  const busy = new Set<string>();
  let free = await deps.queue.freeSlots(deps.capacity, at);
  if (free.length === 0) return started;
  for (const entry of await deps.queue.waiting()) {
    if (busy.has(entry.userId)) continue;
    let outcome: Awaited<ReturnType<ImportQueueRepository['take']>> = 'app-full';
    // A place taken meanwhile by another worker: try the next free one.
    while (free.length > 0) {
      const slot = free[Math.floor(Math.random() * free.length)] as number;
      free = free.filter((candidate) => candidate !== slot);
      outcome = await deps.queue.take(entry, slot, at, PLACE_LEASE_SECONDS);
      if (outcome !== 'app-full') {
        if (outcome !== 'taken') free.push(slot);
        break;
      }
    }
    if (outcome === 'taken') {
      busy.add(entry.userId);
      // A start that failed failed its job (launch): it is not among those started.
      if (
        await launch(deps, entry, at).then(
          () => true,
          () => false,
        )
      )
        started.push(entry.jobId);
    } else if (outcome === 'person-busy') {
      busy.add(entry.userId);
    } else if (outcome === 'gone') {
      // Cancelled, or its job is gone (the account was deleted): nothing to wait for.
      await deps.queue.drop(entry.queuedAt, entry.jobId);
    }
    if (free.length === 0) break;
  }
  return started;
}
