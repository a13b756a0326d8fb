// Households (issue 15): who may do what. The rules:
// - The owner renames, invites, removes members, hands ownership over and allows members to invite.
// - Members invite only while the owner allows it. Anyone may leave; the owner only after handing over,
//   and the only member of a household has nothing to leave.
// - An invitation is a single-use link valid 7 days, for one address; only an account that proved that
//   address may accept it. At most 12 members: open invitations count toward the seats when inviting,
//   and the seat itself is taken atomically when accepting. An invitation works only while the person
//   who sent it is still in the household and has not signed out everywhere since (issue 32); whoever
//   receives it may withdraw it from the mail ("this wasn't meant for me").
// Moving between households (join, leave, removal, hand-over): ./membership.ts.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ulid } from 'ulid';
import {
  defaultHouseholdName,
  type HouseholdView,
  INVITATION_DAYS,
  type InvitationPreview,
  MAX_HOUSEHOLD_MEMBERS,
  householdMessages as says,
  type UpdateHouseholdRequest,
} from '../../contracts/households.js';
import type { InterfaceLanguage } from '../../contracts/languages.js';
import { personalHouseholdId } from '../../data/entities/household/keys.js';
import type { InvitationRecord } from '../../data/entities/household/repository.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../shared/errors.js';
import { checkCapability } from '../access/capabilities.js';
import { settleMoves } from './follow-ups.js';
import {
  type HouseholdDeps,
  isOpen,
  mayInvite,
  readOwn,
  seatsTaken,
  toView,
  type Who,
} from './household-reads.js';
import { invitationMail } from './invitation-mail.js';

export type { HouseholdDeps } from './household-reads.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const gone = (message: string) => new AppError(410, 'gone', message);

export async function viewHousehold(deps: HouseholdDeps, who: Who): Promise<HouseholdView> {
  const read = await readOwn(deps, who);
  await settleMoves(deps, read);
  return toView(read, who.userId, deps.clock());
}

export async function updateHousehold(
  deps: HouseholdDeps,
  who: Who,
  changes: UpdateHouseholdRequest,
): Promise<HouseholdView> {
  const read = await readOwn(deps, who);
  if (read.meta.ownerId !== who.userId) throw forbidden(says.notOwner);
  if (!(await deps.households.update(read.meta.id, who.userId, changes))) throw forbidden(says.notOwner);
  return viewHousehold(deps, who);
}

// --- Invitations -------------------------------------------------------------------------------------

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * The link's token: which invitation, and the secret that proves the mail was read. Joined by '~', not
 * '.': CloudFront and the local server take a path with a dot for a file, not the app's /join page.
 */
export const invitationToken = (householdId: string, id: string, secret: string) =>
  `${householdId}~${id}~${secret}`;

export function parseInvitationToken(
  token: string,
): { householdId: string; id: string; secret: string } | null {
  const parts = token.split('~');
  if (parts.length !== 3 || parts.some((part) => !/^[\w-]{1,64}$/.test(part))) return null;
  const [householdId = '', id = '', secret = ''] = parts;
  return { householdId, id, secret };
}

