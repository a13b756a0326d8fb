// Records what each DynamoDB request of the local stack costs, and on which partition: the measuring
// half of `npm run capacity` (`npm run load -- --record` turns it on). Reads carry DynamoDB Local's own
// ConsumedCapacity, asked for on each request; writes are costed from the item before and after (read
// with a separate, unrecorded client), as DynamoDB costs them: the table write by the larger image
// (twice inside a transaction), and each index whose key the item has, by its projection (ALL here),
// a delete from the old key and a put to the new when the key moved. So a rating of a public recipe
// shows as a write to the PUBLIC_RECIPES partition of gsi2, which no request names.
// Measuring mode only: it adds two reads to every write and is never loaded by the app.
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { globalIndexes, tableKeys } from '../../lambdas/src/data/table.js';

type Item = Record<string, AttributeValue>;

/** One partition's share of a request: which key, read or written, how many capacity units. */
export interface KeyUse {
  /** 'table' or an index name. */
  where: string;
  /** The partition key value with ids replaced (keyClass), e.g. USER#<id>, PUBLIC_RECIPES, CPREFIX#s. */
  keyClass: string;
  /** Read units (eventually consistent reads cost half) or write units. */
  units: number;
}

export interface RecordedRequest {
  operation: string;
  reads: KeyUse[];
  writes: KeyUse[];
}

const ID_PATTERNS: RegExp[] = [
  /^[0-9A-HJKMNP-TV-Z]{26}$/i, // ULID
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, // UUID
  /@/, // an e-mail address
  /^\d{4}-\d{2}-\d{2}/, // a date or time
  /^[0-9a-f]{12,}$/i, // hashes, tokens
  /^[A-Za-z0-9_-]{20,}$/, // other long random ids
  /^\d+$/, // counters, shard numbers
  /^[a-z]+\d{4,}$/i, // seeded ids (the bench's community: cbench0004860)
];

/**
 * A partition key with its ids taken out, so one household's FINDER#01H… and another's share a class
 * (FINDER#<id>), while keys that are the same for everyone (PUBLIC_RECIPES, USER_EMAIL, CPREFIX#s)
 * stay whole: those are the partitions the whole crowd shares.
 */
