// The import workflow's one definition, checked as AWS reads it and run as the local runner runs it.
import { StateMachine } from 'aws-local-stepfunctions';
import { describe, expect, it } from 'vitest';
import '../../../infra/local/step-functions.js'; // its Promise.withResolvers polyfill (Node 20)
import { busyRetry } from './busy-faults.js';
import { exportEverythingDefinition } from './export-everything.asl.js';
import {
  type ImportItemInput,
  importCollectionDefinition,
  importCollectionTasks,
  localImportDefinition,
} from './import-collection.asl.js';

type Handler = (input: unknown) => Promise<unknown>;

/** Task handlers named in camelCase (readArchive…), keyed by their state names for the runner. */
const byState = (handlers: Record<string, Handler>) =>
  Object.fromEntries(
    Object.entries(handlers).map(([name, handler]) => [
      name.charAt(0).toUpperCase() + name.slice(1),
      async (input: unknown) => (await handler(input)) as never,
    ]),
  );

const fakeArns = (definition: unknown) => {
  let text = JSON.stringify(definition);
  for (const t of importCollectionTasks) {
    text = text.replaceAll(
      `\${${t.substitution}}`,
      `arn:aws:lambda:us-east-1:000000000000:function:${t.handler}`,
    );
  }
  return JSON.parse(text);
};

