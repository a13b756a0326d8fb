// Deletion area routes: an account and everything it stored, by its cook or by an admin. One area of
// its own, because the removal reaches every entity (data/user-data-registry.ts), the media bucket and
// Stripe, which no other admin route needs (issue 20: the admin bundle and its grants stay small).
import { deleteOwnAccountRequest } from '../../../contracts/account.js';
import { defineManifest } from '../../../shared/route-manifest.js';

export const deletionManifest = defineManifest({
  deleteOwnAccount: {
    method: 'DELETE',
    path: '/api/me',
    auth: 'user',
    body: deleteOwnAccountRequest,
    doc: "Deletes the caller's own account and everything it stored (password required)",
    // also ends what the person's sessions made in the household (issue 32): invitations, links, sockets.
    // Issue 39: what they logged in the cook log (one Query of their entries).
    // Issue 38: the pantry kept under their id (one Query of its partition).
    // The running-import mark read as sessions end (halted at once; the sweep then takes the job).
    budget: { requests: 50 },
  },
  deleteUserAccount: {
    method: 'DELETE',
    path: '/api/admin/users/{userId}',
    auth: 'admin',
    doc: 'Deletes an account with all its data and ends its subscription',
    // also ends what the person's sessions made in the household (issue 32): invitations, links, sockets.
    // Issue 39: what they logged in the cook log (one Query of their entries).
    // Issue 38: the pantry kept under their id (one Query of its partition).
    // The running-import mark read as sessions end (halted at once; the sweep then takes the job).
    budget: { requests: 50 },
  },
});
