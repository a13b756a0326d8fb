// Households for integration tests that need one before (or without) the household routes: places a
// member straight into a household with the same items the join transaction writes (a membership item
// and the member's session-validity `householdId`), over DynamoDB Local's wire protocol. The API caches a
// user's session-validity record for SESSION_CACHE_MS, so place a member before their first request, or
// pass `settle: true` to wait the cache out. Tests of joining itself go through the real routes.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { expect, inject } from 'vitest';
import { householdKeys, membershipItem } from '../../../lambdas/src/data/entities/household/keys.js';
import { householdOfUserUpdate } from '../../../lambdas/src/data/entities/session-validity.js';
import { SESSION_CACHE_MS } from '../../../lambdas/src/handlers/shared/session-check.js';
import { api } from './api.js';
import type { Session } from './auth.js';
import { readMail } from './mail.js';

const TABLE = 'hearth';

export function testTable(): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: inject('hearthDynamoEndpoint'),
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
}

/** `member` joins `owner`'s household through the real routes: invited by e-mail, the link accepted. */
export async function joinByInvitation(owner: Session, member: Session): Promise<void> {
  const invited = await api('/api/household/invitations', {
    method: 'POST',
    token: owner.idToken,
    body: { email: member.email },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const link = (await readMail(member.email))
    .flatMap((mail) => mail.links)
    .find((href) => href.includes('/join/'));
  const token = decodeURIComponent(String(link).split('/join/')[1] ?? '');
  const joined = await api(`/api/household-invitations/${token}/accept`, {
    method: 'POST',
    token: member.idToken,
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
}

/** Puts `member` into `owner`'s household (the owner's own household id is their user id until they move). */
export async function placeInHousehold(
  owner: Session,
  member: Session,
  options: { householdId?: string; settle?: boolean } = {},
): Promise<string> {
  const householdId = options.householdId ?? owner.userId;
  const table = testTable();
  await table.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: TABLE,
            Item: membershipItem({
              householdId,
              userId: member.userId,
              role: 'member',
              joinedAt: new Date().toISOString(),
              displayName: member.email.split('@')[0] ?? 'member',
            }),
          },
        },
        {
          Update: {
            TableName: TABLE,
            Key: householdKeys.meta(householdId),
            UpdateExpression: 'ADD memberCount :one',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
        householdOfUserUpdate(TABLE, member.userId, householdId),
      ],
    }),
  );
  table.destroy();
  if (options.settle) await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 200));
  return householdId;
}

/** Sends `member` back to a household of their own (id = their user id), as leaving does. */
export async function takeOutOfHousehold(
  member: Session,
  fromHouseholdId: string,
  options: { settle?: boolean } = {},
): Promise<void> {
  const table = testTable();
  await table.send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: TABLE, Key: householdKeys.member(fromHouseholdId, member.userId) } },
        householdOfUserUpdate(TABLE, member.userId, member.userId),
      ],
    }),
  );
  table.destroy();
  if (options.settle) await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 200));
}
