// What was written to the table, as its stream tells it: for tests that must show a request wrote
// nothing, without scanning the whole table before and after (hostile-input.test.ts scanned it 861
// times a run, 87 s of its 170). Like a comparison of two scans, an item written back to what it was
// between two looks (added then removed, changed then changed back) is no change: each item's first
// old image is compared with its last new one. DynamoDB writes no stream record for a write that
// changes nothing, and DynamoDB Local has it readable as the write answers.
import { type AttributeValue, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';

export type Item = Record<string, AttributeValue>;

export interface ItemChange {
  how: 'added' | 'changed' | 'removed';
  /** `pk|sk` */
  key: string;
  pk: string;
  sk: string;
  /** The item as it is now; undefined once removed. */
  item?: Item;
}

/** An item (or any value) as text that is equal for equal items, whatever the order of its attributes. */
export function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stable(inner)}`).join(',')}}`;
  }
  if (value instanceof Uint8Array) return JSON.stringify(Buffer.from(value).toString('base64'));
  return JSON.stringify(value);
}

/** Each item's net change over `records` (in the order written); items written back to what they were are left out. */
export function netChanges(records: StreamRecord[]): ItemChange[] {
  const byKey = new Map<string, { pk: string; sk: string; before?: Item; after?: Item }>();
  for (const record of records) {
    const keys = record.dynamodb?.Keys ?? {};
    const pk = keys.pk?.S ?? '';
    const sk = keys.sk?.S ?? '';
    const key = `${pk}|${sk}`;
    const seen = byKey.get(key);
    const after = record.eventName === 'REMOVE' ? undefined : (record.dynamodb?.NewImage as Item | undefined);
    if (seen) seen.after = after;
    else byKey.set(key, { pk, sk, before: record.dynamodb?.OldImage as Item | undefined, after });
  }
  const changes: ItemChange[] = [];
  for (const [key, { pk, sk, before, after }] of byKey) {
    if (stable(before ?? null) === stable(after ?? null)) continue;
    const how = !before ? 'added' : !after ? 'removed' : 'changed';
    changes.push({ how, key, pk, sk, item: after });
  }
  return changes;
}

/**
 * Follows the table's stream from now on. `changes()` reads every shard to its end and answers each
 * item's net change since the last call. Shards that appear later (DynamoDB rolls them over) are read
 * from their start.
 */
export async function watchTable(endpoint: string, tableName = 'hearth') {
  const options = {
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  };
  const dynamo = new DynamoDBClient(options);
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
  dynamo.destroy();
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`The table ${tableName} has no stream`);
  const streams = new DynamoDBStreamsClient(options);
  /** Each shard's next iterator; null once a closed shard is read to its end. */
  const iterators = new Map<string, string | null>();

  async function followShards(from: 'LATEST' | 'TRIM_HORIZON') {
    let startAfter: string | undefined;
    do {
      const { StreamDescription } = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: startAfter }),
      );
      for (const { ShardId: shardId } of StreamDescription?.Shards ?? []) {
        if (!shardId || iterators.has(shardId)) continue;
        const { ShardIterator } = await streams.send(
          new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: from }),
        );
        iterators.set(shardId, ShardIterator ?? null);
      }
      startAfter = StreamDescription?.LastEvaluatedShardId;
    } while (startAfter);
  }

  await followShards('LATEST');
  return {
    async changes(): Promise<ItemChange[]> {
      await followShards('TRIM_HORIZON');
      const records: StreamRecord[] = [];
      for (const [shardId, start] of iterators) {
        let iterator = start;
        while (iterator) {
          const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
          records.push(...(page.Records ?? []));
          iterator = page.NextShardIterator ?? null;
          if ((page.Records ?? []).length === 0) break;
        }
        iterators.set(shardId, iterator);
      }
      // A stream's sequence numbers grow across its shards: this puts each item's records in order.
      records.sort((a, b) => {
        const [x, y] = [BigInt(a.dynamodb?.SequenceNumber ?? 0), BigInt(b.dynamodb?.SequenceNumber ?? 0)];
        return x < y ? -1 : x > y ? 1 : 0;
      });
      return netChanges(records);
    },
    stop() {
      streams.destroy();
    },
  };
}
