// The two tasks that read an uploaded photo or PDF, built from the reader they are given (Textract on
// AWS, the local stand-in under `npm start`, recorded Textract answers in tests): ReadDocument reads
// the file or starts the job reading a PDF's scanned pages; while a job runs the workflow waits and
// CollectPdfText asks again, until the job's text is structured into recipes. The route has already
// checked that the key is the caller's own.
import {
  type DocumentReading,
  finishReadingDocument,
  type ReadStoredDocumentDeps,
  startReadingDocument,
} from '../../domain/extraction/text/read-document.js';
import { ImportFailure } from '../../domain/import/failures.js';
import { recipeFileType } from '../../domain/import/recipe-files.js';
import type { ExtractionSource, WorkflowState } from '../../workflows/extract-recipe.asl.js';

type DocumentSource = Extract<ExtractionSource, { type: 'image' | 'pdf' }>;

function stateOf(type: DocumentSource['type'], reading: DocumentReading): WorkflowState {
  if (reading.status === 'reading')
    return { type, sourceUrl: null, recipes: [], textJob: { jobId: reading.jobId } };
  return { type, sourceUrl: null, recipes: reading.recipes };
}

export function readDocumentTask(deps: ReadStoredDocumentDeps) {
  return async (source: DocumentSource): Promise<WorkflowState> => {
    const contentType = recipeFileType(source.key);
    if (!contentType || (contentType === 'application/pdf') !== (source.type === 'pdf'))
      throw new ImportFailure('FileUnreadable');
    return stateOf(source.type, await startReadingDocument({ key: source.key, contentType }, deps));
  };
}

export function collectPdfTextTask(deps: Pick<ReadStoredDocumentDeps, 'text' | 'structure'>) {
  return async (state: WorkflowState): Promise<WorkflowState> => {
    if (state.type !== 'pdf' || !state.textJob) throw new ImportFailure('FileUnreadable');
    return stateOf(state.type, await finishReadingDocument(state.textJob.jobId, deps));
  };
}
