import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/errors.js';
import { decodeCursor, encodeCursor, INVALID_CURSOR } from './cursor.js';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('the cursor was accepted');
}

describe('page cursors (issue 13: a forged cursor never reaches DynamoDB)', () => {
  const tableKey = { pk: 'RECIPE#r1', sk: 'COMMENT#2026-11-23#c1' };
  const indexKey = { pk: 'RECIPE#r1', sk: 'META', gsi1pk: 'OWNER#u1', gsi1sk: '2026-11-23T10:00:00.000Z#r1' };

  it('gives back the key it encoded, for the table and for an index', () => {
    expect(decodeCursor(encodeCursor(tableKey) ?? '', 'pk', 'RECIPE#r1', 'COMMENT#')).toEqual(tableKey);
    expect(decodeCursor(encodeCursor(indexKey) ?? '', 'gsi1pk', 'OWNER#u1')).toEqual(indexKey);
    expect(decodeCursor(undefined, 'pk', 'RECIPE#r1')).toBeUndefined();
  });

  it.each([
    ['another partition', encode({ ...indexKey, gsi1pk: 'OWNER#u2' })],
    ['the partition alone', encode({ gsi1pk: 'OWNER#u1' })],
    ['a key without its sort key', encode({ pk: 'RECIPE#r1', sk: 'META', gsi1pk: 'OWNER#u1' })],
    ['an extra attribute', encode({ ...indexKey, isAdmin: 'true' })],
    ["another index's key", encode({ pk: 'RECIPE#r1', sk: 'META', gsi2pk: 'OWNER#u1', gsi2sk: 'x' })],
    ['a number for a key', encode({ ...indexKey, gsi1sk: 7 })],
    ['an empty key', encode({ ...indexKey, sk: '' })],
    ['a sort key over 1 KB', encode({ ...indexKey, gsi1sk: 'z'.repeat(1025) })],
    ['a partition key over 2 KB', encode({ ...indexKey, pk: 'p'.repeat(2049) })],
    ['an array', encode(['pk', 'sk'])],
    ['null', encode(null)],
    ['text that is not JSON', Buffer.from('not a key').toString('base64url')],
    ['characters outside base64url', 'eyJwayI6!!'],
    ['a truncated cursor', (encodeCursor(indexKey) ?? '').slice(0, 20)],
    ['an enormous cursor', 'A'.repeat(9000)],
  ])('refuses %s with 400', (_, cursor) => {
    const error = refusal(() => decodeCursor(cursor, 'gsi1pk', 'OWNER#u1'));
    expect(error).toBeInstanceOf(AppError);
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(INVALID_CURSOR);
  });

  it('refuses a sort key outside the range the Query reads', () => {
    const cursor = encode({ pk: 'RECIPE#r1', sk: 'META' });
    expect(refusal(() => decodeCursor(cursor, 'pk', 'RECIPE#r1', 'COMMENT#')).statusCode).toBe(400);
  });
});