export function keyClass(value: string): string {
  // The community index's buckets are named by words and prefixes, which stay as they are.
  if (/^(CWORD|CPREFIX|CVOCAB)#/.test(value)) return value;
  return value
    .split('#')
    .map((part) => (ID_PATTERNS.some((pattern) => pattern.test(part)) ? '<id>' : part))
    .join('#');
}

/** DynamoDB's size of a value in bytes (its published rules, to the byte for the types Hearth stores). */
function valueSize(value: AttributeValue): number {
  if (value.S !== undefined) return Buffer.byteLength(value.S);
  if (value.N !== undefined) return Math.ceil(value.N.replace(/^-|\.|e.*$/gi, '').length / 2) + 1;
  if (value.B !== undefined) return value.B.length;
  if (value.BOOL !== undefined || value.NULL !== undefined) return 1;
  if (value.SS) return value.SS.reduce((sum, s) => sum + Buffer.byteLength(s), 0);
  if (value.NS) return value.NS.reduce((sum, n) => sum + Math.ceil(n.length / 2) + 1, 0);
  if (value.L) return 3 + value.L.reduce((sum, v) => sum + 1 + valueSize(v), 0);
  if (value.M) return 3 + itemSize(value.M) + Object.keys(value.M).length;
  return 0;
}

export function itemSize(item: Item | undefined): number {
  if (!item) return 0;
  return Object.entries(item).reduce(
    (sum, [name, value]) => sum + Buffer.byteLength(name) + valueSize(value),
    0,
  );
}

const writeUnits = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

/** The writes one item's change costs, on the table and on each index whose key it has. */
export function costOfChange(
  before: Item | undefined,
  after: Item | undefined,
  transactional: boolean,
): KeyUse[] {
  const uses: KeyUse[] = [];
  const key = (after ?? before)?.[tableKeys.partitionKey]?.S;
  if (!key) return uses;
  const tableUnits = writeUnits(Math.max(itemSize(before), itemSize(after)));
  uses.push({ where: 'table', keyClass: keyClass(key), units: tableUnits * (transactional ? 2 : 1) });
  for (const index of globalIndexes) {
    const old = before?.[index.partitionKey]?.S;
    const now = after?.[index.partitionKey]?.S;
    const sorted = (item: Item | undefined) => item?.[index.sortKey] !== undefined;
    const oldKey = old && sorted(before) ? old : undefined;
    const newKey = now && sorted(after) ? now : undefined;
    if (oldKey && oldKey !== newKey)
      uses.push({ where: index.name, keyClass: keyClass(oldKey), units: writeUnits(itemSize(before)) });
    if (newKey)
      uses.push({ where: index.name, keyClass: keyClass(newKey), units: writeUnits(itemSize(after)) });
  }
  return uses;
}

/** The partition key value a Query's key condition names (`pk = :v`, `gsi2pk = :v`, or by #name). */
export function queriedKey(input: {
  KeyConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Item;
  IndexName?: string;
}): string | undefined {
  const partitionKey = input.IndexName
    ? globalIndexes.find((index) => index.name === input.IndexName)?.partitionKey
    : tableKeys.partitionKey;
  const condition = input.KeyConditionExpression ?? '';
  for (const match of condition.matchAll(/(#?\w+)\s*=\s*(:\w+)/g)) {
    const name = match[1]?.startsWith('#') ? input.ExpressionAttributeNames?.[match[1]] : match[1];
    if (name === partitionKey) return input.ExpressionAttributeValues?.[match[2] as string]?.S;
  }
  return undefined;
}

const ATTRIBUTE_TYPES = new Set(['S', 'N', 'B', 'BOOL', 'NULL', 'M', 'L', 'SS', 'NS', 'BS']);
const isAttributeValue = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 1 &&
  ATTRIBUTE_TYPES.has(Object.keys(value)[0] as string);

/**
 * An item or key in DynamoDB's wire form. The document client hands the serialize step its own plain
 * values (it converts them later, on the way out), so both forms arrive here.
 */
export function wireItem(item: unknown): Item | undefined {
  if (!item || typeof item !== 'object') return undefined;
  if (Object.values(item).every(isAttributeValue)) return item as Item;
  return marshall(item as Record<string, unknown>, {
    removeUndefinedValues: true,
    convertClassInstanceToMap: true,
  });
}

interface Consumed {
  TableName?: string;
  CapacityUnits?: number;
  Table?: { CapacityUnits?: number };
  GlobalSecondaryIndexes?: Record<string, { CapacityUnits?: number }>;
}

type Input = Record<string, unknown>;
type Middleware = (
  next: (args: { input: Input }) => Promise<{ output: Input }>,
  context: { commandName?: string },
) => (args: { input: Input }) => Promise<{ output: Input }>;

export interface MiddlewareStackLike {
  add(middleware: Middleware, options: { step: 'serialize'; name: string; priority: 'high' }): void;
  remove(name: string): boolean;
}

const NAME = 'hearthCapacityRecorder';

/**
 * Starts recording every request sent through the client whose middleware stack is given (the app's
 * DynamoDB client). `endpoint` is DynamoDB Local's, for the unrecorded reads of items before and after
 * a write. Returns the requests recorded so far (take() empties it) and stop().
 */
export function startRecording(stack: MiddlewareStackLike, endpoint: string, tableName: string) {
  const raw = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const read = async (key: Item | undefined): Promise<Item | undefined> =>
    key
      ? (await raw.send(new GetItemCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item
      : undefined;
  const keyOf = (item: Item | undefined): Item | undefined =>
    item
      ? {
          [tableKeys.partitionKey]: item[tableKeys.partitionKey] as AttributeValue,
          [tableKeys.sortKey]: item[tableKeys.sortKey] as AttributeValue,
        }
      : undefined;

  let recorded: RecordedRequest[] = [];

  /** The items a write request touches, by key, and whether it is a transaction. */
  function writtenKeys(operation: string, input: Input): { keys: Item[]; transactional: boolean } | null {
    if (operation === 'PutItemCommand')
      return { keys: [keyOf(wireItem(input.Item)) as Item], transactional: false };
    if (operation === 'UpdateItemCommand' || operation === 'DeleteItemCommand')
      return { keys: [wireItem(input.Key) as Item], transactional: false };
    if (operation === 'TransactWriteItemsCommand') {
      const items = (input.TransactItems as Record<string, { Item?: Item; Key?: Item }>[]) ?? [];
      const keys = items
        .map((entry) => entry.Put ?? entry.Update ?? entry.Delete)
        .filter((entry): entry is { Item?: Item; Key?: Item } => Boolean(entry))
        .map((entry) => (wireItem(entry.Key) ?? keyOf(wireItem(entry.Item))) as Item);
      return { keys, transactional: true };
    }
    if (operation === 'BatchWriteItemCommand') {
      const requests = Object.values(
        (input.RequestItems as Record<
          string,
          { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }[]
        >) ?? {},
      ).flat();
      const keys = requests.map(
        (r) => (wireItem(r.DeleteRequest?.Key) ?? keyOf(wireItem(r.PutRequest?.Item))) as Item,
      );
      return { keys, transactional: false };
    }
    return null;
  }

  function readUses(operation: string, input: Input, consumed: Consumed[]): KeyUse[] {
    const total = consumed.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
    if (operation === 'QueryCommand') {
      const key = queriedKey({
        ...(input as Parameters<typeof queriedKey>[0]),
        ExpressionAttributeValues: wireItem(input.ExpressionAttributeValues),
      });
      return key
        ? [{ where: (input.IndexName as string) ?? 'table', keyClass: keyClass(key), units: total }]
        : [];
    }
    if (operation === 'GetItemCommand') {
      const key = wireItem(input.Key)?.[tableKeys.partitionKey]?.S;
      return key ? [{ where: 'table', keyClass: keyClass(key), units: total }] : [];
    }
    const keys: string[] = [];
    if (operation === 'BatchGetItemCommand')
      for (const request of Object.values((input.RequestItems as Record<string, { Keys: Item[] }>) ?? {}))
        for (const key of request.Keys.map(wireItem))
          if (key?.[tableKeys.partitionKey]?.S) keys.push(key[tableKeys.partitionKey]?.S as string);
    if (operation === 'TransactGetItemsCommand')
      for (const entry of (input.TransactItems as { Get: { Key: Item } }[]) ?? []) {
        const key = wireItem(entry.Get.Key)?.[tableKeys.partitionKey]?.S;
        if (key) keys.push(key);
      }
    // A batch reports its units per table, not per key: shared out evenly.
    return keys.map((key) => ({ where: 'table', keyClass: keyClass(key), units: total / keys.length }));
  }

  const middleware: Middleware = (next, context) => async (args) => {
    const operation = context.commandName ?? '';
    const input = args.input;
    const isRead = [
      'GetItemCommand',
      'BatchGetItemCommand',
      'QueryCommand',
      'TransactGetItemsCommand',
    ].includes(operation);
    if (isRead) input.ReturnConsumedCapacity ??= 'TOTAL';
    const written = writtenKeys(operation, input);
    const before = written ? await Promise.all(written.keys.map(read)) : [];
    const result = await next(args);
    if (isRead) {
      const consumed = [result.output.ConsumedCapacity ?? []].flat() as Consumed[];
      recorded.push({ operation, reads: readUses(operation, input, consumed), writes: [] });
    } else if (written) {
      const after = await Promise.all(written.keys.map(read));
      recorded.push({
        operation,
        reads: [],
        writes: written.keys.flatMap((_, i) => costOfChange(before[i], after[i], written.transactional)),
      });
    }
    return result;
  };

  stack.add(middleware, { step: 'serialize', name: NAME, priority: 'high' });

  return {
    /** The requests recorded since the last take(). */
    take(): RecordedRequest[] {
      const out = recorded;
      recorded = [];
      return out;
    },
    stop(): void {
      stack.remove(NAME);
      raw.destroy();
    },
  };
}
