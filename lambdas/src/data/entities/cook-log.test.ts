// The cook log's write under contention and refusal. DynamoDB Local serialises transactions and never
// cancels one for a conflict, so this client plays DynamoDB's part, with the reasons DynamoDB gives.
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { type CookLogRecord, cookLogRepository } from './cook-log.js';

const entry: CookLogRecord = {
  id: '01LOG',
  householdId: 'h1',
  recipeId: 'r1',
  recipeTitle: 'Stew',
  cookedOn: '2026-03-01',
  cookName: 'Sam',
  servings: 4,
  rating: null,
  note: null,
  revision: 3,
  loggedBy: 'u1',
  createdAt: '2026-03-01T19:00:00.000Z',
};

const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: `Transaction cancelled [${codes.join(', ')}]`,
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

/** A table that answers each transaction as scripted and records what it was sent. */
function scripted(script: ('ok' | 'conflict' | 'refused')[]) {
  const sent: { UpdateExpression: string }[] = [];
  const db = {
    async send(command: { input: { TransactItems: { Update?: { UpdateExpression: string } }[] } }) {
      const update = command.input.TransactItems[1]?.Update;
      if (update) sent.push(update);
      const outcome = script[sent.length - 1] ?? 'ok';
      if (outcome === 'conflict') throw cancelled(['None', 'TransactionConflict']);
      if (outcome === 'refused') throw cancelled(['None', 'ConditionalCheckFailed']);
      return {};
    },
  };
  return { log: () => cookLogRepository(db, 'hearth-unit').log(entry), sent };
}

describe('logging a meal', () => {
  it('moves the last day when the meal is the latest, in the entry transaction', async () => {
    const table = scripted(['ok']);
    expect(await table.log()).toBe('logged');
    expect(table.sent.map((update) => update.UpdateExpression)).toEqual([
      'ADD cookedCount :one SET lastCookedOn = :day',
    ]);
  });

  it('only counts an earlier meal, leaving the last day', async () => {
    const table = scripted(['refused', 'ok']);
    expect(await table.log()).toBe('logged');
    expect(table.sent.map((update) => update.UpdateExpression)).toEqual([
      'ADD cookedCount :one SET lastCookedOn = :day',
      'ADD cookedCount :one',
    ]);
  });

  it('tries again after losing to another write of the recipe, and loses no meal', async () => {
    const table = scripted(['conflict', 'conflict', 'ok']);
    expect(await table.log()).toBe('logged');
    expect(table.sent).toHaveLength(3);
  });

  it("answers 'gone' when the recipe is deleted or moved (both conditions refused)", async () => {
    const table = scripted(['refused', 'refused']);
    expect(await table.log()).toBe('gone');
  });
});
