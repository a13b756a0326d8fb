// The extract-recipe workflow (Express Step Functions) as Amazon States Language. CDK deploys this
// exact definition and the local runner (aws-local-stepfunctions) executes it, so both run one
// workflow. JSONPath only: the local runner silently ignores JSONata. Task resources are `${…}`
// substitutions: CDK fills them with Lambda ARNs, the local runner with fake ARNs it maps by state name.
//
//   url:        FetchPage (fetch + structured-data parse) → [no recipe, page text] StructureText → Normalise
//   image, pdf: ReadDocument (a photo or one page read at once, or a PDF's text layer; structuring)
//               → [a PDF of several scanned pages: a text job started] WaitForPdfText → CollectPdfText
//               → back to the wait while the job runs → Normalise
// Any task failure is caught into ImportFailed, a Fail state that carries the task's own error name
// and message: the extract route turns that name into the user's message (domain/import/failures.ts).

import type { ExtractionSource } from '../domain/import/workflow-port.js';

export type { ExtractionSource };

/** Each Task state, the substitution that names its Lambda, and its handler under handlers/tasks/. */
export const extractRecipeTasks = [
  { state: 'FetchPage', substitution: 'FetchPageFunctionArn', handler: 'fetch-page' },
  { state: 'StructureText', substitution: 'StructureTextFunctionArn', handler: 'structure-text' },
  { state: 'ReadDocument', substitution: 'ReadDocumentFunctionArn', handler: 'read-document' },
  { state: 'CollectPdfText', substitution: 'CollectPdfTextFunctionArn', handler: 'collect-pdf-text' },
  { state: 'Normalise', substitution: 'NormaliseFunctionArn', handler: 'normalise' },
] as const;

export type ExtractRecipeTask = (typeof extractRecipeTasks)[number];
export type ExtractRecipeTaskState = ExtractRecipeTask['state'];

/** Longest a task may run; the route's synchronous call must fit in API Gateway's 30 s. */
export const TASK_TIMEOUT_SECONDS = 25;

/** Seconds between asks for a PDF text job's result (Textract takes a few seconds a job). */
export const PDF_TEXT_POLL_SECONDS = 2;

// Transient Lambda faults are retried; the task's own errors fail the execution with their message.
const lambdaRetry = [
  {
    ErrorEquals: [
      'Lambda.ServiceException',
      'Lambda.AWSLambdaException',
      'Lambda.SdkClientException',
      'Lambda.TooManyRequestsException',
    ],
    IntervalSeconds: 1,
    MaxAttempts: 2,
    BackoffRate: 2,
  },
];

const catchAll = [{ ErrorEquals: ['States.ALL'], ResultPath: '$.failure', Next: 'ImportFailed' }];

interface TaskStateDefinition {
  Type: 'Task';
  Resource: string;
  TimeoutSeconds: number;
  Retry: typeof lambdaRetry;
  Catch: typeof catchAll;
  Next?: string;
  End?: true;
}

/** A Task state; `next` null makes it the last state. */
function taskState(state: ExtractRecipeTaskState, next: string | null): TaskStateDefinition {
  const task = extractRecipeTasks.find((candidate) => candidate.state === state);
  if (!task) throw new Error(`Unknown task ${state}`);
  return {
    Type: 'Task',
    Resource: `\${${task.substitution}}`,
    TimeoutSeconds: TASK_TIMEOUT_SECONDS,
    Retry: lambdaRetry,
    Catch: catchAll,
    ...(next ? { Next: next } : { End: true as const }),
  };
}

export function extractRecipeDefinition() {
  return {
    Comment: 'Extract recipes from a web page, a photo or a PDF.',
    StartAt: 'SourceType',
    TimeoutSeconds: 28,
    States: {
      SourceType: {
        Type: 'Choice' as const,
        Choices: [
          { Variable: '$.type', StringEquals: 'url', Next: 'FetchPage' },
          { Variable: '$.type', StringEquals: 'image', Next: 'ReadDocument' },
          { Variable: '$.type', StringEquals: 'pdf', Next: 'ReadDocument' },
        ],
        Default: 'UnsupportedSource',
      },
      FetchPage: taskState('FetchPage', 'FoundOnPage'),
      // When a language model is configured and the page gave only its bare text (no lists),
      // FetchPage handed that text over for the model to structure. Otherwise: done.
      FoundOnPage: {
        Type: 'Choice' as const,
        Choices: [
          {
            // A comparison on a missing path is a runtime error, so presence is tested first.
            And: [
              { Variable: '$.pageText', IsPresent: true },
              { Variable: '$.pageText', IsString: true },
            ],
            Next: 'StructureText',
          },
        ],
        Default: 'Normalise',
      },
      StructureText: taskState('StructureText', 'Normalise'),
      ReadDocument: taskState('ReadDocument', 'PdfTextPending'),
      // A PDF of several scanned pages is read as a job: wait, ask again, until its text is in.
      PdfTextPending: {
        Type: 'Choice' as const,
        Choices: [{ Variable: '$.textJob', IsPresent: true, Next: 'WaitForPdfText' }],
        Default: 'Normalise',
      },
      WaitForPdfText: { Type: 'Wait' as const, Seconds: PDF_TEXT_POLL_SECONDS, Next: 'CollectPdfText' },
      CollectPdfText: taskState('CollectPdfText', 'PdfTextPending'),
      Normalise: taskState('Normalise', null),
      UnsupportedSource: {
        Type: 'Fail' as const,
        Error: 'UnsupportedSource',
        Cause: 'The input type must be url, image or pdf.',
      },
      ImportFailed: {
        Type: 'Fail' as const,
        ErrorPath: '$.failure.Error',
        CausePath: '$.failure.Cause',
      },
    },
  };
}

/** What every task after the first receives and returns: the source and the recipes found so far. */
export interface WorkflowState {
  type: ExtractionSource['type'];
  /** The page's final address after redirects (url imports). */
  sourceUrl?: string | null;
  /** Reader output (domain ExtractedRecipe-like objects); the API shape after Normalise. */
  recipes: unknown[];
  /** The page's text, present only when a model should structure it (`recipes` then holds the page's partial reading). */
  pageText?: string | null;
  /** A PDF text job still running (ReadDocument started it; CollectPdfText removes it when read). */
  textJob?: { jobId: string };
}
