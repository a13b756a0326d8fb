// How the local Step Functions stand-in calls a task's Lambda, with what AWS holds it to:
// - Lambda's own limits and the function's timeout and memory from its CDK settings (lambda-invoke.ts),
//   a failure named as Step Functions names it (the Lambda error type);
// - the state payload: a task's input or output over 256 KiB fails the execution with
//   States.DataLimitExceeded, which no Catch or Retry takes (not even States.ALL), as on AWS;
// - at-least-once delivery: a share of invocations runs twice (the first answer lost, as when a timed-out
//   or throttled invocation is retried), so a task that is not idempotent shows it here;
// - injected faults (HEARTH_FAULTS sfn:task-fail:p, faults.ts): a share of invocations fails with
//   Lambda.ServiceException before running, the transient fault the workflows' Retry blocks name.
import { STEP_FUNCTIONS } from './aws-limits.js';
import type { FaultDice } from './faults.js';
import { functionLimits } from './function-limits.js';
import { invokeFunction, type LambdaHandler } from './lambda-invoke.js';

export type TaskHandler = (input: unknown) => Promise<unknown>;

/** A failure the state machine runner must not catch or retry (aws-local-stepfunctions reads the flags). */
export class TerminalStatesError extends Error {
  readonly isCatchable = false;
  readonly isRetryable = false;
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/** Fails with States.DataLimitExceeded (Step Functions' own message) when `value` is over the limit. */
export function checkStatePayload(state: string, value: unknown): void {
  const bytes = Buffer.byteLength(JSON.stringify(value ?? null), 'utf8');
  if (bytes > STEP_FUNCTIONS.statePayloadBytes)
    throw new TerminalStatesError(
      'States.DataLimitExceeded',
      `The state/task '${state}' returned a result with a size exceeding the maximum number of bytes service limit.`,
    );
}

/** A handler with the state payload limit around it (every task, fakes in unit tests included). */
export const withStatePayloadLimit =
  (state: string, handler: TaskHandler): TaskHandler =>
  async (input) => {
    checkStatePayload(state, input);
    const output = await handler(input);
    checkStatePayload(state, output);
    return output;
  };

export interface TaskRunnerOptions {
  /** Share of invocations delivered twice (0 to 1). */
  duplicateShare?: number;
  /** Injected task failures (HEARTH_FAULTS). */
  faults?: FaultDice;
  random?: () => number;
}

/** A task Lambda as Step Functions invokes it: `handlerName` names handlers/tasks/<name>.ts. */
export function lambdaTask(
  state: string,
  handlerName: string,
  handler: LambdaHandler,
  options: TaskRunnerOptions = {},
): TaskHandler {
  const random = options.random ?? Math.random;
  const invoke = (input: unknown) =>
    invokeFunction(handler, input, {
      functionName: `hearth-${handlerName}`,
      limits: functionLimits(`handlers/tasks/${handlerName}.ts`),
    });
  return withStatePayloadLimit(state, async (input) => {
    if (options.faults?.roll('sfn', 'task-fail')) {
      const fault = new Error('Lambda was unable to complete the request (injected fault).');
      fault.name = 'Lambda.ServiceException';
      throw fault;
    }
    if (random() < (options.duplicateShare ?? 0)) {
      options.faults?.deliveredTwice('task');
      await invoke(structuredClone(input)).catch(() => undefined);
    }
    return invoke(input);
  });
}
