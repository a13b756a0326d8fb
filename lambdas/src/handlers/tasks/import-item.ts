// Task of the import-collection workflow (workflows/import-collection.asl.ts): the use case importItem
// (domain/collections/import-item.ts) on the Lambda's table and bucket.
import { importItem } from '../../domain/collections/import-item.js';
import { stepTask } from '../shared/step-task.js';
import { collectionImportDeps } from './collection-import.js';

export const handler = stepTask('import-item', (input: Parameters<typeof importItem>[1]) =>
  importItem(collectionImportDeps, input),
);
