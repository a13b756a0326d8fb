// Task CollectText of the read-document-job workflow: asks the document text reader for a text job's
// pages, and once they are in marks the step "finding" and structures them into recipes
// (handlers/tasks/document-tasks.ts says how).
import { documentImportRepository } from '../../data/entities/document-import.js';
import { db } from '../../shared/clients.js';
import { stepTask } from '../shared/step-task.js';
import { collectTextTask, jobSteps } from './document-tasks.js';
import { documentText, structure } from './document-text.js';

export const handler = stepTask(
  'collect-pdf-text',
  collectTextTask({ text: documentText, structure }, jobSteps(documentImportRepository(db))),
);
