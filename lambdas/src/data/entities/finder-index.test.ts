// The finder index's storage without a database: what a shard holds once encoded, and which shards a
// change rewrites (only those it touches, new ones when a shard is full or too many bytes).
import { describe, expect, it } from 'vitest';
import {
  decodeShard,
  encodeShard,
  type FinderEntry,
  type FinderShard,
  planShards,
  SHARD_LIMITS,
  shardPuts,
} from './finder-index.js';

const entry = (n: number, overrides: Partial<FinderEntry> = {}): FinderEntry => ({
  id: `r${n}`,
  owner: n % 2 ? 'ana' : 'ben',
  createdAt: `2026-01-01T00:00:${String(n % 60).padStart(2, '0')}.000Z`,
  private: false,
  foods: ['onion', 'butter|margarine', `food ${n % 7}`],
  ...overrides,
});

const shard = (number: number, version: number | null, entries: FinderEntry[]): FinderShard => ({
  number,
  version,
  entries,
});

describe('finder index shards', () => {
  it('encode and decode to the same entries, each distinct food stored once', () => {
    const entries = Array.from({ length: 50 }, (_, n) => entry(n, { private: n === 3 }));
    const data = encodeShard(entries);
    expect(decodeShard(data)).toEqual(entries);
    // 50 recipes with three foods each, 'onion' and 'butter|margarine' written once: small.
    expect(data.length).toBeLessThan(1200);
  });

  it('puts a first entry in a new shard, to be written only if no one made it meanwhile', () => {
    const planned = planShards([], { put: [entry(1)] });
    expect(planned).toEqual([shard(0, null, [entry(1)])]);
    const [put] = shardPuts('hearth', 'h1', planned);
    expect(put?.Put).toMatchObject({
      Item: { pk: 'FINDER#h1', sk: 'SHARD#00000', version: 1, count: 1, householdId: 'h1' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('appends to the last shard and opens the next one when it is full', () => {
    const limits = { ...SHARD_LIMITS, entries: 3 };
    const planned = planShards(
      [shard(0, 4, [entry(1), entry(2), entry(3)]), shard(1, 2, [entry(4)])],
      { put: [entry(5), entry(6), entry(7)] },
      limits,
    );
    expect(planned.map((s) => [s.number, s.version, s.entries.map((e) => e.id)])).toEqual([
      [1, 2, ['r4', 'r5', 'r6']],
      [2, null, ['r7']],
    ]);
    const puts = shardPuts('hearth', 'h1', planned);
    expect(puts[0]?.Put).toMatchObject({
      Item: { sk: 'SHARD#00001', version: 3 },
      ConditionExpression: 'version = :version',
      ExpressionAttributeValues: { ':version': 2 },
    });
  });

  it('rewrites only the shard holding an edited, removed or re-hidden recipe', () => {
    const shards = [shard(0, 1, [entry(1), entry(2)]), shard(1, 1, [entry(3), entry(4)])];
    const edited = entry(3, { foods: ['leek'] });
    expect(planShards(shards, { put: [edited] })).toEqual([shard(1, 1, [edited, entry(4)])]);
    expect(planShards(shards, { remove: ['r1'] })).toEqual([shard(0, 1, [entry(2)])]);
    expect(planShards(shards, { privacy: { r4: true } })).toEqual([
      shard(1, 1, [entry(3), entry(4, { private: true })]),
    ]);
    expect(planShards(shards, { remove: ['nowhere'] })).toEqual([]);
  });

  it('splits a shard whose encoding passes the byte limit (DynamoDB items stop at 400 KB)', () => {
    const bulky = Array.from({ length: 40 }, (_, n) =>
      entry(n, { foods: Array.from({ length: 30 }, (_, f) => `rare food ${n}-${f}`) }),
    );
    const limits = { entries: 500, bytes: 4_000 };
    const planned = planShards([], { put: bulky }, limits);
    expect(planned.length).toBeGreaterThan(1);
    for (const part of planned) expect(encodeShard(part.entries).length).toBeLessThanOrEqual(4_000);
    expect(planned.flatMap((part) => part.entries)).toHaveLength(40);
    expect(new Set(planned.map((part) => part.number)).size).toBe(planned.length);
  });
});
