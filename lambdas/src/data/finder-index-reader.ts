// The finder's read of a household's index (finder-index.ts), kept warm in the container: each shard
// it has inflated and decoded is remembered with the version it was read at, so a search asks DynamoDB
// only which versions are current (keys and versions, a few hundred bytes) and reads just the shards
// written since (a shard is rewritten, never deleted, and each write raises its version): one request
// when nothing changed, two when something did. The household's foods are numbered once across its
// shards, so the finder meets each distinct food once, not once per recipe.
import { batchGetAll, type DocClient, documentTable } from './client.js';
import { finderIndexKeys, readShard, type StoredShard } from './entities/finder-index.js';
import { readFoods } from './entities/recipe-food.js';
import { queryAll } from './query.js';

type Item = Record<string, unknown>;

/** A recipe of the index, its foods as numbers into its collection's `foods`. */
export interface FinderListing {
  id: string;
  owner: string;
  createdAt: string;
  /** Visible to its owner only (other members' searches skip it). */
  private: boolean;
  foods: Uint32Array;
}

/** A household's index as the finder ranks it. */
export interface FinderCollection {
  /** Each distinct food once, as its alternatives. */
  foods: string[][];
  /** Newest first. */
  entries: FinderListing[];
}

/** Households whose decoded index one container keeps (the least recently searched is let go). */
const HOUSEHOLDS_KEPT = 20;

interface KeptShard {
  version: number;
  stored: StoredShard;
}

interface KeptIndex {
  shards: Map<number, KeptShard>;
  signature: string;
  collection: FinderCollection;
}

const shardNumber = (item: Item) => Number(String(item.sk).slice('SHARD#'.length));

const newestFirst = (a: FinderListing, b: FinderListing) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

function collectionOf(shards: KeptShard[]): FinderCollection {
  const numbers = new Map<string, number>();
  const foods: string[] = [];
  const entries: FinderListing[] = [];
  for (const { stored } of shards) {
    const local = stored.f.map((food) => {
      let number = numbers.get(food);
      if (number === undefined) {
        number = foods.length;
        numbers.set(food, number);
        foods.push(food);
      }
      return number;
    });
    for (const [id, createdAt, owner, isPrivate, entryFoods] of stored.r)
      entries.push({
        id,
        createdAt,
        owner: stored.o[owner] ?? '',
        private: isPrivate === 1,
        foods: Uint32Array.from(entryFoods, (food) => local[food] ?? 0),
      });
  }
  return { foods: readFoods(foods), entries: entries.sort(newestFirst) };
}

export function finderIndexReader(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  const kept = new Map<string, KeptIndex>();

  /** The household's shards and their current versions, without their data (one Query). */
  const versions = async (householdId: string) =>
    (
      await queryAll(send, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': finderIndexKeys.partition(householdId) },
        ProjectionExpression: 'sk, #version',
        ExpressionAttributeNames: { '#version': 'version' },
      })
    ).map((item) => ({ number: shardNumber(item), version: Number(item.version ?? 0) }));

  /** Some shards in full (one BatchGet per 100), decoded. */
  async function readShards(householdId: string, numbers: number[]): Promise<Map<number, KeptShard>> {
    const read = new Map<number, KeptShard>();
    const keys = numbers.map((number) => finderIndexKeys.shard(householdId, number));
    for (const item of await batchGetAll(send, tableName, keys, {
      ProjectionExpression: 'sk, #version, #data',
      ExpressionAttributeNames: { '#version': 'version', '#data': 'data' },
    }))
      if (item.data instanceof Uint8Array)
        read.set(shardNumber(item), { version: Number(item.version ?? 0), stored: readShard(item.data) });
    return read;
  }

  return {
    /** A household's whole index, newest first: the shards unchanged since the last search from memory. */
    async collection(householdId: string): Promise<FinderCollection> {
      const current = await versions(householdId);
      const before = kept.get(householdId);
      const stale = current.filter(({ number, version }) => before?.shards.get(number)?.version !== version);
      const fresh = await readShards(
        householdId,
        stale.map((shard) => shard.number),
      );
      const shards = new Map<number, KeptShard>();
      for (const { number } of current) {
        const shard = fresh.get(number) ?? before?.shards.get(number);
        if (shard) shards.set(number, shard);
      }
      const ordered = [...shards].sort(([a], [b]) => a - b);
      const signature = ordered.map(([number, shard]) => `${number}:${shard.version}`).join(',');
      const collection =
        before && before.signature === signature
          ? before.collection
          : collectionOf(ordered.map(([, shard]) => shard));
      kept.delete(householdId);
      kept.set(householdId, { shards, signature, collection });
      if (kept.size > HOUSEHOLDS_KEPT) kept.delete(kept.keys().next().value as string);
      return collection;
    },
  };
}

export type FinderIndexReader = ReturnType<typeof finderIndexReader>;
