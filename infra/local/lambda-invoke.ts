// One invocation of a handler as Lambda runs it, with Lambda's limits: the request (the event) and the
// response at most 6 MB, the function's own timeout from its CDK settings (function-limits.ts), and a
// context carrying its memory and remaining time. A broken limit fails the invocation the way Lambda
// fails it, with Lambda's error type and message, for the caller (API Gateway, Step Functions, the
// stream poller) to answer as AWS does. A timed-out handler keeps running in this process (Lambda would
// freeze its sandbox); its late answer is dropped.
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { LAMBDA } from './aws-limits.js';
import type { FunctionLimits } from './function-limits.js';

export type LambdaHandler = (event: never, context: Context) => Promise<unknown>;

/** An invocation Lambda failed: `errorType` is what Step Functions and the logs call it. */
export class LambdaInvocationError extends Error {
  constructor(
    readonly errorType: string,
    message: string,
  ) {
    super(message);
    this.name = errorType;
  }
}

export interface InvokeOptions {
  /** The function's name in the context (hearth-<area>, hearth-<task>). */
  functionName: string;
  limits: FunctionLimits;
  requestId?: string;
}

function contextFor({ functionName, limits, requestId }: InvokeOptions, deadline: number): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: String(limits.memoryMb),
    awsRequestId: requestId ?? randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value ?? null), 'utf8');

/** Runs `handler` on `event` within the function's limits; Lambda's failures throw LambdaInvocationError. */
export async function invokeFunction(
  handler: LambdaHandler,
  event: unknown,
  options: InvokeOptions,
): Promise<unknown> {
  if (jsonBytes(event) >= LAMBDA.requestBytes)
    throw new LambdaInvocationError(
      'RequestEntityTooLargeException',
      `Request must be smaller than ${LAMBDA.requestBytes} bytes for the InvokeFunction operation`,
    );
  const timeoutMs = options.limits.timeoutSeconds * 1000;
  const deadline = Date.now() + timeoutMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new LambdaInvocationError(
            'Sandbox.Timedout',
            `Task timed out after ${options.limits.timeoutSeconds.toFixed(2)} seconds`,
          ),
        ),
      timeoutMs,
    );
  });
  try {
    const result = await Promise.race([handler(event as never, contextFor(options, deadline)), timedOut]);
    if (jsonBytes(result) > LAMBDA.responseBytes)
      throw new LambdaInvocationError(
        'Function.ResponseSizeTooLarge',
        `Response payload size exceeded maximum allowed payload size (${LAMBDA.responseBytes} bytes).`,
      );
    return result;
  } finally {
    clearTimeout(timer);
  }
}
