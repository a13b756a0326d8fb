// The household rules of households.ts over in-memory stand-ins (in-memory.testkit.ts): who may rename,
// invite and withdraw; the seats open invitations take; and an invitation checked as it is used (issue 32):
// single use, 7 days, only while whoever sent it is still in the household with no sign-out since.
import { describe, expect, it } from 'vitest';
import { householdMessages as says } from '../../contracts/households.js';
import {
  declineInvitation,
  invite,
  openInvitation,
  parseInvitationToken,
  previewInvitation,
  revokeInvitation,
  updateHousehold,
  viewHousehold,
} from './households.js';
import { emailOf, householdSetup, mailedToken, NOW, refusal } from './in-memory.testkit.js';

const seats = (count: number) => Array.from({ length: count }, (_, index) => `cook${index}`);

describe('renaming and who may invite', () => {
  it('lets only the owner rename the household or let members invite', async () => {
    const { deps, table, who } = householdSetup();
    table.seed('home', ['olga', 'ana']);
    expect(await refusal(updateHousehold(deps, who('ana'), { name: 'Mine now' }))).toEqual({
      status: 403,
      message: says.notOwner,
    });
    const view = await updateHousehold(deps, who('olga'), { name: 'Soup house', membersMayInvite: true });
    expect(view).toMatchObject({ name: 'Soup house', membersMayInvite: true, role: 'owner' });
  });

  it('lets a member invite only while the owner allows it', async () => {
    const { deps, table, who, mail } = householdSetup();
    table.seed('home', ['olga', 'ana']);
    expect(await refusal(invite(deps, who('ana'), 'bea@example.com'))).toEqual({
      status: 403,
      message: says.mayNotInvite,
    });
    expect(mail).toHaveLength(0);
    await updateHousehold(deps, who('olga'), { membersMayInvite: true });
    const view = await invite(deps, who('ana'), 'Bea@Example.com');
    expect(view.invitations).toMatchObject([{ email: 'bea@example.com', invitedBy: 'ana' }]);
    expect(mail.map((message) => message.to)).toEqual(['bea@example.com']);
  });
});

describe('inviting', () => {
  it('mails a single-use link that names the household and stores only the hash of its secret', async () => {
    const { deps, table, who, mail } = householdSetup();
    table.seed('home', ['olga']);
    await invite(deps, who('olga'), 'bea@example.com');
    const token = mailedToken(mail);
    const parsed = parseInvitationToken(token);
    expect(parsed?.householdId).toBe('home');
    const stored = await deps.households.getInvitation('home', parsed?.id ?? '');
    expect(stored).toMatchObject({ state: 'open', expiresAt: '2026-12-05T12:00:00.000Z' });
    expect(JSON.stringify(stored)).not.toContain(parsed?.secret);
  });

  it('refuses inviting oneself, a member, or an address with an open invitation', async () => {
    const { deps, table, who } = householdSetup();
    table.seed('home', ['olga', 'ana']);
    expect(await refusal(invite(deps, who('olga'), emailOf('olga').toUpperCase()))).toEqual({
      status: 400,
      message: says.inviteSelf,
    });
    expect(await refusal(invite(deps, who('olga'), emailOf('ana')))).toEqual({
      status: 409,
      message: says.alreadyMember,
    });
    await invite(deps, who('olga'), 'bea@example.com');
    expect(await refusal(invite(deps, who('olga'), 'bea@example.com'))).toEqual({
      status: 409,
      message: says.alreadyInvited,
    });
  });

  it('counts open invitations toward the 12 seats', async () => {
    const { deps, table, who } = householdSetup();
    table.seed('home', seats(11));
    await invite(deps, who('cook0'), 'twelfth@example.com');
    expect(await refusal(invite(deps, who('cook0'), 'thirteenth@example.com'))).toEqual({
      status: 409,
      message: says.full,
    });
  });

  it('lets the owner or whoever sent it withdraw an invitation, and nobody else', async () => {
    const { deps, table, who } = householdSetup();
    table.seed('home', ['olga', 'ana', 'ivo'], { membersMayInvite: true });
    const [sent] = (await invite(deps, who('ana'), 'bea@example.com')).invitations;
    const id = sent?.id ?? '';
    expect(await refusal(revokeInvitation(deps, who('ivo'), id))).toEqual({
      status: 403,
      message: says.notOwner,
    });
    await revokeInvitation(deps, who('ana'), id);
    expect((await viewHousehold(deps, who('olga'))).invitations).toEqual([]);
    expect(await refusal(revokeInvitation(deps, who('olga'), id))).toEqual({
      status: 404,
      message: says.invitationNotFound,
    });
  });
});

describe('an invitation, checked as it is used', () => {
  async function sent() {
    const setup = householdSetup();
    setup.table.seed('home', ['olga', 'ana'], { membersMayInvite: true });
    await invite(setup.deps, setup.who('ana'), 'bea@example.com');
    return { ...setup, token: mailedToken(setup.mail) };
  }

  it('opens for the link as mailed, showing the household, and for nothing else', async () => {
    const { deps, token, who } = await sent();
    expect(await previewInvitation(deps, who('bea'), token)).toMatchObject({
      householdName: "Olga's kitchen",
      invitedByName: 'Ana',
      email: 'bea@example.com',
      memberCount: 2,
      alreadyMember: false,
    });
    const [householdId, id] = token.split('~');
    for (const forged of [`${householdId}~${id}~${'x'.repeat(43)}`, 'not-a-token', `${token}~more`])
      expect(await refusal(openInvitation(deps, forged))).toEqual({
        status: 404,
        message: says.invitationInvalid,
      });
  });

  it('expires after 7 days', async () => {
    const { deps, token } = await sent();
    const later = { ...deps, clock: () => new Date(NOW.getTime() + 7 * 24 * 60 * 60 * 1000) };
    expect(await refusal(openInvitation(later, token))).toEqual({
      status: 410,
      message: says.invitationExpired,
    });
  });

  it('stops once whoever sent it left the household, or signed out everywhere since', async () => {
    const left = await sent();
    left.sessions.ana = {
      ...left.sessions.ana,
      validAfter: 0,
      disabled: false,
      deleted: false,
      householdId: 'ana',
    };
    expect(await refusal(openInvitation(left.deps, left.token))).toEqual({
      status: 410,
      message: says.invitationRevoked,
    });
    const signedOut = await sent();
    signedOut.sessions.ana = {
      ...(signedOut.sessions.ana ?? { disabled: false, deleted: false }),
      validAfter: NOW.getTime() / 1000,
    };
    expect(await refusal(openInvitation(signedOut.deps, signedOut.token))).toEqual({
      status: 410,
      message: says.invitationRevoked,
    });
  });

  it('is withdrawn by "this wasn\'t meant for me", twice the same, and then no longer opens', async () => {
    const { deps, token } = await sent();
    expect(await declineInvitation(deps, token)).toEqual({ declined: true });
    expect(await declineInvitation(deps, token)).toEqual({ declined: true });
    expect(await refusal(openInvitation(deps, token))).toEqual({
      status: 410,
      message: says.invitationRevoked,
    });
  });
});
