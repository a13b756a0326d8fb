// In-memory stand-ins for the household use cases' unit tests: a household table that keeps the rules
// the DynamoDB transactions keep (data/entities/household/move.ts: both versions as read, the seats, the
// invitation still open, the remover still owner), the session-validity records a move rewrites, and the
// follow-ups as a log. A test may make the next moves lose a race (`loseNext`) as a concurrent one would.
import { MAX_HOUSEHOLD_MEMBERS } from '../../contracts/households.js';
import { type EntitlementRecord, emptyEntitlement } from '../../data/entities/entitlement.js';
import type { HouseholdMembership, HouseholdMeta } from '../../data/entities/household/keys.js';
import {
  type HouseholdRead,
  type HouseholdRepository,
  type InvitationRecord,
  type MemberMove,
  type MoveRefusal,
  MoveRefused,
} from '../../data/entities/household/repository.js';
import type { Profile } from '../../data/entities/profile.js';
import type { SessionValidity } from '../../data/entities/session-validity.js';
import { AppError } from '../../shared/errors.js';
import type { MailMessage } from '../mail/ports.js';
import type { HouseholdDeps, Who } from './household-reads.js';

export const NOW = new Date('2026-11-28T12:00:00.000Z');
const BEFORE = '2026-11-01T09:00:00.000Z';

interface Stored {
  meta: HouseholdMeta;
  members: Map<string, HouseholdMembership>;
  invitations: Map<string, InvitationRecord>;
}

