// What every entity module needs to talk to the table, in one place: the document client's shape (the
// shared client, or a test's fake), a typed send, the table's name, and the SDK's own exception classes
// for a refused condition. Errors are told apart with instanceof, never by comparing `error.name`.

import {
  BatchGetCommand,
  ConditionalCheckFailedException,
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactionCanceledException,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '../shared/aws-sdk.js';
import { config } from '../shared/config.js';

/** Anything with the document client's `send`: the shared client (shared/clients.ts) or a fake. */
export type DocClient = { send: (command: never) => Promise<unknown> };

/** A lib-dynamodb command (GetCommand, QueryCommand, TransactWriteCommand, ...). */
export type DocumentCommand = { readonly input: object; readonly middlewareStack: unknown };

/** Sends one command; the caller names the part of the output it reads. */
export type Send = <T = unknown>(command: DocumentCommand) => Promise<T>;

/** The table every entity lives in (shared/config.ts), for builders of transaction items. */
export const configuredTableName = (): string => config.TABLE_NAME;

/** The send and table name an entity repository works with (the configured table unless one is given). */
export function documentTable(
  db: DocClient,
  tableName = configuredTableName(),
): { send: Send; tableName: string } {
  return { send: <T>(command: DocumentCommand) => db.send(command as never) as Promise<T>, tableName };
}

/** Writes one item, replacing any item with its key. */
export async function putItem(send: Send, tableName: string, item: object): Promise<void> {
  await send(new PutCommand({ TableName: tableName, Item: item as Record<string, unknown> }));
}

/** Writes one new item: fails (ConditionalCheckFailedException) when an item with its key exists. */
export async function putNewItem(send: Send, tableName: string, item: object): Promise<void> {
  await send(
    new PutCommand({
      TableName: tableName,
      Item: item as Record<string, unknown>,
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/**
 * The item with `key`, or null when there is none: one GetItem, strongly consistent when `consistent`,
 * and with only the `projection`'s attributes when one is given.
 */
export async function getItem(
  send: Send,
  tableName: string,
  key: object,
  options: { consistent?: boolean; projection?: string } = {},
): Promise<Record<string, unknown> | null> {
  const { Item } = await send<{ Item?: Record<string, unknown> }>(
    new GetCommand({
      TableName: tableName,
      Key: key as Record<string, unknown>,
      ...(options.consistent ? { ConsistentRead: true } : {}),
      ...(options.projection ? { ProjectionExpression: options.projection } : {}),
    }),
  );
  return Item ?? null;
}

/**
 * Deletes the item with `key` when `condition` holds of it (with the expression's `values`): true when it
 * was deleted, false when the condition was false. Any other error is thrown.
 */
export function deleteIf(
  send: Send,
  tableName: string,
  key: object,
  condition: string,
  values?: Record<string, unknown>,
): Promise<boolean> {
  return writeIf(
    send,
    new DeleteCommand({
      TableName: tableName,
      Key: key as Record<string, unknown>,
      ConditionExpression: condition,
      ...(values ? { ExpressionAttributeValues: values } : {}),
    }),
  );
}

/** A conditional write (Put, Update, Delete) refused because its ConditionExpression was false. */
export const isConditionFailure = (error: unknown): error is ConditionalCheckFailedException =>
  error instanceof ConditionalCheckFailedException;

/**
 * Sends one conditional write (Put, Update, Delete): true when it was written, false when its
 * ConditionExpression was false. Any other error is thrown.
 */
export async function writeIf(send: Send, command: DocumentCommand): Promise<boolean> {
  return unlessRefused(
    send(command).then(() => true),
    false,
  );
}

/**
 * What a conditional write answered, or `refused` when its ConditionExpression was false (an update
 * whose item is gone, a delete of another owner's item). Any other error is thrown.
 */
export async function unlessRefused<T, R>(write: Promise<T>, refused: R): Promise<T | R> {
  try {
    return await write;
  } catch (error) {
    if (isConditionFailure(error)) return refused;
    throw error;
  }
}

/** A TransactWriteItems cancelled: a condition failed, or a concurrent transaction touched an item. */
export const isTransactionCancelled = (error: unknown): error is TransactionCanceledException =>
  error instanceof TransactionCanceledException;

/** One element of a TransactWriteItems: a Put, Update, Delete or ConditionCheck. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Sends one TransactWriteItems: null when it was written, the cancellation when it was cancelled (a
 * condition was false, or a concurrent transaction touched an item: tell them apart with refusedAt).
 * Any other error is thrown.
 */
export async function transactCancelled(
  send: Send,
  items: TransactItem[],
): Promise<TransactionCanceledException | null> {
  try {
    await send(new TransactWriteCommand({ TransactItems: items }));
    return null;
  } catch (error) {
    if (isTransactionCancelled(error)) return error;
    throw error;
  }
}

/** Sends one TransactWriteItems: true when it was written, false when it was cancelled. */
export async function transactIf(send: Send, items: TransactItem[]): Promise<boolean> {
  return (await transactCancelled(send, items)) === null;
}

/** Whether item `index` of a cancelled transaction was refused by its condition. */
export const refusedAt = (cancelled: TransactionCanceledException, index: number): boolean =>
  cancellationCodes(cancelled)[index] === 'ConditionalCheckFailed';

/**
 * Why each item of a cancelled transaction failed, in item order ('None' for an item that did not):
 * from the exception's CancellationReasons, else from the codes DynamoDB lists in its message.
 */
export function cancellationCodes(error: TransactionCanceledException): string[] {
  if (error.CancellationReasons) return error.CancellationReasons.map((reason) => reason.Code ?? 'None');
  const listed = /\[([^\]]*)\]/.exec(error.message ?? '')?.[1];
  return listed ? listed.split(',').map((code) => code.trim()) : [];
}

/** Whether `error` is a cancelled transaction whose item `index` was refused by its condition. */
export const conditionFailedAt = (error: unknown, index: number): boolean =>
  isTransactionCancelled(error) && refusedAt(error, index);

type Item = Record<string, unknown>;

/** What a BatchGet reads of each item: a projection with its attribute names, or everything. */
export type BatchProjection = {
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
};

/**
 * Every item of `keys` that exists, by BatchGetItem: 100 keys a request, and the keys DynamoDB leaves
 * unprocessed (throttling, the 16 MB answer limit) asked again with a growing pause, up to 8 times.
 * In no particular order: callers index the items by their own attribute.
 */
export async function batchGetAll(
  send: Send,
  tableName: string,
  keys: Item[],
  projection: BatchProjection = {},
): Promise<Item[]> {
  const items: Item[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    let pending: Item[] | undefined = keys.slice(i, i + 100);
    for (let attempt = 0; pending && pending.length > 0 && attempt < 8; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
      const result: {
        Responses?: Record<string, Item[]>;
        UnprocessedKeys?: Record<string, { Keys?: Item[] }>;
      } = await send(
        new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending, ...projection } } }),
      );
      items.push(...(result.Responses?.[tableName] ?? []));
      pending = result.UnprocessedKeys?.[tableName]?.Keys;
    }
  }
  return items;
}
