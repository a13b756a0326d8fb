// Bench scenarios of the admin area and account deletion: invitation codes made, listed, deactivated
// and redeemed; an invitation mailed; the users and the audit log listed; lifetime access granted and
// taken back; a cook's address changed; and an account deleted, by its cook or by an admin. A call that
// uses something up (a code, an account) gets a fresh one before it.
import { srpTokens } from '../infra/local/srp-sign-in.js';
import { type BenchContext, type Scenario, type ScenarioGroup, setupCall } from './bench-scenario.js';

/** Signs the admin in through SRP, answering Cognito's two-step challenge with a code from their TOTP secret. */
export async function signInAdmin(
  stackUrl: string,
  admin: { email: string; password: string; totpSecret?: string },
): Promise<string> {
  const { IdToken } = await srpTokens({
    endpoint: `${stackUrl}/cognito`,
    username: admin.email,
    password: admin.password,
    totpSecret: admin.totpSecret,
  });
  return IdToken;
}

const asAdmin = (ctx: BenchContext) => ctx.adminToken;

const newCode = async (ctx: BenchContext, i: number) =>
  (
    await setupCall<{ code: string }>(ctx, ctx.adminToken, '/api/admin/invitation-codes', 'POST', {
      notes: `Bench code ${i}`,
    })
  ).code;

/** A fresh cook with a recipe and a list line: an account with a little in it, to delete. */
async function cookWithThings(ctx: BenchContext, name: string) {
  const cook = await ctx.signUp(name);
  await setupCall(ctx, cook.idToken, '/api/recipes', 'POST', {
    recipes: [{ title: 'Soon gone', ingredients: '1 egg' }],
  });
  await setupCall(ctx, cook.idToken, '/api/shopping-list/items', 'POST', { text: 'eggs' });
  return cook;
}

const lifetime = (ctx: BenchContext) => `/api/admin/users/${ctx.granteeUserId}/lifetime`;

/** Grants or takes back the grantee's lifetime access, whichever state it was in (no status checked). */
const setLifetime = (ctx: BenchContext, method: 'PUT' | 'DELETE') =>
  fetch(`${ctx.stackUrl}${lifetime(ctx)}`, {
    method,
    headers: { authorization: `Bearer ${ctx.adminToken}` },
  });

const scenarios: Scenario[] = [
  {
    method: 'POST',
    route: '/api/invitation-codes/redeem',
    label: 'Invitation code: a new cook redeems one',
    arrange: async (ctx, i) => ({
      token: (await ctx.signUp(`redeemer${i}`)).idToken,
      body: { code: await newCode(ctx, i) },
    }),
  },
  { method: 'GET', route: '/api/admin/invitation-codes', token: asAdmin },
  {
    method: 'POST',
    route: '/api/admin/invitation-codes',
    token: asAdmin,
    body: (_ctx, i) => ({ notes: `For the book club ${i}` }),
    expectStatus: 201,
  },
  {
    method: 'POST',
    route: '/api/admin/invitation-codes/{code}/deactivate',
    token: asAdmin,
    arrange: async (ctx, i) => ({ path: `/api/admin/invitation-codes/${await newCode(ctx, i)}/deactivate` }),
  },
  {
    method: 'POST',
    route: '/api/admin/invitations',
    token: asAdmin,
    body: (ctx, i) => ({ email: `invitee-${ctx.runId}-${i}@example.com` }),
  },
  { method: 'GET', route: '/api/admin/users', token: asAdmin },
  {
    method: 'PUT',
    route: '/api/admin/users/{userId}/lifetime',
    token: asAdmin,
    arrange: async (ctx) => {
      await setLifetime(ctx, 'DELETE');
      return { path: lifetime(ctx) };
    },
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/{userId}/lifetime',
    token: asAdmin,
    arrange: async (ctx) => {
      await setLifetime(ctx, 'PUT');
      return { path: lifetime(ctx) };
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/users/{userId}/email',
    token: asAdmin,
    arrange: async (ctx, i) => ({
      path: `/api/admin/users/${(await ctx.signUp(`renamed${i}`)).userId}/email`,
      body: { email: `renamed-${ctx.runId}-${i}@example.com` },
    }),
  },
  { method: 'GET', route: '/api/admin/audit-log', token: asAdmin },
  {
    method: 'DELETE',
    route: '/api/me',
    label: 'Delete my account (a recipe and a list line in it)',
    arrange: async (ctx, i) => {
      const cook = await cookWithThings(ctx, `quitter${i}`);
      return { token: cook.idToken, body: { currentPassword: cook.password } };
    },
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/{userId}',
    label: 'Admin deletes an account (a recipe and a list line in it)',
    token: asAdmin,
    arrange: async (ctx, i) => ({
      path: `/api/admin/users/${(await cookWithThings(ctx, `removed${i}`)).userId}`,
    }),
  },
];

/** A cook the admin grants lifetime access to and takes it back from, call after call. */
export const adminScenarios: ScenarioGroup = {
  name: 'admin and deletion',
  prepare: async (ctx) => ({ granteeUserId: (await ctx.signUp('grantee')).userId }),
  scenarios,
};
