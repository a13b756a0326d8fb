// The finder's household index (finder-index.ts) against DynamoDB Local: a member searches the whole
// household's collection (never another member's private recipes), recipes follow their owner when they
// join or leave, concurrent writers in one household lose no entry, and a full shard opens the next.
import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../lambdas/src/contracts/finder.js';
import {
  type FinderEntry,
  finderIndexKeys,
  finderIndexRepository,
} from '../../lambdas/src/data/entities/finder-index.js';
import { finderIndexReader } from '../../lambdas/src/data/finder-index-reader.js';
import { SESSION_CACHE_MS } from '../../lambdas/src/handlers/shared/session-check.js';
import { backfillOwner } from '../../scripts/backfill-search-indexes.js';
import { addRecipe } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { placeInHousehold, testTable } from './support/households.js';
import { readMail } from './support/mail.js';

const titles = async (user: Session, ingredients: string[]) => {
  const reply = await api<SearchResponse>('/api/finder/search', {
    method: 'POST',
    token: user.idToken,
    body: { ingredients },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.matches.map((match) => match.title).sort();
};

const settle = () => new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 300));

async function join(owner: Session, member: Session): Promise<void> {
  const invited = await api('/api/household/invitations', {
    method: 'POST',
    token: owner.idToken,
    body: { email: member.email },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const mails = await readMail(member.email);
  const link = mails.flatMap((mail) => mail.links).find((href) => href.includes('/join/'));
  const token = decodeURIComponent(String(link).split('/join/')[1] ?? '');
  const accepted = await api(`/api/household-invitations/${token}/accept`, {
    method: 'POST',
    token: member.idToken,
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}

describe("the finder searches the household's collection", () => {
  it("finds every member's shared recipes, and a private one only for its owner", async () => {
    const ana = await signUpUser();
    const ben = await signUpUser();
    await placeInHousehold(ana, ben);
    await addRecipe(ana, { title: "Ana's leek soup", ingredients: '3 leeks\n2 potatoes' });
    await addRecipe(ben, { title: "Ben's leek pie", ingredients: '2 leeks\n1 sheet pastry' });
    await addRecipe(ben, {
      title: "Ben's secret leeks",
      ingredients: '4 leeks\n1 tbsp butter',
      visibility: 'private',
    });
    const outsider = await signUpUser();
    await addRecipe(outsider, { title: 'Public leek tart', ingredients: '2 leeks', isPublic: true });

    expect(await titles(ana, ['leek'])).toEqual(["Ana's leek soup", "Ben's leek pie"]);
    expect(await titles(ben, ['leek'])).toEqual(["Ana's leek soup", "Ben's leek pie", "Ben's secret leeks"]);
    expect(await titles(outsider, ['leek'])).toEqual(['Public leek tart']);

    // Made private later: gone from the other member's search at once, still in its owner's.
    const pies = await api<{ recipes: { id: string; title: string }[] }>('/api/recipes?mine=true', {
      token: ben.idToken,
    });
    const pie = pies.body.recipes.find((recipe) => recipe.title === "Ben's leek pie");
    const hidden = await api(`/api/recipes/${pie?.id}/visibility`, {
      method: 'PUT',
      token: ben.idToken,
      body: { visibility: 'private' },
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(await titles(ana, ['leek'])).toEqual(["Ana's leek soup"]);
    expect(await titles(ben, ['leek'])).toContain("Ben's leek pie");
  });

  it('moves a member’s recipes into the household they join and out again when they leave', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const cai = await signUpUser({ displayName: 'Cai' });
    await addRecipe(ana, { title: 'Fennel salad', ingredients: '1 fennel bulb\n1 orange' });
    await addRecipe(cai, { title: 'Fennel gratin', ingredients: '2 fennel bulbs\n100 g cheese' });
    expect(await titles(ana, ['fennel'])).toEqual(['Fennel salad']);

    await join(ana, cai);
    await settle();
    expect(await titles(ana, ['fennel'])).toEqual(['Fennel gratin', 'Fennel salad']);
    expect(await titles(cai, ['fennel'])).toEqual(['Fennel gratin', 'Fennel salad']);

    const left = await api('/api/household/leave', { method: 'POST', token: cai.idToken });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    await settle();
    expect(await titles(ana, ['fennel'])).toEqual(['Fennel salad']);
    expect(await titles(cai, ['fennel'])).toEqual(['Fennel gratin']);
  });

  it('keeps every recipe two members add at the same time', async () => {
    const ana = await signUpUser();
    const ben = await signUpUser();
    await placeInHousehold(ana, ben);
    const made = await Promise.all(
      [ana, ben, ana, ben, ana, ben].map((cook, i) =>
        addRecipe(cook, { title: `Okra stew ${i}`, ingredients: `500 g okra\n${i + 1} tomatoes` }),
      ),
    );
    expect(made).toHaveLength(6);
    expect(await titles(ana, ['okra'])).toHaveLength(6);

    // Edits and deletes racing each other in the same household keep the index whole too.
    await Promise.all([
      api(`/api/recipes/${made[0]?.id}`, {
        method: 'PATCH',
        token: ana.idToken,
        body: { ingredients: '2 aubergines' },
      }),
      api(`/api/recipes/${made[1]?.id}`, { method: 'DELETE', token: ben.idToken }),
      addRecipe(ana, { title: 'Okra fry', ingredients: '300 g okra' }),
    ]);
    const found = await titles(ben, ['okra']);
    expect(found).toHaveLength(5);
    expect(found).not.toContain('Okra stew 0');
    expect(found).not.toContain('Okra stew 1');
    expect(await titles(ben, ['eggplant'])).toEqual(['Okra stew 0']);
  });
});

describe('npm run backfill:search-indexes', () => {
  it('indexes recipes saved before the index existed, and changes nothing when run again', async () => {
    const ana = await signUpUser();
    await addRecipe(ana, { title: 'Old sorrel soup', ingredients: '2 bunches sorrel', isPublic: true });
    const table = testTable();
    // As before issue 20: no finder shard, no prefix bucket entry.
    await table.send(new DeleteCommand({ TableName: 'hearth', Key: finderIndexKeys.shard(ana.userId, 0) }));
    expect(await titles(ana, ['sorrel'])).toEqual([]);

    expect(await backfillOwner(table, 'hearth', ana.userId)).toBe(1);
    expect(await titles(ana, ['sorrel'])).toEqual(['Old sorrel soup']);
    expect(await backfillOwner(table, 'hearth', ana.userId)).toBe(1);
    const shards = await finderIndexRepository(table, 'hearth').shards(ana.userId, true);
    expect(shards.map((shard) => shard.entries.map((entry) => entry.id))).toHaveLength(1);
    expect(shards[0]?.entries).toHaveLength(1);
    table.destroy();
  });
});

describe('the finder index store', () => {
  const entry = (id: string): FinderEntry => ({
    id,
    owner: 'u1',
    createdAt: '2026-01-01T00:00:00.000Z',
    private: false,
    foods: ['okra', `food ${id}`],
  });

  it('opens a new shard when one is full, and loses no entry to concurrent writers', async () => {
    const table = testTable();
    const householdId = `h-${randomUUID()}`;
    const index = finderIndexRepository(table, 'hearth', { entries: 4, bytes: 300_000 });
    await index.apply({ householdId, put: ['a', 'b', 'c', 'd', 'e', 'f'].map(entry) });
    expect((await index.shards(householdId, true)).map((shard) => shard.entries.length)).toEqual([4, 2]);

    // Eight writers at once, each reading the same shard versions: the losers re-read and retry.
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => index.apply({ householdId, put: [entry(`w${i}`)] })),
    );
    await index.apply({ householdId, remove: ['a', 'w3'] });
    const ids = (await index.entries(householdId)).map((found) => found.id).sort();
    expect(ids).toEqual(['b', 'c', 'd', 'e', 'f', 'w0', 'w1', 'w2', 'w4', 'w5', 'w6', 'w7']);
    const shards = await index.shards(householdId, true);
    expect(shards.every((shard) => shard.entries.length <= 4)).toBe(true);
    expect(shards.length).toBeGreaterThanOrEqual(4);
    table.destroy();
  });

  it('puts new recipes in the last shard, reading only that one', async () => {
    const table = testTable();
    const householdId = `h-${randomUUID()}`;
    const index = finderIndexRepository(table, 'hearth', { entries: 3, bytes: 300_000 });
    await index.apply({ householdId, put: ['a', 'b', 'c', 'd'].map(entry) });
    await index.apply({ householdId, put: ['e', 'f', 'g'].map(entry), fresh: true });
    const shards = await index.shards(householdId, true);
    expect(shards.map((shard) => shard.entries.map((found) => found.id))).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
      ['g'],
    ]);
    table.destroy();
  });
});

describe('the finder index reader', () => {
  it('reads only versions while the index is unchanged, and only the shards written since', async () => {
    const table = testTable();
    const householdId = `h-${randomUUID()}`;
    const index = finderIndexRepository(table, 'hearth', { entries: 2, bytes: 300_000 });
    const sent: string[] = [];
    // What each request was: a Query, or a BatchGet of so many shards.
    const send = (command: never) => {
      const { RequestItems } = (command as { input: { RequestItems?: Record<string, { Keys: unknown[] }> } })
        .input;
      sent.push(RequestItems ? `BatchGet of ${RequestItems.hearth?.Keys.length}` : 'Query');
      return table.send(command);
    };
    const reader = finderIndexReader({ send }, 'hearth');
    const entry = (id: string, createdAt: string, foods: string[]): FinderEntry => ({
      id,
      owner: 'u1',
      createdAt,
      private: false,
      foods,
    });
    await index.apply({
      householdId,
      put: [
        entry('a', '2026-01-01T00:00:00.000Z', ['okra', 'onion|shallot']),
        entry('b', '2026-01-03T00:00:00.000Z', ['onion|shallot']),
        entry('c', '2026-01-02T00:00:00.000Z', ['okra', 'lime']),
      ],
    });

    const first = await reader.collection(householdId);
    expect(first.entries.map((found) => found.id)).toEqual(['b', 'c', 'a']);
    expect(first.foods).toEqual([['okra'], ['onion', 'shallot'], ['lime']]);
    expect(first.entries.map((found) => [...found.foods].map((food) => first.foods[food]?.[0]))).toEqual([
      ['onion'],
      ['okra', 'lime'],
      ['okra', 'onion'],
    ]);
    expect(sent).toEqual(['Query', 'BatchGet of 2']);

    sent.length = 0;
    expect(await reader.collection(householdId)).toBe(first);
    expect(sent).toEqual(['Query']);

    sent.length = 0;
    await index.apply({
      householdId,
      put: [entry('d', '2026-01-04T00:00:00.000Z', ['fennel'])],
      fresh: true,
    });
    const second = await reader.collection(householdId);
    expect(second.entries.map((found) => found.id)).toEqual(['d', 'b', 'c', 'a']);
    expect(sent).toEqual(['Query', 'BatchGet of 1']);
    table.destroy();
  });
});
