// The local twin holds AWS's limits and answers as AWS documents them (aws-limits.ts names each
// source): API Gateway's throttles, integration timeout and own answers, Lambda's payload limits and
// each function's timeout, Step Functions' state payload, and at-least-once task delivery. The limits
// that need the stand-ins (payload and throttle over HTTP, DynamoDB's) are in
// test/integration/local-twin-limits.test.ts; the table of timeouts and memory is held to the CDK app
// by test/infra/function-limits.test.ts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StateMachine } from 'aws-local-stepfunctions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiThrottle, costlyRouteThrottles } from '../lib/api-throttles.js';
import { HTTP_API, LAMBDA, STEP_FUNCTIONS } from './aws-limits.js';
import { FaultDice } from './faults.js';
import { createLambdaApi, deployedThrottles, type Integration, integrate } from './lambda-api.js';
import { invokeFunction, type LambdaHandler, LambdaInvocationError } from './lambda-invoke.js';
import { localDefinition, runExecution } from './step-functions.js';
import { lambdaTask } from './task-runner.js';
import { stageThrottle, TokenBucket } from './throttle.js';

const answerOf = (response: { statusCode: number; body: Buffer }) => ({
  statusCode: response.statusCode,
  body: JSON.parse(response.body.toString('utf8')),
});

