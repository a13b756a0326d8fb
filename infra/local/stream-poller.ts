// The local stand-in for a DynamoDB stream's event source mapping (live updates, issue 15): a poller
// reads DynamoDB Local's stream of the table (GetRecords 4 times a second, following new shards),
// applies the mapping's filter and calls the stream handler with the Lambda event shape, as the mapping
// does on AWS, and, as that mapping may (at-least-once), hands a share of the batches over twice.

import { passesLiveFilter } from '../../lambdas/src/data/live-changes.js';
import { openTableStream, type StreamRecord } from './table-stream.js';

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

// Lambda's documented base rate for a DynamoDB stream: 4 reads a second a shard. At 100 ms an idle stack
// spent 0.54-0.82 s of CPU in every 5 s (DynamoDB Local and this process), at 250 ms 0.37 s: time taken
// from the browser beside it in every test and measurement on two cores (issue 35).
const POLL_MS = 250;
const SHARD_REFRESH_MS = 2_000;

/** Reads the table's stream and hands each batch of records to the stream handler, like Lambda's poller. */
export async function startStreamPoller(
  options: StreamPollerOptions,
  stream: (event: Record<string, unknown>) => Promise<unknown>,
) {
  const table = await openTableStream({ ...options, shardRefreshMs: SHARD_REFRESH_MS });
  let stopped = false;

  async function pollOnce() {
    for (const records of await table.read()) {
      // The event-source mapping's filter, as Lambda applies it on AWS: other changes never reach it.
      const live = records.filter((record) =>
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
      table.stop();
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
