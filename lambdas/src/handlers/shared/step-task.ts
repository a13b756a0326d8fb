// The chain every Step Functions task runs in (issue 34): the same structured logger as the HTTP areas
// (handlers/shared/http.ts), with the Lambda context on every line and the run's job as its correlation
// id (the import or export job, else the workflow's own request), its metrics flushed whether the task
// succeeds or fails, and a failure logged by its name before Step Functions sees it (its retry and catch
// rules match on that name, so the error itself passes through unchanged). No input is logged: a task's
// input carries pages, photos' text and recipes.
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { powertoolsLogger } from '../../shared/logger.js';
import { flushMetrics } from '../../shared/metrics.js';

/** The id that ties a run's lines together: its job, else its request. */
export function correlationOf(input: unknown): string | undefined {
  if (!input || typeof input !== 'object') return undefined;
  const fields = input as Record<string, unknown>;
  for (const key of ['jobId', 'exportId', 'requestId'])
    if (typeof fields[key] === 'string') return fields[key] as string;
  return undefined;
}

/** A task's handler in the chain, named as the logs name it. */
export function stepTask<Input, Output>(task: string, run: (input: Input) => Promise<Output>) {
  return middy<Input, Output, Error, Context>()
    .use(injectLambdaContext(powertoolsLogger, { resetKeys: true }))
    .use({
      before: async (request) => {
        powertoolsLogger.setCorrelationId(correlationOf(request.event));
        powertoolsLogger.appendKeys({ task });
      },
      onError: async (request) => {
        const error = request.error as (Error & { code?: string }) | null;
        powertoolsLogger.warn('Task failed', { task, errorName: error?.name, errorCode: error?.code });
      },
    })
    .use({ after: flushMetrics, onError: flushMetrics })
    .handler((input) => run(input));
}
