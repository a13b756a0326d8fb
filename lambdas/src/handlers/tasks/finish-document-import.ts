// Task FinishImport of the read-document-job workflow: writes what was read on the job (step "ready"),
// or why nothing was; the table's stream tells the cook's open screens.
import { documentImportRepository } from '../../data/entities/document-import.js';
import { db } from '../../shared/clients.js';
import { stepTask } from '../shared/step-task.js';
import { finishImportTask } from './document-tasks.js';

export const handler = stepTask('finish-document-import', finishImportTask(documentImportRepository(db)));
