import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { powertoolsLogger } from '../../shared/logger.js';
import { correlationOf, stepTask } from './step-task.js';

const context = {
  functionName: 'hearth-import-item',
  awsRequestId: 'req-1',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

describe('stepTask', () => {
  it('ties every line of a run to its job and passes the answer through', async () => {
    const seen: (string | undefined)[] = [];
    const handler = stepTask('import-item', async (input: { jobId: string }) => {
      seen.push(powertoolsLogger.getCorrelationId() as string | undefined);
      return { status: 'imported', job: input.jobId };
    });
    expect(await handler({ jobId: 'j1' }, context)).toEqual({ status: 'imported', job: 'j1' });
    expect(seen).toEqual(['j1']);
  });

  it('rethrows a failure unchanged (Step Functions matches its name) and logs only its name', async () => {
    const warn = vi.spyOn(powertoolsLogger, 'warn');
    class ItemFault extends Error {
      override readonly name = 'ItemFault';
    }
    const handler = stepTask('import-item', async () => {
      throw new ItemFault('Item imports/u/j/items/a.json is missing');
    });
    await expect(handler({ jobId: 'j1' }, context)).rejects.toMatchObject({ name: 'ItemFault' });
    expect(warn).toHaveBeenCalledWith('Task failed', {
      task: 'import-item',
      errorName: 'ItemFault',
      errorCode: undefined,
    });
    warn.mockRestore();
  });

  it('finds the correlation id in the job, the export or the request', () => {
    expect(correlationOf({ exportId: 'e1' })).toBe('e1');
    expect(correlationOf({ requestId: 'r1', recipes: [] })).toBe('r1');
    expect(correlationOf('text')).toBeUndefined();
  });
});
