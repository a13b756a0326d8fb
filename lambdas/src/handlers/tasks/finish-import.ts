// Task of the import-collection workflow (workflows/import-collection.asl.ts): the use case finishImport
// (domain/collections/run-import.ts) on the Lambda's table and bucket.
import { finishImport } from '../../domain/collections/run-import.js';
import { collectionImportDeps } from './collection-import.js';

export const handler = (input: Parameters<typeof finishImport>[1]) =>
  finishImport(collectionImportDeps, input);
