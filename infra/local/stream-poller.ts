// The local stand-in for a DynamoDB stream's event source mapping (live updates, issue 15): a poller
// reads DynamoDB Local's stream of the table (GetRecords every 100 ms, following new shards), applies
// the mapping's filter and calls the stream handler with the Lambda event shape, as the mapping does on
// AWS, and, as that mapping may (at-least-once), hands a share of the batches over twice.
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { passesLiveFilter } from '../../lambdas/src/data/live-changes.js';

export interface StreamPollerOptions {
  dynamoEndpoint: string;
  tableName: string;
  region: string;
  /** Share of stream batches delivered twice (0 to 1). */
  duplicateShare?: number;
  /** Counts each batch delivered twice (`npm run chaos` prints them). */
  onDeliveredTwice?: () => void;
  random?: () => number;
}

const POLL_MS = 100;
const SHARD_REFRESH_MS = 2_000;
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** Reads the table's stream and hands each batch of records to the stream handler, like Lambda's poller. */
export async function startStreamPoller(
  options: StreamPollerOptions,
  stream: (event: Record<string, unknown>) => Promise<unknown>,
) {
  const clientOptions = { region: options.region, endpoint: options.dynamoEndpoint, credentials };
  const dynamo = new DynamoDBClient(clientOptions);
  const streams = new DynamoDBStreamsClient(clientOptions);
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
  dynamo.destroy();
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`The local table ${options.tableName} has no stream`);

  const iterators = new Map<string, string | null>();
  let firstRefresh = true;
  let stopped = false;
  let lastRefresh = 0;

  async function refreshShards() {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      const shardId = shard.ShardId;
      if (!shardId || iterators.has(shardId)) continue;
      // Changes from before the stack started are not news; shards that appear later are read whole.
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shardId,
          ShardIteratorType: firstRefresh ? 'LATEST' : 'TRIM_HORIZON',
        }),
      );
      iterators.set(shardId, ShardIterator ?? null);
    }
    firstRefresh = false;
    lastRefresh = Date.now();
  }

  async function pollOnce() {
    if (Date.now() - lastRefresh >= SHARD_REFRESH_MS) await refreshShards();
    for (const [shardId, iterator] of iterators) {
      if (!iterator) continue;
      const { Records, NextShardIterator } = await streams.send(
        new GetRecordsCommand({ ShardIterator: iterator }),
      );
      iterators.set(shardId, NextShardIterator ?? null);
      // The event-source mapping's filter, as Lambda applies it on AWS: other changes never reach it.
      const live = (Records ?? []).filter((record) =>
        passesLiveFilter({ pk: record.dynamodb?.Keys?.pk?.S, sk: record.dynamodb?.Keys?.sk?.S }),
      );
      if (live.length > 0) {
        const event = { Records: live.map(toLambdaRecord) };
        await stream(event);
        if ((options.random ?? Math.random)() < (options.duplicateShare ?? 0)) {
          options.onDeliveredTwice?.();
          await stream(event);
        }
      }
    }
  }

  await refreshShards();
  const loop = (async () => {
    while (!stopped) {
      try {
        await pollOnce();
      } catch (error) {
        if (!stopped) process.stderr.write(`Local stream poller: ${(error as Error).message}\n`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();

  return {
    async stop() {
      stopped = true;
      await loop;
      streams.destroy();
    },
  };
}

/** A Streams API record as a Lambda DynamoDBStreamEvent record (the same fields, plus the source). */
function toLambdaRecord(record: StreamRecord): Record<string, unknown> {
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventSource: 'aws:dynamodb',
    awsRegion: record.awsRegion,
    dynamodb: record.dynamodb,
  };
}