export function memoryHouseholds(sessions: Record<string, SessionValidity>) {
  const households = new Map<string, Stored>();
  const ended = new Map<string, string>();
  const refusals: MoveRefusal[] = [];
  let moves = 0;

  const copy = (stored: Stored): HouseholdRead => ({
    meta: { ...stored.meta },
    members: [...stored.members.values()].map((member) => ({ ...member })),
    invitations: [...stored.invitations.values()].map((invitation) => ({ ...invitation })),
  });
  const bump = (stored: Stored) => {
    stored.meta.version += 1;
  };
  const placeAll = (householdId: string, members: string[]) => {
    for (const userId of members) {
      const record = sessions[userId] ?? { validAfter: 0, disabled: false, deleted: false };
      sessions[userId] = {
        ...record,
        householdId,
        ...(members.length > 1 ? { householdMembers: [...members] } : { householdMembers: undefined }),
      };
    }
  };
  const make = (householdId: string, userId: string, displayName: string, name: string, at: string) => {
    households.set(householdId, {
      meta: {
        id: householdId,
        name,
        ownerId: userId,
        memberCount: 1,
        membersMayInvite: false,
        createdAt: at,
        version: 1,
      },
      members: new Map([[userId, { householdId, userId, role: 'owner', joinedAt: at, displayName }]]),
      invitations: new Map(),
    });
  };

  /** The move's conditions, in the order move.ts names its refusals. */
  function judge(move: MemberMove): MoveRefusal | null {
    const from = households.get(move.from.householdId);
    if (!from || from.meta.version !== move.from.version) return 'moved';
    if (!from.members.has(move.userId)) return 'not-member';
    if (move.removedBy !== undefined && from.meta.ownerId !== move.removedBy) return 'not-owner';
    const to = households.get(move.to.householdId);
    if (move.to.newHousehold) {
      if (to) return 'exists';
      if (move.to.newHousehold.reclaim && ended.get(move.to.householdId) !== move.userId) return 'exists';
    } else if (!to || to.meta.version !== move.to.version) return 'moved';
    if (move.to.members.length > MAX_HOUSEHOLD_MEMBERS) return 'full';
    if (move.invitation) {
      const invitation = households.get(move.invitation.householdId)?.invitations.get(move.invitation.id);
      if (invitation?.state !== 'open' || Date.parse(invitation.expiresAt) <= move.at.getTime())
        return 'invitation';
    }
    return null;
  }

  const repository = {
    async read(householdId: string) {
      const stored = households.get(householdId);
      return stored ? copy(stored) : null;
    },
    async capabilitiesValidAfter(householdId: string) {
      return households.get(householdId)?.meta.capabilitiesValidAfter;
    },
    async exists(householdId: string) {
      return households.has(householdId);
    },
    async ensureHouseholdOfOne(options: {
      householdId: string;
      userId: string;
      displayName: string;
      name: string;
      at: Date;
    }) {
      if (households.has(options.householdId)) return false;
      make(options.householdId, options.userId, options.displayName, options.name, options.at.toISOString());
      return true;
    },
    async update(
      householdId: string,
      ownerId: string,
      changes: { name?: string; membersMayInvite?: boolean },
    ) {
      const stored = households.get(householdId);
      if (stored?.meta.ownerId !== ownerId) return false;
      Object.assign(stored.meta, changes);
      bump(stored);
      return true;
    },
    async setEatingNeeds() {
      return true;
    },
    async renameMember() {},
    async putInvitation(invitation: InvitationRecord) {
      const stored = households.get(invitation.householdId);
      if (!stored || stored.invitations.has(invitation.id)) throw new Error('condition failed');
      stored.invitations.set(invitation.id, { ...invitation });
    },
    async getInvitation(householdId: string, id: string) {
      const found = households.get(householdId)?.invitations.get(id);
      return found ? { ...found } : null;
    },
    async revokeInvitation(householdId: string, id: string) {
      const found = households.get(householdId)?.invitations.get(id);
      if (found?.state !== 'open') return false;
      found.state = 'revoked';
      return true;
    },
    async move(move: MemberMove) {
      moves += 1;
      const reason = refusals.shift() ?? judge(move);
      if (reason) throw new MoveRefused(reason);
      const from = households.get(move.from.householdId) as Stored;
      const at = move.at.toISOString();
      const mine = from.members.get(move.userId) as HouseholdMembership;
      from.members.delete(move.userId);
      if (move.from.lastMember) {
        households.delete(move.from.householdId);
        ended.set(move.from.householdId, move.userId);
      } else {
        from.meta.memberCount = from.members.size;
        bump(from);
        placeAll(move.from.householdId, move.from.members);
      }
      if (move.to.newHousehold) {
        ended.delete(move.to.householdId);
        make(move.to.householdId, move.userId, move.displayName, move.to.newHousehold.name, at);
      } else {
        const to = households.get(move.to.householdId) as Stored;
        to.members.set(move.userId, {
          householdId: move.to.householdId,
          userId: move.userId,
          role: 'member',
          joinedAt: at,
          displayName: move.displayName,
        });
        to.meta.memberCount = to.members.size;
        bump(to);
      }
      const joined = households.get(move.to.householdId) as Stored;
      const member = joined.members.get(move.userId) as HouseholdMembership;
      member.pendingFrom = move.from.householdId;
      if (move.eating)
        Object.assign(member, { ...move.eating, allergies: mine.allergies, diets: mine.diets });
      if (move.invitation) {
        const invitation = households.get(move.invitation.householdId)?.invitations.get(move.invitation.id);
        if (invitation) invitation.state = 'used';
      }
      placeAll(move.to.householdId, move.to.members);
    },
    async endedBy(householdId: string) {
      return ended.get(householdId) ?? null;
    },
    async settled(householdId: string, userId: string, from: string) {
      const member = households.get(householdId)?.members.get(userId);
      if (member?.pendingFrom === from) delete member.pendingFrom;
    },
    async endCapabilities() {},
    async revokeInvitationsBy(householdId: string, userId: string) {
      let revoked = 0;
      for (const invitation of households.get(householdId)?.invitations.values() ?? [])
        if (invitation.invitedBy === userId && invitation.state === 'open') {
          invitation.state = 'revoked';
          revoked += 1;
        }
      return revoked;
    },
    async handOver(householdId: string, fromId: string, toId: string) {
      const stored = households.get(householdId);
      const to = stored?.members.get(toId);
      const from = stored?.members.get(fromId);
      if (!stored || stored.meta.ownerId !== fromId || !to || !from) return false;
      stored.meta.ownerId = toId;
      from.role = 'member';
      to.role = 'owner';
      bump(stored);
      return true;
    },
    async deleteHousehold(householdId: string) {
      households.delete(householdId);
    },
  } satisfies HouseholdRepository;

  return {
    repository: repository as HouseholdRepository,
    /** The next moves are refused with these reasons, as if a concurrent change had won the race. */
    loseNext: (...reasons: MoveRefusal[]) => refusals.push(...reasons),
    moves: () => moves,
    ended,
    /** Someone joined meanwhile (no invitation of the test's). */
    addMember(householdId: string, userId: string) {
      const stored = households.get(householdId) as Stored;
      stored.members.set(userId, {
        householdId,
        userId,
        role: 'member',
        joinedAt: BEFORE,
        displayName: nameOf(userId),
      });
      stored.meta.memberCount = stored.members.size;
      bump(stored);
      placeAll(householdId, [...stored.members.keys()]);
    },
    /** A household owned by the first person, the rest its members. */
    seed(householdId: string, people: string[], fields: Partial<HouseholdMeta> = {}) {
      const [owner = '', ...rest] = people;
      make(householdId, owner, nameOf(owner), `${nameOf(owner)}'s kitchen`, BEFORE);
      const stored = households.get(householdId) as Stored;
      for (const userId of rest)
        stored.members.set(userId, {
          householdId,
          userId,
          role: 'member',
          joinedAt: BEFORE,
          displayName: nameOf(userId),
        });
      Object.assign(stored.meta, { memberCount: people.length }, fields);
      placeAll(householdId, people);
    },
  };
}

