// The extract-recipe workflow (Express Step Functions) as Amazon States Language. CDK deploys this
// exact definition and the local runner (aws-local-stepfunctions) executes it, so both run one
// workflow. JSONPath only: the local runner silently ignores JSONata. Task resources are `${…}`
// substitutions: CDK fills them with Lambda ARNs, the local runner with fake ARNs it maps by state name.
// Skeleton for now; the import issue adds structured-data parsing, Textract and LLM structuring.

export type ExtractionSource =
  | { type: 'url'; url: string }
  | { type: 'image'; key: string }
  | { type: 'pdf'; key: string };

export interface ExtractedRecipe {
  title: string;
  description?: string;
  ingredients: string[];
  instructions: string[];
  servings?: number;
  prepTimeMinutes?: number;
  cookTimeMinutes?: number;
  imageUrl?: string;
  sourceUrl?: string;
}

/** What every task, and so the workflow, returns. */
export interface ExtractionResult {
  recipes: ExtractedRecipe[];
}

/** Each Task state, the substitution that names its Lambda, and its handler under handlers/tasks/. */
export const extractRecipeTasks = [
  { state: 'FetchPage', substitution: 'FetchPageFunctionArn', handler: 'fetch-page' },
  { state: 'ReadDocument', substitution: 'ReadDocumentFunctionArn', handler: 'read-document' },
] as const;

export type ExtractRecipeTask = (typeof extractRecipeTasks)[number];

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

function taskState(task: ExtractRecipeTask) {
  return {
    Type: 'Task',
    Resource: `\${${task.substitution}}`,
    TimeoutSeconds: 60,
    Retry: lambdaRetry,
    Next: 'Done',
  };
}

const [fetchPage, readDocument] = extractRecipeTasks;

export function extractRecipeDefinition() {
  return {
    Comment: 'Extract recipes from a web page, a photo or a PDF.',
    StartAt: 'SourceType',
    States: {
      SourceType: {
        Type: 'Choice',
        Choices: [
          { Variable: '$.type', StringEquals: 'url', Next: fetchPage.state },
          { Variable: '$.type', StringEquals: 'image', Next: readDocument.state },
          { Variable: '$.type', StringEquals: 'pdf', Next: readDocument.state },
        ],
        Default: 'UnsupportedSource',
      },
      [fetchPage.state]: taskState(fetchPage),
      [readDocument.state]: taskState(readDocument),
      UnsupportedSource: {
        Type: 'Fail',
        Error: 'UnsupportedSource',
        Cause: 'The input type must be url, image or pdf.',
      },
      Done: { Type: 'Succeed' },
    },
  };
}
