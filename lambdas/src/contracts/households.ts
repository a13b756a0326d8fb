// API contracts of households (issue 15), shared by the handlers and the frontend. A household is what a
// family shares: recipes marked "household", one shopping list, meal plans, dinner parties, the calendar
// feed and the plan that pays. Every account is in exactly one (a household of one from sign-up).
//
// Routes (handlers/http/households/manifest.ts):
//   GET    /api/household                                  the caller's household (HouseholdView)
//   PATCH  /api/household                                  rename / members-may-invite (owner)
//   POST   /api/household/invitations                      invite by e-mail (owner; members when allowed)
//   DELETE /api/household/invitations/{invitationId}       revoke an open invitation (owner or its sender)
//   DELETE /api/household/members/{userId}                 remove a member (owner)
//   POST   /api/household/owner                            hand ownership to a member (owner)
//   PUT    /api/household/members/{userId}/eating      the caller's own allergies and diets (issue 38)
//   POST   /api/household/leave                            leave; answers the new household of one
//   GET    /api/household-invitations/{token}              what an invitation link offers (InvitationPreview)
//   POST   /api/household-invitations/{token}/accept       join (answers the HouseholdView joined)
// The link in the mail is `${appOrigin}/join/${token}`; the token is `<householdId>~<invitationId>~<secret>` (no dots: a path with one is taken for a file).
import { invitationRequest } from './account.js';
import type { Allergen, Diet } from './allergens.js';
import { requiredText } from './fields.js';
import { schema } from './schema.js';
import * as z from './zod.js';

export const MAX_HOUSEHOLD_MEMBERS = 12;
export const MAX_HOUSEHOLD_NAME_LENGTH = 60;
/** Days an invitation link stays valid. */
export const INVITATION_DAYS = 7;

export type HouseholdRole = 'owner' | 'member';

export interface HouseholdMember {
  userId: string;
  displayName: string;
  role: HouseholdRole;
  joinedAt: string;
  /** What they may not eat (issue 38): kept by each member for themself. */
  allergies: Allergen[];
  diets: Diet[];
}

export interface HouseholdInvitation {
  id: string;
  email: string;
  invitedBy: string;
  invitedByName: string;
  createdAt: string;
  expiresAt: string;
}

export interface HouseholdView {
  id: string;
  name: string;
  ownerId: string;
  membersMayInvite: boolean;
  /** The caller's role, so the screen shows only what they may do (the server checks again). */
  role: HouseholdRole;
  /** The caller's own user id (screens say "Added by <name>" only for someone else's additions). */
  me: string;
  /** Whether the caller may invite (the owner, or anyone while membersMayInvite). */
  canInvite: boolean;
  members: HouseholdMember[];
  /** Open invitations, newest first (empty for a caller who may not invite). */
  invitations: HouseholdInvitation[];
  maxMembers: number;
}

export interface InvitationPreview {
  householdName: string;
  invitedByName: string;
  /** The invited address, shown so a person signed in with another one knows why they are refused. */
  email: string;
  expiresAt: string;
  /** How many people are in the household now. */
  memberCount: number;
  /** True when the caller is already a member of that household. */
  alreadyMember: boolean;
}

export const householdName = /* @__PURE__ */ schema(() =>
  requiredText(
    'Please enter a name for your household',
    MAX_HOUSEHOLD_NAME_LENGTH,
    `Household names are at most ${MAX_HOUSEHOLD_NAME_LENGTH} characters`,
  ),
);

export const updateHouseholdRequest = /* @__PURE__ */ schema(() =>
  z
    .object({
      name: z.optional(householdName),
      membersMayInvite: z.optional(z.boolean({ error: 'membersMayInvite must be true or false' })),
    })
    .check(
      z.refine((body) => body.name !== undefined || body.membersMayInvite !== undefined, {
        message: 'Nothing to change',
      }),
    ),
);
export type UpdateHouseholdRequest = z.infer<typeof updateHouseholdRequest>;

/** `language` is "Their language" in the form (account.ts: invitationRequest). */
export const inviteMemberRequest = invitationRequest;
export type InviteMemberRequest = z.infer<typeof inviteMemberRequest>;

export const handOverRequest = /* @__PURE__ */ schema(() =>
  z.object({
    userId: requiredText('Please choose a member', 100),
  }),
);
export type HandOverRequest = z.infer<typeof handOverRequest>;

/** The default name of a new household of one. */
export const defaultHouseholdName = (displayName: string) =>
  `${displayName.trim() || 'My'}'s kitchen`.slice(0, MAX_HOUSEHOLD_NAME_LENGTH);

/** The words every refusal uses, so the screens and the tests read the same sentences. */
export const householdMessages = {
  notOwner: 'Only the owner of the household can do that',
  mayNotInvite: 'Only the owner can invite people to this household',
  full: `A household has at most ${MAX_HOUSEHOLD_MEMBERS} members`,
  alreadyMember: 'That person is already in your household',
  alreadyInvited: 'That address already has an open invitation',
  inviteSelf: 'You are already in your household',
  ownerMustHandOver: 'Hand the household over to another member before you leave',
  notAMember: 'That person is not in your household',
  cannotRemoveSelf: 'To leave the household, use Leave household',
  invitationInvalid: 'This invitation link is not valid',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  invitationUsed: 'This invitation has already been used',
  invitationRevoked: 'This invitation was withdrawn',
  wrongAddress: 'This invitation was sent to another e-mail address',
  unverifiedAddress: 'Please confirm your e-mail address before joining a household',
  invitationNotFound: 'Invitation not found',
} as const;