const nameOf = (userId: string) => userId.charAt(0).toUpperCase() + userId.slice(1);
export const emailOf = (userId: string) => `${userId}@example.com`;

/** The household deps over the stand-ins, with everything the follow-ups and the mail did recorded. */
export function householdSetup(options: { recipeCounts?: Record<string, number>; lifetime?: string[] } = {}) {
  const sessions: Record<string, SessionValidity> = {};
  const table = memoryHouseholds(sessions);
  const mail: MailMessage[] = [];
  const followUps: string[] = [];
  const forgotten: string[] = [];
  const entitlement = (userId: string): EntitlementRecord => ({
    ...emptyEntitlement(userId),
    lifetime: options.lifetime?.includes(userId) ?? false,
    ownRecipeCount: options.recipeCounts?.[userId] ?? 0,
  });
  const deps: HouseholdDeps = {
    households: table.repository,
    profiles: {
      get: async (userId: string) =>
        ({ userId, displayName: nameOf(userId), email: emailOf(userId) }) as unknown as Profile,
      findByEmail: async () => null,
    },
    sessions: { get: async (userId: string) => sessions[userId] ?? null },
    entitlements: {
      getMany: async (ids: string[]) => ids.map(entitlement),
      initialiseRecipeCount: async (userId: string) => entitlement(userId).ownRecipeCount ?? 0,
    },
    sendMail: async (message: MailMessage) => {
      mail.push(message);
    },
    origin: async () => 'https://hearth.test',
    clock: () => NOW,
    followUps: {
      moveRecipes: async (userId, householdId) => {
        followUps.push(`moveRecipes ${userId} → ${householdId}`);
      },
      renewHouseholdLinks: async (householdId) => {
        followUps.push(`renewHouseholdLinks ${householdId}`);
      },
      closeConnections: async (householdId, userId) => {
        followUps.push(`closeConnections ${householdId} ${userId}`);
      },
      dropLinkedFiles: async (userId) => {
        followUps.push(`dropLinkedFiles ${userId}`);
      },
      haltImports: async (userId, message) => {
        followUps.push(`haltImports ${userId}: ${message}`);
      },
    },
    forget: (userId: string) => forgotten.push(userId),
    sleep: async () => {},
  };
  /** The caller as the API sees them: their household from their session-validity record. */
  const who = (userId: string, fields: Partial<Who> = {}): Who => ({
    userId,
    householdId: sessions[userId]?.householdId ?? userId,
    email: emailOf(userId),
    emailVerified: true,
    ...fields,
  });
  return { deps, table, sessions, mail, followUps, forgotten, who };
}

/** The token in the link of the last invitation mailed. */
export function mailedToken(mail: MailMessage[]): string {
  const text = JSON.stringify(mail.at(-1));
  const match = /\/join\/([\w~-]+)/.exec(text);
  if (!match?.[1]) throw new Error('No invitation link was mailed');
  return match[1];
}

/** The refusal a use case threw: its status and the words a person reads. */
export async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal, but it was allowed');
}
