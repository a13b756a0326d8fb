// The tasks that read an uploaded photo or PDF, built from the reader they are given (Textract on AWS,
// the local stand-in under `npm start`, recorded Textract answers in tests). The route has already
// checked that the key is the caller's own.
// - ReadDocument (the quick, Express workflow) reads what can be read while the request waits: a photo
//   or one page at once, a PDF's text layer. A file too long for that is handed over (issue 33): a PDF
//   of several scanned pages, whose text job it starts, or a photo over LARGE_PHOTO_BYTES, which it does
//   not begin; the route then starts the read-document-job workflow from the hand-off.
// - In that workflow ReadWhole reads what was handed over with nothing begun, CollectText asks for a
//   text job's pages until they are in, and each records the step "finding" when the text is read and
//   the recipe is being looked for (document-job-tasks.ts writes the steps and the end).

import type { DocumentImportRepository } from '../../data/entities/document-import.js';
import {
  type DocumentReading,
  finishReadingDocument,
  type ReadStoredDocumentDeps,
  startReadingDocument,
} from '../../domain/extraction/text/read-document.js';
import { finishDocumentImport, recordDocumentImportStep } from '../../domain/import/document-imports.js';
import { ImportFailure } from '../../domain/import/failures.js';
import { recipeFilePath, recipeFileType } from '../../domain/import/recipe-files.js';
import type { ExtractionSource, WorkflowState } from '../../workflows/extract-recipe.asl.js';
import type { DocumentJobState } from '../../workflows/read-document-job.asl.js';

type DocumentSource = Extract<ExtractionSource, { type: 'image' | 'pdf' }>;

/**
 * A photo larger than this is read by a job: it is one the browser could not shrink (it uploads photos
 * as JPEGs at most 3,000 pixels a side, a few MB), and reading it may outlast the request.
 */
export const LARGE_PHOTO_BYTES = 5 * 1024 * 1024;

export interface ReadDocumentDeps extends ReadStoredDocumentDeps {
  /** The stored file's size in bytes, or null when it is not there. */
  size(key: string): Promise<number | null>;
}

function contentTypeOf(source: Pick<DocumentSource, 'type' | 'key'>) {
  const contentType = recipeFileType(source.key);
  if (!contentType || (contentType === 'application/pdf') !== (source.type === 'pdf'))
    throw new ImportFailure('FileUnreadable');
  return contentType;
}

export function readDocumentTask(deps: ReadDocumentDeps) {
  return async (source: DocumentSource): Promise<WorkflowState> => {
    const contentType = contentTypeOf(source);
    const state = { type: source.type, sourceUrl: null, recipes: [] };
    if (contentType !== 'application/pdf') {
      const size = await deps.size(source.key);
      if (size === null) throw new ImportFailure('FileNotFound');
      if (size > LARGE_PHOTO_BYTES) return { ...state, handOff: {} };
    }
    const reading = await startReadingDocument({ key: source.key, contentType }, deps);
    if (reading.status === 'read') return { ...state, recipes: reading.recipes };
    return { ...state, handOff: { textJob: { jobId: reading.jobId }, pages: reading.pages } };
  };
}

/** The job's state after a reading: the recipes once read, else the text job to wait for. */
function jobStateOf(state: DocumentJobState, reading: DocumentReading): DocumentJobState {
  const { textJob: _done, ...handOff } = state.handOff;
  if (reading.status === 'read') return { ...state, handOff, recipes: reading.recipes };
  return {
    ...state,
    handOff: { ...handOff, textJob: { jobId: reading.jobId }, pages: reading.pages ?? handOff.pages },
  };
}

/** Marks the step "finding" once the text is read, before the recipe is looked for in it. */
export type FoundText = (state: DocumentJobState) => Promise<void>;

/** A reader that tells `foundText` when a page or a job's pages have been read. */
function tellingReader(
  text: ReadStoredDocumentDeps['text'],
  state: DocumentJobState,
  foundText: FoundText,
): ReadStoredDocumentDeps['text'] {
  return {
    languages: text.languages,
    startReading: (key) => text.startReading(key),
    readPage: async (document, options) => {
      const page = await text.readPage(document, options);
      await foundText(state);
      return page;
    },
    readingResult: async (jobId) => {
      const result = await text.readingResult(jobId);
      if (result.status === 'done') await foundText(state);
      return result;
    },
  };
}

/** ReadWhole: what was handed over with nothing begun, read at once (or its text job started). */
export function readWholeTask(deps: ReadStoredDocumentDeps, foundText: FoundText) {
  return async (state: DocumentJobState): Promise<DocumentJobState> => {
    const contentType = contentTypeOf(state);
    const reading = await startReadingDocument(
      { key: state.key, contentType },
      { ...deps, text: tellingReader(deps.text, state, foundText) },
    );
    return jobStateOf(state, reading);
  };
}

/** CollectText: a text job's pages once read, structured into recipes; the job again while it reads. */
export function collectTextTask(
  deps: Pick<ReadStoredDocumentDeps, 'text' | 'structure'>,
  foundText: FoundText,
) {
  return async (state: DocumentJobState): Promise<DocumentJobState> => {
    const textJob = state.handOff.textJob;
    if (state.type !== 'pdf' || !textJob) throw new ImportFailure('FileUnreadable');
    const reading = await finishReadingDocument(textJob.jobId, {
      ...deps,
      text: tellingReader(deps.text, state, foundText),
    });
    return jobStateOf(state, reading);
  };
}

/** The steps a job's tasks write, through the job table (data/entities/document-import.ts). */
export function jobSteps(jobs: Pick<DocumentImportRepository, 'recordStep'>): FoundText {
  return (state) => recordDocumentImportStep(jobs, state.job, 'finding', new Date());
}

/** FinishImport: what was read (a PDF's recipes linked to it), or why not, written on the job. */
export function finishImportTask(jobs: Pick<DocumentImportRepository, 'finish' | 'fail'>) {
  return async (state: DocumentJobState): Promise<{ jobId: string }> => {
    const outcome = state.failure
      ? { failure: state.failure }
      : {
          recipes: (state.normalised?.recipes ?? []).map((recipe) =>
            state.type === 'pdf' ? { ...(recipe as object), pdfUrl: recipeFilePath(state.key) } : recipe,
          ),
        };
    await finishDocumentImport(jobs, state.job, outcome, new Date());
    return { jobId: state.job.jobId };
  };
}
