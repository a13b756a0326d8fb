// What every household use case shares: the deps, reading the caller's household (made on demand for an
// account older than households), and the view the screens get.
import {
  defaultHouseholdName,
  type HouseholdView,
  MAX_HOUSEHOLD_MEMBERS,
} from '../../contracts/households.js';
import type { EntitlementRepository } from '../../data/entities/entitlement.js';
import { personalHouseholdId } from '../../data/entities/household/keys.js';
import type {
  HouseholdRead,
  HouseholdRepository,
  InvitationRecord,
} from '../../data/entities/household/repository.js';
import type { Profile } from '../../data/entities/profile.js';
import type { SessionValidity } from '../../data/entities/session-validity.js';
import type { Caller } from '../../shared/auth.js';
import { notFound } from '../../shared/errors.js';
import type { MailMessage } from '../mail/ports.js';
import type { MembershipFollowUps } from './ports.js';

export interface HouseholdDeps {
  households: HouseholdRepository;
  profiles: {
    get(userId: string): Promise<Profile | null>;
    /** The account with this address, if any: an invitation speaks its language (issue 37). */
    findByEmail(email: string): Promise<Profile | null>;
  };
  /** The session-validity records (uncached): who is in which household now, whose sessions ended. */
  sessions: { get(userId: string): Promise<SessionValidity | null> };
  /** The free tier's count on joining (issue 32): every member's own-recipe count. */
  entitlements: Pick<EntitlementRepository, 'getMany' | 'initialiseRecipeCount'>;
  sendMail: (message: MailMessage) => Promise<void>;
  origin: () => Promise<string>;
  clock: () => Date;
  followUps: MembershipFollowUps;
  /** Drops this container's cached household of a user who just moved. */
  forget: (userId: string) => void;
  /** Waits between the attempts of a move that lost a race (tests may pass their own). */
  sleep?: (ms: number) => Promise<void>;
}

export type Who = Pick<Caller, 'userId' | 'householdId' | 'email' | 'emailVerified'>;

export async function displayNameOf(deps: HouseholdDeps, userId: string, email = ''): Promise<string> {
  const profile = await deps.profiles.get(userId);
  return profile?.displayName || email.split('@')[0] || 'Cook';
}

export const memberIds = (read: HouseholdRead) => read.members.map((member) => member.userId);

/** Seats taken: the members, or the stored count if it says more (a join that is landing). */
export const seatsTaken = (read: HouseholdRead) => Math.max(read.meta.memberCount, read.members.length);

/** The caller's household, made first if it is the household of one of an account older than households. */
export async function readOwn(deps: HouseholdDeps, who: Who): Promise<HouseholdRead> {
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
  if (madeNow) await deps.followUps.moveRecipes(who.userId, who.householdId);
  const made = await deps.households.read(who.householdId);
  if (!made) throw notFound('Household not found');
  return made;
}

export const isOpen = (invitation: InvitationRecord, now: Date) =>
  invitation.state === 'open' && Date.parse(invitation.expiresAt) > now.getTime();

export const mayInvite = (read: HouseholdRead, userId: string) =>
  read.meta.ownerId === userId || read.meta.membersMayInvite;

export function toView(read: HouseholdRead, userId: string, now: Date): HouseholdView {
  const canInvite = mayInvite(read, userId);
  return {
    id: read.meta.id,
    name: read.meta.name,
    ownerId: read.meta.ownerId,
    membersMayInvite: read.meta.membersMayInvite,
    role: read.meta.ownerId === userId ? 'owner' : 'member',
    me: userId,
    canInvite,
    members: read.members.map(({ userId: id, displayName, role, joinedAt, allergies, diets }) => ({
      userId: id,
      displayName,
      role,
      joinedAt,
      allergies: allergies ?? [],
      diets: diets ?? [],
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
