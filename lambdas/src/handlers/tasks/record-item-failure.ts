// Task of the import-collection workflow (workflows/import-collection.asl.ts): the use case recordItemFailure
// (domain/collections/run-import.ts) on the Lambda's table and bucket. An item only comes here when it
// faulted through all its retries (a bad item is recorded by ImportItem itself), so each is counted:
// ImportItemsFailed is alarmed (infra/lib/constructs/operations.ts).
import { recordItemFailure } from '../../domain/collections/run-import.js';
import { countImportItemFailed } from '../../shared/metrics.js';
import { stepTask } from '../shared/step-task.js';
import { collectionImportDeps } from './collection-import.js';

export const handler = stepTask(
  'record-item-failure',
  async (input: Parameters<typeof recordItemFailure>[1]) => {
    countImportItemFailed();
    return recordItemFailure(collectionImportDeps, input);
  },
);
