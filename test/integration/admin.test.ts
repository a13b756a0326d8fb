// Invitation codes and the admin panel against the local stack: codes are generated, listed newest
// first, deactivated and redeemed (once, even by two people at the same instant); every admin route
// refuses non-admins (403) and anonymous callers (401); lifetime grants, e-mail changes, account
// deletion (with the user's data) and invitations by e-mail work and are written to the audit log.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routes } from '../../lambdas/src/routes.js';
import { addRecipe } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { adminSession, type Session, signIn, signUpUser, uniqueEmail } from './support/auth.js';
import { readMail } from './support/mail.js';

interface Code {
  code: string;
  status: 'active' | 'used' | 'inactive';
  notes: string | null;
  intendedEmail: string | null;
  usedBy: string | null;
  usedByEmail: string | null;
  usedAt: string | null;
}
interface AdminUser {
  id: string;
  email: string;
  displayName: string;
  hasLifetimeAccess: boolean;
}
interface AuditEntry {
  action: string;
  actorEmail: string;
  targetUserId: string | null;
  target: string | null;
  details: Record<string, string>;
}
type ErrorBody = { error: { code: string; message: string } };

const table = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: 'us-east-1',
    endpoint: inject('hearthDynamoEndpoint'),
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);

let admin: Session;

beforeAll(async () => {
  admin = await adminSession();
});

const generate = (body: Record<string, unknown> = {}, token = admin.idToken) =>
  api<Code>('/api/admin/invitation-codes', { method: 'POST', token, body });
const redeem = (code: string, token: string) =>
  api<{ message: string } & ErrorBody>('/api/invitation-codes/redeem', {
    method: 'POST',
    token,
    body: { code },
  });
const listCodes = () => api<{ items: Code[] }>('/api/admin/invitation-codes', { token: admin.idToken });
const findUser = async (email: string): Promise<AdminUser | undefined> => {
  const reply = await api<{ users: AdminUser[] }>(`/api/admin/users?email=${encodeURIComponent(email)}`, {
    token: admin.idToken,
  });
  expect(reply.status).toBe(200);
  return reply.body.users.find((user) => user.email === email.toLowerCase());
};
const auditLog = async () =>
  (await api<{ items: AuditEntry[] }>('/api/admin/audit-log?limit=100', { token: admin.idToken })).body.items;

