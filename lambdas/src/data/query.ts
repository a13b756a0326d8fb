// Query helpers shared by the entities: following every page of a small partition, and one page of
// recipe ids from an index whose items carry `recipeId` (category feeds, favorites), newest first.
import { QueryCommand, type QueryCommandInput } from '../shared/aws-sdk.js';
import type { Send } from './client.js';
import { decodeCursor, encodeCursor } from './cursor.js';

type Item = Record<string, unknown>;

export type { Send } from './client.js';

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

/** One page of recipe ids from `index` partition `partition`, newest first, continuing from `cursor`. */
export async function recipeIdPage(
  send: Send,
  tableName: string,
  index: 'gsi1' | 'gsi2' | 'gsi3',
  partition: string,
  options: { limit: number; cursor?: string },
): Promise<Page<string>> {
  const page = await send<{ Items?: Item[]; LastEvaluatedKey?: Item }>(
    new QueryCommand({
      TableName: tableName,
      IndexName: index,
      KeyConditionExpression: `${index}pk = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      ProjectionExpression: 'recipeId',
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor, `${index}pk`, partition),
    }),
  );
  return {
    items: (page.Items ?? []).map((item) => String(item.recipeId)),
    nextCursor: encodeCursor(page.LastEvaluatedKey),
  };
}
