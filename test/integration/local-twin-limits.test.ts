// The local twin answers as AWS does at AWS's limits (issue 33), over the real wire: API Gateway's
// throttle, payload and authorizer answers from the local gateway, token lifetimes from the local
// Cognito, and DynamoDB's item, transaction, batch and page limits from DynamoDB Local, each compared
// with the answer AWS documents (infra/local/aws-limits.ts names the sources). The limits a stack
// cannot show cheaply (throttles, timeouts, Lambda's 6 MB, Step Functions' 256 KiB) are in
// infra/local/limits.test.ts.
import {
  BatchWriteItemCommand,
  DynamoDBClient,
  PutItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DYNAMODB, HTTP_API } from '../../infra/local/aws-limits.js';
import { api } from './support/api.js';
import { decodeJwt, signUpUser } from './support/auth.js';

const dynamo = new DynamoDBClient({
  region: 'us-east-1',
  endpoint: inject('hearthDynamoEndpoint'),
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
afterAll(() => dynamo.destroy());

const TABLE = 'hearth';
const key = (pk: string, sk: string) => ({ pk: { S: pk }, sk: { S: sk } });
const failureOf = async (send: () => Promise<unknown>) => {
  try {
    await send();
    return null;
  } catch (error) {
    const { name, message } = error as Error;
    return { name, message };
  }
};

describe('API Gateway at its limits', () => {
  it('refuses a body over 10 MB with 413 before any Lambda runs', async () => {
    const user = await signUpUser();
    const reply = await api('/api/recipes', {
      method: 'POST',
      token: user.idToken,
      body: `{"recipes":[{"title":"${'x'.repeat(HTTP_API.payloadBytes)}"}]}`,
    });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ message: 'Request Entity Too Large' });
  });

  it('answers a request without a token 401 as the JWT authorizer does', async () => {
    const reply = await api('/api/me');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'Unauthorized' });
  });

  it('refuses a token that is not valid, saying why in WWW-Authenticate', async () => {
    const user = await signUpUser();
    const [header, payload] = user.idToken.split('.');
    const reply = await api('/api/me', { token: `${header}.${payload}.c2lnbmF0dXJl` });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'Unauthorized' });
    expect(reply.headers.get('www-authenticate')).toBe(
      'Bearer scope="" error="invalid_token" error_description="the token is not valid"',
    );
  });

  it('issues ID tokens that expire an hour after sign-in, as the user pool client says', async () => {
    const user = await signUpUser();
    const claims = decodeJwt(user.idToken) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(3600);
  });

  it('answers a path no route serves with API Gateway’s 404', async () => {
    const reply = await api('/api/no-such-route');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ message: 'Not Found' });
  });
});

describe('DynamoDB Local at DynamoDB’s limits', () => {
  it('refuses an item over 400 KB with DynamoDB’s ValidationException', async () => {
    const put = (bytes: number) =>
      dynamo.send(
        new PutItemCommand({
          TableName: TABLE,
          Item: { ...key('LIMITS#item', 'A'), blob: { S: 'x'.repeat(bytes) } },
        }),
      );
    expect(await failureOf(() => put(DYNAMODB.itemBytes - 1024))).toBeNull();
    expect(await failureOf(() => put(DYNAMODB.itemBytes + 1))).toEqual({
      name: 'ValidationException',
      message: 'Item size has exceeded the maximum allowed size',
    });
  });

  it('takes 100 actions in a transaction and refuses 101', async () => {
    const transaction = (count: number) =>
      dynamo.send(
        new TransactWriteItemsCommand({
          TransactItems: Array.from({ length: count }, (_, i) => ({
            Put: { TableName: TABLE, Item: key('LIMITS#transaction', String(i).padStart(3, '0')) },
          })),
        }),
      );
    expect(await failureOf(() => transaction(DYNAMODB.transactionItems))).toBeNull();
    const refused = await failureOf(() => transaction(DYNAMODB.transactionItems + 1));
    expect(refused?.name).toBe('ValidationException');
    expect(refused?.message).toContain('Member must have length less than or equal to 100');
  });

  it('takes 25 writes in a batch and refuses 26', async () => {
    const batch = (count: number) =>
      dynamo.send(
        new BatchWriteItemCommand({
          RequestItems: {
            [TABLE]: Array.from({ length: count }, (_, i) => ({
              PutRequest: { Item: key('LIMITS#batch', String(i).padStart(3, '0')) },
            })),
          },
        }),
      );
    expect(await failureOf(() => batch(DYNAMODB.batchWriteItems))).toBeNull();
    expect(await failureOf(() => batch(DYNAMODB.batchWriteItems + 1))).toEqual({
      name: 'ValidationException',
      message: 'Too many items requested for the BatchWriteItem call',
    });
  });

  it('ends a query page at 1 MB read, with the key to go on from', async () => {
    for (let i = 0; i < 8; i += 1)
      await dynamo.send(
        new PutItemCommand({
          TableName: TABLE,
          Item: { ...key('LIMITS#page', String(i)), blob: { S: 'y'.repeat(200 * 1024) } },
        }),
      );
    const page = await dynamo.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': { S: 'LIMITS#page' } },
      }),
    );
    // Items are read until the page passes 1 MB: five of 200 KB are not enough, the sixth passes it.
    expect(page.Count).toBe(Math.ceil(DYNAMODB.queryPageBytes / (200 * 1024)));
    expect(page.LastEvaluatedKey).toBeDefined();
  });
});
