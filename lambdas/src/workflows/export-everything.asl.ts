// The export-everything workflow (Standard Step Functions) as Amazon States Language, deployed by CDK
// and executed as is by the local runner (aws-local-stepfunctions). JSONPath only.
//
//   BuildExport (pages through the person's recipes and writes the zip to S3 as it goes; one task is
//   enough: a zip of a few thousand recipes streams out in minutes, far inside Lambda's 15)
//   → FinishExport (marks a failed build, mails the person either way)
import { busyRetry } from './busy-faults.js';
import { catchInto, LAMBDA_FAULTS, taskResource } from './task-states.js';

export const exportEverythingTasks = [
  { state: 'BuildExport', substitution: 'BuildExportFunctionArn', handler: 'build-export' },
  { state: 'FinishExport', substitution: 'FinishExportFunctionArn', handler: 'finish-export' },
] as const;

export type ExportEverythingTask = (typeof exportEverythingTasks)[number];

export const BUILD_EXPORT_TIMEOUT_SECONDS = 900;

const task = (state: ExportEverythingTask['state']) => taskResource(exportEverythingTasks, state);

export function exportEverythingDefinition() {
  return {
    Comment: "Build a zip of everything one person keeps in Hearth, then tell them it's ready.",
    StartAt: 'BuildExport',
    States: {
      BuildExport: {
        Type: 'Task' as const,
        Resource: task('BuildExport'),
        TimeoutSeconds: BUILD_EXPORT_TIMEOUT_SECONDS,
        Retry: [{ ErrorEquals: LAMBDA_FAULTS, IntervalSeconds: 2, MaxAttempts: 2, BackoffRate: 2 }],
        Catch: catchInto('FinishExport'),
        Next: 'FinishExport',
      },
      FinishExport: {
        Type: 'Task' as const,
        Resource: task('FinishExport'),
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
