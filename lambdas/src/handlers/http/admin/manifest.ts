// Admin area routes: invitation codes, lifetime invitations, user access and the audit log (group
// admin), plus code redemption, which every signed-in user may call. Deleting an account: deletion area.
import {
  generateCodeRequest,
  redeemCodeRequest,
  sendInvitationRequest,
  updateUserEmailRequest,
} from '../../../contracts/admin.js';
import { defineManifest } from '../../../shared/route-manifest.js';

export const adminManifest = defineManifest({
  redeemInvitationCode: {
    method: 'POST',
    path: '/api/invitation-codes/redeem',
    auth: 'user',
    body: redeemCodeRequest,
    doc: 'Redeems an invitation code for lifetime access',
    budget: { requests: 4 },
  },
  listInvitationCodes: {
    method: 'GET',
    path: '/api/admin/invitation-codes',
    auth: 'admin',
    doc: 'Invitation codes, newest first, a page at a time',
    budget: { requests: 1, items: 50 },
  },
  generateInvitationCode: {
    method: 'POST',
    path: '/api/admin/invitation-codes',
    auth: 'admin',
    body: generateCodeRequest,
    doc: 'Makes a new invitation code (audit-logged)',
    budget: { requests: 2 },
  },
  deactivateInvitationCode: {
    method: 'POST',
    path: '/api/admin/invitation-codes/{code}/deactivate',
    auth: 'admin',
    doc: 'Deactivates an unused invitation code (audit-logged)',
    budget: { requests: 2 },
  },
  sendLifetimeInvitation: {
    method: 'POST',
    path: '/api/admin/invitations',
    auth: 'admin',
    body: sendInvitationRequest,
    doc: 'Gives lifetime access to an e-mail address and tells its owner',
    budget: { requests: 2 },
  },
  searchUsers: {
    method: 'GET',
    path: '/api/admin/users',
    auth: 'admin',
    doc: 'Users whose e-mail address begins with ?email=',
    budget: { requests: 0 },
  },
  grantUserLifetime: {
    method: 'PUT',
    path: '/api/admin/users/{userId}/lifetime',
    auth: 'admin',
    doc: 'Grants a user lifetime access',
    budget: { requests: 2 },
  },
  revokeUserLifetime: {
    method: 'DELETE',
    path: '/api/admin/users/{userId}/lifetime',
    auth: 'admin',
    doc: "Revokes a user's admin-granted lifetime access",
    budget: { requests: 2 },
  },
  changeUserEmail: {
    method: 'PUT',
    path: '/api/admin/users/{userId}/email',
    auth: 'admin',
    body: updateUserEmailRequest,
    doc: "Changes a user's e-mail address and tells both addresses",
    budget: { requests: 2 },
  },
  listAuditLog: {
    method: 'GET',
    path: '/api/admin/audit-log',
    auth: 'admin',
    doc: 'The audit log of admin actions, newest first',
    budget: { requests: 1, items: 50 },
  },
});
