// Task ReadWhole of the read-document-job workflow: a file handed over with nothing begun (a large
// photo) read at once, or its text job started; the step "finding" is marked once its text is read
// (handlers/tasks/document-tasks.ts says how).
import { readPdfText } from '../../adapters/pdf/pdf-text.js';
import { documentImportRepository } from '../../data/entities/document-import.js';
import { db } from '../../shared/clients.js';
import { stepTask } from '../shared/step-task.js';
import { jobSteps, readWholeTask } from './document-tasks.js';
import { documentText, download, structure } from './document-text.js';

export const handler = stepTask(
  'read-whole-document',
  readWholeTask(
    { text: documentText, download, readPdfText, structure },
    jobSteps(documentImportRepository(db)),
  ),
);
