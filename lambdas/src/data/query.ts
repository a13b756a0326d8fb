// Query helpers shared by the entities: following every page of a small partition (any Query, or
// simply every item of one partition), one page of a partition behind a cursor, and one page of
// recipe ids from an index whose items carry `recipeId` (category feeds, favorites), newest first.
import { QueryCommand, type QueryCommandInput } from '../shared/aws-sdk.js';
import type { Send } from './client.js';
import { decodeCursor, encodeCursor } from './cursor.js';

type Item = Record<string, unknown>;

export type { Send } from './client.js';

export type Index = 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Every item the Query matches (for partitions known to be small). */
export async function queryAll(send: Send, input: QueryCommandInput): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await send<{ Items?: Item[]; LastEvaluatedKey?: Item }>(
      new QueryCommand({ ...input, ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * Every item of one partition, of the table or of an index, optionally only the `projection`'s
 * attributes (the keys, say, of what a deletion removes). For partitions known to be small.
 */
export function partitionItems(
  send: Send,
  tableName: string,
  partition: string,
  options: { index?: Index; projection?: string } = {},
): Promise<Item[]> {
  return queryAll(send, {
    TableName: tableName,
    ...(options.index ? { IndexName: options.index } : {}),
    KeyConditionExpression: `${options.index ?? ''}pk = :pk`,
    ExpressionAttributeValues: { ':pk': partition },
    ...(options.projection ? { ProjectionExpression: options.projection } : {}),
  });
}

export interface PageOptions {
  limit: number;
  /** The cursor of the page before (from encodeCursor); checked to be a key of this partition. */
  cursor?: string;
  /** Read the index's partition instead of the table's. */
  index?: Index;
  /** Oldest (smallest sort key) first; newest first otherwise. */
  ascending?: boolean;
  projection?: string;
  /** Only the items whose sort key begins with this. */
  beginsWith?: string;
  /** The prefix a cursor's sort key must have (defaults to beginsWith). */
  sortKeyPrefix?: string;
}

/** One page of one partition, of the table or of an index, newest first unless told: one Query. */
export async function partitionPage(
  send: Send,
  tableName: string,
  partition: string,
  options: PageOptions,
): Promise<Page<Item>> {
  const prefix = options.index ?? '';
  const page = await send<{ Items?: Item[]; LastEvaluatedKey?: Item }>(
    new QueryCommand({
      TableName: tableName,
      ...(options.index ? { IndexName: options.index } : {}),
      KeyConditionExpression: options.beginsWith
        ? `${prefix}pk = :pk AND begins_with(${prefix}sk, :prefix)`
        : `${prefix}pk = :pk`,
      ExpressionAttributeValues: {
        ':pk': partition,
        ...(options.beginsWith ? { ':prefix': options.beginsWith } : {}),
      },
      ...(options.projection ? { ProjectionExpression: options.projection } : {}),
      ScanIndexForward: options.ascending ?? false,
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(
        options.cursor,
        `${prefix}pk`,
        partition,
        options.sortKeyPrefix ?? options.beginsWith,
      ),
    }),
  );
  return { items: page.Items ?? [], nextCursor: encodeCursor(page.LastEvaluatedKey) };
}

/** One page of recipe ids from `index` partition `partition`, newest first, continuing from `cursor`. */
export async function recipeIdPage(
  send: Send,
  tableName: string,
  index: 'gsi1' | 'gsi2' | 'gsi3',
  partition: string,
  options: { limit: number; cursor?: string },
): Promise<Page<string>> {
  const page = await partitionPage(send, tableName, partition, { ...options, index, projection: 'recipeId' });
  return { items: page.items.map((item) => String(item.recipeId)), nextCursor: page.nextCursor };
}
