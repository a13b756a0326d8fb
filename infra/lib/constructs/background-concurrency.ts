// Background work (collection imports, exports) must not take the account's Lambda concurrency from
// the API (issue 33). What bounds it:
//  - each collection import runs at most MAX_CONCURRENT_ITEMS items at once (its Distributed Map), and
//    its tasks retry Lambda throttling with backoff, so a job slows down rather than fails;
//  - the concurrency alarm (operations.ts) tells the operator before the API is throttled;
//  - with context backgroundConcurrency=N, the background functions share N reserved executions: a
//    hard cap on all jobs together, and a guarantee that they always have that much. Off by default,
//    because Lambda keeps 100 of an account's executions unreserved and new accounts may start with 10
//    in all: any reservation would fail their first deploy (docs/SCALE.md, "Background work").
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { ExportEverythingTask } from '../../../lambdas/src/workflows/export-everything.asl.js';
import type { ImportCollectionTask } from '../../../lambdas/src/workflows/import-collection.asl.js';
import type { HearthFunction } from './hearth-function.js';

/** The small, fixed shares; ImportItem (the fan-out) takes the rest. */
const fixedShares: Partial<Record<ImportCollectionTask['state'] | ExportEverythingTask['state'], number>> = {
  ReadArchive: 3,
  RecordItemFailure: 2,
  FinishImport: 1,
  BuildExport: 3,
  FinishExport: 1,
};

/** Each background task's reserved executions out of `total` (at least BACKGROUND_CONCURRENCY_MINIMUM). */
export function backgroundShares(total: number): Record<string, number> {
  const fixed = Object.values(fixedShares).reduce((sum, n) => sum + (n ?? 0), 0);
  return { ...fixedShares, ImportItem: total - fixed };
}

/** Reserves `total` executions across the background task functions, by task state. */
export function reserveBackgroundConcurrency(total: number, tasks: Map<string, HearthFunction>): void {
  const shares = backgroundShares(total);
  for (const [state, fn] of tasks) {
    const share = shares[state];
    if (share === undefined) throw new Error(`No background concurrency share for task ${state}`);
    (fn.node.defaultChild as CfnFunction).reservedConcurrentExecutions = share;
  }
}
