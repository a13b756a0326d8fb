// The extract-recipe workflow (Express Step Functions) as Amazon States Language. CDK deploys this
// exact definition and the local runner (aws-local-stepfunctions) executes it, so both run one
// workflow. JSONPath only: the local runner silently ignores JSONata. Task resources are `${…}`
// substitutions: CDK fills them with Lambda ARNs, the local runner with fake ARNs it maps by state name.
//
//   url:        FetchPage (fetch + structured-data parse) → [no recipe, page text] StructureText → Normalise
//   image, pdf: ReadDocument (a photo or one page read at once, or a PDF's text layer; structuring)
//               → Normalise; or, for a file too long to read while the request waits (a PDF of several
//               scanned pages, whose text job ReadDocument started; a large photo), → HandedOff: the
//               route starts the read-document-job workflow (read-document-job.asl.ts) from `handOff`
//               and answers with the job, which reads on by itself (issue 33).
// Any task failure is caught into ImportFailed, a Fail state that carries the task's own error name
// and message: the extract route turns that name into the user's message (domain/import/failures.ts).

import type { ExtractionSource, HandOff } from '../domain/import/ports.js';
import { catchInto, LAMBDA_FAULTS, taskResource } from './task-states.js';

export type { ExtractionSource };

/** Each Task state, the substitution that names its Lambda, and its handler under handlers/tasks/. */
export const extractRecipeTasks = [
  { state: 'FetchPage', substitution: 'FetchPageFunctionArn', handler: 'fetch-page' },
  { state: 'StructureText', substitution: 'StructureTextFunctionArn', handler: 'structure-text' },
  { state: 'ReadDocument', substitution: 'ReadDocumentFunctionArn', handler: 'read-document' },
  { state: 'Normalise', substitution: 'NormaliseFunctionArn', handler: 'normalise' },
] as const;

export type ExtractRecipeTask = (typeof extractRecipeTasks)[number];
export type ExtractRecipeTaskState = ExtractRecipeTask['state'];

/** Longest a task may run; the route's synchronous call must fit in API Gateway's 30 s. */
export const TASK_TIMEOUT_SECONDS = 25;

// Transient Lambda faults are retried; the task's own errors fail the execution with their message.
const lambdaRetry = [
  {
    ErrorEquals: LAMBDA_FAULTS,
    IntervalSeconds: 1,
    MaxAttempts: 2,
    BackoffRate: 2,
  },
];

const catchAll = catchInto('ImportFailed');

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
  return {
    Type: 'Task',
    Resource: taskResource(extractRecipeTasks, state),
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
      ReadDocument: taskState('ReadDocument', 'ReadNow'),
      // A file too long to read within the request goes to a job; the route starts it.
      ReadNow: {
        Type: 'Choice' as const,
        Choices: [{ Variable: '$.handOff', IsPresent: true, Next: 'HandedOff' }],
        Default: 'Normalise',
      },
      HandedOff: { Type: 'Succeed' as const },
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
  /** Too long to read now: what the read-document-job workflow goes on from (ReadDocument sets it). */
  handOff?: HandOff;
}
