// Batch writes with the retries DynamoDB asks for: BatchWrite may hand back unprocessed items.
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';

type Item = Record<string, unknown>;

/** Deletes items by key with BatchWrite, 25 at a time, retrying unprocessed ones. */
export async function deleteKeys(
  send: <T>(command: unknown) => Promise<T>,
  tableName: string,
  keys: Item[],
): Promise<void> {
  for (let i = 0; i < keys.length; i += 25) {
    let requests: unknown[] | undefined = keys
      .slice(i, i + 25)
      .map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } } }));
    for (let attempt = 0; requests && requests.length > 0 && attempt < 8; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
      const result: { UnprocessedItems?: Record<string, unknown[]> } = await send(
        new BatchWriteCommand({ RequestItems: { [tableName]: requests as never } }),
      );
      requests = result.UnprocessedItems?.[tableName];
    }
  }
}
