// Account area: "Sign out of all devices" (POST /api/me/sign-out-everywhere).
import { sessionValidity } from '../../../data/entities/session-validity.js';
import { type SessionDeps, signOutEverywhere } from '../../../domain/account/sessions.js';
import { cognito } from '../../../shared/clients.js';
import { requireConfig } from '../../../shared/config.js';
import type { RouteHandlers } from '../../../shared/http.js';
import { forgetSession } from '../../../shared/session-check.js';
import type { accountManifest } from './manifest.js';

const sessionDeps: SessionDeps = {
  cognito,
  userPoolId: requireConfig('USER_POOL_ID'),
  sessions: sessionValidity,
  forget: forgetSession,
  clock: () => new Date(),
};

export const sessionHandlers = {
  signOutEverywhere: async ({ caller }) => signOutEverywhere(sessionDeps, caller.userId),
} satisfies Pick<RouteHandlers<typeof accountManifest>, 'signOutEverywhere'>;
