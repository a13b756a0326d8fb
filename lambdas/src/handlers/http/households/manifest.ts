// Households area routes (issue 15): the caller's household, its members and invitations, and the
// invitation link's steps (what it offers, then joining, or withdrawing it from the mail). Shapes and messages: contracts/households.ts.

import { eatingNeedsSchema } from '../../../contracts/eating-needs.js';
import {
  handOverRequest,
  inviteMemberRequest,
  updateHouseholdRequest,
} from '../../../contracts/households.js';
import { defineManifest } from '../../../shared/route-manifest.js';

export const householdsManifest = defineManifest({
  getHousehold: {
    method: 'GET',
    path: '/api/household',
    auth: 'user',
    doc: "The caller's household: its members, open invitations and what the caller may do",
    budget: { requests: 1 },
  },
  updateHousehold: {
    method: 'PATCH',
    path: '/api/household',
    auth: 'user',
    body: updateHouseholdRequest,
    doc: 'Renames the household or lets members invite (owner)',
    budget: { requests: 3 },
  },
  inviteMember: {
    method: 'POST',
    path: '/api/household/invitations',
    auth: 'user',
    body: inviteMemberRequest,
    doc: 'Invites a person by e-mail (owner, or members when allowed)',
    // limited per person, per household and per address (two windows each), and the sender checked on their record (issue 32).
    // The usual invitation is a first one: each of its six windows is opened (the increment refused, then
    // the window written), two requests a window. One more since issue 37: the invitee's account by
    // address (an index Query), so the mail speaks their language.
    budget: { requests: 17 },
  },
  revokeInvitation: {
    method: 'DELETE',
    path: '/api/household/invitations/{invitationId}',
    auth: 'user',
    doc: 'Withdraws an open invitation (owner or its sender)',
    budget: { requests: 2 },
  },
  removeMember: {
    method: 'DELETE',
    path: '/api/household/members/{userId}',
    auth: 'user',
    doc: 'Removes a member; their own recipes go with them (owner)',
    // the move conditioned on both households' versions, then the follow-ups: recipes moved, links ended and renewed, invitations withdrawn, sockets closed (issue 32).
    // The running import halted by the event itself (its running mark, one GetItem; the job's update
    // only when one runs), so it stops at once however slowly an item's page answers.
    budget: { requests: 12 },
  },
  setEatingNeeds: {
    method: 'PUT',
    path: '/api/household/members/{userId}/eating',
    auth: 'user',
    body: eatingNeedsSchema,
    doc: "Sets the caller's own allergies and diets, which recipes, plans and menus are checked against",
    // the household's one Query, then the member item's conditional update.
    budget: { requests: 2 },
  },
  handOver: {
    method: 'POST',
    path: '/api/household/owner',
    auth: 'user',
    body: handOverRequest,
    doc: 'Hands ownership to another member (owner)',
    budget: { requests: 3 },
  },
  leaveHousehold: {
    method: 'POST',
    path: '/api/household/leave',
    auth: 'user',
    doc: 'Leaves the household for a new household of one, with your own recipes',
    // the move conditioned on both households' versions, then the follow-ups: recipes moved, links ended and renewed, invitations withdrawn, sockets closed (issue 32).
    // The running import halted by the event itself (its running mark, one GetItem; the job's update
    // only when one runs), so it stops at once however slowly an item's page answers.
    budget: { requests: 13 },
  },
  previewInvitation: {
    method: 'GET',
    path: '/api/household-invitations/{token}',
    auth: 'user',
    doc: 'What an invitation link offers: the household and who invited',
    // checks at use that its sender is still in the household (issue 32).
    budget: { requests: 3 },
  },
  acceptInvitation: {
    method: 'POST',
    path: '/api/household-invitations/{token}/accept',
    auth: 'user',
    doc: 'Joins the household of an invitation sent to the caller’s proven address',
    // the move conditioned on both households' versions, the free tier's 50 counted across the members who would share it, and the follow-ups of the move (issue 32).
    // A running import of their household of one is halted by the move (its running mark, one GetItem).
    budget: { requests: 17 },
  },
  // Public: whoever received the mail may not have an account; the link's secret is the proof (issue 32).
  declineInvitation: {
    method: 'POST',
    path: '/api/household-invitations/{token}/decline',
    auth: 'public',
    doc: 'Withdraws an invitation from its mail ("this wasn\'t meant for me")',
    budget: { requests: 2 },
  },
});