const integration = (handler: LambdaHandler, timeoutSeconds = 29): Integration => ({
  handler,
  functionName: 'hearth-test',
  limits: { timeoutSeconds, memoryMb: 512 },
  requestId: 'req-1',
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** integrate() logs a failed invocation as CloudWatch would show it; the tests need not print it. */
const quietFailures = () => vi.spyOn(process.stderr, 'write').mockImplementation(() => true);

describe('API Gateway throttles (token buckets)', () => {
  it('lets a burst through, then refuses until the rate refills the bucket', () => {
    let now = 0;
    const bucket = new TokenBucket({ rateLimit: 50, burstLimit: 100 }, () => now);
    const first = Array.from({ length: 120 }, () => bucket.take());
    expect(first.filter(Boolean)).toHaveLength(100);
    now += 100; // a tenth of a second: five more tokens at 50 a second
    expect(Array.from({ length: 10 }, () => bucket.take()).filter(Boolean)).toHaveLength(5);
  });

  it('gives each route its own bucket of the stage default, under the account bucket', () => {
    const now = 0;
    const throttle = stageThrottle(
      {
        account: { rateLimit: 10_000, burstLimit: 3 },
        defaultRoute: { rateLimit: 1, burstLimit: 2 },
        routes: { 'POST /api/extract-recipe': { rateLimit: 1, burstLimit: 1 } },
      },
      () => now,
    );
    expect([throttle.admit('GET /api/recipes'), throttle.admit('GET /api/recipes')]).toEqual([true, true]);
    expect(throttle.admit('GET /api/recipes')).toBe(false);
    expect(throttle.admit('POST /api/extract-recipe')).toBe(true);
    // The account's burst of three is spent now, whatever the route.
    expect(throttle.admit('GET /api/me')).toBe(false);
  });

  it('answers a request past the bucket 429 with API Gateway’s own body, over HTTP', async () => {
    // The gateway in front of a stand-in Lambda: the throttle answers before any handler runs.
    const gateway = await createLambdaApi({
      origin: 'http://127.0.0.1',
      cognitoEndpoint: 'http://127.0.0.1:9',
      importLambda: async <T>() => ({ handler: async () => ({ statusCode: 200, body: '{}' }) }) as T,
      dynamoRequestCount: { value: 0 },
      throttles: { account: HTTP_API.accountThrottle, defaultRoute: { rateLimit: 0.01, burstLimit: 5 } },
    });
    const server = createServer((req, res) => {
      void gateway.handleApi(req, res, new URL(req.url ?? '/', 'http://127.0.0.1'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const replies = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const response = await fetch(`http://127.0.0.1:${port}/api/health`);
          return { status: response.status, body: await response.json() };
        }),
      );
      expect(replies.filter((reply) => reply.status === 200)).toHaveLength(5);
      expect(replies.filter((reply) => reply.status === 429)).toEqual(
        Array.from({ length: 3 }, () => ({ status: 429, body: { message: 'Too Many Requests' } })),
      );
    } finally {
      server.close();
    }
  });

  it('runs the deployed stage settings under the account’s 10,000 rps, burst 5,000', () => {
    expect(deployedThrottles).toEqual({
      account: { rateLimit: 10_000, burstLimit: 5_000 },
      defaultRoute: apiThrottle,
      routes: costlyRouteThrottles,
    });
  });
});

describe('Lambda behind the HTTP API', () => {
  it('fails a response over 6 MB as Lambda does, and API Gateway answers 500', async () => {
    quietFailures();
    const big = { statusCode: 200, body: 'x'.repeat(LAMBDA.responseBytes) };
    await expect(
      invokeFunction(
        async () => big,
        {},
        integration(async () => big),
      ),
    ).rejects.toMatchObject({
      errorType: 'Function.ResponseSizeTooLarge',
      message: 'Response payload size exceeded maximum allowed payload size (6291556 bytes).',
    });
    const response = await integrate(
      integration(async () => big),
      {},
    );
    expect(answerOf(response)).toEqual({ statusCode: 500, body: { message: 'Internal Server Error' } });
  });

  it('refuses an event over 6 MB before the handler runs', async () => {
    quietFailures();
    const handler = vi.fn(async () => ({ statusCode: 200 }));
    const event = { body: 'x'.repeat(LAMBDA.requestBytes) };
    await expect(invokeFunction(handler, event, integration(handler))).rejects.toBeInstanceOf(
      LambdaInvocationError,
    );
    expect(handler).not.toHaveBeenCalled();
    expect(answerOf(await integrate(integration(handler), event)).statusCode).toBe(500);
  });

  it("ends a handler at its function's own timeout, as Lambda's 'Task timed out'", async () => {
    vi.useFakeTimers();
    const slow = () => new Promise<never>(() => undefined);
    const invoked = invokeFunction(slow, {}, integration(slow, 5));
    const outcome = expect(invoked).rejects.toMatchObject({
      errorType: 'Sandbox.Timedout',
      message: 'Task timed out after 5.00 seconds',
    });
    await vi.advanceTimersByTimeAsync(5_000);
    await outcome;
  });

  it('gives the handler a context with its memory and the time it has left', async () => {
    let seen: { memory: string; remaining: number } | null = null;
    const handler: LambdaHandler = async (_event, context) => {
      seen = { memory: context.memoryLimitInMB, remaining: context.getRemainingTimeInMillis() };
      return {};
    };
    await invokeFunction(handler, {}, { functionName: 'f', limits: { timeoutSeconds: 30, memoryMb: 1536 } });
    expect(seen).toMatchObject({ memory: '1536' });
    expect((seen as unknown as { remaining: number }).remaining).toBeGreaterThan(29_000);
  });

  it('answers 503 Service Unavailable when the integration takes over 30 s', async () => {
    vi.useFakeTimers();
    const slow = () => new Promise<never>(() => undefined);
    // A function allowed longer than the integration (none of Hearth's API functions is).
    const response = integrate(integration(slow, 60), {});
    await vi.advanceTimersByTimeAsync(HTTP_API.integrationTimeoutMs);
    expect(answerOf(await response)).toEqual({ statusCode: 503, body: { message: 'Service Unavailable' } });
  });

  it('answers a handler that throws with API Gateway’s 500, not the error', async () => {
    quietFailures();
    const response = await integrate(
      integration(async () => {
        throw new Error('secret detail');
      }),
      {},
    );
    expect(answerOf(response)).toEqual({ statusCode: 500, body: { message: 'Internal Server Error' } });
  });
});

describe('Step Functions tasks', () => {
  const machine = () => new StateMachine(localDefinition('us-east-1'));
  const fine = async (input: unknown) => ({ ...(input as object), recipes: [] });

  it('fails the execution with States.DataLimitExceeded over 256 KiB, past every Catch', async () => {
    const huge = 'x'.repeat(STEP_FUNCTIONS.statePayloadBytes);
    const handlers = Object.fromEntries([
      ['FetchPage', async () => ({ type: 'url', recipes: [], pageText: huge })],
      ['StructureText', fine],
      ['Normalise', fine],
    ]);
    const result = await runExecution(machine(), handlers, { type: 'url', url: 'https://example.com/' });
    // Without the limit the Catch (States.ALL) would route it to ImportFailed with the task's name.
    expect(result).toMatchObject({ status: 'FAILED', error: 'States.DataLimitExceeded' });
  });

  it('delivers a share of invocations twice (at least once), keeping the second answer', async () => {
    let runs = 0;
    const task = lambdaTask(
      'Normalise',
      'normalise',
      async () => {
        runs += 1;
        return { run: runs };
      },
      { duplicateShare: 1 },
    );
    expect(await task({})).toEqual({ run: 2 });
    expect(runs).toBe(2);
  });

  it('fails an invocation with Lambda.ServiceException when HEARTH_FAULTS says so', async () => {
    const dice = new FaultDice([{ service: 'sfn', kind: 'task-fail', probability: 1 }]);
    const task = lambdaTask('Normalise', 'normalise', async () => ({}), { faults: dice });
    await expect(task({})).rejects.toMatchObject({ name: 'Lambda.ServiceException' });
    expect(dice.counts()).toEqual({ 'sfn:task-fail': 1 });
  });

  it('injects nothing while its faults are paused, and counts what it delivered twice (npm run chaos)', async () => {
    const dice = new FaultDice([{ service: 'sfn', kind: 'task-fail', probability: 1 }]);
    const task = lambdaTask('Normalise', 'normalise', async () => ({ ok: true }), {
      faults: dice,
      duplicateShare: 1,
    });
    dice.active = false;
    expect(await task({})).toEqual({ ok: true });
    expect(dice.counts()).toEqual({});
    expect(dice.repeats()).toEqual({ task: 1 });
    dice.active = true;
    await expect(task({})).rejects.toMatchObject({ name: 'Lambda.ServiceException' });
    expect(dice.counts()).toEqual({ 'sfn:task-fail': 1 });
  });
});
