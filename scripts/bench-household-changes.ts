// Bench scenarios of a household's changes (issue 15): renaming it, inviting by address and
// withdrawing an invitation, an invitation link read and accepted, a member removed, ownership handed
// over, a member leaving, and a member's own allergies and diets (issue 38). Each call that changes who is in a household gets a household of its own
// (two fresh cooks, one invited through the real routes and the local outbox), made before it, untimed.
// The household page of a household of one is read here too: the family's read is held to it.
import { invitationToken } from './bench-household.js';
import {
  type BenchContext,
  type BenchCook,
  type Scenario,
  type ScenarioGroup,
  setupCall,
} from './bench-scenario.js';

/** `owner` invites a fresh address (or `email`); answers the invitation's id and the link's token. */
async function invite(ctx: BenchContext, owner: string, email: string) {
  const view = await setupCall<{ invitations: { id: string; email: string }[] }>(
    ctx,
    owner,
    '/api/household/invitations',
    'POST',
    { email },
  );
  const id = view.invitations.find((invitation) => invitation.email === email.toLowerCase())?.id ?? '';
  return { id, token: await invitationToken(ctx.stackUrl, email.toLowerCase()) };
}

/** Two fresh cooks, the second invited (not yet joined) into the first's household. */
async function invited(ctx: BenchContext, name: string) {
  const owner = await ctx.signUp(`${name}-owner`);
  const guest = await ctx.signUp(`${name}-guest`);
  return { owner, guest, ...(await invite(ctx, owner.idToken, guest.email)) };
}

/** A fresh household of two: an owner and a member who joined by the invitation link. */
async function householdOfTwo(
  ctx: BenchContext,
  name: string,
): Promise<{ owner: BenchCook; member: BenchCook }> {
  const { owner, guest, token } = await invited(ctx, name);
  await setupCall(ctx, guest.idToken, `/api/household-invitations/${token}/accept`, 'POST');
  return { owner, member: guest };
}

const scenarios: Scenario[] = [
  { method: 'GET', route: '/api/household', label: 'Household page, a household of one' },
  {
    method: 'PATCH',
    route: '/api/household',
    label: 'Household: rename it',
    body: (_ctx, i) => ({ name: `The bench kitchen ${i}` }),
  },
  {
    method: 'PUT',
    route: '/api/household/members/{userId}/eating',
    label: 'Household: my allergies and diets',
    path: (ctx) => `/api/household/members/${encodeURIComponent(ctx.userId)}/eating`,
    body: (_ctx, i) => ({ allergies: i % 2 === 0 ? ['peanuts'] : ['peanuts', 'milk'], diets: [] }),
  },
  {
    method: 'POST',
    route: '/api/household/invitations',
    label: 'Household: invite by address',
    arrange: async (ctx, i) => ({ token: (await ctx.signUp(`inviter${i}`)).idToken }),
    body: (ctx, i) => ({ email: `family-${ctx.runId}-${i}@example.com` }),
    expectStatus: 201,
  },
  {
    method: 'DELETE',
    route: '/api/household/invitations/{invitationId}',
    arrange: async (ctx, i) => {
      const { id } = await invite(ctx, ctx.idToken, `withdrawn-${ctx.runId}-${i}@example.com`);
      return { path: `/api/household/invitations/${id}` };
    },
    expectStatus: 204,
  },
  {
    method: 'GET',
    route: '/api/household-invitations/{token}',
    label: 'Household: what an invitation link offers',
    arrange: async (ctx, i) => {
      const { guest, token } = await invited(ctx, `preview${i}`);
      return { token: guest.idToken, path: `/api/household-invitations/${token}` };
    },
  },
  {
    method: 'POST',
    route: '/api/household-invitations/{token}/accept',
    label: 'Household: join by the invitation link',
    arrange: async (ctx, i) => {
      const { guest, token } = await invited(ctx, `joiner${i}`);
      return { token: guest.idToken, path: `/api/household-invitations/${token}/accept` };
    },
  },
  {
    method: 'POST',
    route: '/api/household-invitations/{token}/decline',
    label: 'Household: an invitation declined from its mail (signed out)',
    signedIn: false,
    arrange: async (ctx, i) => {
      const { token } = await invited(ctx, `decliner${i}`);
      return { path: `/api/household-invitations/${token}/decline` };
    },
  },
  {
    method: 'DELETE',
    route: '/api/household/members/{userId}',
    arrange: async (ctx, i) => {
      const { owner, member } = await householdOfTwo(ctx, `remover${i}`);
      return { token: owner.idToken, path: `/api/household/members/${member.userId}` };
    },
    expectStatus: 204,
  },
  {
    method: 'POST',
    route: '/api/household/owner',
    label: 'Household: hand ownership to a member',
    arrange: async (ctx, i) => {
      const { owner, member } = await householdOfTwo(ctx, `handover${i}`);
      return { token: owner.idToken, body: { userId: member.userId } };
    },
  },
  {
    method: 'POST',
    route: '/api/household/leave',
    label: 'Household: a member leaves',
    arrange: async (ctx, i) => ({ token: (await householdOfTwo(ctx, `leaver${i}`)).member.idToken }),
  },
];

export const householdChangeScenarios: ScenarioGroup = { name: 'household changes', scenarios };
