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
      'ADD cookedCount :one SET lastCookedOn = :day, lastCookedLog = :log',
    ]);
  });

  it('only counts an earlier meal, leaving the last day', async () => {
    const table = scripted(['refused', 'ok']);
    expect(await table.log()).toBe('logged');
    expect(table.sent.map((update) => update.UpdateExpression)).toEqual([
      'ADD cookedCount :one SET lastCookedOn = :day, lastCookedLog = :log',
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

describe('logging a planned meal or a menu together with its mark', () => {
  const mark = { Update: { TableName: 'hearth-unit', Key: { pk: 'MENU#m1', sk: 'META' } } };
  const second: CookLogRecord = { ...entry, id: '01LOH', recipeId: 'r2', recipeTitle: 'Tart' };

  /** Answers each transaction with the codes scripted for it (none: written). */
  function table(script: string[][]) {
    const sent: { TransactItems: { Put?: unknown; Update?: { UpdateExpression?: string } }[] }[] = [];
    const db = {
      async send(command: { input: (typeof sent)[number] }) {
        sent.push(command.input);
        const codes = script[sent.length - 1];
        if (codes) throw cancelled(codes);
        return {};
      },
    };
    return { repo: cookLogRepository(db, 'hearth-unit'), sent };
  }

  it('writes the mark, each entry and each summary in one transaction, guessing from the last day read', async () => {
    const { repo, sent } = table([]);
    const last = (id: string) => (id === 'r2' ? '2026-04-01' : null);
    expect(await repo.logTogether([entry, second], last, mark)).toEqual({
      outcome: 'logged',
      logged: [entry, second],
      gone: [],
    });
    expect(sent).toHaveLength(1);
    const items = sent[0]?.TransactItems ?? [];
    expect(items[0]).toBe(mark);
    expect(items.map((item) => (item === mark ? 'mark' : (item.Update?.UpdateExpression ?? 'put')))).toEqual([
      'mark',
      'put',
      'ADD cookedCount :one SET lastCookedOn = :day, lastCookedLog = :log',
      'put',
      'ADD cookedCount :one',
    ]);
  });

  it("answers 'marked' when the meal was marked (or removed) meanwhile, writing nothing", async () => {
    const { repo, sent } = table([['ConditionalCheckFailed', 'None', 'None']]);
    expect(await repo.logTogether([entry], () => null, mark)).toEqual({ outcome: 'marked' });
    expect(sent).toHaveLength(1);
  });

  it('turns a wrong guess round, waits out a conflict, and leaves out a recipe gone meanwhile', async () => {
    const { repo, sent } = table([
      // r1 guessed later but is not; r2 refused too.
      ['None', 'None', 'ConditionalCheckFailed', 'None', 'ConditionalCheckFailed'],
      // Another write of a recipe at once.
      ['None', 'None', 'TransactionConflict', 'None', 'None'],
      // What was refused before the conflict may have changed: r2 refused on one side, then the other.
      ['None', 'None', 'None', 'None', 'ConditionalCheckFailed'],
      ['None', 'None', 'None', 'None', 'ConditionalCheckFailed'],
    ]);
    const result = await repo.logTogether([entry, second], () => null, mark);
    expect(result).toEqual({ outcome: 'logged', logged: [entry], gone: ['r2'] });
    expect(sent).toHaveLength(5);
    expect(
      sent[4]?.TransactItems.map((item) =>
        item === mark ? 'mark' : (item.Update?.UpdateExpression ?? 'put'),
      ),
    ).toEqual(['mark', 'put', 'ADD cookedCount :one']);
  });
});
