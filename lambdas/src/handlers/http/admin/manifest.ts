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
  },
  listInvitationCodes: {
    method: 'GET',
    path: '/api/admin/invitation-codes',
    auth: 'admin',
    doc: 'Invitation codes, newest first, a page at a time',
  },
  generateInvitationCode: {
    method: 'POST',
    path: '/api/admin/invitation-codes',
    auth: 'admin',
    body: generateCodeRequest,
    doc: 'Makes a new invitation code (audit-logged)',
  },
  deactivateInvitationCode: {
    method: 'POST',
    path: '/api/admin/invitation-codes/{code}/deactivate',
    auth: 'admin',
    doc: 'Deactivates an unused invitation code (audit-logged)',
  },
  sendLifetimeInvitation: {
    method: 'POST',
    path: '/api/admin/invitations',
    auth: 'admin',
    body: sendInvitationRequest,
    doc: 'Gives lifetime access to an e-mail address and tells its owner',
  },
  searchUsers: {
    method: 'GET',
    path: '/api/admin/users',
    auth: 'admin',
    doc: 'Users whose e-mail address begins with ?email=',
  },
  grantUserLifetime: {
    method: 'PUT',
    path: '/api/admin/users/{userId}/lifetime',
    auth: 'admin',
    doc: 'Grants a user lifetime access',
  },
  revokeUserLifetime: {
    method: 'DELETE',
    path: '/api/admin/users/{userId}/lifetime',
    auth: 'admin',
    doc: "Revokes a user's admin-granted lifetime access",
  },
  changeUserEmail: {
    method: 'PUT',
    path: '/api/admin/users/{userId}/email',
    auth: 'admin',
    body: updateUserEmailRequest,
    doc: "Changes a user's e-mail address and tells both addresses",
  },
  listAuditLog: {
    method: 'GET',
    path: '/api/admin/audit-log',
    auth: 'admin',
    doc: 'The audit log of admin actions, newest first',
  },
});
