// Account area: "Sign out of all devices" (POST /api/me/sign-out-everywhere).
import { sessionValidity } from '../../../data/entities/session-validity.js';
import { type SessionDeps, signOutEverywhere } from '../../../domain/account/sessions.js';
import { defineRoute } from '../../../shared/http.js';
import { forgetSession } from '../../../shared/session-check.js';
import { identityProvider } from '../../shared/identity.js';

const sessionDeps: SessionDeps = {
  identity: identityProvider(),
  sessions: sessionValidity,
  forget: forgetSession,
  clock: () => new Date(),
};

export const sessionRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/me/sign-out-everywhere',
    handler: async ({ caller }) => signOutEverywhere(sessionDeps, caller.userId),
  }),
];
