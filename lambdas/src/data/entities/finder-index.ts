// The ingredient finder's index (issue 20): per household, a compact copy of what ranking needs of each
// recipe (its foods, owner, privacy, creation time), so a search reads a few items whatever the
// collection's size and ranks in memory (domain/finder).
//   pk = FINDER#<householdId>, sk = SHARD#<nnnnn>   up to SHARD_LIMITS.entries recipes; `data` is deflated
//        JSON whose foods are numbers into the shard's own list of distinct foods; `version` counts writes
// Each recipe write (create, edit, delete, a household move) puts the shard it changes inside its own
// transaction, conditioned on the version it read: of two writers in one household the later is
// cancelled, re-reads and tries again (isIndexRace), so no entry is lost. A shard past SHARD_LIMITS
// (entries, or encoded bytes against DynamoDB's 400 KB item limit) is split into a new one. A create
// reads only the last shard (its entry goes there); edits, deletes and moves read the household's all.
// At 5,000 recipes the whole index is ~10 items, about 50 KB: one Query. The finder's searches read
// it through data/finder-index-reader.ts, which keeps it decoded and re-reads changed shards only.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { QueryCommand, TransactWriteCommand } from '../../shared/aws-sdk.js';
import { pauseBeforeRetry } from '../../shared/retry.js';
import {
  cancellationCodes,
  type DocClient,
  documentTable,
  isTransactionCancelled,
  type Send,
} from '../client.js';
import { queryAll } from '../query.js';

type Item = Record<string, unknown>;

/** What the finder ranks a recipe by. */
export interface FinderEntry {
  id: string;
  owner: string;
  createdAt: string;
  /** Visible to its owner only (other members' searches skip it). */
  private: boolean;
  /** The recipe's foods in stored form: alternatives joined by '|' (recipe-food.ts). */
  foods: string[];
}

export interface FinderShard {
  number: number;
  /** null: not stored yet. */
  version: number | null;
  entries: FinderEntry[];
}

/** Edits to one household's index: entries to take out by recipe id, entries to put (add or replace). */
export interface FinderIndexChange {
  householdId: string;
  remove?: string[];
  put?: FinderEntry[];
  /** Recipes made private or not, by id (the rest of their entry as stored). */
  privacy?: Record<string, boolean>;
  /** The puts are new recipes (a create): only the last shard, where they go, is read. */
  fresh?: boolean;
}

export interface ShardLimits {
  entries: number;
  /** Encoded bytes of one shard; DynamoDB's item limit is 400 KB. */
  bytes: number;
}

export const SHARD_LIMITS: ShardLimits = { entries: 500, bytes: 300_000 };

export const finderIndexKeys = {
  partition: (householdId: string) => `FINDER#${householdId}`,
  shard: (householdId: string, number: number) => ({
    pk: `FINDER#${householdId}`,
    sk: `SHARD#${String(number).padStart(5, '0')}`,
  }),
};

export type StoredEntry = [id: string, createdAt: string, owner: number, isPrivate: 0 | 1, foods: number[]];

export function encodeShard(entries: FinderEntry[]): Uint8Array {
  const foods = new Map<string, number>();
  const owners = new Map<string, number>();
  const numberOf = (map: Map<string, number>, value: string) => {
    let n = map.get(value);
    if (n === undefined) {
      n = map.size;
      map.set(value, n);
    }
    return n;
  };
  const r: StoredEntry[] = entries.map((entry) => [
    entry.id,
    entry.createdAt,
    numberOf(owners, entry.owner),
    entry.private ? 1 : 0,
    entry.foods.map((food) => numberOf(foods, food)),
  ]);
  return deflateRawSync(JSON.stringify({ f: [...foods.keys()], o: [...owners.keys()], r }));
}

/** A shard as stored: its distinct foods and owners once, each entry naming them by number. */
export interface StoredShard {
  f: string[];
  o: string[];
  r: StoredEntry[];
}

export const readShard = (data: Uint8Array): StoredShard =>
  JSON.parse(inflateRawSync(data).toString('utf8')) as StoredShard;

export function decodeShard(data: Uint8Array): FinderEntry[] {
  const stored = readShard(data);
  return stored.r.map(([id, createdAt, owner, isPrivate, foods]) => ({
    id,
    createdAt,
    owner: stored.o[owner] ?? '',
    private: isPrivate === 1,
    foods: foods.map((food) => stored.f[food] ?? ''),
  }));
}

