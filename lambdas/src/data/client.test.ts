// The condition-failure helpers go by the SDK's exception classes, never by an error's name.
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  cancellationCodes,
  conditionFailedAt,
  documentTable,
  isConditionFailure,
  isTransactionCancelled,
  unlessRefused,
  writeIf,
} from './client.js';

const conditionFailed = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
const cancelled = (codes: string[], withReasons = true) =>
  new TransactionCanceledException({
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`,
    $metadata: {},
    ...(withReasons ? { CancellationReasons: codes.map((Code) => ({ Code })) } : {}),
  });

describe('data/client', () => {
  it('answers a conditional write true when written and false when its condition was refused', async () => {
    const sent: unknown[] = [];
    const command = { input: { TableName: 't' }, middlewareStack: {} };
    const { send } = documentTable({
      send: async (input: never) => {
        sent.push(input);
        if (sent.length === 2) throw conditionFailed();
        return {};
      },
    });
    expect(await writeIf(send, command)).toBe(true);
    expect(await writeIf(send, command)).toBe(false);
    expect(sent).toEqual([command, command]);
  });

  it('passes on every other error of a conditional write', async () => {
    const { send } = documentTable({
      send: async () => {
        throw cancelled(['ConditionalCheckFailed']);
      },
    });
    await expect(writeIf(send, { input: {}, middlewareStack: {} })).rejects.toBeInstanceOf(
      TransactionCanceledException,
    );
    await expect(unlessRefused(Promise.reject(new Error('throttled')), null)).rejects.toThrow('throttled');
  });

  it('gives what a conditional write answered, or the stand-in when its condition was refused', async () => {
    expect(await unlessRefused(Promise.resolve({ Attributes: { a: 1 } }), null)).toEqual({
      Attributes: { a: 1 },
    });
    expect(await unlessRefused(Promise.reject(conditionFailed()), null)).toBeNull();
  });

  it('tells a refused condition and a cancelled transaction apart by class', () => {
    expect(isConditionFailure(conditionFailed())).toBe(true);
    expect(isConditionFailure(cancelled(['None']))).toBe(false);
    expect(isTransactionCancelled(cancelled(['None']))).toBe(true);
    expect(isTransactionCancelled(conditionFailed())).toBe(false);
  });

  it('does not take a plain error for one because of its name', () => {
    const named = Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' });
    expect(isConditionFailure(named)).toBe(false);
    expect(isConditionFailure(undefined)).toBe(false);
  });

  it('reads why each item of a cancelled transaction failed, from the reasons or the message', () => {
    expect(cancellationCodes(cancelled(['None', 'ConditionalCheckFailed']))).toEqual([
      'None',
      'ConditionalCheckFailed',
    ]);
    expect(cancellationCodes(cancelled(['TransactionConflict', 'None'], false))).toEqual([
      'TransactionConflict',
      'None',
    ]);
    expect(conditionFailedAt(cancelled(['None', 'ConditionalCheckFailed']), 1)).toBe(true);
    expect(conditionFailedAt(cancelled(['None', 'ConditionalCheckFailed']), 0)).toBe(false);
    expect(conditionFailedAt(conditionFailed(), 0)).toBe(false);
  });

  it('sends through the given client to the configured table unless another is named', async () => {
    const sent: unknown[] = [];
    const db = { send: async (command: never) => sent.push(command) };
    const command = { input: {}, middlewareStack: {} };
    expect(documentTable(db).tableName).toBe('hearth-unit');
    expect(documentTable(db, 'other').tableName).toBe('other');
    await documentTable(db).send(command);
    expect(sent).toEqual([command]);
  });
});