export function secretMatches(invitation: InvitationRecord, secret: string): boolean {
  const expected = Buffer.from(invitation.secretHash, 'hex');
  const given = Buffer.from(hashSecret(secret), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Invites `email` into the caller's household. The mail speaks the invitee's language (issue 37): their
 * profile's when the address has a proven account, else `language` from the request (the inviter's
 * choice of "their language"), else the inviter's own; a line in the inviter's language when it differs.
 */
export async function invite(
  deps: HouseholdDeps,
  who: Who,
  email: string,
  language?: InterfaceLanguage,
): Promise<HouseholdView> {
  const read = await readOwn(deps, who);
  if (!mayInvite(read, who.userId)) throw forbidden(says.mayNotInvite);
  const now = deps.clock();
  const address = email.toLowerCase();
  if (address === who.email.toLowerCase()) throw badRequest(says.inviteSelf);
  const memberProfiles = await Promise.all(read.members.map((member) => deps.profiles.get(member.userId)));
  if (memberProfiles.some((profile) => profile?.email?.toLowerCase() === address))
    throw conflict(says.alreadyMember);
  const open = read.invitations.filter((invitation) => isOpen(invitation, now));
  if (open.some((invitation) => invitation.email === address)) throw conflict(says.alreadyInvited);
  if (seatsTaken(read) + open.length >= MAX_HOUSEHOLD_MEMBERS) throw conflict(says.full);
  const inviterName = read.members.find((member) => member.userId === who.userId)?.displayName ?? 'A cook';
  // The inviter is a member: their profile was read with the others'. The invitee's account is the one
  // read the mail's language adds (its address, by index).
  const invitee = await deps.profiles.findByEmail(address);
  const inviter = memberProfiles.find((profile) => profile?.userId === who.userId) ?? null;
  const inviterLanguage = inviter?.language ?? 'en';
  const inviteeLanguage =
    (invitee?.emailVerified === true ? invitee.language : undefined) ?? language ?? inviterLanguage;
  const secret = randomBytes(32).toString('base64url');
  const invitation: InvitationRecord = {
    householdId: read.meta.id,
    id: ulid(),
    email: address,
    invitedBy: who.userId,
    invitedByName: inviterName,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString(),
    state: 'open',
    secretHash: hashSecret(secret),
  };
  await deps.households.putInvitation(invitation);
  const link = `${await deps.origin()}/join/${invitationToken(read.meta.id, invitation.id, secret)}`;
  await deps.sendMail(
    invitationMail({
      to: address,
      inviterName,
      inviterEmail: who.email,
      householdName: read.meta.name,
      memberCount: read.members.length,
      link,
      declineLink: `${link}?decline=1`,
      days: INVITATION_DAYS,
      language: inviteeLanguage,
      inviterLanguage,
    }),
  );
  return viewHousehold(deps, who);
}

export async function revokeInvitation(deps: HouseholdDeps, who: Who, invitationId: string): Promise<void> {
  const read = await readOwn(deps, who);
  const invitation = read.invitations.find((candidate) => candidate.id === invitationId);
  if (invitation?.state !== 'open') throw notFound(says.invitationNotFound);
  if (read.meta.ownerId !== who.userId && invitation.invitedBy !== who.userId) throw forbidden(says.notOwner);
  if (!(await deps.households.revokeInvitation(read.meta.id, invitationId)))
    throw notFound(says.invitationNotFound);
}

/** The invitation a link names, if the link is genuine; refusals in the words the join page shows. */
async function genuineInvitation(deps: HouseholdDeps, token: string) {
  const parsed = parseInvitationToken(token);
  if (!parsed) throw notFound(says.invitationInvalid);
  const invitation = await deps.households.getInvitation(parsed.householdId, parsed.id);
  if (!invitation || !secretMatches(invitation, parsed.secret)) throw notFound(says.invitationInvalid);
  return invitation;
}

/** An open invitation a link names and the household it opens, checked as it is used (issue 32). */
export async function openInvitation(deps: HouseholdDeps, token: string) {
  const invitation = await genuineInvitation(deps, token);
  if (invitation.state === 'used') throw gone(says.invitationUsed);
  if (invitation.state === 'revoked') throw gone(says.invitationRevoked);
  if (Date.parse(invitation.expiresAt) <= deps.clock().getTime()) throw gone(says.invitationExpired);
  // Who sent it must still be in the household, with no sign-out everywhere since they sent it.
  const verdict = await checkCapability(deps.sessions, {
    madeBy: invitation.invitedBy,
    madeAt: invitation.createdAt,
    householdId: invitation.householdId,
  });
  if (verdict !== 'holds') throw gone(says.invitationRevoked);
  const household = await deps.households.read(invitation.householdId);
  // The household ended (its last member left) after the invitation was sent.
  if (!household) throw gone(says.invitationRevoked);
  return { invitation, household };
}

export async function previewInvitation(
  deps: HouseholdDeps,
  who: Who,
  token: string,
): Promise<InvitationPreview> {
  const { invitation, household } = await openInvitation(deps, token);
  return {
    householdName: household.meta.name,
    invitedByName: invitation.invitedByName,
    email: invitation.email,
    expiresAt: invitation.expiresAt,
    memberCount: household.members.length,
    alreadyMember: household.meta.id === who.householdId,
  };
}

/**
 * "This wasn't meant for me": whoever holds the mailed link withdraws the invitation, signed in or not
 * (the link's secret is the proof, as for accepting). Withdrawing twice, or a used one, changes nothing.
 */
export async function declineInvitation(deps: HouseholdDeps, token: string): Promise<{ declined: true }> {
  const invitation = await genuineInvitation(deps, token);
  if (invitation.state === 'used') throw gone(says.invitationUsed);
  if (invitation.state === 'open')
    await deps.households.revokeInvitation(invitation.householdId, invitation.id);
  return { declined: true };
}

/** Makes the household of one of a new account (sign-up); idempotent. */
export async function createHouseholdOfOne(
  deps: Pick<HouseholdDeps, 'households' | 'clock'>,
  user: { userId: string; displayName: string },
): Promise<void> {
  await deps.households.ensureHouseholdOfOne({
    householdId: personalHouseholdId(user.userId),
    userId: user.userId,
    displayName: user.displayName,
    name: defaultHouseholdName(user.displayName),
    at: deps.clock(),
  });
}
