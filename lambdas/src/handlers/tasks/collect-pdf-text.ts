// Task CollectPdfText: asks the document text reader for a PDF job's pages, and structures them into
// recipes once read (handlers/tasks/document-tasks.ts says how).
import { collectPdfTextTask } from './document-tasks.js';
import { documentText, structure } from './document-text.js';

export const handler = collectPdfTextTask({ text: documentText, structure });
