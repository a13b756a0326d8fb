// Page cursors: the DynamoDB key to continue from, as opaque base64url text. A cursor is only
// accepted for the partition it came from, so a crafted one cannot start a Query elsewhere.
import { badRequest } from '../shared/errors.js';

export type KeyMap = Record<string, string>;

export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  if (!key) return null;
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** Decodes a cursor and checks that `partitionAttribute` holds `partitionValue`; 400 otherwise. */
export function decodeCursor(
  cursor: string | undefined,
  partitionAttribute: string,
  partitionValue: string,
): KeyMap | undefined {
  if (!cursor) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('The page cursor is not valid');
  }
  const valid =
    typeof key === 'object' &&
    key !== null &&
    Object.values(key).every((value) => typeof value === 'string') &&
    (key as KeyMap)[partitionAttribute] === partitionValue;
  if (!valid) throw badRequest('The page cursor is not valid');
  return key as KeyMap;
}
