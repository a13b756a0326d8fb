// The read-document-job workflow (Standard Step Functions, issue 33): a file too long to read while the
// import request waits (a PDF of several scanned pages, a large photo) is read here, with no request
// waiting, and its steps are written to the job as they happen (data/entities/document-import.ts) for
// the cook's open screens. CDK deploys this definition and the local runner executes it, as for the
// other workflows. JSONPath only.
//
//   Begin → [a text job already reading] WaitForText ⇄ CollectText (asks Textract until the pages are in,
//           then structures them: step "finding") → Normalise → FinishImport (step "ready")
//         → [nothing begun: a large photo] ReadWhole (reads it at once, or starts a text job) → as above
// Any task failure is caught into FinishImport, which writes the reason on the job. The workflow is
// bounded (TimeoutSeconds): a job still reading past it is shown as failed (domain/import/document-imports.ts).
import type { DocumentJobInput } from '../domain/import/ports.js';
import type { WorkflowState } from './extract-recipe.asl.js';
import { catchInto, LAMBDA_FAULTS, taskResource } from './task-states.js';

/** Each Task state, the substitution that names its Lambda, and its handler under handlers/tasks/. */
export const readDocumentJobTasks = [
  { state: 'ReadWhole', substitution: 'ReadWholeDocumentFunctionArn', handler: 'read-whole-document' },
  { state: 'CollectText', substitution: 'CollectPdfTextFunctionArn', handler: 'collect-pdf-text' },
  { state: 'Normalise', substitution: 'NormaliseFunctionArn', handler: 'normalise' },
  {
    state: 'FinishImport',
    substitution: 'FinishDocumentImportFunctionArn',
    handler: 'finish-document-import',
  },
] as const;

export type ReadDocumentJobTask = (typeof readDocumentJobTasks)[number];

/** The whole job's limit: far past any real document (Textract reads 20 pages in well under a minute). */
export const READ_DOCUMENT_JOB_TIMEOUT_SECONDS = 900;
/** Seconds between asks for a text job's result. */
export const TEXT_POLL_SECONDS = 3;
/** Each task's limit: its function's own timeout (CDK) is 30 s. */
const TASK_TIMEOUT_SECONDS = 30;

const task = (state: ReadDocumentJobTask['state'], next: string | null, extra: object = {}) => {
  return {
    Type: 'Task' as const,
    Resource: taskResource(readDocumentJobTasks, state),
    TimeoutSeconds: TASK_TIMEOUT_SECONDS,
    Retry: [{ ErrorEquals: LAMBDA_FAULTS, IntervalSeconds: 1, MaxAttempts: 3, BackoffRate: 2 }],
    ...(state === 'FinishImport' ? {} : { Catch: catchInto('FinishImport') }),
    ...extra,
    ...(next ? { Next: next } : { End: true as const }),
  };
};

/** A text job still reading goes to the wait; otherwise `otherwise`. */
const textPending = (otherwise: string) => ({
  Type: 'Choice' as const,
  Choices: [
    {
      And: [
        { Variable: '$.handOff', IsPresent: true },
        { Variable: '$.handOff.textJob', IsPresent: true },
      ],
      Next: 'WaitForText',
    },
  ],
  Default: otherwise,
});

export function readDocumentJobDefinition() {
  return {
    Comment: 'Read a long document (several scanned pages, a large photo) for an import, step by step.',
    StartAt: 'Begin',
    TimeoutSeconds: READ_DOCUMENT_JOB_TIMEOUT_SECONDS,
    States: {
      Begin: textPending('ReadWhole'),
      ReadWhole: task('ReadWhole', 'TextRead'),
      TextRead: textPending('Normalise'),
      WaitForText: { Type: 'Wait' as const, Seconds: TEXT_POLL_SECONDS, Next: 'CollectText' },
      CollectText: task('CollectText', 'TextRead'),
      // Normalise is the quick workflow's task; its answer is kept beside the job's state.
      Normalise: task('Normalise', 'FinishImport', { ResultPath: '$.normalised' }),
      FinishImport: task('FinishImport', null),
    },
  };
}

/** What the job's tasks receive and return: the job, the file, where the reading stands. */
export interface DocumentJobState extends DocumentJobInput {
  /** What was read so far (reader output), once read. */
  recipes?: WorkflowState['recipes'];
  /** Normalise's answer (the API's shape). */
  normalised?: { recipes: unknown[] };
  /** A task's failure, caught. */
  failure?: { Error?: string; Cause?: string };
}
