// Task of the import-collection workflow (workflows/import-collection.asl.ts): the use case recordItemFailure
// (domain/collections/run-import.ts) on the Lambda's table and bucket.
import { recordItemFailure } from '../../domain/collections/run-import.js';
import { collectionImportDeps } from './collection-import.js';

export const handler = (input: Parameters<typeof recordItemFailure>[1]) =>
  recordItemFailure(collectionImportDeps, input);
