// The key shapes of a household (issue 15; docs/households-plan.md). A household is the unit a family
// shares: its recipes (visibility 'household'), one shopping list, meal plans, dinner parties, the calendar
// feed and the plan that pays for it. Pure functions, unit-tested without a database (data/keys.test.ts).
//
// Ids: the household of one made at sign-up has the id of the user who made it (personalHouseholdId), so
// every account that existed before households is already "in" its own household: its shopping list
// (SHOPLIST#<uid>), meal plans and dinner parties (OWNER#<uid>#...) are that household's without a
// move. Households made later (someone leaves and starts afresh) get a ULID. A Cognito sub is a UUID, so
// the two kinds never collide.
//
//   pk = HOUSEHOLD#<hid>, sk = META              name, ownerId, memberCount, membersMayInvite, createdAt, version,
//                                                capabilitiesValidAfter (epoch s: links the household handed out
//                                                at or before it stop; set when a member leaves or is removed)
//   pk = HOUSEHOLD#<hid>, sk = ENDED             endedBy, endedAt: the last member left; only they get the id back
//   pk = HOUSEHOLD#<hid>, sk = MEMBER#<uid>      role (owner | member), joinedAt, displayName, pendingFrom (the
//                                                household they came from, until the move's follow-ups ran)
//   pk = HOUSEHOLD#<hid>, sk = INVITE#<id>       email (lower case), invitedBy, expiresAt, state
//   pk = HOUSEHOLD#<hid>, sk = PLAN              what pays for the household and its recipe count
//   pk = LIVE#<hid>,      sk = CONN#<cid>        one open WebSocket of a member (expiresAt: TTL)
// The user's side of a membership is on their session-validity record (householdId), which every signed-in
// request reads anyway; the membership items and that record are written in one transaction.
// gsi4 (household recipe feed): gsi4pk = HOUSEHOLD#<hid>#RECIPES, gsi4sk = <createdAt>#<recipeId>, written
// on the META of every recipe whose visibility is household or public.

import type { Allergen, Diet } from '../../../contracts/allergens.js';

/** The id of the household of one a user gets at sign-up. */
export const personalHouseholdId = (userId: string) => userId;

export const householdPartition = (householdId: string) => `HOUSEHOLD#${householdId}`;

export const householdKeys = {
  meta: (householdId: string) => ({ pk: householdPartition(householdId), sk: 'META' }),
  member: (householdId: string, userId: string) => ({
    pk: householdPartition(householdId),
    sk: `MEMBER#${userId}`,
  }),
  memberPrefix: 'MEMBER#',
  invite: (householdId: string, inviteId: string) => ({
    pk: householdPartition(householdId),
    sk: `INVITE#${inviteId}`,
  }),
  invitePrefix: 'INVITE#',
  plan: (householdId: string) => ({ pk: householdPartition(householdId), sk: 'PLAN' }),
  ended: (householdId: string) => ({ pk: householdPartition(householdId), sk: 'ENDED' }),
  connection: (householdId: string, connectionId: string) => ({
    pk: `LIVE#${householdId}`,
    sk: `CONN#${connectionId}`,
  }),
  connectionPartition: (householdId: string) => `LIVE#${householdId}`,
  recipeFeed: (householdId: string) => `HOUSEHOLD#${householdId}#RECIPES`,
};

export interface HouseholdMeta {
  id: string;
  name: string;
  ownerId: string;
  memberCount: number;
  membersMayInvite: boolean;
  createdAt: string;
  version: number;
  /** Epoch seconds: what the household handed out at or before it (a calendar link) no longer works. */
  capabilitiesValidAfter?: number;
}

export interface HouseholdMembership {
  householdId: string;
  userId: string;
  role: 'owner' | 'member';
  joinedAt: string;
  displayName: string;
  /** The household they moved from, while the move's follow-ups have not all run (households.ts). */
  pendingFrom?: string;
  /** Their allergies and diets (issue 38), kept on their member item; absent until first set. */
  allergies?: Allergen[];
  diets?: Diet[];
  /** How many times they were changed (absent: never), so a move carries the ones it read. */
  eatingVersion?: number;
}

/** The stored META item of a household. */
export const householdMetaItem = (meta: HouseholdMeta): Record<string, unknown> => ({
  ...householdKeys.meta(meta.id),
  type: 'household',
  ...meta,
});

/** The stored item of one membership. */
export const membershipItem = (member: HouseholdMembership): Record<string, unknown> => ({
  ...householdKeys.member(member.householdId, member.userId),
  type: 'householdMember',
  ...member,
});

/** The two items of a new household of one: the household and its owner's membership. */
export function householdOfOneItems(options: {
  householdId: string;
  userId: string;
  displayName: string;
  name: string;
  at: string;
}): { meta: Record<string, unknown>; member: Record<string, unknown> } {
  return {
    meta: householdMetaItem({
      id: options.householdId,
      name: options.name,
      ownerId: options.userId,
      memberCount: 1,
      membersMayInvite: false,
      createdAt: options.at,
      version: 1,
    }),
    member: membershipItem({
      householdId: options.householdId,
      userId: options.userId,
      role: 'owner',
      joinedAt: options.at,
      displayName: options.displayName,
    }),
  };
}
