import {
  DescribeExecutionCommand,
  SFNClient,
  StartExecutionCommand,
  StartSyncExecutionCommand,
  StopExecutionCommand,
} from '@aws-sdk/client-sfn';
import { StateMachine } from 'aws-local-stepfunctions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportFailure } from '../../lambdas/src/domain/import/failures.js';
import { extractRecipeTasks } from '../../lambdas/src/workflows/extract-recipe.asl.js';
import {
  localDefinition,
  runExecution,
  type StepFunctionsLocal,
  startStepFunctionsLocal,
  type TaskHandler,
} from './step-functions.js';

const region = 'us-east-1';
const recipe = { title: 'Soup', ingredients: ['1 leek'], instructions: ['Simmer.'] };

const camel = (state: string) => state.charAt(0).toLowerCase() + state.slice(1);

/** Fake tasks (keyed fetchPage, readDocument…) that record the order they ran in; each may be replaced. */
function fakeTasks(overrides: Partial<Record<string, TaskHandler>> = {}) {
  const visited: string[] = [];
  const handlers: Record<string, TaskHandler> = {};
  const defaults: Record<string, TaskHandler> = {
    fetchPage: async () => ({ type: 'url', sourceUrl: 'https://example.com/soup', recipes: [recipe] }),
    structureText: async (input) => ({ ...(input as object), pageText: null, recipes: [recipe] }),
    readDocument: async (input) => ({ type: (input as { type: string }).type, recipes: [recipe] }),
    normalise: async (input) => ({ ...(input as object), normalised: true }),
  };
  for (const task of extractRecipeTasks) {
    const handler = overrides[camel(task.state)] ?? defaults[camel(task.state)];
    if (!handler) throw new Error(task.state);
    handlers[task.state] = async (input) => {
      visited.push(task.state);
      return handler(input);
    };
  }
  return { handlers, visited };
}

const machine = () => new StateMachine(localDefinition(region));

describe('the extract-recipe workflow on the local runner', () => {
  it('has every substitution replaced by a Lambda ARN', () => {
    const text = JSON.stringify(localDefinition(region));
    expect(text).not.toContain('${');
    expect(text).toContain(`arn:aws:lambda:${region}:000000000000:function:hearth-fetch-page`);
  });

  it('runs a page with recipes through FetchPage and Normalise', async () => {
    const { handlers, visited } = fakeTasks();
    const result = await runExecution(machine(), handlers, { type: 'url', url: 'https://example.com/soup' });
    expect(visited).toEqual(['FetchPage', 'Normalise']);
    expect(result.status).toBe('SUCCEEDED');
    expect(JSON.parse(result.output ?? '{}')).toMatchObject({ recipes: [recipe], normalised: true });
  });

  it('sends a page without recipes but with text to StructureText', async () => {
    const { handlers, visited } = fakeTasks({
      fetchPage: async () => ({ type: 'url', sourceUrl: 'https://x.test/', recipes: [], pageText: 'Soup…' }),
    });
    const result = await runExecution(machine(), handlers, { type: 'url', url: 'https://x.test/' });
    expect(visited).toEqual(['FetchPage', 'StructureText', 'Normalise']);
    expect(result.status).toBe('SUCCEEDED');
  });

  it('goes straight to Normalise when there is neither a recipe nor text to structure', async () => {
    const { handlers, visited } = fakeTasks({
      fetchPage: async () => ({ type: 'url', sourceUrl: 'https://x.test/', recipes: [], pageText: null }),
    });
    await runExecution(machine(), handlers, { type: 'url', url: 'https://x.test/' });
    expect(visited).toEqual(['FetchPage', 'Normalise']);
  });

  it.each(['image', 'pdf'])('reads a %s with ReadDocument', async (type) => {
    const { handlers, visited } = fakeTasks();
    const result = await runExecution(machine(), handlers, { type, key: `recipe-files/u/a.${type}` });
    expect(visited).toEqual(['ReadDocument', 'Normalise']);
    expect(result.status).toBe('SUCCEEDED');
  });

  it("fails with the task's own error name and message, caught into ImportFailed", async () => {
    const { handlers, visited } = fakeTasks({
      fetchPage: async () => {
        throw new ImportFailure('PageNotFound');
      },
    });
    const result = await runExecution(machine(), handlers, { type: 'url', url: 'https://x.test/' });
    expect(visited).toEqual(['FetchPage']);
    expect(result).toEqual({
      status: 'FAILED',
      error: 'PageNotFound',
      cause: 'That page was not found (404)',
    });
  });

  it('fails an unknown source type in UnsupportedSource', async () => {
    const { handlers, visited } = fakeTasks();
    const result = await runExecution(machine(), handlers, { type: 'video' });
    expect(visited).toEqual([]);
    expect(result).toMatchObject({ status: 'FAILED', error: 'UnsupportedSource' });
  });
});

/** Fake import-collection tasks: an item named "slow" waits until it is released. */
let releaseSlow = () => {};
/** The export tasks: BuildExport fails for the job named 'broken'; FinishExport records what it got. */
const finished: unknown[] = [];
const exportTasks: Record<string, TaskHandler> = {
  BuildExport: async (input) => {
    if ((input as { jobId: string }).jobId === 'broken') throw new Error('The bucket said no');
    return input;
  },
  FinishExport: async (input) => {
    finished.push(input);
    return { status: 'done' };
  },
};

