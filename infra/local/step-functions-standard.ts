// The local Standard workflows (import-collection, export-everything, read-document-job): StartExecution
// runs one in the background, as on AWS, and StopExecution and DescribeExecution see it. Each workflow
// loads its task modules on its first run. Answers are [status, body] in the service's JSON protocol.
import { randomUUID } from 'node:crypto';
import { StateMachine } from 'aws-local-stepfunctions';
import {
  type ExportEverythingTask,
  exportEverythingDefinition,
  exportEverythingTasks,
} from '../../lambdas/src/workflows/export-everything.asl.js';
import {
  type ImportCollectionTask,
  importCollectionTasks,
} from '../../lambdas/src/workflows/import-collection.asl.js';
import {
  type ReadDocumentJobTask,
  readDocumentJobDefinition,
  readDocumentJobTasks,
} from '../../lambdas/src/workflows/read-document-job.asl.js';
import type { LambdaHandler } from './lambda-invoke.js';
import './promise-with-resolvers.js';
import {
  localDocumentJobStateMachineArn,
  localExportStateMachineArn,
  localImportCollectionDefinition,
  localImportStateMachineArn,
  withFakeArns,
} from './step-functions-definitions.js';
import { lambdaTask, type TaskHandler, type TaskRunnerOptions } from './task-runner.js';

export interface StandardWorkflowOptions {
  region: string;
  /** Loads an import-collection task's handler (handlers/tasks/<name>.ts). */
  loadImportTask: (task: ImportCollectionTask) => Promise<LambdaHandler>;
  /** Loads an export-everything task's handler (handlers/tasks/<name>.ts). */
  loadExportTask: (task: ExportEverythingTask) => Promise<LambdaHandler>;
  /** Loads a read-document-job task's handler (handlers/tasks/<name>.ts). */
  loadDocumentJobTask: (task: ReadDocumentJobTask) => Promise<LambdaHandler>;
  /** At-least-once delivery and injected faults of the task invocations. */
  tasks?: TaskRunnerOptions;
}

/** Step Functions' own answers for a state machine or an execution it does not know. */
export const noSuchMachine = (arn: unknown) =>
  [400, { __type: 'StateMachineDoesNotExist', message: `State Machine Does Not Exist: '${arn}'` }] as const;
const noSuchExecution = (arn: unknown) =>
  [400, { __type: 'ExecutionDoesNotExist', message: `Execution Does Not Exist: '${arn}'` }] as const;

/** The Standard workflows' machines and runs, and the three operations on them. */
export function standardWorkflows(options: StandardWorkflowOptions) {
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

  return {
    importStateMachineArn,
    exportStateMachineArn,
    documentJobStateMachineArn,
    startExecution,
    stopExecution,
    describeExecution,
    /** Resolves when every run started so far has ended. */
    settled: async () => {
      await Promise.all([...runs.values()].map((run) => run.done));
    },
    /** Aborts the runs still going and waits for all to end. */
    stop: async () => {
      for (const run of runs.values()) if (run.status === 'RUNNING') run.abort();
      await Promise.all([...runs.values()].map((run) => run.done));
    },
  };
}
