// Key shapes and the merge of several word partitions, against an in-memory stand-in that answers
// Queries the way DynamoDB does (sort key order, Limit counts evaluated items, filters after Limit).
import type { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { communityEntries, communityIndexRepository, indexChange } from './community-index.js';

const recipe = (id: string, title: string, minute: number, isPublic = true) => ({
  id,
  userId: 'u1',
  title,
  description: null,
  isPublic,
  createdAt: new Date(Date.UTC(2025, 0, 1, 0, minute)).toISOString(),
});

/** Answers the Queries `candidates` sends from a list of entries. */
function fakeTable(entries: Record<string, unknown>[]) {
  const queries: string[] = [];
  const db = {
    send: async (command: never) => {
      const input = (command as QueryCommand).input;
      const values = input.ExpressionAttributeValues as Record<string, string>;
      queries.push(values[':pk'] as string);
      const filters = Object.entries(values)
        .filter(([name]) => name.startsWith(':f'))
        .map(([, value]) => value);
      const partition = entries
        .filter(
          (entry) =>
            entry.pk === values[':pk'] && (!values[':before'] || String(entry.sk) < values[':before']),
        )
        .sort((a, b) => (String(a.sk) < String(b.sk) ? 1 : -1));
      const evaluated = partition.slice(0, input.Limit);
      const more = partition.length > evaluated.length;
      return {
        Items: evaluated.filter((entry) => filters.every((filter) => String(entry.words).includes(filter))),
        LastEvaluatedKey: more ? { pk: values[':pk'], sk: evaluated.at(-1)?.sk } : undefined,
      };
    },
  };
  return { db, queries };
}

describe('community index entries', () => {
  it('has one entry per word and per short prefix of a public recipe, newest first, with all its words', () => {
    const entries = communityEntries(recipe('r1', 'Apple Pie', 5));
    expect(entries.filter((entry) => entry.type === 'communityPrefix').map((entry) => entry.pk)).toEqual([
      'CPREFIX#a',
      'CPREFIX#ap',
      'CPREFIX#p',
      'CPREFIX#pi',
    ]);
    expect(entries.filter((entry) => entry.type === 'communityWord')).toEqual([
      {
        pk: 'CWORD#apple',
        sk: '2025-01-01T00:05:00.000Z#r1',
        type: 'communityWord',
        recipeId: 'r1',
        words: ' apple pie ',
      },
      {
        pk: 'CWORD#pie',
        sk: '2025-01-01T00:05:00.000Z#r1',
        type: 'communityWord',
        recipeId: 'r1',
        words: ' apple pie ',
      },
    ]);
    expect(communityEntries(recipe('r2', 'Apple Pie', 5, false))).toEqual([]);
  });

  it('rewrites every entry when the words change and drops the words that went', () => {
    const before = recipe('r1', 'Apple Pie', 5);
    const change = indexChange(before, { ...before, title: 'Apple Crumble' });
    expect(change.put.map((entry) => entry.pk)).toEqual([
      'CWORD#apple',
      'CWORD#crumble',
      'CPREFIX#a',
      'CPREFIX#ap',
      'CPREFIX#c',
      'CPREFIX#cr',
    ]);
    expect(change.removed).toEqual(['pie']);
    expect(change.removedPrefixes).toEqual(['p', 'pi']);
    expect(change.added).toEqual(['crumble']);
  });

  it('changes nothing when the words stay, and everything when visibility flips', () => {
    const before = recipe('r1', 'Apple Pie', 5);
    expect(indexChange(before, { ...before })).toEqual({
      put: [],
      removed: [],
      removedPrefixes: [],
      added: [],
    });
    expect(indexChange(before, { ...before, isPublic: false })).toEqual({
      put: [],
      removed: ['apple', 'pie'],
      removedPrefixes: ['a', 'ap', 'p', 'pi'],
      added: [],
    });
    expect(indexChange({ ...before, isPublic: false }, before).put).toHaveLength(6);
    expect(indexChange(before, null).removed).toEqual(['apple', 'pie']);
  });
});

describe('community search candidates', () => {
  it('merges several partitions newest first, once per recipe, and pages with one key', async () => {
    const recipes = Array.from({ length: 30 }, (_, i) =>
      recipe(
        `r${String(i).padStart(2, '0')}`,
        i % 3 === 0 ? 'Chocolate chocolatey cake' : i % 3 === 1 ? 'Chocolate tart' : 'Chocolatey buns',
        i,
      ),
    );
    const { db } = fakeTable(recipes.flatMap(communityEntries));
    const repo = communityIndexRepository(db);
    const plan = { kind: 'read' as const, partitions: ['chocolate', 'chocolatey'], whole: [], prefix: null };
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const result = await repo.candidates(plan, { limit: 7, cursor });
      seen.push(...result.candidates.map((c) => c.recipeId));
      if (!result.nextCursor) break;
      cursor = result.nextCursor;
    }
    expect(seen).toEqual(recipes.map((r) => r.id).reverse());
  });

  it("reads a short prefix's bucket in one Query, newest first, whatever the words it begins", async () => {
    const recipes = Array.from({ length: 60 }, (_, i) =>
      recipe(`r${String(i).padStart(2, '0')}`, `Soup number${i} stew${i}`, i),
    );
    const { db, queries } = fakeTable(recipes.flatMap(communityEntries));
    const repo = communityIndexRepository(db);
    const plan = { kind: 'read' as const, partitions: ['s'], prefixBucket: true, whole: [], prefix: null };
    const page = await repo.candidates(plan, { limit: 24 });
    expect(queries).toEqual(['CPREFIX#s']);
    expect(page.candidates.map((c) => c.recipeId)).toEqual(
      recipes
        .map((r) => r.id)
        .reverse()
        .slice(0, 24),
    );
    expect(page.nextCursor).not.toBeNull();
  });

  it('filters by the other words and stops after a bounded read, handing back a cursor', async () => {
    const recipes = Array.from({ length: 2000 }, (_, i) =>
      recipe(`r${String(i).padStart(4, '0')}`, i % 500 === 0 ? 'Garlic saffron rice' : 'Garlic bread', i),
    );
    const { db, queries } = fakeTable(recipes.flatMap(communityEntries));
    const repo = communityIndexRepository(db);
    const plan = { kind: 'read' as const, partitions: ['garlic'], whole: ['saffron'], prefix: 'ri' };
    const first = await repo.candidates(plan, { limit: 24 });
    // Two rounds of at most FILTERED_ROUND_READ entries each: 1,200 of the 2,000 were read.
    expect(queries).toHaveLength(2);
    expect(first.candidates.map((c) => c.recipeId)).toEqual(['r1500', 'r1000']);
    expect(first.nextCursor).not.toBeNull();
    const rest: string[] = [];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await repo.candidates(plan, { limit: 24, cursor });
      rest.push(...page.candidates.map((c) => c.recipeId));
      cursor = page.nextCursor;
    }
    expect(rest).toEqual(['r0500', 'r0000']);
  });

  it('refuses a cursor that is not a position in the index', async () => {
    const repo = communityIndexRepository(fakeTable([]).db);
    const plan = { kind: 'read' as const, partitions: ['pie'], whole: [], prefix: null };
    await expect(repo.candidates(plan, { limit: 5, cursor: 'bm90IGEga2V5' })).rejects.toThrow(
      'The page cursor is not valid',
    );
  });
});
