// The shared versioned update: what it asks of DynamoDB, and what it answers when the condition fails.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentTable } from './client.js';
import { updateVersioned } from './versioned-update.js';

const key = { pk: 'PANTRY#h1', sk: 'ITEM#i1' };

function recording(answer: () => unknown) {
  const inputs: Record<string, unknown>[] = [];
  const { send } = documentTable(
    {
      send: async (command: never) => {
        inputs.push((command as { input: Record<string, unknown> }).input);
        return answer();
      },
    },
    'hearth-test',
  );
  return { send, inputs };
}

describe('updateVersioned', () => {
  it('sets the given fields and updatedAt, counts the change and answers the item as it now is', async () => {
    const { send, inputs } = recording(() => ({ Attributes: { ...key, name: 'Leeks', version: 3 } }));
    const item = await updateVersioned(send, {
      tableName: 'hearth-test',
      key,
      changes: { name: 'Leeks', note: undefined, place: 'fridge' },
      now: '2026-11-29T06:00:00.000Z',
    });
    expect(item).toEqual({ ...key, name: 'Leeks', version: 3 });
    expect(inputs).toEqual([
      {
        TableName: 'hearth-test',
        Key: key,
        UpdateExpression: 'SET updatedAt = :now, #f0 = :f0, #f2 = :f2 ADD version :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#f0': 'name', '#f2': 'place' },
        ExpressionAttributeValues: {
          ':now': '2026-11-29T06:00:00.000Z',
          ':one': 1,
          ':f0': 'Leeks',
          ':f2': 'fridge',
        },
        ReturnValues: 'ALL_NEW',
      },
    ]);
  });

  it('applies only at the version read, when one is given, and names no attributes when none changed', async () => {
    const { send, inputs } = recording(() => ({ Attributes: { ...key, version: 8 } }));
    await updateVersioned(send, { tableName: 'hearth-test', key, changes: {}, now: 'n', expectedVersion: 7 });
    expect(inputs[0]).toMatchObject({
      UpdateExpression: 'SET updatedAt = :now ADD version :one',
      ConditionExpression: 'attribute_exists(pk) AND version = :version',
      ExpressionAttributeNames: undefined,
      ExpressionAttributeValues: { ':now': 'n', ':one': 1, ':version': 7 },
    });
  });

  it('answers null when the item is gone or its version moved on, and passes on other errors', async () => {
    const refused = recording(() => {
      throw new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
    });
    expect(
      await updateVersioned(refused.send, { tableName: 't', key, changes: { a: 1 }, now: 'n' }),
    ).toBeNull();
    const failing = recording(() => {
      throw new Error('throttled');
    });
    await expect(
      updateVersioned(failing.send, { tableName: 't', key, changes: {}, now: 'n' }),
    ).rejects.toThrow('throttled');
  });
});
