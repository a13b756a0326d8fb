// The import-collection workflow (Standard Step Functions) as Amazon States Language. CDK deploys
// this definition; the local runner (aws-local-stepfunctions) executes localImportDefinition(), the
// same states with the two things it lacks replaced (see there). JSONPath only.
//
//   NewOrRetry → ReadArchive (reads the uploaded file once: each item to S3 as its own small JSON, the list of
//   items as a manifest, the job's total to DynamoDB)
//   → ImportItems: a Distributed Map over the manifest (ItemReader from S3), at most
//     MAX_CONCURRENT_ITEMS at once. Each item: ImportItem, retried on transient faults; when it still
//     fails, RecordItemFailure writes the reason on the job, so one bad item fails alone.
//   (a retry of failed items starts at ImportItems with its own manifest)
//   → FinishImport (the job's end: done, stopped at the plan limit, or cancelled; a mail for large jobs)
// An item the reader could not read is not a fault: ImportItem records it and returns. Only faults
// (a throttled table, a Lambda error) are retried and count towards the failure threshold.

import { busyRetry } from './busy-faults.js';
import { catchInto, LAMBDA_FAULTS, taskResource } from './task-states.js';

export const importCollectionTasks = [
  { state: 'ReadArchive', substitution: 'ReadArchiveFunctionArn', handler: 'read-archive' },
  { state: 'ImportItem', substitution: 'ImportItemFunctionArn', handler: 'import-item' },
  {
    state: 'RecordItemFailure',
    substitution: 'RecordItemFailureFunctionArn',
    handler: 'record-item-failure',
  },
  { state: 'FinishImport', substitution: 'FinishImportFunctionArn', handler: 'finish-import' },
] as const;

export type ImportCollectionTask = (typeof importCollectionTasks)[number];

/** Items imported at once: bounded so a 1,000-recipe archive does not flood the table or Lambda. */
export const MAX_CONCURRENT_ITEMS = 10;
/** Share of items that may fault (after retries) before the whole job fails. */
export const TOLERATED_FAILURE_PERCENTAGE = 25;
export const ITEM_TIMEOUT_SECONDS = 60;
export const READ_ARCHIVE_TIMEOUT_SECONDS = 600;

/** What ReadArchive hands on: where the manifest is, and (locally) the items themselves. */
export interface ReadArchiveOutput {
  jobId: string;
  userId: string;
  manifest: { bucket: string; key: string };
  /** Only for the local runner, which cannot read the manifest from S3 (see localImportDefinition). */
  items?: ImportItemRef[];
}

/** One entry of the manifest: the item's idempotency key and where its JSON is. */
export interface ImportItemRef {
  key: string;
  itemKey: string;
}

/** What each ImportItem (and RecordItemFailure) receives. */
export interface ImportItemInput {
  jobId: string;
  userId: string;
  bucket: string;
  item: ImportItemRef;
  /** Set by the Catch when ImportItem failed after its retries. */
  failure?: { Error: string; Cause?: string };
}

/** An item's faults worth another try: the Lambda service's, and an item that ran out of time. */
const itemFaults = [...LAMBDA_FAULTS, 'States.Timeout'];

const task = (state: ImportCollectionTask['state']) => taskResource(importCollectionTasks, state);

export function importCollectionDefinition() {
  return {
    Comment: 'Import a collection of recipes from an uploaded archive, one item at a time.',
    StartAt: 'NewOrRetry',
    States: {
      // A retry of failed items brings its own manifest: no archive to read.
      NewOrRetry: {
        Type: 'Choice' as const,
        Choices: [{ Variable: '$.manifest', IsPresent: true, Next: 'ImportItems' }],
        Default: 'ReadArchive',
      },
      ReadArchive: {
        Type: 'Task' as const,
        Resource: task('ReadArchive'),
        TimeoutSeconds: READ_ARCHIVE_TIMEOUT_SECONDS,
        Retry: [{ ErrorEquals: LAMBDA_FAULTS, IntervalSeconds: 2, MaxAttempts: 2, BackoffRate: 2 }],
        Catch: catchInto('FinishImport'),
        Next: 'ImportItems',
      },
      ImportItems: {
        Type: 'Map' as const,
        ItemReader: {
          Resource: 'arn:aws:states:::s3:getObject',
          ReaderConfig: { InputType: 'JSON' },
          Parameters: { 'Bucket.$': '$.manifest.bucket', 'Key.$': '$.manifest.key' },
        },
        ItemSelector: {
          'jobId.$': '$.jobId',
          'userId.$': '$.userId',
          'bucket.$': '$.manifest.bucket',
          'item.$': '$$.Map.Item.Value',
        },
        MaxConcurrency: MAX_CONCURRENT_ITEMS,
        ToleratedFailurePercentage: TOLERATED_FAILURE_PERCENTAGE,
        ItemProcessor: {
          ProcessorConfig: { Mode: 'DISTRIBUTED', ExecutionType: 'STANDARD' },
          StartAt: 'ImportItem',
          States: {
            ImportItem: {
              Type: 'Task' as const,
              Resource: task('ImportItem'),
              TimeoutSeconds: ITEM_TIMEOUT_SECONDS,
              Retry: [
                // A save that stayed busy (items racing for the finder index): more tries, spread out.
                { ErrorEquals: ['ItemFault'], IntervalSeconds: 1, MaxAttempts: 6, BackoffRate: 2 },
                { ErrorEquals: itemFaults, IntervalSeconds: 2, MaxAttempts: 3, BackoffRate: 2 },
              ],
              Catch: catchInto('RecordItemFailure'),
              End: true,
            },
            RecordItemFailure: {
              Type: 'Task' as const,
              Resource: task('RecordItemFailure'),
              TimeoutSeconds: 30,
              Retry: [
                { ErrorEquals: itemFaults, IntervalSeconds: 2, MaxAttempts: 3, BackoffRate: 2 },
                busyRetry,
              ],
              End: true,
            },
          },
        },
        ResultPath: null,
        Catch: catchInto('FinishImport'),
        Next: 'FinishImport',
      },
      FinishImport: {
        Type: 'Task' as const,
        Resource: task('FinishImport'),
        TimeoutSeconds: 60,
        Retry: [
          { ErrorEquals: LAMBDA_FAULTS, IntervalSeconds: 2, MaxAttempts: 3, BackoffRate: 2 },
          busyRetry,
        ],
        End: true,
      },
    },
  };
}

type Definition = ReturnType<typeof importCollectionDefinition>;

/**
 * The definition as aws-local-stepfunctions runs it. It executes a Map's item processor but has no
 * Distributed Map: no ItemReader (it cannot read the manifest from S3), no ProcessorConfig, no
 * ToleratedFailurePercentage (any item that still fails after its Catch fails the Map). The
 * equivalent: ReadArchive also returns the items inline (ReadArchiveOutput.items) and the Map reads
 * them from there; item failures are caught inside the processor on both, so the threshold only
 * matters on AWS when RecordItemFailure itself keeps failing.
 */
export function localImportDefinition(definition: Definition = importCollectionDefinition()) {
  const {
    ItemReader: _reader,
    ToleratedFailurePercentage: _tolerated,
    ItemProcessor,
    ...map
  } = definition.States.ImportItems;
  const { ProcessorConfig: _config, ...processor } = ItemProcessor;
  return {
    ...definition,
    States: { ...definition.States, ImportItems: { ...map, ItemsPath: '$.items', ItemProcessor: processor } },
  };
}
