// The one update of a versioned item that the list-like entities share (a pantry food, a shopping-list
// line): set the fields the caller changed and updatedAt, count the change in `version`, and only while
// the item exists (and, when the caller read a version, is still at it).
import { UpdateCommand } from '../shared/aws-sdk.js';
import { type Send, unlessRefused } from './client.js';

type Item = Record<string, unknown>;

export interface VersionedUpdate {
  tableName: string;
  key: Item;
  /** The fields to set; an undefined value leaves its field as it is. */
  changes: Record<string, unknown>;
  now: string;
  /** Given, the update applies only while the item is still at this version. */
  expectedVersion?: number;
}

/** The item as the update left it; null when there is no such item or its version moved on. */
export async function updateVersioned(send: Send, update: VersionedUpdate): Promise<Item | null> {
  const names: Record<string, string> = {};
  const values: Item = { ':now': update.now, ':one': 1 };
  if (update.expectedVersion !== undefined) values[':version'] = update.expectedVersion;
  const sets = ['updatedAt = :now'];
  Object.entries(update.changes).forEach(([field, value], index) => {
    if (value === undefined) return;
    names[`#f${index}`] = field;
    values[`:f${index}`] = value;
    sets.push(`#f${index} = :f${index}`);
  });
  const result = await unlessRefused(
    send<{ Attributes?: Item }>(
      new UpdateCommand({
        TableName: update.tableName,
        Key: update.key,
        UpdateExpression: `SET ${sets.join(', ')} ADD version :one`,
        ConditionExpression:
          update.expectedVersion === undefined
            ? 'attribute_exists(pk)'
            : 'attribute_exists(pk) AND version = :version',
        ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    ),
    null,
  );
  return result?.Attributes ?? null;
}
