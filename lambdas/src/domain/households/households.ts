// Households (issue 15): who may do what, and what joining, leaving and removal move. The rules:
// - The owner renames, invites, removes members, hands ownership over and allows members to invite.
// - Members invite only while the owner allows it. Anyone may leave; the owner only after handing over,
//   and the only member of a household has nothing to leave.
// - An invitation is a single-use link valid 7 days, for one address; only an account that proved that
//   address may accept it. At most 12 members: open invitations count toward the seats when inviting,
//   and the seat itself is taken atomically when accepting.
// - Leaving or removal takes the person's own recipes into a new household of one; the list, plans and
//   menus stay with the household. Their household id becomes their own id again when that household
//   is free (it is the one they had before joining, with the list and plans they left there), else new.
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
import { personalHouseholdId } from '../../data/entities/household/keys.js';
import {
  type HouseholdRead,
  type HouseholdRepository,
  type InvitationRecord,
  MoveRefused,
} from '../../data/entities/household/repository.js';
import type { Profile } from '../../data/entities/profile.js';
import type { Caller } from '../../shared/auth.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../shared/errors.js';
import type { MailMessage } from '../mail/ports.js';
import { invitationMail } from './invitation-mail.js';
import type { MembershipFollowUps } from './ports.js';

export interface HouseholdDeps {
  households: HouseholdRepository;
  profiles: { get(userId: string): Promise<Profile | null> };
  sendMail: (message: MailMessage) => Promise<void>;
  origin: () => Promise<string>;
  clock: () => Date;
  followUps: MembershipFollowUps;
  /** Drops this container's cached household of a user who just moved. */
  forget: (userId: string) => void;
}

type Who = Pick<Caller, 'userId' | 'householdId' | 'email' | 'emailVerified'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const gone = (message: string) => new AppError(410, 'gone', message);

async function displayNameOf(deps: HouseholdDeps, userId: string, email = ''): Promise<string> {
  const profile = await deps.profiles.get(userId);
  return profile?.displayName || email.split('@')[0] || 'Cook';
}

/** The caller's household, made first if it is the household of one of an account older than households. */
async function readOwn(deps: HouseholdDeps, who: Who): Promise<HouseholdRead> {
  const found = await deps.households.read(who.householdId);
  if (found) return found;
  // Only a household of one is made on demand; a household that ended under a stale record is not.
  if (who.householdId !== personalHouseholdId(who.userId)) throw notFound('Household not found');
  const displayName = await displayNameOf(deps, who.userId, who.email);
  const madeNow = await deps.households.ensureHouseholdOfOne({
    householdId: who.householdId,
    userId: who.userId,
    displayName,
    name: defaultHouseholdName(displayName),
    at: deps.clock(),
  });
  // An account older than households: its recipes join its household's feed now (as the migration does).
  if (madeNow) {
    await deps.followUps.moveRecipes(who.userId, who.householdId);
    await deps.followUps.refreshPlans([who.householdId]);
  }
  const made = await deps.households.read(who.householdId);
  if (!made) throw notFound('Household not found');
  return made;
}

const isOpen = (invitation: InvitationRecord, now: Date) =>
  invitation.state === 'open' && Date.parse(invitation.expiresAt) > now.getTime();

const mayInvite = (read: HouseholdRead, userId: string) =>
  read.meta.ownerId === userId || read.meta.membersMayInvite;

function toView(read: HouseholdRead, userId: string, now: Date): HouseholdView {
  const canInvite = mayInvite(read, userId);
  return {
    id: read.meta.id,
    name: read.meta.name,
    ownerId: read.meta.ownerId,
    membersMayInvite: read.meta.membersMayInvite,
    role: read.meta.ownerId === userId ? 'owner' : 'member',
    me: userId,
    canInvite,
    members: read.members.map(({ userId: id, displayName, role, joinedAt }) => ({
      userId: id,
      displayName,
      role,
      joinedAt,
    })),
    invitations: canInvite
      ? read.invitations
          .filter((invitation) => isOpen(invitation, now))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .map(({ id, email, invitedBy, invitedByName, createdAt, expiresAt }) => ({
            id,
            email,
            invitedBy,
            invitedByName,
            createdAt,
            expiresAt,
          }))
      : [],
    maxMembers: MAX_HOUSEHOLD_MEMBERS,
  };
}

