// What was written to the table, as its stream tells it: for tests that must show a request wrote
// nothing, without scanning the whole table before and after (hostile-input.test.ts scanned it 861
// times a run, 87 s of its 170). Like a comparison of two scans, an item written back to what it was
// between two looks (added then removed, changed then changed back) is no change: each item's first
// old image is compared with its last new one. DynamoDB writes no stream record for a write that
// changes nothing, and DynamoDB Local has it readable as the write answers.
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { openTableStream, type StreamRecord } from '../../../infra/local/table-stream.js';

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
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stable(inner)}`).join(',')}}`;
  }
  if (value instanceof Uint8Array) return JSON.stringify(Buffer.from(value).toString('base64'));
  return JSON.stringify(value);
}

/** Each item's net change over `records` (in the order written); items written back to what they were are left out. */
function netChanges(records: StreamRecord[]): ItemChange[] {
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
 * Follows the table's stream from now on (infra/local/table-stream.ts). `changes()` reads every shard
 * to its end and answers each item's net change since the last call.
 */
export async function watchTable(endpoint: string, tableName = 'hearth') {
  const stream = await openTableStream({ dynamoEndpoint: endpoint, tableName, region: 'us-east-1' });
  return {
    async changes(): Promise<ItemChange[]> {
      const records: StreamRecord[] = [];
      for (;;) {
        const read = (await stream.read()).flat();
        if (read.length === 0) break;
        records.push(...read);
      }
      // A stream's sequence numbers grow across its shards: this puts each item's records in order.
      records.sort((a, b) => {
        const [x, y] = [BigInt(a.dynamodb?.SequenceNumber ?? 0), BigInt(b.dynamodb?.SequenceNumber ?? 0)];
        return x < y ? -1 : x > y ? 1 : 0;
      });
      return netChanges(records);
    },
    stop() {
      stream.stop();
    },
  };
}
