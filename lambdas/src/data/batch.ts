// Batch writes with the retries DynamoDB asks for: BatchWrite may hand back unprocessed items.
import { BatchWriteCommand } from '../shared/aws-sdk.js';
import type { Send } from './client.js';
import { type Index, partitionItems } from './query.js';

type Item = Record<string, unknown>;

/** Sends write requests (DeleteRequest, PutRequest) 25 at a time, retrying unprocessed ones with backoff. */
export async function writeAll(send: Send, tableName: string, all: unknown[]): Promise<void> {
  for (let i = 0; i < all.length; i += 25) {
    let requests: unknown[] | undefined = all.slice(i, i + 25);
    for (let attempt = 0; requests && requests.length > 0 && attempt < 8; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
      const result: { UnprocessedItems?: Record<string, unknown[]> } = await send(
        new BatchWriteCommand({ RequestItems: { [tableName]: requests as never } }),
      );
      requests = result.UnprocessedItems?.[tableName];
    }
  }
}

/** Deletes items by key with BatchWrite, 25 at a time, retrying unprocessed ones. */
export function deleteKeys(send: Send, tableName: string, keys: Item[]): Promise<void> {
  return writeAll(
    send,
    tableName,
    keys.map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } } })),
  );
}

/** Puts whole items with BatchWrite, 25 at a time, retrying unprocessed ones. */
export function putItems(send: Send, tableName: string, items: Item[]): Promise<void> {
  return writeAll(
    send,
    tableName,
    items.map((Item) => ({ PutRequest: { Item } })),
  );
}

/**
 * Deletes every item of one partition of the table, or every item an index's partition lists (for
 * partitions known to be small): their keys read by Query, then deleted 25 at a time.
 */
export async function deletePartition(
  send: Send,
  tableName: string,
  partition: string,
  options: { index?: Index } = {},
): Promise<void> {
  const keys = await partitionItems(send, tableName, partition, { ...options, projection: 'pk, sk' });
  await deleteKeys(send, tableName, keys);
}
