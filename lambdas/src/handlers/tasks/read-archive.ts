// Task of the import-collection workflow (workflows/import-collection.asl.ts): the use case readArchive
// (domain/collections/run-import.ts) on the Lambda's table and bucket.
import { readArchive } from '../../domain/collections/run-import.js';
import { stepTask } from '../shared/step-task.js';
import { collectionImportDeps } from './collection-import.js';

export const handler = stepTask('read-archive', (input: Parameters<typeof readArchive>[1]) =>
  readArchive(collectionImportDeps, input),
);
