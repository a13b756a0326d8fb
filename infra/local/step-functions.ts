// The local stand-in for Step Functions: a tiny endpoint speaking the service's JSON protocol for
// StartSyncExecution, which runs the SAME ASL module CDK deploys with aws-local-stepfunctions and
// calls the SAME task handlers in-process. The extraction route's SFN client only gets another
// endpoint (STEP_FUNCTIONS_ENDPOINT), so no handler knows it runs locally.
// aws-local-stepfunctions: JSONPath only, `${…}` substitutions must become ARNs before loading, and
// tasks are overridden by state name. On Node 20 it needs Promise.withResolvers (Node 22 has it).
// Each task runs as Lambda runs it, within AWS's limits, delivered at least once (task-runner.ts).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ExecutionError, ExecutionTimeoutError, StateMachine } from 'aws-local-stepfunctions';
import {
  type ExportEverythingTask,
  exportEverythingDefinition,
  exportEverythingTasks,
} from '../../lambdas/src/workflows/export-everything.asl.js';
import {
  type ExtractRecipeTask,
  extractRecipeDefinition,
  extractRecipeTasks,
} from '../../lambdas/src/workflows/extract-recipe.asl.js';
import {
  type ImportCollectionTask,
  importCollectionTasks,
  localImportDefinition,
} from '../../lambdas/src/workflows/import-collection.asl.js';
import {
  type ReadDocumentJobTask,
  readDocumentJobDefinition,
  readDocumentJobTasks,
} from '../../lambdas/src/workflows/read-document-job.asl.js';
import type { LambdaHandler } from './lambda-invoke.js';
import {
  lambdaTask,
  type TaskHandler,
  type TaskRunnerOptions,
  withStatePayloadLimit,
} from './task-runner.js';

type WithResolvers = <T>() => {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason?: unknown) => void;
};
const promiseStatics = Promise as unknown as { withResolvers?: WithResolvers };
promiseStatics.withResolvers ??= <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

export type { TaskHandler };