const importTasks: Record<string, TaskHandler> = {
  ReadArchive: async (input) => ({
    ...(input as object),
    manifest: { bucket: 'b', key: 'm' },
    items: (input as { names: string[] }).names.map((key) => ({ key, itemKey: key })),
  }),
  ImportItem: async (input) => {
    if ((input as { item: { key: string } }).item.key === 'slow') {
      await new Promise<void>((resolve) => {
        releaseSlow = resolve;
      });
    }
    return {};
  },
  RecordItemFailure: async () => ({}),
  FinishImport: async () => ({ done: true }),
};

describe('the local Step Functions endpoint', () => {
  let local: StepFunctionsLocal;
  let client: SFNClient;

  beforeAll(async () => {
    const { handlers } = fakeTasks({
      normalise: async (input) => {
        if ((input as { recipes: unknown[] }).recipes.length === 0) throw new ImportFailure('NoRecipes');
        return input;
      },
      fetchPage: async (input) => ({
        type: 'url',
        sourceUrl: (input as { url: string }).url,
        recipes: (input as { url: string }).url.includes('empty') ? [] : [recipe],
      }),
    });
    local = await startStepFunctionsLocal({
      region,
      loadTask: async (task) => handlers[task.state] as TaskHandler,
      loadImportTask: async (task) => importTasks[task.state] as TaskHandler,
      loadExportTask: async (task) => exportTasks[task.state] as TaskHandler,
      loadDocumentJobTask: async () => async () => ({}),
    });
    client = new SFNClient({
      region,
      endpoint: local.endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      disableHostPrefix: true,
    });
  });

  afterAll(async () => {
    client?.destroy();
    await local?.stop();
  });

  it('answers StartSyncExecution as Step Functions does', async () => {
    const result = await client.send(
      new StartSyncExecutionCommand({
        stateMachineArn: local.stateMachineArn,
        input: JSON.stringify({ type: 'url', url: 'https://example.com/soup' }),
      }),
    );
    expect(result.status).toBe('SUCCEEDED');
    expect(result.startDate).toBeInstanceOf(Date);
    expect(JSON.parse(result.output ?? '{}')).toMatchObject({ recipes: [recipe] });
  });

  it('reports a failed execution with its error and cause', async () => {
    const result = await client.send(
      new StartSyncExecutionCommand({
        stateMachineArn: local.stateMachineArn,
        input: JSON.stringify({ type: 'url', url: 'https://example.com/empty' }),
      }),
    );
    expect(result).toMatchObject({ status: 'FAILED', error: 'NoRecipes', cause: 'No recipes found' });
  });

  it('refuses an unknown state machine', async () => {
    await expect(
      client.send(
        new StartSyncExecutionCommand({
          stateMachineArn: 'arn:aws:states:us-east-1:000000000000:stateMachine:other',
          input: '{}',
        }),
      ),
    ).rejects.toMatchObject({ name: 'StateMachineDoesNotExist' });
  });

  it('runs the import workflow in the background (StartExecution, DescribeExecution) and stops it on StopExecution', async () => {
    const statusOf = async (executionArn: string) =>
      (await client.send(new DescribeExecutionCommand({ executionArn }))).status;
    const quick = await client.send(
      new StartExecutionCommand({
        stateMachineArn: local.importStateMachineArn,
        name: 'quick',
        input: JSON.stringify({ jobId: 'j', userId: 'u', names: ['a', 'b'] }),
      }),
    );
    expect(quick.executionArn).toMatch(/:execution:hearth-import-collection:quick$/);
    const slow = await client.send(
      new StartExecutionCommand({
        stateMachineArn: local.importStateMachineArn,
        name: 'slow',
        input: JSON.stringify({ jobId: 'j', userId: 'u', names: ['slow'] }),
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf(quick.executionArn ?? '')).toBe('SUCCEEDED');
    expect(await statusOf(slow.executionArn ?? '')).toBe('RUNNING');
    await client.send(new StopExecutionCommand({ executionArn: slow.executionArn }));
    releaseSlow();
    await local.settled();
    expect(await statusOf(slow.executionArn ?? '')).toBe('ABORTED');
    await expect(
      client.send(
        new StartExecutionCommand({
          stateMachineArn: local.importStateMachineArn,
          name: 'quick',
          input: '{}',
        }),
      ),
    ).rejects.toMatchObject({ name: 'ExecutionAlreadyExists' });
  });

  it('runs the export workflow: BuildExport, then FinishExport, which hears of a failed build', async () => {
    for (const jobId of ['j1', 'broken']) {
      const started = await client.send(
        new StartExecutionCommand({
          stateMachineArn: local.exportStateMachineArn,
          name: `export-${jobId}`,
          input: JSON.stringify({ jobId, userId: 'u1' }),
        }),
      );
      expect(started.executionArn).toContain(':execution:hearth-export-everything:export-');
    }
    await local.settled();
    expect(finished).toEqual(
      expect.arrayContaining([
        { jobId: 'j1', userId: 'u1' },
        { jobId: 'broken', userId: 'u1', failure: { Error: 'Error', Cause: 'The bucket said no' } },
      ]),
    );
  });
});
