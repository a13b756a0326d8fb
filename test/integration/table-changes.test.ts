// support/table-changes.ts against DynamoDB Local's real stream: hostile-input.test.ts trusts it to see
// every write a refused request might make, so it must report what a scan before and after would.
import { randomUUID } from 'node:crypto';
import {
  DeleteItemCommand,
  DynamoDBClient,
  PutItemCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { watchTable } from './support/table-changes.js';

const endpoint = inject('hearthDynamoEndpoint');
const dynamo = new DynamoDBClient({
  region: 'us-east-1',
  endpoint,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const pk = `TABLECHANGES#${randomUUID()}`;
const put = (sk: string, note: string) =>
  dynamo.send(
    new PutItemCommand({ TableName: 'hearth', Item: { pk: { S: pk }, sk: { S: sk }, note: { S: note } } }),
  );
const remove = (sk: string) =>
  dynamo.send(new DeleteItemCommand({ TableName: 'hearth', Key: { pk: { S: pk }, sk: { S: sk } } }));

describe('the table watched through its stream', () => {
  let table: Awaited<ReturnType<typeof watchTable>>;
  beforeAll(async () => {
    await put('kept', 'first');
    await put('gone', 'soon');
    table = await watchTable(endpoint);
  });
  afterAll(() => {
    table.stop();
    dynamo.destroy();
  });

  it('says nothing of what was written before it began, nor when nothing was written since', async () => {
    expect(await table.changes()).toEqual([]);
  });

  it('reports each item added, changed and removed, with the item as it is now', async () => {
    await put('new', 'hello');
    await dynamo.send(
      new UpdateItemCommand({
        TableName: 'hearth',
        Key: { pk: { S: pk }, sk: { S: 'kept' } },
        UpdateExpression: 'SET note = :note',
        ExpressionAttributeValues: { ':note': { S: 'second' } },
      }),
    );
    await remove('gone');
    const changes = await table.changes();
    expect(changes.map(({ how, key }) => ({ how, key })).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { how: 'removed', key: `${pk}|gone` },
      { how: 'changed', key: `${pk}|kept` },
      { how: 'added', key: `${pk}|new` },
    ]);
    expect(changes.find((change) => change.sk === 'new')?.item?.note).toEqual({ S: 'hello' });
    expect(changes.find((change) => change.sk === 'gone')?.item).toBeUndefined();
    // Read once: the next look starts after them.
    expect(await table.changes()).toEqual([]);
  });

  it('counts an item written back to what it was as no change, as two scans would', async () => {
    await put('brief', 'here and gone');
    await remove('brief');
    await put('kept', 'for a moment');
    await put('kept', 'second');
    await put('new', 'hello');
    expect(await table.changes()).toEqual([]);
  });

  it('reports the net change of an item written several times', async () => {
    await put('kept', 'third');
    await put('kept', 'fourth');
    expect((await table.changes()).map(({ how, sk, item }) => ({ how, sk, note: item?.note?.S }))).toEqual([
      { how: 'changed', sk: 'kept', note: 'fourth' },
    ]);
  });
});