/** The shards a change rewrites (only those), with the versions they were read at. */
export function planShards(
  shards: FinderShard[],
  change: Omit<FinderIndexChange, 'householdId'>,
  limits: ShardLimits = SHARD_LIMITS,
): FinderShard[] {
  const ordered = [...shards].sort((a, b) => a.number - b.number);
  const changed = new Map<number, FinderShard>();
  const touch = (shard: FinderShard) => {
    let copy = changed.get(shard.number);
    if (!copy) {
      copy = { ...shard, entries: [...shard.entries] };
      changed.set(shard.number, copy);
    }
    return copy;
  };
  const puts = new Map((change.put ?? []).map((entry) => [entry.id, entry]));
  const privacy = new Map(Object.entries(change.privacy ?? {}));
  const affected = new Set([...(change.remove ?? []), ...puts.keys(), ...privacy.keys()]);
  for (const shard of ordered) {
    if (!shard.entries.some((entry) => affected.has(entry.id))) continue;
    const copy = touch(shard);
    copy.entries = copy.entries.flatMap((entry) => {
      if (!affected.has(entry.id)) return [entry];
      const put = puts.get(entry.id);
      // An entry replaced where it is, so its shard alone is rewritten.
      if (put && !change.remove?.includes(entry.id)) {
        puts.delete(entry.id);
        return [put];
      }
      const isPrivate = privacy.get(entry.id);
      if (isPrivate !== undefined && !change.remove?.includes(entry.id))
        return [{ ...entry, private: isPrivate }];
      return [];
    });
  }
  let last = ordered.at(-1) ?? { number: 0, version: null, entries: [] };
  for (const entry of puts.values()) {
    let target = changed.get(last.number) ?? last;
    if (target.entries.length >= limits.entries) {
      last = { number: last.number + 1, version: null, entries: [] };
      target = last;
    }
    touch(target).entries.push(entry);
  }
  // Split any shard whose encoding passes the byte limit (many long food lists).
  let next = Math.max(last.number, ...changed.keys()) + 1;
  for (const shard of [...changed.values()]) {
    let current = shard;
    while (current.entries.length > 1 && encodeShard(current.entries).length > limits.bytes) {
      const half = Math.ceil(current.entries.length / 2);
      const moved: FinderShard = { number: next++, version: null, entries: current.entries.slice(half) };
      current.entries = current.entries.slice(0, half);
      changed.set(moved.number, moved);
      current = moved;
    }
  }
  return [...changed.values()];
}

/** The transaction items that store planned shards, each conditioned on the version it was read at. */
export function shardPuts(tableName: string, householdId: string, planned: FinderShard[]) {
  return planned.map((shard) => ({
    Put: {
      TableName: tableName,
      Item: {
        ...finderIndexKeys.shard(householdId, shard.number),
        type: 'finderIndex',
        householdId,
        count: shard.entries.length,
        version: (shard.version ?? 0) + 1,
        data: encodeShard(shard.entries),
      },
      ConditionExpression: shard.version === null ? 'attribute_not_exists(pk)' : 'version = :version',
      ...(shard.version === null ? {} : { ExpressionAttributeValues: { ':version': shard.version } }),
    },
  }));
}

/**
 * Whether a cancelled transaction lost a race for the index (a shard written since it was read, or a
 * concurrent transaction on it): worth re-reading the index and trying again.
 */
export function isIndexRace(error: unknown, shardPositions: number[]): boolean {
  if (!isTransactionCancelled(error)) return false;
  const codes = cancellationCodes(error);
  return (
    codes.includes('TransactionConflict') ||
    shardPositions.some((position) => codes[position] === 'ConditionalCheckFailed')
  );
}

/** Attempts of an index write that keeps losing races (then the error is thrown). */
export const INDEX_ATTEMPTS = 8;

/** Waits before another attempt: full jitter, growing with the attempt. */
export const raceBackoff = (attempt: number) => pauseBeforeRetry(attempt, { baseMs: 15, capMs: 400 });

export function finderIndexRepository(db: DocClient, table?: string, limits: ShardLimits = SHARD_LIMITS) {
  const { send, tableName } = documentTable(db, table);
  return { ...finderIndexStore(send, tableName, limits), tableName };
}

export function finderIndexStore(send: Send, tableName: string, limits: ShardLimits = SHARD_LIMITS) {
  async function shards(householdId: string, consistent = false, lastOnly = false): Promise<FinderShard[]> {
    const query = {
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': finderIndexKeys.partition(householdId) },
      ConsistentRead: consistent,
    };
    const items = lastOnly
      ? ((await send<{ Items?: Item[] }>(new QueryCommand({ ...query, ScanIndexForward: false, Limit: 1 })))
          .Items ?? [])
      : await queryAll(send, query);
    return items.map((item: Item) => ({
      number: Number(String(item.sk).slice('SHARD#'.length)),
      version: Number(item.version ?? 0),
      entries: item.data instanceof Uint8Array ? decodeShard(item.data) : [],
    }));
  }

  /** The transaction items making `changes`, planned on the index as it is now (a consistent read). */
  async function changeItems(changes: FinderIndexChange[]) {
    const items = [];
    for (const change of changes) {
      if (!change.remove?.length && !change.put?.length && !change.privacy) continue;
      const read = await shards(change.householdId, true, change.fresh && !change.remove && !change.privacy);
      const planned = planShards(read, change, limits);
      items.push(...shardPuts(tableName, change.householdId, planned));
    }
    return items;
  }

  return {
    /** Every entry of a household's index, in one Query (a page per MB). */
    entries: async (householdId: string): Promise<FinderEntry[]> =>
      (await shards(householdId)).flatMap((shard) => shard.entries),

    shards,
    changeItems,

    /** Writes `changes` in a transaction of their own, re-planned when another writer got there first. */
    async apply(...changes: FinderIndexChange[]): Promise<void> {
      for (let attempt = 0; ; attempt += 1) {
        const items = await changeItems(changes);
        if (items.length === 0) return;
        try {
          await send(new TransactWriteCommand({ TransactItems: items }));
          return;
        } catch (error) {
          if (
            attempt + 1 >= INDEX_ATTEMPTS ||
            !isIndexRace(
              error,
              items.map((_, i) => i),
            )
          )
            throw error;
          await raceBackoff(attempt);
        }
      }
    },
  };
}

export type FinderIndexStore = ReturnType<typeof finderIndexStore>;

/** The entry of a recipe as stored (the foods computed by the domain: recipeFoodIndex). */
export const finderEntry = (
  recipe: { id: string; userId: string; createdAt: string; visibility: string },
  foods: string[],
): FinderEntry => ({
  id: recipe.id,
  owner: recipe.userId,
  createdAt: recipe.createdAt,
  private: recipe.visibility === 'private',
  foods,
});
