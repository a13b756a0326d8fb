// The households migration (scripts/migrate-households.ts) over a table seeded in the format from before
// households: accounts made through Cognito with recipes, a list and a plan made through today's routes,
// then their household items and the recipes' household fields taken away, as they were. The script runs
// twice (a re-run after a cut must change nothing); every user then sees what they saw before, in a
// household of one made exactly once.
import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { householdKeys, householdPartition } from '../../lambdas/src/data/entities/household/keys.js';
import { recipeKeys } from '../../lambdas/src/data/entities/recipe/keys.js';
import { migrateHouseholds } from '../../scripts/migrate-households.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { testTable } from './support/households.js';

const TABLE = 'hearth';

async function seed(who: Session, titles: string[], publicOne: string) {
  const reply = await api<{ recipes: { id: string; title: string }[] }>('/api/recipes', {
    method: 'POST',
    token: who.idToken,
    body: {
      recipes: titles.map((title) => ({ title, visibility: title === publicOne ? 'public' : 'household' })),
    },
  });
  expect(reply.status).toBe(201);
  await api('/api/shopping-list/items', { method: 'POST', token: who.idToken, body: { text: 'eggs' } });
  return reply.body.recipes;
}

/** Takes a user back to the format before households: no household items, recipes without their fields. */
async function asBeforeHouseholds(who: Session, recipes: { id: string; title: string }[], publicOne: string) {
  const table = testTable();
  const items = await table.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': householdPartition(who.userId) },
    }),
  );
  for (const item of items.Items ?? [])
    await table.send(new DeleteCommand({ TableName: TABLE, Key: { pk: item.pk, sk: item.sk } }));
  for (const recipe of recipes)
    await table.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: recipeKeys.meta(recipe.id),
        UpdateExpression: 'SET isPublic = :public REMOVE householdId, visibility, gsi4pk, gsi4sk',
        ExpressionAttributeValues: { ':public': recipe.title === publicOne },
      }),
    );
  table.destroy();
}

const titlesOf = async (who: Session, query: string) => {
  const reply = await api<{ recipes: { title: string; visibility: string }[] }>(`/api/recipes${query}`, {
    token: who.idToken,
  });
  return reply.body.recipes.map((recipe) => `${recipe.title}:${recipe.visibility}`).sort();
};

describe('scripts/migrate-households.ts', () => {
  it('gives each older account its household of one and files its recipes, once, losing nothing', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    const anas = await seed(ana, ['Soup', 'Bread', 'Pie'], 'Pie');
    const bens = await seed(ben, ['Stew'], '');
    await asBeforeHouseholds(ana, anas, 'Pie');
    await asBeforeHouseholds(ben, bens, '');
    // What each sees of their own collection before (the owner feed is what Home read then).
    const before = { ana: await titlesOf(ana, '?mine=true'), ben: await titlesOf(ben, '?mine=true') };
    expect(before.ana).toEqual(['Bread:household', 'Pie:public', 'Soup:household']);

    const table = testTable();
    const first = await migrateHouseholds(table, TABLE);
    const second = await migrateHouseholds(table, TABLE);
    expect(first.accounts).toBeGreaterThanOrEqual(2);
    expect(first.recipesFiled).toBeGreaterThanOrEqual(4);
    // Nothing left to do the second time, for these two or anyone.
    expect(second.householdsMade).toBe(0);
    expect(second.recipesFiled).toBe(0);

    for (const [who, name, mine] of [
      [ana, 'Ana', before.ana],
      [ben, 'Ben', before.ben],
    ] as const) {
      expect(await titlesOf(who, '')).toEqual(mine);
      expect(await titlesOf(who, '?mine=true')).toEqual(mine);
      const household = await api<{ id: string; name: string; members: unknown[] }>('/api/household', {
        token: who.idToken,
      });
      expect(household.body).toMatchObject({ id: who.userId, name: `${name}'s kitchen` });
      expect(household.body.members).toHaveLength(1);
      const list = await api<{ items: { item: string }[] }>('/api/shopping-list', { token: who.idToken });
      expect(list.body.items.map((item) => item.item)).toEqual(['eggs']);
      const meta = await table.send(
        new QueryCommand({
          TableName: TABLE,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': householdKeys.meta(who.userId).pk },
        }),
      );
      expect(meta.Items?.filter((item) => item.sk === 'META')).toHaveLength(1);
    }
    table.destroy();
  });
});
