// Task ReadDocument (the quick workflow): a photo, or a PDF's text layer, read into recipes; a file too
// long to read while the request waits is handed over to a job (handlers/tasks/document-tasks.ts says how).
import { readPdfText } from '../../adapters/pdf/pdf-text.js';
import { stepTask } from '../shared/step-task.js';
import { readDocumentTask } from './document-tasks.js';
import { documentText, download, fileSize, structure } from './document-text.js';

export const handler = stepTask(
  'read-document',
  readDocumentTask({
    text: documentText,
    download,
    readPdfText,
    structure,
    size: fileSize,
  }),
);

/** Stops the local OCR worker, if one was started (the local stack calls it when it stops). */
export async function releaseOcr(): Promise<void> {
  await documentText.close?.();
}