describe('invitation codes', () => {
  it('generates LIFETIME- codes with trimmed notes, lists them newest first, and deactivates an active one', async () => {
    const email = uniqueEmail('friend');
    const first = await generate({
      notes: '  For the book club  ',
      intendedEmail: `  ${email.toUpperCase()} `,
    });
    expect(first.status).toBe(201);
    expect(first.body.code).toMatch(/^LIFETIME-[A-Z0-9]{6}$/);
    expect(first.body).toMatchObject({ status: 'active', notes: 'For the book club', intendedEmail: email });
    const second = await generate({ notes: '   ', intendedEmail: '' });
    expect(second.body).toMatchObject({ notes: null, intendedEmail: null });

    const codes = (await listCodes()).body.items.map((item) => item.code);
    expect(codes.indexOf(second.body.code)).toBeLessThan(codes.indexOf(first.body.code));
    expect(codes.indexOf(second.body.code)).toBeGreaterThanOrEqual(0);

    const deactivated = await api<Code>(`/api/admin/invitation-codes/${first.body.code}/deactivate`, {
      method: 'POST',
      token: admin.idToken,
    });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.status).toBe('inactive');
    const again = await api<ErrorBody>(`/api/admin/invitation-codes/${first.body.code}/deactivate`, {
      method: 'POST',
      token: admin.idToken,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Only unused active codes can be deactivated');

    const unknown = await api<ErrorBody>('/api/admin/invitation-codes/LIFETIME-ZZZZZ9/deactivate', {
      method: 'POST',
      token: admin.idToken,
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses an intended e-mail without an @', async () => {
    const reply = await api<ErrorBody>('/api/admin/invitation-codes', {
      method: 'POST',
      token: admin.idToken,
      body: { intendedEmail: 'not-an-address' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe('Please enter a valid email address');
  });

  it('redeems a code (any case, spaces trimmed) for lifetime access; the list shows who used it and when', async () => {
    const cook = await signUpUser();
    const { code } = (await generate()).body;
    const reply = await redeem(`  ${code.toLowerCase()} `, cook.idToken);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Lifetime access has been granted to your account!');

    expect((await findUser(cook.email))?.hasLifetimeAccess).toBe(true);
    const listed = (await listCodes()).body.items.find((item) => item.code === code);
    expect(listed).toMatchObject({ status: 'used', usedBy: cook.userId, usedByEmail: cook.email });
    expect(Date.parse(listed?.usedAt ?? '')).not.toBeNaN();
    const entitlement = await table.send(
      new GetCommand({ TableName: 'hearth', Key: { pk: `USER#${cook.userId}`, sk: 'ENTITLEMENT' } }),
    );
    expect(entitlement.Item).toMatchObject({ lifetime: true, lifetimeSource: 'code' });
  });

  it('answers used, inactive, unknown and empty codes with their messages and grants nothing', async () => {
    const first = await signUpUser();
    const second = await signUpUser();
    const { code } = (await generate()).body;
    expect((await redeem(code, first.idToken)).status).toBe(200);

    const used = await redeem(code, second.idToken);
    expect(used.status).toBe(409);
    expect(used.body.error.message).toBe('This code has already been used');

    const { code: inactiveCode } = (await generate()).body;
    await api(`/api/admin/invitation-codes/${inactiveCode}/deactivate`, {
      method: 'POST',
      token: admin.idToken,
    });
    const inactive = await redeem(inactiveCode, second.idToken);
    expect(inactive.status).toBe(409);
    expect(inactive.body.error.message).toBe('This code is no longer active');

    const unknown = await redeem('LIFETIME-NOPE00', second.idToken);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('This invitation code does not exist');

    const empty = await redeem('   ', second.idToken);
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Please enter a code');

    expect((await findUser(second.email))?.hasLifetimeAccess).toBe(false);
    // Someone with lifetime already does not spend a code.
    const { code: spare } = (await generate()).body;
    const already = await redeem(spare, first.idToken);
    expect(already.status).toBe(409);
    expect(already.body.error.message).toBe('You already have lifetime access');
    expect((await listCodes()).body.items.find((item) => item.code === spare)?.status).toBe('active');
  });

  it('lets exactly one of two people redeeming the same code at the same instant win', async () => {
    const [one, two] = await Promise.all([signUpUser(), signUpUser()]);
    const { code } = (await generate()).body;
    const replies = await Promise.all([redeem(code, one.idToken), redeem(code, two.idToken)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const winner = replies[0]?.status === 200 ? one : two;
    const loser = winner === one ? two : one;
    expect((await findUser(winner.email))?.hasLifetimeAccess).toBe(true);
    expect((await findUser(loser.email))?.hasLifetimeAccess).toBe(false);
    expect((await listCodes()).body.items.find((item) => item.code === code)?.usedBy).toBe(winner.userId);
  });
});

describe('admin permissions', () => {
  // Account deletion's admin route is served by its own area (deletion), behind the same guard.
  const adminArea = routes.filter((route) => route.area === 'admin' || route.area === 'deletion');
  const concrete = (path: string) =>
    path.replace('{code}', 'LIFETIME-AAAAAA').replace('{userId}', '00000000-0000-0000-0000-000000000000');

  it('refuses a signed-in non-admin on every /api/admin route with 403', async () => {
    const cook = await signUpUser();
    const adminRoutes = adminArea.filter((route) => route.path.startsWith('/api/admin/'));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of adminRoutes) {
      const reply = await api<ErrorBody>(concrete(route.path), {
        method: route.method,
        token: cook.idToken,
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : { email: 'x@example.com' },
      });
      expect(reply.status, `${route.method} ${route.path}`).toBe(403);
      expect(reply.body.error.message).toBe("You don't have admin privileges");
    }
  });

  it('answers 401 on every admin-area route without a session', async () => {
    for (const route of adminArea) {
      const reply = await api(concrete(route.path), {
        method: route.method,
        body: route.method === 'GET' ? undefined : {},
      });
      expect(reply.status, `${route.method} ${route.path}`).toBe(401);
    }
  });
});

describe('manage user access', () => {
  it('finds users by e-mail prefix; an empty term finds nobody', async () => {
    const prefix = `find-${Date.now().toString(36)}`;
    const cook = await signUpUser({ email: `${prefix}@example.com`, displayName: 'Findable Cook' });
    const reply = await api<{ users: AdminUser[] }>(`/api/admin/users?email=${prefix.toUpperCase()}`, {
      token: admin.idToken,
    });
    expect(reply.body.users).toEqual([
      expect.objectContaining({
        id: cook.userId,
        email: cook.email,
        displayName: 'Findable Cook',
        hasLifetimeAccess: false,
      }),
    ]);
    const empty = await api<{ users: AdminUser[] }>('/api/admin/users?email=%20', { token: admin.idToken });
    expect(empty.body.users).toEqual([]);
  });

  it('grants and revokes lifetime access, with audit entries', async () => {
    const cook = await signUpUser();
    const granted = await api(`/api/admin/users/${cook.userId}/lifetime`, {
      method: 'PUT',
      token: admin.idToken,
    });
    expect(granted.status).toBe(200);
    expect((await findUser(cook.email))?.hasLifetimeAccess).toBe(true);
    const revoked = await api(`/api/admin/users/${cook.userId}/lifetime`, {
      method: 'DELETE',
      token: admin.idToken,
    });
    expect(revoked.status).toBe(200);
    expect((await findUser(cook.email))?.hasLifetimeAccess).toBe(false);

    const entries = (await auditLog()).filter((entry) => entry.targetUserId === cook.userId);
    expect(entries.map((entry) => entry.action)).toEqual(['lifetime.revoked', 'lifetime.granted']);
    expect(entries[0]).toMatchObject({ actorEmail: admin.email, target: cook.email });

    const missing = await api<ErrorBody>('/api/admin/users/00000000-0000-0000-0000-000000000000/lifetime', {
      method: 'PUT',
      token: admin.idToken,
    });
    expect(missing.status).toBe(404);
  });

  it("changes a user's e-mail: they sign in with the new one; a taken or invalid address is refused", async () => {
    const cook = await signUpUser();
    const other = await signUpUser();
    const newEmail = uniqueEmail('renamed');
    const invalid = await api<ErrorBody>(`/api/admin/users/${cook.userId}/email`, {
      method: 'PUT',
      token: admin.idToken,
      body: { email: 'no-at-sign' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe('Please enter a valid email address');
    const taken = await api<ErrorBody>(`/api/admin/users/${cook.userId}/email`, {
      method: 'PUT',
      token: admin.idToken,
      body: { email: other.email },
    });
    expect(taken.status).toBe(409);

    const changed = await api(`/api/admin/users/${cook.userId}/email`, {
      method: 'PUT',
      token: admin.idToken,
      body: { email: newEmail.toUpperCase() },
    });
    expect(changed.status).toBe(200);
    const session = await signIn(newEmail, cook.password);
    expect(session.userId).toBe(cook.userId);
    const profile = await api<{ email: string }>('/api/me', { token: session.idToken });
    expect(profile.body.email).toBe(newEmail);
    expect((await auditLog()).find((entry) => entry.targetUserId === cook.userId)).toMatchObject({
      action: 'user.email_changed',
      details: { from: cook.email, to: newEmail },
    });
  });

  it("deletes an account with its recipes, ratings, comments, list, profile and entitlement; others' recipes keep exact ratings", async () => {
    const cook = await signUpUser();
    const neighbour = await signUpUser();
    const own = await addRecipe(cook, { title: 'Grandma soup', isPublic: true });
    await addRecipe(cook, { title: 'Private stew' });
    const theirs = await addRecipe(neighbour, { title: 'Neighbour pie', isPublic: true });
    expect(
      (
        await api(`/api/recipes/${theirs.id}/rating`, {
          method: 'PUT',
          token: cook.idToken,
          body: { rating: 4 },
        })
      ).status,
    ).toBe(200);
    await api(`/api/admin/users/${cook.userId}/lifetime`, { method: 'PUT', token: admin.idToken });
    await api('/api/me', { token: cook.idToken });
    const comment = await api(`/api/comments/recipe/${theirs.id}`, {
      method: 'POST',
      token: cook.idToken,
      body: { content: 'Lovely pie' },
    });
    expect(comment.status).toBe(201);
    const listItem = await api('/api/shopping-list/items', {
      method: 'POST',
      token: cook.idToken,
      body: { text: '2 cups flour' },
    });
    expect(listItem.status).toBeLessThan(300);

    const self = await api<ErrorBody>(`/api/admin/users/${admin.userId}`, {
      method: 'DELETE',
      token: admin.idToken,
    });
    expect(self.status).toBe(400);

    const deleted = await api(`/api/admin/users/${cook.userId}`, { method: 'DELETE', token: admin.idToken });
    expect(deleted.status).toBe(200);

    await expect(signIn(cook.email, cook.password)).rejects.toThrow();
    expect((await api(`/api/recipes/${own.id}`, { token: neighbour.idToken })).status).toBe(404);
    const pie = await api<{ rating: { count: number } }>(`/api/recipes/${theirs.id}`, {
      token: neighbour.idToken,
    });
    expect(pie.body.rating.count).toBe(0);
    const userItems = await table.send(
      new QueryCommand({
        TableName: 'hearth',
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${cook.userId}` },
      }),
    );
    expect(userItems.Items).toEqual([]);
    const ownedRecipes = await table.send(
      new QueryCommand({
        TableName: 'hearth',
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': `OWNER#${cook.userId}` },
      }),
    );
    expect(ownedRecipes.Items).toEqual([]);
    const comments = await api<{ comments?: unknown[]; items?: unknown[] }>(
      `/api/comments/recipe/${theirs.id}`,
      {
        token: neighbour.idToken,
      },
    );
    expect(comments.status).toBe(200);
    expect(JSON.stringify(comments.body)).not.toContain('Lovely pie');
    const userComments = await table.send(
      new QueryCommand({
        TableName: 'hearth',
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': `COMMENTS_BY#${cook.userId}` },
      }),
    );
    expect(userComments.Items).toEqual([]);
    expect((await auditLog()).find((entry) => entry.targetUserId === cook.userId)).toMatchObject({
      action: 'user.deleted',
      target: cook.email,
      details: { recipes: '2' },
    });
    // A second run (a deletion cut short) finishes quietly; an unknown id is 404.
    expect(
      (await api(`/api/admin/users/${cook.userId}`, { method: 'DELETE', token: admin.idToken })).status,
    ).toBe(404);
  });
});

describe('invite user with lifetime access', () => {
  it('e-mails a sign-up link; signing up with that address gives lifetime access', async () => {
    const email = uniqueEmail('invited');
    const invalid = await api<ErrorBody>('/api/admin/invitations', {
      method: 'POST',
      token: admin.idToken,
      body: { email: 'nobody' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe('Please enter a valid email address');

    const sent = await api('/api/admin/invitations', {
      method: 'POST',
      token: admin.idToken,
      body: { email: email.toUpperCase() },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ email, existingAccount: false });
    const [message] = await readMail(email);
    expect(message?.subject).toBe("You're invited to Hearth, with lifetime access");
    const link = message?.links.find((candidate) => candidate.includes('/auth?mode=signup'));
    expect(link).toContain(`email=${encodeURIComponent(email)}`);

    const invited = await signUpUser({ email });
    expect((await findUser(email))?.hasLifetimeAccess).toBe(true);
    expect((await auditLog()).find((entry) => entry.target === email)).toMatchObject({
      action: 'invitation.sent',
    });
    const entitlement = await table.send(
      new GetCommand({ TableName: 'hearth', Key: { pk: `USER#${invited.userId}`, sk: 'ENTITLEMENT' } }),
    );
    expect(entitlement.Item).toMatchObject({ lifetime: true, lifetimeSource: 'admin' });
  });

  it('gives an existing account lifetime access at once', async () => {
    const cook = await signUpUser();
    const sent = await api('/api/admin/invitations', {
      method: 'POST',
      token: admin.idToken,
      body: { email: cook.email },
    });
    expect(sent.body).toEqual({ email: cook.email, existingAccount: true });
    expect((await findUser(cook.email))?.hasLifetimeAccess).toBe(true);
    expect((await readMail(cook.email)).map((mail) => mail.subject)).toContain(
      'You have lifetime access to Hearth',
    );
  });
});
