// Finding 6 of issue 32, the $connect race: the authorizer reads the caller's household, then $connect
// stores the socket under it. A removal (or a sign-out everywhere) landing between the two closed
// nothing, because the socket was not stored yet, and then it was. Here the $connect handler runs on
// DynamoDB Local with an authorizer's context that a membership change has already overtaken.
import { randomUUID } from 'node:crypto';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { rawTable } from './support/household-domain.js';

type Handler = (event: unknown) => Promise<{ statusCode: number }>;
let connection: { connect: Handler; message: Handler };

beforeAll(async () => {
  Object.assign(process.env, {
    TABLE_NAME: 'hearth',
    DYNAMODB_ENDPOINT: inject('hearthDynamoEndpoint'),
    LOG_LEVEL: 'silent',
  });
  connection = (await import('../../lambdas/src/handlers/live/connection.js')) as never;
});

const connectEvent = (authorizer: Record<string, unknown>, connectionId = randomUUID()) => ({
  requestContext: { connectionId, eventType: 'CONNECT', routeKey: '$connect', authorizer },
});

async function storedSockets(householdId: string): Promise<string[]> {
  const table = rawTable();
  const found = await table.send(
    new QueryCommand({
      TableName: 'hearth',
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `LIVE#${householdId}` },
    }),
  );
  table.destroy();
  return (found.Items ?? []).map((item) => String(item.connectionId));
}

async function setRecord(userId: string, values: Record<string, unknown>) {
  const table = rawTable();
  const names = Object.keys(values);
  await table.send(
    new UpdateCommand({
      TableName: 'hearth',
      Key: { pk: `SESSION#${userId}`, sk: 'VALIDITY' },
      UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name) => [`:${name}`, values[name]])),
    }),
  );
  table.destroy();
}

describe('a socket whose right to listen ended while it was connecting', () => {
  const signedInAt = Math.floor(Date.now() / 1000) - 60;

  it('is refused once stored when the caller was moved out of the household meanwhile', async () => {
    const userId = randomUUID();
    const household = randomUUID();
    // The authorizer saw the old household; the removal has landed since.
    await setRecord(userId, { householdId: randomUUID() });
    const connected = await connection.connect(connectEvent({ userId, householdId: household, signedInAt }));
    expect(connected.statusCode).toBe(403);
    expect(await storedSockets(household)).toEqual([]);
  });

  it('is refused once stored when the caller signed out everywhere meanwhile', async () => {
    const userId = randomUUID();
    await setRecord(userId, { validAfter: signedInAt + 30 });
    const connected = await connection.connect(connectEvent({ userId, householdId: userId, signedInAt }));
    expect(connected.statusCode).toBe(403);
    expect(await storedSockets(userId)).toEqual([]);
  });

  it('is kept when nothing changed (so the refusals above are about the change)', async () => {
    const userId = randomUUID();
    const connectionId = randomUUID();
    const connected = await connection.connect(
      connectEvent({ userId, householdId: userId, signedInAt }, connectionId),
    );
    expect(connected.statusCode).toBe(200);
    expect(await storedSockets(userId)).toEqual([connectionId]);
  });

  it('a heartbeat from a socket whose household changed forgets it (its close goes to API Gateway)', async () => {
    const userId = randomUUID();
    const connectionId = randomUUID();
    expect(
      (await connection.connect(connectEvent({ userId, householdId: userId, signedInAt }, connectionId)))
        .statusCode,
    ).toBe(200);
    await setRecord(userId, { householdId: randomUUID() });
    await connection.message({
      requestContext: {
        connectionId,
        eventType: 'MESSAGE',
        routeKey: '$default',
        authorizer: { userId, householdId: userId, signedInAt },
      },
      body: 'ping',
    });
    expect(await storedSockets(userId)).toEqual([]);
  });
});