describe('import-collection workflow', () => {
  it('is a Distributed Map over the manifest in S3, bounded, with per-item retries and a failure threshold', () => {
    const map = importCollectionDefinition().States.ImportItems;
    expect(map.ItemProcessor.ProcessorConfig).toEqual({ Mode: 'DISTRIBUTED', ExecutionType: 'STANDARD' });
    expect(map.ItemReader).toEqual({
      Resource: 'arn:aws:states:::s3:getObject',
      ReaderConfig: { InputType: 'JSON' },
      Parameters: { 'Bucket.$': '$.manifest.bucket', 'Key.$': '$.manifest.key' },
    });
    // The agreed numbers, written out: a changed constant must change this test too (issue 40).
    expect(map.MaxConcurrency).toBe(10);
    expect(map.ToleratedFailurePercentage).toBe(25);
    // A busy save (ItemFault) is retried longer than a Lambda fault.
    expect(map.ItemProcessor.States.ImportItem.Retry[0]).toMatchObject({
      ErrorEquals: ['ItemFault'],
      MaxAttempts: 6,
    });
    expect(map.ItemProcessor.States.ImportItem.Retry[1]?.MaxAttempts).toBe(3);
    expect(map.ItemProcessor.States.ImportItem.Catch[0]?.Next).toBe('RecordItemFailure');
  });

  it('runs locally: every item once, a fault retried, an item still failing recorded alone, then the finish', async () => {
    const machine = new StateMachine(fakeArns(localImportDefinition()));
    const imported: string[] = [];
    const recorded: ImportItemInput[] = [];
    let finished: unknown = null;
    let flaky = 0;
    const items = ['a', 'b', 'flaky', 'broken'].map((key) => ({ key, itemKey: `jobs/j1/items/${key}.json` }));
    const execution = machine.run({ jobId: 'j1', userId: 'u1', upload: { key: 'u' } } as never, {
      overrides: {
        retryIntervalOverrides: { ImportItem: 0, ReadArchive: 0, RecordItemFailure: 0, FinishImport: 0 },
        taskResourceLocalHandlers: byState({
          readArchive: async () => ({
            jobId: 'j1',
            userId: 'u1',
            manifest: { bucket: 'media', key: 'm.json' },
            items,
          }),
          importItem: async (input) => {
            const { item } = input as unknown as ImportItemInput;
            if (item.key === 'flaky' && flaky++ === 0)
              throw Object.assign(new Error('slow down'), { name: 'ItemFault' });
            if (item.key === 'broken') throw Object.assign(new Error('always'), { name: 'ItemFault' });
            imported.push(item.key);
            return { status: 'imported' };
          },
          recordItemFailure: async (input) => {
            recorded.push(input as unknown as ImportItemInput);
            return { status: 'failed' };
          },
          finishImport: async (input) => {
            finished = input;
            return { done: true };
          },
        }),
      },
    });
    expect(await execution.result).toEqual({ done: true });
    expect(imported.sort()).toEqual(['a', 'b', 'flaky']);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      jobId: 'j1',
      userId: 'u1',
      bucket: 'media',
      item: { key: 'broken' },
      failure: { Error: 'ItemFault', Cause: 'always' },
    });
    expect(finished).toMatchObject({ jobId: 'j1', manifest: { key: 'm.json' } });
  });

  it("retries the finish through a busy table, so one throttle does not leave the job 'running' (issue 33)", async () => {
    const machine = new StateMachine(fakeArns(localImportDefinition()));
    let finishes = 0;
    const execution = machine.run({ jobId: 'j1', userId: 'u1', upload: { key: 'u' } } as never, {
      overrides: {
        retryIntervalOverrides: { ImportItem: 0, ReadArchive: 0, RecordItemFailure: 0, FinishImport: 0 },
        taskResourceLocalHandlers: byState({
          readArchive: async () => ({
            jobId: 'j1',
            userId: 'u1',
            manifest: { bucket: 'media', key: 'm.json' },
            items: [],
          }),
          importItem: async () => ({ status: 'imported' }),
          recordItemFailure: async () => ({ status: 'failed' }),
          finishImport: async () => {
            finishes += 1;
            if (finishes <= 2)
              throw Object.assign(
                new Error('The level of configured provisioned throughput for the table was exceeded.'),
                {
                  name: 'ProvisionedThroughputExceededException',
                },
              );
            return { done: true };
          },
        }),
      },
    });
    expect(await execution.result).toEqual({ done: true });
    expect(finishes).toBe(3);
    const { FinishImport } = importCollectionDefinition().States;
    expect(FinishImport.Retry.at(-1)).toEqual(busyRetry);
    expect(
      importCollectionDefinition().States.ImportItems.ItemProcessor.States.RecordItemFailure.Retry.at(-1),
    ).toEqual(busyRetry);
    expect(exportEverythingDefinition().States.FinishExport.Retry.at(-1)).toEqual(busyRetry);
  });

  it('goes straight to the items on a retry, which brings its own manifest', async () => {
    const machine = new StateMachine(fakeArns(localImportDefinition()));
    const imported: string[] = [];
    const execution = machine.run(
      {
        jobId: 'j1',
        userId: 'u1',
        manifest: { bucket: 'media', key: 'retry.json' },
        items: [{ key: 'x', itemKey: 'x.json' }],
      } as never,
      {
        overrides: {
          taskResourceLocalHandlers: byState({
            readArchive: async () => {
              throw new Error('A retry reads no archive');
            },
            importItem: async (input) => {
              imported.push((input as unknown as ImportItemInput).item.key);
              return {};
            },
            finishImport: async () => ({ done: true }),
          }),
        },
      },
    );
    expect(await execution.result).toEqual({ done: true });
    expect(imported).toEqual(['x']);
  });

  it('goes straight to the finish with the reason when the archive is refused', async () => {
    const machine = new StateMachine(fakeArns(localImportDefinition()));
    let finished: Record<string, unknown> | null = null;
    const execution = machine.run({ jobId: 'j2', userId: 'u1' } as never, {
      overrides: {
        retryIntervalOverrides: { ReadArchive: 0 },
        taskResourceLocalHandlers: byState({
          readArchive: async () => {
            throw Object.assign(new Error('The archive unpacks to more than 1024 MB'), {
              name: 'ArchiveRefused',
            });
          },
          finishImport: async (input) => {
            finished = input as Record<string, unknown>;
            return { done: true };
          },
        }),
      },
    });
    await execution.result;
    expect(finished).toMatchObject({
      jobId: 'j2',
      failure: { Error: 'ArchiveRefused', Cause: 'The archive unpacks to more than 1024 MB' },
    });
  });
});
