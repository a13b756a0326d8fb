// Page cursors: the DynamoDB key to continue from, as opaque base64url text. A cursor is only
// accepted for the partition it came from, so a crafted one cannot start a Query elsewhere, and only
// in the exact shape DynamoDB hands out (the table's key, plus the index's key for an index Query),
// so a forged one is answered 400 here instead of failing inside DynamoDB as a 500.
import { badRequest } from '../shared/errors.js';

export type KeyMap = Record<string, string>;

export const INVALID_CURSOR = 'The page cursor is not valid';

/** No cursor we hand out comes near this; DynamoDB keys are at most 2 KB + 1 KB per key pair. */
const MAX_CURSOR_LENGTH = 8192;
const MAX_PARTITION_KEY_BYTES = 2048;
const MAX_SORT_KEY_BYTES = 1024;

export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  if (!key) return null;
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** The attributes of a LastEvaluatedKey: the table's pk/sk, and gsiNpk/gsiNsk on index gsiN. */
function keyAttributes(partitionAttribute: string): { name: string; maxBytes: number }[] {
  const table = [
    { name: 'pk', maxBytes: MAX_PARTITION_KEY_BYTES },
    { name: 'sk', maxBytes: MAX_SORT_KEY_BYTES },
  ];
  const index = /^(gsi\d+)pk$/.exec(partitionAttribute)?.[1];
  if (!index) return table;
  return [
    ...table,
    { name: `${index}pk`, maxBytes: MAX_PARTITION_KEY_BYTES },
    { name: `${index}sk`, maxBytes: MAX_SORT_KEY_BYTES },
  ];
}

/**
 * Decodes a cursor and checks that it is a key of the Query it continues: exactly the key
 * attributes, each a non-empty string within DynamoDB's limits, `partitionAttribute` holding
 * `partitionValue`, and (if given) the sort key starting with `sortKeyPrefix`. 400 otherwise.
 */
export function decodeCursor(
  cursor: string | undefined,
  partitionAttribute: string,
  partitionValue: string,
  sortKeyPrefix?: string,
): KeyMap | undefined {
  if (!cursor) return undefined;
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw badRequest(INVALID_CURSOR);
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw badRequest(INVALID_CURSOR);
  const attributes = keyAttributes(partitionAttribute);
  const record = key as Record<string, unknown>;
  const names = Object.keys(record);
  const valid =
    names.length === attributes.length &&
    attributes.every(({ name, maxBytes }) => {
      const value = record[name];
      return typeof value === 'string' && value.length > 0 && Buffer.byteLength(value) <= maxBytes;
    }) &&
    record[partitionAttribute] === partitionValue &&
    (sortKeyPrefix === undefined || String(record.sk).startsWith(sortKeyPrefix));
  if (!valid) throw badRequest(INVALID_CURSOR);
  return record as KeyMap;
}