export async function viewHousehold(deps: HouseholdDeps, who: Who): Promise<HouseholdView> {
  return toView(await readOwn(deps, who), who.userId, deps.clock());
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

export async function invite(deps: HouseholdDeps, who: Who, email: string): Promise<HouseholdView> {
  const read = await readOwn(deps, who);
  if (!mayInvite(read, who.userId)) throw forbidden(says.mayNotInvite);
  const now = deps.clock();
  const address = email.toLowerCase();
  if (address === who.email.toLowerCase()) throw badRequest(says.inviteSelf);
  const memberEmails = await Promise.all(
    read.members.map(async (member) => (await deps.profiles.get(member.userId))?.email?.toLowerCase()),
  );
  if (memberEmails.includes(address)) throw conflict(says.alreadyMember);
  const open = read.invitations.filter((invitation) => isOpen(invitation, now));
  if (open.some((invitation) => invitation.email === address)) throw conflict(says.alreadyInvited);
  if (read.members.length + open.length >= MAX_HOUSEHOLD_MEMBERS) throw conflict(says.full);
  const inviterName = read.members.find((member) => member.userId === who.userId)?.displayName ?? 'A cook';
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
    invitationMail({ to: address, inviterName, householdName: read.meta.name, link, days: INVITATION_DAYS }),
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
async function openInvitation(deps: HouseholdDeps, token: string) {
  const parsed = parseInvitationToken(token);
  if (!parsed) throw notFound(says.invitationInvalid);
  const invitation = await deps.households.getInvitation(parsed.householdId, parsed.id);
  if (!invitation || !secretMatches(invitation, parsed.secret)) throw notFound(says.invitationInvalid);
  if (invitation.state === 'used') throw gone(says.invitationUsed);
  if (invitation.state === 'revoked') throw gone(says.invitationRevoked);
  if (Date.parse(invitation.expiresAt) <= deps.clock().getTime()) throw gone(says.invitationExpired);
  const household = await deps.households.read(invitation.householdId);
  // The household ended (its last member left) after the invitation was sent.
  if (!household) throw gone(says.invitationRevoked);
  return { invitation, household };
}

function requireAddress(who: Who, invitation: InvitationRecord): void {
  if (!who.emailVerified) throw forbidden(says.unverifiedAddress);
  if (who.email.toLowerCase() !== invitation.email) throw forbidden(says.wrongAddress);
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

function refusedMove(error: unknown): never {
  if (!(error instanceof MoveRefused)) throw error;
  switch (error.reason) {
    case 'invitation':
      throw gone(says.invitationUsed);
    case 'full':
      throw conflict(says.full);
    case 'not-owner':
      throw forbidden(says.notOwner);
    case 'not-member':
      throw notFound(says.notAMember);
    default:
      throw conflict('Your household changed meanwhile. Please reload and try again.');
  }
}

async function afterMove(
  deps: HouseholdDeps,
  userId: string,
  from: string,
  to: string,
  affected: string[] = [],
): Promise<void> {
  // Everyone whose household record changed reads it afresh here at once (elsewhere within the cache).
  for (const id of new Set([userId, ...affected])) deps.forget(id);
  await deps.followUps.moveRecipes(userId, to);
  await deps.followUps.refreshPlans([from, to]);
  await deps.followUps.closeConnections(from, userId);
}

export async function acceptInvitation(deps: HouseholdDeps, who: Who, token: string): Promise<HouseholdView> {
  // Two people joining at once: the loser reads again and tries once more (the household may be full now).
  for (let attempt = 0; ; attempt += 1) {
    const { invitation, household } = await openInvitation(deps, token);
    requireAddress(who, invitation);
    if (household.meta.id === who.householdId) throw conflict(says.alreadyMember);
    const current = await readOwn(deps, who);
    if (current.meta.ownerId === who.userId && current.members.length > 1)
      throw conflict(says.ownerMustHandOver);
    if (household.members.length >= MAX_HOUSEHOLD_MEMBERS) throw conflict(says.full);
    const displayName =
      current.members.find((member) => member.userId === who.userId)?.displayName ??
      (await displayNameOf(deps, who.userId, who.email));
    try {
      await deps.households.move({
        userId: who.userId,
        displayName,
        from: {
          householdId: current.meta.id,
          lastMember: current.members.length <= 1,
          members: memberIds(current).filter((id) => id !== who.userId),
        },
        to: {
          householdId: household.meta.id,
          version: household.meta.version,
          members: [...memberIds(household), who.userId],
        },
        invitation: { householdId: invitation.householdId, id: invitation.id },
        at: deps.clock(),
      });
    } catch (error) {
      if (attempt < 3 && error instanceof MoveRefused && error.reason === 'full') continue;
      refusedMove(error);
    }
    await afterMove(deps, who.userId, current.meta.id, household.meta.id, [
      ...memberIds(current),
      ...memberIds(household),
    ]);
    return viewHousehold(deps, { ...who, householdId: household.meta.id });
  }
}

const memberIds = (read: HouseholdRead) => read.members.map((member) => member.userId);

/** Where someone who leaves goes: their own id when that household is free, else a new one. */
async function freshHouseholdId(deps: HouseholdDeps, userId: string): Promise<string> {
  const own = personalHouseholdId(userId);
  return (await deps.households.exists(own)) ? ulid() : own;
}

async function moveOut(
  deps: HouseholdDeps,
  read: HouseholdRead,
  member: { userId: string; displayName: string },
  removedBy?: string,
): Promise<string> {
  const to = await freshHouseholdId(deps, member.userId);
  try {
    await deps.households.move({
      userId: member.userId,
      displayName: member.displayName,
      from: {
        householdId: read.meta.id,
        lastMember: false,
        members: memberIds(read).filter((id) => id !== member.userId),
      },
      to: {
        householdId: to,
        newHousehold: { name: defaultHouseholdName(member.displayName) },
        members: [member.userId],
      },
      removedBy,
      at: deps.clock(),
    });
  } catch (error) {
    refusedMove(error);
  }
  await afterMove(deps, member.userId, read.meta.id, to, memberIds(read));
  return to;
}

export async function leaveHousehold(deps: HouseholdDeps, who: Who): Promise<HouseholdView> {
  const read = await readOwn(deps, who);
  if (read.members.length <= 1)
    throw conflict("You're the only member of this household, so there is nothing to leave");
  if (read.meta.ownerId === who.userId) throw conflict(says.ownerMustHandOver);
  const me = read.members.find((member) => member.userId === who.userId);
  if (!me) throw conflict('Your household changed meanwhile. Please reload and try again.');
  const to = await moveOut(deps, read, me);
  return viewHousehold(deps, { ...who, householdId: to });
}

export async function removeMember(deps: HouseholdDeps, who: Who, userId: string): Promise<void> {
  const read = await readOwn(deps, who);
  if (read.meta.ownerId !== who.userId) throw forbidden(says.notOwner);
  if (userId === who.userId) throw badRequest(says.cannotRemoveSelf);
  const member = read.members.find((candidate) => candidate.userId === userId);
  if (!member) throw notFound(says.notAMember);
  await moveOut(deps, read, member, who.userId);
}

export async function handOver(deps: HouseholdDeps, who: Who, userId: string): Promise<HouseholdView> {
  const read = await readOwn(deps, who);
  if (read.meta.ownerId !== who.userId) throw forbidden(says.notOwner);
  if (userId === who.userId) throw badRequest('You already own this household');
  if (!read.members.some((member) => member.userId === userId)) throw notFound(says.notAMember);
  if (!(await deps.households.handOver(read.meta.id, who.userId, userId))) throw forbidden(says.notOwner);
  return viewHousehold(deps, who);
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

/**
 * Before an account's data goes: a member leaves their household (the owner hands it to the member who
 * joined first), so the others keep it, and a household of one goes with the account. Answers whether a
 * household with the user's own id continues with others, whose list, plans and menus (keyed by that id)
 * the deletion must then leave alone. The deletion removes the user's recipes before this (and its
 * `moveRecipes` follow-up deletes rather than moves), so their household's indexes lose them in place.
 */
export async function leaveForDeletion(
  deps: HouseholdDeps,
  user: { userId: string; householdId: string },
): Promise<{ householdKept: boolean }> {
  const read = await deps.households.read(user.householdId);
  if (read && read.members.length > 1) {
    const me = read.members.find((member) => member.userId === user.userId);
    const heir = read.members.find((member) => member.userId !== user.userId);
    if (me && heir) {
      if (read.meta.ownerId === user.userId)
        await deps.households.handOver(read.meta.id, user.userId, heir.userId);
      const after = await deps.households.read(read.meta.id);
      if (after) {
        const to = await moveOut(deps, after, me);
        await deps.households.deleteHousehold(to);
      }
    }
  } else if (read) {
    await deps.households.deleteHousehold(read.meta.id);
  }
  // Whatever still exists under the user's own id is a household others share now.
  return { householdKept: await deps.households.exists(personalHouseholdId(user.userId)) };
}
