// Account area: "Sign out of all devices" (POST /api/me/sign-out-everywhere), and the live socket's
// connect ticket (POST /api/live/tickets), which carries the sign-in time its session check compares.
import { liveTickets } from '../../../data/entities/live-ticket.js';
import { sessionValidity } from '../../../data/entities/session-validity.js';
import { type SessionDeps, signOutEverywhere } from '../../../domain/account/sessions.js';
import { issueConnectTicket } from '../../../domain/live/connect-ticket.js';
import { json, type RouteHandlers } from '../../shared/http.js';
import { identityProvider } from '../../shared/identity.js';
import { forgetSession, signedInAt } from '../../shared/session-check.js';
import type { accountManifest } from './manifest.js';

const sessionDeps: SessionDeps = {
  identity: identityProvider(),
  sessions: sessionValidity,
  forget: forgetSession,
  clock: () => new Date(),
};

export const sessionHandlers = {
  signOutEverywhere: async ({ caller }) => signOutEverywhere(sessionDeps, caller.userId),
  issueLiveTicket: async ({ caller, event }) => {
    const claims = event.requestContext.authorizer?.jwt?.claims as Record<string, unknown> | undefined;
    const ticket = await issueConnectTicket(
      { tickets: liveTickets, clock: () => new Date() },
      { userId: caller.userId, signedInAt: signedInAt(claims) },
    );
    return json(201, ticket);
  },
} satisfies Pick<RouteHandlers<typeof accountManifest>, 'signOutEverywhere' | 'issueLiveTicket'>;
