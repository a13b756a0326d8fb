// The shared Query helpers: every page of a partition is read, and partitionItems asks for exactly
// the partition (of the table or an index) and the attributes it is given.
import { describe, expect, it } from 'vitest';
import { documentTable } from './client.js';
import { partitionItems, partitionPage, queryAll } from './query.js';

function pagedTable(pages: Record<string, unknown>[][]) {
  const inputs: Record<string, unknown>[] = [];
  const { send } = documentTable(
    {
      send: async (command: never) => {
        const input = (command as { input: Record<string, unknown> }).input;
        inputs.push(input);
        const at = inputs.length - 1;
        return {
          Items: pages[at],
          LastEvaluatedKey: at < pages.length - 1 ? { pk: 'p', sk: `${at}` } : undefined,
        };
      },
    },
    'hearth-test',
  );
  return { send, inputs };
}

describe('queryAll', () => {
  it('follows LastEvaluatedKey until the partition ends', async () => {
    const { send, inputs } = pagedTable([[{ sk: 'a' }], [{ sk: 'b' }, { sk: 'c' }]]);
    const items = await queryAll(send, { TableName: 'hearth-test', KeyConditionExpression: 'pk = :pk' });
    expect(items).toEqual([{ sk: 'a' }, { sk: 'b' }, { sk: 'c' }]);
    expect(inputs.map((input) => input.ExclusiveStartKey)).toEqual([undefined, { pk: 'p', sk: '0' }]);
  });
});

describe('partitionItems', () => {
  it('reads one partition of the table, every attribute', async () => {
    const { send, inputs } = pagedTable([[{ pk: 'USER#u1', sk: 'PROFILE' }]]);
    expect(await partitionItems(send, 'hearth-test', 'USER#u1')).toEqual([{ pk: 'USER#u1', sk: 'PROFILE' }]);
    expect(inputs).toEqual([
      {
        TableName: 'hearth-test',
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'USER#u1' },
        ExclusiveStartKey: undefined,
      },
    ]);
  });

  it("reads one partition of an index, only the projection's attributes", async () => {
    const { send, inputs } = pagedTable([[{ pk: 'R#1', sk: 'C#1' }], [{ pk: 'R#2', sk: 'C#2' }]]);
    const keys = await partitionItems(send, 'hearth-test', 'COMMENTS_BY#u1', {
      index: 'gsi1',
      projection: 'pk, sk',
    });
    expect(keys).toHaveLength(2);
    expect(inputs[0]).toEqual({
      TableName: 'hearth-test',
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'COMMENTS_BY#u1' },
      ProjectionExpression: 'pk, sk',
      ExclusiveStartKey: undefined,
    });
  });
});

describe('partitionPage', () => {
  it('reads one page newest first and hands back a cursor for the next', async () => {
    const { send, inputs } = pagedTable([[{ pk: 'COOKLOG#h1', sk: 'D#2' }], []]);
    const page = await partitionPage(send, 'hearth-test', 'COOKLOG#h1', { limit: 1 });
    expect(page.items).toEqual([{ pk: 'COOKLOG#h1', sk: 'D#2' }]);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(inputs[0]).toEqual({
      TableName: 'hearth-test',
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': 'COOKLOG#h1' },
      ScanIndexForward: false,
      Limit: 1,
      ExclusiveStartKey: undefined,
    });
  });

  it('reads an index, oldest first, only the sort keys it begins with, from a cursor of that partition', async () => {
    const { send, inputs } = pagedTable([[]]);
    const first = await partitionPage(send, 'hearth-test', 'P', { limit: 5, index: 'gsi2', ascending: true });
    expect(first).toEqual({ items: [], nextCursor: null });
    const cursor = Buffer.from(JSON.stringify({ pk: 'x', sk: 'C#1', gsi2pk: 'P', gsi2sk: 'C#1' })).toString(
      'base64url',
    );
    await partitionPage(send, 'hearth-test', 'P', {
      limit: 5,
      index: 'gsi2',
      beginsWith: 'C#',
      projection: 'pk, sk',
      cursor,
    });
    expect(inputs[1]).toEqual({
      TableName: 'hearth-test',
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND begins_with(gsi2sk, :prefix)',
      ExpressionAttributeValues: { ':pk': 'P', ':prefix': 'C#' },
      ProjectionExpression: 'pk, sk',
      ScanIndexForward: false,
      Limit: 5,
      ExclusiveStartKey: { pk: 'x', sk: 'C#1', gsi2pk: 'P', gsi2sk: 'C#1' },
    });
    expect(inputs[0]?.ScanIndexForward).toBe(true);
  });

  it('refuses a cursor of another partition or outside the sort-key prefix', async () => {
    const { send } = pagedTable([[]]);
    const elsewhere = Buffer.from(JSON.stringify({ pk: 'Q', sk: 'V#1' })).toString('base64url');
    await expect(partitionPage(send, 't', 'P', { limit: 5, cursor: elsewhere })).rejects.toThrow();
    const outside = Buffer.from(JSON.stringify({ pk: 'P', sk: 'X#1' })).toString('base64url');
    await expect(
      partitionPage(send, 't', 'P', { limit: 5, cursor: outside, sortKeyPrefix: 'V#' }),
    ).rejects.toThrow();
  });
});
