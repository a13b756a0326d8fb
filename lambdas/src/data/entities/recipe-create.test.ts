// The recipe create transaction under contention. Two creates of one owner both update the owner's
// own-recipe counter, so DynamoDB cancels one of them with TransactionConflict; DynamoDB Local
// serialises transactions and never does, so this client plays DynamoDB's part: it cancels the
// transactions it is told to, with the reasons DynamoDB gives, and records every request.

import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { visibilityFields } from '../../../../test/support/recipe-records.js';
import { CREATE_ATTEMPTS, type RecipeRecord, recipeRepository } from './recipe.js';

/** The food index of a recipe without ingredients. */
const NO_FOODS = { foods: [], terms: [] };

const recipe = (overrides: Partial<RecipeRecord> = {}): RecipeRecord => ({
  id: '01HRACE',
  userId: 'user-1',
  title: 'Racing stew',
  description: null,
  ingredients: null,
  instructions: null,
  sourceUrl: null,
  videoUrl: null,
  pdfUrl: null,
  imageUrl: null,
  prepTime: null,
  cookTime: null,
  servings: null,
  notes: null,
  isPublic: false,
  visibility: 'household',
  householdId: 'household-1',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  categories: [],
  categoryIds: [],
  tags: [],
  ratingSum: 0,
  ratingCount: 0,
  ownerRated: false,
  version: 0,
  ...overrides,
  ...visibilityFields(overrides),
});

type Outcome = 'ok' | 'conflict' | 'limit' | 'conflict-in-message';

/** DynamoDB's cancellation of a transaction of `size` items, `code` on item `index`. */
function cancelled(size: number, index: number, code: string, withReasons = true) {
  const codes = Array.from({ length: size }, (_, i) => (i === index ? code : 'None'));
  return new TransactionCanceledException({
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`,
    $metadata: {},
    ...(withReasons ? { CancellationReasons: codes.map((Code) => ({ Code })) } : {}),
  });
}

function contendedTable(script: Outcome[]) {
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  let transactions = 0;
  const db = {
    async send(command: { constructor: { name: string }; input: Record<string, unknown> }) {
      sent.push({ name: command.constructor.name, input: command.input });
      if (command.constructor.name !== 'TransactWriteCommand') return {};
      const items = command.input.TransactItems as Record<string, { Key?: { sk?: string } }>[];
      const counter = items.findIndex((item) => item.Update?.Key?.sk === 'ENTITLEMENT');
      const outcome = script[transactions] ?? 'ok';
      transactions += 1;
      if (outcome === 'conflict') throw cancelled(items.length, 0, 'TransactionConflict');
      if (outcome === 'conflict-in-message')
        throw cancelled(items.length, counter, 'TransactionConflict', false);
      if (outcome === 'limit') throw cancelled(items.length, counter, 'ConditionalCheckFailed');
      return {};
    },
  };
  return { repository: recipeRepository(db, 'hearth-unit'), sent, transactions: () => transactions };
}

describe('recipe create under contention', () => {
  it('retries a create cancelled by a concurrent write to the counter, then writes it once', async () => {
    const table = contendedTable(['conflict', 'conflict-in-message', 'ok']);
    expect(await table.repository.create(recipe(), [], { foods: NO_FOODS })).toBe('created');
    expect(table.transactions()).toBe(3);
  });

  it('answers over-limit, without retrying, when the counter condition of the free tier fails', async () => {
    const table = contendedTable(['conflict', 'limit']);
    expect(await table.repository.create(recipe(), [], { ownRecipeLimit: 50, foods: NO_FOODS })).toBe(
      'over-limit',
    );
    expect(table.transactions()).toBe(2);
  });

  it(`answers busy after ${CREATE_ATTEMPTS} lost attempts, and never over-limit for a paid user`, async () => {
    const table = contendedTable(Array.from({ length: CREATE_ATTEMPTS + 2 }, () => 'conflict'));
    expect(await table.repository.create(recipe(), [], { foods: NO_FOODS })).toBe('busy');
    expect(table.transactions()).toBe(CREATE_ATTEMPTS);
  });

  it('takes back the community index entries of a public recipe whose create was refused', async () => {
    const table = contendedTable(['limit']);
    const open = recipe({ isPublic: true, title: 'Racing stew' });
    expect(await table.repository.create(open, [], { ownRecipeLimit: 50, foods: NO_FOODS })).toBe(
      'over-limit',
    );
    const writes = table.sent.filter((call) => call.name === 'BatchWriteCommand');
    const requests = writes.flatMap(
      (call) => (call.input.RequestItems as Record<string, Record<string, unknown>[]>)['hearth-unit'] ?? [],
    );
    const put = requests.filter((request) => request.PutRequest).length;
    const deleted = requests.filter((request) => request.DeleteRequest).length;
    expect(put).toBeGreaterThan(0);
    expect(deleted).toBe(put);
  });

  it('starts the history in the create transaction: version 1, whole, written only if absent', async () => {
    const table = contendedTable(['ok']);
    expect(
      await table.repository.create(recipe({ sourceUrl: 'https://example.com/stew' }), [], {
        foods: NO_FOODS,
      }),
    ).toBe('created');
    const [transaction] = table.sent.filter((call) => call.name === 'TransactWriteCommand');
    const puts = (
      (transaction?.input.TransactItems ?? []) as {
        Put?: { Item: Record<string, unknown>; ConditionExpression?: string };
      }[]
    ).flatMap((item) => (item.Put ? [item.Put] : []));
    const meta = puts.find((put) => put.Item.sk === 'META');
    expect(meta?.Item.revision).toBe(1);
    const first = puts.find((put) => put.Item.type === 'recipeVersion');
    expect(first).toMatchObject({
      Item: {
        pk: 'RECIPE#01HRACE#VERSIONS',
        sk: 'V#00000001',
        origin: 'imported',
        revision: 1,
        state: { title: 'Racing stew' },
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('passes other failures through', async () => {
    const db = {
      send: async () => {
        throw Object.assign(new Error('throttled'), { name: 'ProvisionedThroughputExceededException' });
      },
    };
    await expect(
      recipeRepository(db, 'hearth-unit').create(recipe(), [], { foods: NO_FOODS }),
    ).rejects.toThrow('throttled');
  });
});