export interface StepFunctionsLocalOptions {
  region: string;
  /** Loads the handler exported by lambdas/src/handlers/tasks/<name>.ts (after the env is set). */
  loadTask: (task: ExtractRecipeTask) => Promise<LambdaHandler>;
  /** Loads an import-collection task's handler (handlers/tasks/<name>.ts). */
  loadImportTask: (task: ImportCollectionTask) => Promise<LambdaHandler>;
  /** Loads an export-everything task's handler (handlers/tasks/<name>.ts). */
  loadExportTask: (task: ExportEverythingTask) => Promise<LambdaHandler>;
  /** Loads a read-document-job task's handler (handlers/tasks/<name>.ts). */
  loadDocumentJobTask: (task: ReadDocumentJobTask) => Promise<LambdaHandler>;
  /** At-least-once delivery and injected faults of the task invocations. */
  tasks?: TaskRunnerOptions;
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

const ACCOUNT = '000000000000';
export const localStateMachineArn = (region: string) =>
  `arn:aws:states:${region}:${ACCOUNT}:stateMachine:hearth-extract-recipe`;

export const localImportStateMachineArn = (region: string) =>
  `arn:aws:states:${region}:${ACCOUNT}:stateMachine:hearth-import-collection`;

export const localExportStateMachineArn = (region: string) =>
  `arn:aws:states:${region}:${ACCOUNT}:stateMachine:hearth-export-everything`;

export const localDocumentJobStateMachineArn = (region: string) =>
  `arn:aws:states:${region}:${ACCOUNT}:stateMachine:hearth-read-document-job`;

/** A definition with each `${…}` substitution replaced by a fake Lambda ARN. */
function withFakeArns(
  region: string,
  definition: unknown,
  tasks: readonly { substitution: string; handler: string }[],
) {
  let text = JSON.stringify(definition);
  for (const task of tasks) {
    text = text.replaceAll(
      `\${${task.substitution}}`,
      `arn:aws:lambda:${region}:${ACCOUNT}:function:hearth-${task.handler}`,
    );
  }
  if (text.includes('${')) throw new Error('A workflow definition has an unmapped substitution');
  return JSON.parse(text);
}

/** The import-collection definition as the local runner runs it (import-collection.asl.ts says how). */
export const localImportCollectionDefinition = (region: string) =>
  withFakeArns(region, localImportDefinition(), importCollectionTasks);

/** The deployed definition with each `${…}` substitution replaced by a fake Lambda ARN. */
export function localDefinition(region: string) {
  let text = JSON.stringify(extractRecipeDefinition());
  for (const task of extractRecipeTasks) {
    text = text.replaceAll(
      `\${${task.substitution}}`,
      `arn:aws:lambda:${region}:${ACCOUNT}:function:hearth-${task.handler}`,
    );
  }
  if (text.includes('${')) throw new Error('The extract-recipe definition has an unmapped substitution');
  return JSON.parse(text);
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

/** Step Functions' own answers for a state machine or an execution it does not know. */
const noSuchMachine = (arn: unknown) =>
  [400, { __type: 'StateMachineDoesNotExist', message: `State Machine Does Not Exist: '${arn}'` }] as const;
const noSuchExecution = (arn: unknown) =>
  [400, { __type: 'ExecutionDoesNotExist', message: `Execution Does Not Exist: '${arn}'` }] as const;

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

  // The Standard workflows (import-collection, export-everything): StartExecution runs one in the
  // background, as on AWS. Each loads its task modules on its first run.
  const standard = (
    definition: unknown,
    tasks: readonly { state: string }[],
    load: () => Promise<Record<string, TaskHandler>>,
  ) => {
    let handlers: Promise<Record<string, TaskHandler>> | null = null;
    return {
      machine: new StateMachine(definition as never, { validationOptions: { noValidate: true } }),
      states: tasks.map((task) => task.state),
      handlers: () => {
        handlers ??= load();
        return handlers;
      },
    };
  };
  const loadAll = <T extends { state: string; handler: string }>(
    tasks: readonly T[],
    load: (task: T) => Promise<LambdaHandler>,
  ) =>
    Promise.all(
      tasks.map(
        async (task) =>
          [task.state, lambdaTask(task.state, task.handler, await load(task), options.tasks)] as const,
      ),
    ).then((entries) => Object.fromEntries(entries));
  const importStateMachineArn = localImportStateMachineArn(options.region);
  const exportStateMachineArn = localExportStateMachineArn(options.region);
  const documentJobStateMachineArn = localDocumentJobStateMachineArn(options.region);
  const machines = new Map([
    [
      importStateMachineArn,
      standard(localImportCollectionDefinition(options.region), importCollectionTasks, () =>
        loadAll(importCollectionTasks, options.loadImportTask),
      ),
    ],
    [
      exportStateMachineArn,
      standard(
        withFakeArns(options.region, exportEverythingDefinition(), exportEverythingTasks),
        exportEverythingTasks,
        () => loadAll(exportEverythingTasks, options.loadExportTask),
      ),
    ],
    [
      documentJobStateMachineArn,
      standard(
        withFakeArns(options.region, readDocumentJobDefinition(), readDocumentJobTasks),
        readDocumentJobTasks,
        () => loadAll(readDocumentJobTasks, options.loadDocumentJobTask),
      ),
    ],
  ]);
  const runs = new Map<string, { status: string; abort: () => void; done: Promise<unknown> }>();

  async function startExecution(body: Record<string, unknown>) {
    const standardMachine = machines.get(String(body.stateMachineArn));
    if (!standardMachine) {
      return noSuchMachine(body.stateMachineArn);
    }
    const name = typeof body.name === 'string' ? body.name : randomUUID();
    const executionArn = `${String(body.stateMachineArn).replace(':stateMachine:', ':execution:')}:${name}`;
    if (runs.has(executionArn))
      return [
        400,
        { __type: 'ExecutionAlreadyExists', message: `Execution Already Exists: '${executionArn}'` },
      ] as const;
    const handlers = await standardMachine.handlers();
    const execution = standardMachine.machine.run(
      JSON.parse(typeof body.input === 'string' ? body.input : '{}'),
      {
        overrides: {
          taskResourceLocalHandlers: Object.fromEntries(
            Object.entries(handlers).map(([state, handler]) => [
              state,
              async (input: unknown) => (await (handler as TaskHandler)(input)) as never,
            ]),
          ),
          // Retries wait a tenth of a second here, not the seconds the definition asks of AWS.
          retryIntervalOverrides: Object.fromEntries(standardMachine.states.map((state) => [state, 100])),
        },
      },
    );
    const run = {
      status: 'RUNNING',
      abort: () => execution.abort(),
      done: Promise.resolve() as Promise<unknown>,
    };
    run.done = execution.result.then(
      () => {
        run.status = 'SUCCEEDED';
      },
      () => {
        if (run.status === 'RUNNING') run.status = 'FAILED';
      },
    );
    runs.set(executionArn, run);
    return [200, { executionArn, startDate: Date.now() / 1000 }] as const;
  }

  function stopExecution(body: Record<string, unknown>) {
    const run = runs.get(String(body.executionArn));
    if (!run) return noSuchExecution(body.executionArn);
    if (run.status === 'RUNNING') {
      run.status = 'ABORTED';
      run.abort();
    }
    return [200, { stopDate: Date.now() / 1000 }] as const;
  }

  function describeExecution(body: Record<string, unknown>) {
    const run = runs.get(String(body.executionArn));
    if (!run) return noSuchExecution(body.executionArn);
    return [
      200,
      {
        executionArn: body.executionArn,
        stateMachineArn: String(body.executionArn)
          .replace(':execution:', ':stateMachine:')
          .replace(/:[^:]+$/, ''),
        status: run.status,
      },
    ] as const;
  }

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
    'AWSStepFunctions.StartExecution': startExecution,
    'AWSStepFunctions.StopExecution': stopExecution,
    'AWSStepFunctions.DescribeExecution': describeExecution,
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
    importStateMachineArn,
    exportStateMachineArn,
    documentJobStateMachineArn,
    settled: async () => {
      await Promise.all([...runs.values()].map((run) => run.done));
    },
    stop: async () => {
      for (const run of runs.values()) if (run.status === 'RUNNING') run.abort();
      await Promise.all([...runs.values()].map((run) => run.done));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
