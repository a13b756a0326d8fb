// Account area routes: health, the caller's profile, e-mail change, the live socket's connect ticket and
// signing out everywhere.
import {
  confirmEmailChangeRequest,
  setLanguageRequest,
  setUnitPreferenceRequest,
  startEmailChangeRequest,
  updateProfileRequest,
} from '../../../contracts/account.js';
import { defineManifest } from '../../../shared/route-manifest.js';

export const accountManifest = defineManifest({
  health: {
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    doc: 'Says the API is up',
    budget: { requests: 0 },
  },
  getProfile: {
    method: 'GET',
    path: '/api/me',
    auth: 'user',
    doc: "The caller's profile, made on first use",
    budget: { requests: 1 },
  },
  updateProfile: {
    method: 'PATCH',
    path: '/api/me',
    auth: 'user',
    body: updateProfileRequest,
    doc: "Changes the caller's display name",
    budget: { requests: 3 },
  },
  setUnitPreference: {
    method: 'PUT',
    path: '/api/me/units',
    auth: 'user',
    body: setUnitPreferenceRequest,
    doc: 'Sets how the caller reads amounts: US customary or metric',
    budget: { requests: 2 },
  },
  setLanguage: {
    method: 'PUT',
    path: '/api/me/language',
    auth: 'user',
    body: setLanguageRequest,
    doc: 'Sets the language Hearth speaks to the caller, on every device',
    budget: { requests: 2 },
  },
  // Issue 13: an e-mail change is proven by a code mailed to the new address.
  oneStepEmailChange: {
    method: 'PUT',
    path: '/api/me/email',
    auth: 'user',
    doc: 'The old one-step e-mail change: answers 410 and names the new flow',
    budget: { requests: 0 },
  },
  startEmailChange: {
    method: 'POST',
    path: '/api/me/email-change',
    auth: 'user',
    body: startEmailChangeRequest,
    doc: 'Checks the password and mails a code to the new address',
    budget: { requests: 5 },
  },
  confirmEmailChange: {
    method: 'POST',
    path: '/api/me/email-change/confirm',
    auth: 'user',
    body: confirmEmailChangeRequest,
    doc: 'Confirms the code: the new address counts from now',
    budget: { requests: 5 },
  },
  // Issue 40: the live-updates socket opens with a one-time ticket, never the ID token in its URL.
  issueLiveTicket: {
    method: 'POST',
    path: '/api/live/tickets',
    auth: 'user',
    doc: 'A one-time ticket (30 seconds) that opens the live-updates WebSocket',
    budget: { requests: 1 },
  },
  signOutEverywhere: {
    method: 'POST',
    path: '/api/me/sign-out-everywhere',
    auth: 'user',
    doc: "Ends every session of the caller's account",
    // ends what the sessions made too (issue 32): the session record, the sender's open invitations withdrawn, the household's links ended and renewed, the sockets closed, linked files dropped.
    // The running import halted by the event itself (its running mark, one GetItem; the job's update
    // only when one runs), so it stops at once however slowly an item's page answers.
    budget: { requests: 9 },
  },
});
