// The local stand-in for Step Functions: a tiny endpoint speaking the service's JSON protocol for
// StartSyncExecution, which runs the SAME ASL module CDK deploys with aws-local-stepfunctions and
// calls the SAME task handlers in-process. The extraction route's SFN client only gets another
// endpoint (STEP_FUNCTIONS_ENDPOINT), so no handler knows it runs locally.
// aws-local-stepfunctions: JSONPath only, `${…}` substitutions must become ARNs before loading, and
// tasks are overridden by state name. On Node 20 it needs Promise.withResolvers (Node 22 has it).
// The Standard workflows are in step-functions-standard.ts, the definitions in step-functions-definitions.ts.
// Each task runs as Lambda runs it, within AWS's limits, delivered at least once (task-runner.ts).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ExecutionError, ExecutionTimeoutError, StateMachine } from 'aws-local-stepfunctions';
import {
  type ExtractRecipeTask,
  extractRecipeTasks,
} from '../../lambdas/src/workflows/extract-recipe.asl.js';
import type { LambdaHandler } from './lambda-invoke.js';
import './promise-with-resolvers.js';
import { localDefinition, localStateMachineArn } from './step-functions-definitions.js';
import { noSuchMachine, type StandardWorkflowOptions, standardWorkflows } from './step-functions-standard.js';
import { lambdaTask, type TaskHandler, withStatePayloadLimit } from './task-runner.js';

export {
  localDefinition,
  localDocumentJobStateMachineArn,
  localExportStateMachineArn,
  localImportCollectionDefinition,
  localImportStateMachineArn,
  localStateMachineArn,
} from './step-functions-definitions.js';
export type { TaskHandler };

export interface StepFunctionsLocalOptions extends StandardWorkflowOptions {
  /** Loads the handler exported by lambdas/src/handlers/tasks/<name>.ts (after the env is set). */
  loadTask: (task: ExtractRecipeTask) => Promise<LambdaHandler>;
}

export interface StepFunctionsLocal {
  endpoint: string;
  stateMachineArn: string;
  importStateMachineArn: string;
  exportStateMachineArn: string;
  documentJobStateMachineArn: string;
  /** Resolves when every import or export run started so far has ended (tests, shutdown). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export interface SyncExecution {
  status: 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT';
  output?: string;
  error?: string;
  cause?: string;
}

/** Runs one execution the way StartSyncExecution reports it; tests may shorten Wait states (ms). */
export async function runExecution(
  machine: StateMachine,
  handlers: Record<string, TaskHandler>,
  input: unknown,
  waitTimeOverrides?: Record<string, number>,
): Promise<SyncExecution> {
  const execution = machine.run(input as never, {
    overrides: {
      ...(waitTimeOverrides ? { waitTimeOverrides } : {}),
      taskResourceLocalHandlers: Object.fromEntries(
        Object.entries(handlers).map(([state, handler]) => [
          state,
          async (taskInput: unknown) => (await withStatePayloadLimit(state, handler)(taskInput)) as never,
        ]),
      ),
    },
  });
  try {
    return { status: 'SUCCEEDED', output: JSON.stringify(await execution.result) };
  } catch (error) {
    if (error instanceof ExecutionTimeoutError) return { status: 'TIMED_OUT' };
    const failure = error instanceof ExecutionError ? (error.cause as Error) : (error as Error);
    return { status: 'FAILED', error: failure?.name ?? 'States.Runtime', cause: failure?.message };
  }
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  const payload = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'content-length': payload.length });
  res.end(payload);
}

export async function startStepFunctionsLocal(
  options: StepFunctionsLocalOptions,
): Promise<StepFunctionsLocal> {
  const stateMachineArn = localStateMachineArn(options.region);
  const machine = new StateMachine(localDefinition(options.region));
  let handlers: Promise<Record<string, TaskHandler>> | null = null;
  // Task modules load on the first execution: photo import pulls in OCR, which `npm start` need not pay for.
  const loadHandlers = () => {
    handlers ??= Promise.all(
      extractRecipeTasks.map(
        async (task) =>
          [
            task.state,
            lambdaTask(task.state, task.handler, await options.loadTask(task), options.tasks),
          ] as const,
      ),
    ).then((entries) => Object.fromEntries(entries));
    return handlers;
  };

  // The Standard workflows run in the background (step-functions-standard.ts).
  const standard = standardWorkflows(options);

  async function startSyncExecution(body: Record<string, unknown>) {
    if (body.stateMachineArn !== stateMachineArn) {
      return noSuchMachine(body.stateMachineArn);
    }
    const name = typeof body.name === 'string' ? body.name : randomUUID();
    const input = typeof body.input === 'string' ? body.input : '{}';
    const startDate = Date.now() / 1000;
    const result = await runExecution(machine, await loadHandlers(), JSON.parse(input));
    return [
      200,
      {
        executionArn: `${stateMachineArn.replace(':stateMachine:', ':express:')}:${name}:${randomUUID()}`,
        stateMachineArn,
        name,
        startDate,
        stopDate: Date.now() / 1000,
        input,
        ...result,
      },
    ] as const;
  }

  const operations: Record<string, (body: Record<string, unknown>) => unknown> = {
    'AWSStepFunctions.StartSyncExecution': startSyncExecution,
    'AWSStepFunctions.StartExecution': standard.startExecution,
    'AWSStepFunctions.StopExecution': standard.stopExecution,
    'AWSStepFunctions.DescribeExecution': standard.describeExecution,
  };
  const server = createServer((req, res) => {
    const target = String(req.headers['x-amz-target'] ?? '');
    const operation = operations[target];
    if (req.method !== 'POST' || !operation) {
      return reply(res, 400, {
        __type: 'UnknownOperationException',
        message: `Not supported locally: ${target}`,
      });
    }
    readJson(req)
      .then(async (body) => (await operation(body)) as readonly [number, unknown])
      .then(([status, body]) => reply(res, status, body))
      .catch((error: unknown) =>
        reply(res, 500, { __type: 'InternalFailure', message: (error as Error).message ?? String(error) }),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stateMachineArn,
    importStateMachineArn: standard.importStateMachineArn,
    exportStateMachineArn: standard.exportStateMachineArn,
    documentJobStateMachineArn: standard.documentJobStateMachineArn,
    settled: standard.settled,
    stop: async () => {
      await standard.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
