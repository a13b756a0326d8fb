// Account area: "Sign out of all devices" (POST /api/me/sign-out-everywhere).
import { sessionValidity } from '../../../data/entities/session-validity.js';
import { type SessionDeps, signOutEverywhere } from '../../../domain/account/sessions.js';
import { revokeWhatSessionsMade } from '../../shared/household-follow-ups.js';
import type { RouteHandlers } from '../../shared/http.js';
import { identityProvider } from '../../shared/identity.js';
import { forgetSession } from '../../shared/session-check.js';
import type { accountManifest } from './manifest.js';

const sessionDeps: SessionDeps = {
  identity: identityProvider(),
  sessions: sessionValidity,
  forget: forgetSession,
  clock: () => new Date(),
  revoke: revokeWhatSessionsMade,
};

export const sessionHandlers = {
  signOutEverywhere: async ({ caller }) => signOutEverywhere(sessionDeps, caller.userId),
} satisfies Pick<RouteHandlers<typeof accountManifest>, 'signOutEverywhere'>;
