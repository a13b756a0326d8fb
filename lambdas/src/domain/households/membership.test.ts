// Moving between households (membership.ts) over in-memory stand-ins (in-memory.testkit.ts): joining by
// invitation (the address proved, the seats, the free tier's recipes), leaving, removal, handing over,
// leaving when an account goes, and a move that loses a race judged again from a fresh read.
import { describe, expect, it } from 'vitest';
import { householdMessages as says } from '../../contracts/households.js';
import { AppError } from '../../shared/errors.js';
import { invite } from './households.js';
import { householdSetup, mailedToken, refusal } from './in-memory.testkit.js';
import {
  acceptInvitation,
  CHANGED_MEANWHILE,
  handOver,
  leaveForDeletion,
  leaveHousehold,
  MOVE_ATTEMPTS,
  removeMember,
} from './membership.js';

/** Olga's household with Ana in it, and Bea in a household of her own with an invitation to join. */
async function invited(options: Parameters<typeof householdSetup>[0] = {}) {
  const setup = householdSetup(options);
  setup.table.seed('home', ['olga', 'ana']);
  setup.table.seed('bea', ['bea']);
  await invite(setup.deps, setup.who('olga'), 'bea@example.com');
  return { ...setup, token: mailedToken(setup.mail) };
}

describe('joining by invitation', () => {
  it('moves the person in, uses the invitation, and runs what else moves with them', async () => {
    const { deps, who, token, sessions, followUps, forgotten, table } = await invited();
    const view = await acceptInvitation(deps, who('bea'), token);
    expect(view).toMatchObject({ id: 'home', role: 'member', me: 'bea' });
    expect(view.members.map((member) => member.userId)).toEqual(['olga', 'ana', 'bea']);
    expect(sessions.bea).toMatchObject({ householdId: 'home', householdMembers: ['olga', 'ana', 'bea'] });
    expect(sessions.olga?.householdMembers).toEqual(['olga', 'ana', 'bea']);
    // Her household of one ended with her as its last member: only she may have that id back.
    expect(await deps.households.exists('bea')).toBe(false);
    expect(table.ended.get('bea')).toBe('bea');
    expect(followUps).toEqual([
      'closeConnections bea bea',
      "haltImports bea: You're no longer in this household",
      'moveRecipes bea → home',
      'dropLinkedFiles bea',
      'renewHouseholdLinks bea',
    ]);
    expect(new Set(forgotten)).toEqual(new Set(['bea', 'olga', 'ana']));
    expect((await deps.households.read('home'))?.members.find((m) => m.userId === 'bea')?.pendingFrom).toBe(
      undefined,
    );
    expect(await refusal(acceptInvitation(deps, who('bea'), token))).toEqual({
      status: 410,
      message: says.invitationUsed,
    });
  });

  it('only for an account that proved the invited address', async () => {
    const { deps, who, token } = await invited();
    expect(await refusal(acceptInvitation(deps, who('bea', { emailVerified: false }), token))).toEqual({
      status: 403,
      message: says.unverifiedAddress,
    });
    expect(await refusal(acceptInvitation(deps, who('ivo'), token))).toEqual({
      status: 403,
      message: says.wrongAddress,
    });
  });

  it('refuses an owner who would leave others behind, and a member joining twice', async () => {
    const { deps, who, table, token } = await invited();
    table.seed('bea', ['bea', 'ivo']);
    expect(await refusal(acceptInvitation(deps, who('bea'), token))).toEqual({
      status: 409,
      message: says.ownerMustHandOver,
    });
    expect(await refusal(acceptInvitation(deps, who('olga', { email: 'bea@example.com' }), token))).toEqual({
      status: 409,
      message: says.alreadyMember,
    });
  });

  it('takes the last seat only once: a household of 12 is full', async () => {
    const setup = householdSetup();
    const { deps, who, table } = setup;
    table.seed('home', ['olga', ...Array.from({ length: 10 }, (_, index) => `cook${index}`)]);
    table.seed('bea', ['bea']);
    await invite(deps, who('olga'), 'bea@example.com');
    const token = mailedToken(setup.mail);
    table.addMember('home', 'cook10');
    expect(await refusal(acceptInvitation(deps, who('bea'), token))).toEqual({
      status: 409,
      message: says.full,
    });
  });

  it("refuses a join that passes the free tier's 50 recipes, saying by how much, unless a plan covers it", async () => {
    const counts = { olga: 30, ana: 10, bea: 11 };
    const refused = await invited({ recipeCounts: counts });
    const error = await acceptInvitation(refused.deps, refused.who('bea'), refused.token).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 402, details: { householdRecipes: 51 } });
    expect(error.message).toContain('Joining would bring the household to 51 recipes');
    expect(refused.sessions.bea?.householdId).toBe('bea');
    const covered = await invited({ recipeCounts: counts, lifetime: ['ana'] });
    expect((await acceptInvitation(covered.deps, covered.who('bea'), covered.token)).id).toBe('home');
  });
});

