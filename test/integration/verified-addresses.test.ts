// Issue 13: everything that matches a person by e-mail address matches a VERIFIED address only, and
// an admin's change of an address is audit-logged and told to both addresses. The claimant in these
// tests holds an account with an address it never proved (made without a code: email_verified false).
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addRecipe } from './recipes-fixtures.js';
import { api } from './support/api.js';
import {
  adminSession,
  createUnverifiedUser,
  decodeJwt,
  type Session,
  signIn,
  signUpUser,
  uniqueEmail,
} from './support/auth.js';
import { readMail } from './support/mail.js';

type ErrorBody = { error: { code: string; message: string } };

let admin: Session;

beforeAll(async () => {
  admin = await adminSession();
});

/** An account claiming `email` without proof, with its profile made (as on its first visit). */
async function claimant(email = uniqueEmail('grandma')): Promise<Session> {
  const session = await createUnverifiedUser({ email });
  expect(decodeJwt(session.idToken)).toMatchObject({ email, email_verified: false });
  const me = await api('/api/me', { token: session.idToken });
  expect(me.body).toMatchObject({ email });
  return session;
}

describe('share with a person', () => {
  it('does not reach an account whose address is not verified', async () => {
    const owner = await signUpUser();
    const impostor = await claimant();
    const recipe = await addRecipe(owner, { title: 'Grandma secret soup' });
    const reply = await api<ErrorBody>(`/api/recipes/${recipe.id}/shares`, {
      method: 'POST',
      token: owner.idToken,
      body: { email: impostor.email },
    });
    expect(reply.status).toBe(404);
    expect(reply.body.error.message).toBe('No Hearth account uses that e-mail');
    const withMe = await api<{ recipes: { id: string }[] }>('/api/shares/with-me', {
      token: impostor.idToken,
    });
    expect(withMe.body.recipes).toEqual([]);
    expect(await readMail(impostor.email)).toEqual([]);
    expect((await api(`/api/recipes/${recipe.id}`, { token: impostor.idToken })).status).toBe(404);
  });
});

/** The post-confirmation trigger as Cognito runs it, against the test stack's DynamoDB. */
async function postConfirmation() {
  Object.assign(process.env, {
    TABLE_NAME: 'hearth',
    DYNAMODB_ENDPOINT: inject('hearthDynamoEndpoint'),
    LOG_LEVEL: 'silent',
  });
  return (await import('../../lambdas/src/handlers/triggers/post-confirmation.js')).handler;
}

const confirmedSignUp = (email: string, emailVerified: 'true' | 'false') =>
  ({
    version: '1',
    region: 'local',
    userPoolId: 'local_hearth',
    userName: randomUUID(),
    triggerSource: 'PostConfirmation_ConfirmSignUp',
    callerContext: { awsSdkVersion: 'test', clientId: 'test' },
    request: {
      userAttributes: {
        sub: randomUUID(),
        email,
        email_verified: emailVerified,
        'cognito:user_status': 'CONFIRMED',
      },
    },
    response: {},
  }) as unknown as PostConfirmationTriggerEvent;

const table = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: 'us-east-1',
    endpoint: inject('hearthDynamoEndpoint'),
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);

const itemAt = async (pk: string, sk: string) =>
  (await table.send(new GetCommand({ TableName: 'hearth', Key: { pk, sk } }))).Item;

describe('lifetime invitations at sign-up', () => {
  it('go only to a confirmed sign-up whose address is verified (an admin-confirmed one is not)', async () => {
    const email = uniqueEmail('invitee');
    const sent = await api('/api/admin/invitations', {
      method: 'POST',
      token: admin.idToken,
      body: { email },
    });
    expect(sent.body).toEqual({ email, existingAccount: false });
    const handler = await postConfirmation();

    const unproven = confirmedSignUp(email, 'false');
    await handler(unproven);
    expect((await itemAt(`USER#${unproven.request.userAttributes.sub}`, 'ENTITLEMENT'))?.lifetime).not.toBe(
      true,
    );
    expect(await itemAt(`LIFETIME_INVITATION#${email}`, 'META')).toMatchObject({ status: 'pending' });

    const proven = confirmedSignUp(email, 'true');
    await handler(proven);
    expect(await itemAt(`USER#${proven.request.userAttributes.sub}`, 'ENTITLEMENT')).toMatchObject({
      lifetime: true,
    });
  });
});

describe('lifetime invitations', () => {
  it('do not go to an existing account whose address is not verified', async () => {
    const impostor = await claimant();
    const sent = await api('/api/admin/invitations', {
      method: 'POST',
      token: admin.idToken,
      body: { email: impostor.email },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ email: impostor.email, existingAccount: false });
    const status = await api<{ lifetime: boolean }>('/api/subscription', { token: impostor.idToken });
    expect(status.body.lifetime).toBe(false);
  });
});

describe('free friend links', () => {
  it('cannot be claimed by an account whose address is not verified', async () => {
    const friendEmail = uniqueEmail('friend');
    const made = await api<{ url: string }>('/api/subscription/free-link', {
      method: 'POST',
      token: admin.idToken,
      body: { email: friendEmail },
    });
    expect(made.status).toBe(200);
    const gift = new URL(made.body.url).searchParams.get('gift') ?? '';
    const impostor = await claimant(friendEmail);
    const reply = await api<ErrorBody>('/api/subscription/checkout', {
      method: 'POST',
      token: impostor.idToken,
      body: { plan: 'lifetime', gift },
    });
    expect(reply.status).toBe(403);
    expect(reply.body.error.message).toBe(
      `This free link is for ${friendEmail}. Sign in with that e-mail address to use it.`,
    );
  });
});

describe("an admin's change of a user's e-mail", () => {
  it('is audit-logged, marks the new address verified, and mails both the old and the new address', async () => {
    const cook = await signUpUser();
    const newEmail = uniqueEmail('admin-moved');
    const changed = await api(`/api/admin/users/${cook.userId}/email`, {
      method: 'PUT',
      token: admin.idToken,
      body: { email: newEmail },
    });
    expect(changed.status).toBe(200);
    const audit = await api<{
      items: { action: string; targetUserId: string; details: Record<string, string> }[];
    }>('/api/admin/audit-log?limit=100', { token: admin.idToken });
    expect(audit.body.items.find((entry) => entry.targetUserId === cook.userId)).toMatchObject({
      action: 'user.email_changed',
      details: { from: cook.email, to: newEmail },
    });
    const oldMail = (await readMail(cook.email)).map((mail) => mail.subject);
    expect(oldMail).toContain(`Your Hearth e-mail was changed to ${newEmail}`);
    const newMail = await readMail(newEmail);
    expect(newMail.map((mail) => mail.subject)).toContain('Your Hearth account now uses this e-mail');
    expect(
      newMail.find((mail) => mail.subject === 'Your Hearth account now uses this e-mail')?.text,
    ).toContain(cook.email);
    const session = await signIn(newEmail, cook.password);
    expect(decodeJwt(session.idToken)).toMatchObject({ sub: cook.userId, email_verified: true });
    expect((await api('/api/me', { token: session.idToken })).body).toMatchObject({
      email: newEmail,
      emailVerified: true,
    });
  });
});
