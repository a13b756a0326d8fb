// A reader of DynamoDB Local's stream of one table, from the moment it opens: the local event source
// mapping (stream-poller.ts) and the tests that ask what was written (test/integration/support/
// table-changes.ts) both follow it. Shards there when it opens are read from their newest record;
// shards that appear later (DynamoDB rolls them over) from their start.
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';

export type { StreamRecord };

export interface TableStreamOptions {
  dynamoEndpoint: string;
  tableName: string;
  region: string;
  /** How long the list of shards is trusted before it is asked again (0: at every read). */
  shardRefreshMs?: number;
}

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export async function openTableStream(options: TableStreamOptions) {
  const clientOptions = { region: options.region, endpoint: options.dynamoEndpoint, credentials };
  const dynamo = new DynamoDBClient(clientOptions);
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
  dynamo.destroy();
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`The local table ${options.tableName} has no stream`);
  const streams = new DynamoDBStreamsClient(clientOptions);
  /** Each shard's next iterator; null once a closed shard is read to its end. */
  const iterators = new Map<string, string | null>();
  let lastRefresh = 0;

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
    lastRefresh = Date.now();
  }

  await followShards('LATEST');
  return {
    /** One GetRecords on each open shard: the records written since the last read, a batch a shard. */
    async read(): Promise<StreamRecord[][]> {
      if (Date.now() - lastRefresh >= (options.shardRefreshMs ?? 0)) await followShards('TRIM_HORIZON');
      const batches: StreamRecord[][] = [];
      for (const [shardId, iterator] of iterators) {
        if (!iterator) continue;
        const { Records, NextShardIterator } = await streams.send(
          new GetRecordsCommand({ ShardIterator: iterator }),
        );
        iterators.set(shardId, NextShardIterator ?? null);
        batches.push(Records ?? []);
      }
      return batches;
    },
    stop() {
      streams.destroy();
    },
  };
}