describe('a move that loses a race', () => {
  it('is read and judged again, and lands', async () => {
    const { deps, who, token, table } = await invited();
    table.loseNext('conflict', 'moved');
    expect((await acceptInvitation(deps, who('bea'), token)).id).toBe('home');
    expect(table.moves()).toBe(3);
  });

  it(`answers the refusal of the last attempt after ${MOVE_ATTEMPTS}`, async () => {
    const keeps = await invited();
    keeps.table.loseNext(...Array<'moved'>(MOVE_ATTEMPTS).fill('moved'));
    expect(await refusal(acceptInvitation(keeps.deps, keeps.who('bea'), keeps.token))).toEqual({
      status: 409,
      message: CHANGED_MEANWHILE,
    });
    expect(keeps.table.moves()).toBe(MOVE_ATTEMPTS);
    const full = await invited();
    full.table.loseNext(...Array<'full'>(MOVE_ATTEMPTS).fill('full'));
    expect(await refusal(acceptInvitation(full.deps, full.who('bea'), full.token))).toEqual({
      status: 409,
      message: says.full,
    });
  });
});

describe('leaving and removal', () => {
  it('lets a member leave into a household of their own; their old id comes back only if they ended it', async () => {
    const { deps, who, table, sessions } = householdSetup();
    table.seed('home', ['olga', 'ana', 'ivo']);
    table.ended.set('ana', 'ana');
    const view = await leaveHousehold(deps, who('ana'));
    expect(view).toMatchObject({ id: 'ana', role: 'owner', members: [{ userId: 'ana' }] });
    expect(sessions.olga?.householdMembers).toEqual(['olga', 'ivo']);
    const fresh = await leaveHousehold(deps, who('ivo'));
    expect(fresh.id).not.toBe('ivo');
    expect(sessions.ivo?.householdId).toBe(fresh.id);
  });

  it('refuses the only member, and the owner until they hand over', async () => {
    const { deps, who, table } = householdSetup();
    table.seed('solo', ['solo']);
    table.seed('home', ['olga', 'ana']);
    expect((await refusal(leaveHousehold(deps, who('solo')))).status).toBe(409);
    expect(await refusal(leaveHousehold(deps, who('olga')))).toEqual({
      status: 409,
      message: says.ownerMustHandOver,
    });
  });

  it('lets only the owner remove, never themselves, and only a member', async () => {
    const { deps, who, table, sessions, followUps } = householdSetup();
    table.seed('home', ['olga', 'ana', 'ivo']);
    expect(await refusal(removeMember(deps, who('ana'), 'ivo'))).toEqual({
      status: 403,
      message: says.notOwner,
    });
    expect(await refusal(removeMember(deps, who('olga'), 'olga'))).toEqual({
      status: 400,
      message: says.cannotRemoveSelf,
    });
    expect(await refusal(removeMember(deps, who('olga'), 'bea'))).toEqual({
      status: 404,
      message: says.notAMember,
    });
    await removeMember(deps, who('olga'), 'ivo');
    expect(sessions.ivo?.householdId).not.toBe('home');
    expect(sessions.ana?.householdMembers).toEqual(['olga', 'ana']);
    expect(followUps).toContain('closeConnections home ivo');
  });

  it('refuses a removal whose remover stopped owning the household meanwhile', async () => {
    const { deps, who, table } = householdSetup();
    table.seed('home', ['olga', 'ana', 'ivo']);
    table.loseNext(...Array<'not-owner'>(MOVE_ATTEMPTS).fill('not-owner'));
    expect(await refusal(removeMember(deps, who('olga'), 'ivo'))).toEqual({
      status: 403,
      message: says.notOwner,
    });
  });
});

describe('handing over', () => {
  it('lets only the owner hand the household to another member', async () => {
    const { deps, who, table } = householdSetup();
    table.seed('home', ['olga', 'ana']);
    expect(await refusal(handOver(deps, who('ana'), 'ana'))).toEqual({ status: 403, message: says.notOwner });
    expect((await refusal(handOver(deps, who('olga'), 'olga'))).status).toBe(400);
    expect(await refusal(handOver(deps, who('olga'), 'bea'))).toEqual({
      status: 404,
      message: says.notAMember,
    });
    const view = await handOver(deps, who('olga'), 'ana');
    expect(view).toMatchObject({ ownerId: 'ana', role: 'member' });
    // Then the former owner may leave.
    expect((await leaveHousehold(deps, who('olga'))).role).toBe('owner');
  });
});

describe('leaving when an account is deleted', () => {
  it('hands the household to the member who joined first and leaves, so the others keep it', async () => {
    const { deps, table, sessions } = householdSetup();
    table.seed('olga', ['olga', 'ana', 'ivo']);
    expect(await leaveForDeletion(deps, { userId: 'olga', householdId: 'olga' })).toEqual({
      householdKept: true,
    });
    expect((await deps.households.read('olga'))?.meta.ownerId).toBe('ana');
    expect(sessions.ana?.householdMembers).toEqual(['ana', 'ivo']);
  });

  it('takes a household of one with the account', async () => {
    const { deps, table, followUps } = householdSetup();
    table.seed('solo', ['solo']);
    expect(await leaveForDeletion(deps, { userId: 'solo', householdId: 'solo' })).toEqual({
      householdKept: false,
    });
    expect(await deps.households.exists('solo')).toBe(false);
    expect(followUps).toEqual(['closeConnections solo solo']);
  });
});
