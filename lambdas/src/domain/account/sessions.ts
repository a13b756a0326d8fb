// Ending a user's sessions before their tokens expire: "Sign out of all devices", a password reset and
// account deletion. Cognito revokes the refresh tokens (no new ID tokens); the session-validity record
// refuses the ID tokens already handed out (shared/session-check.ts), on every signed-in route at once.
import type { SessionValidityRepository } from '../../data/entities/session-validity.js';
import { logger } from '../../shared/logger.js';
import type { IdentityProvider } from './ports.js';

export interface SessionDeps {
  identity: Pick<IdentityProvider, 'signOutEverywhere'>;
  sessions: Pick<SessionValidityRepository, 'endSessionsBefore' | 'markDeleted'>;
  /** Drops this container's cached record, so the next request here sees the change. */
  forget: (userId: string) => void;
  clock: () => Date;
  /** Waits (setTimeout); tests may pass their own. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Stops what the ended sessions could have passed on (issue 32: open sockets, invitations, linked
   * files, the household's calendar links). Each of those also checks the record as it acts, so a
   * failure here is logged, not answered: the sessions have ended either way.
   */
  revoke?: (userId: string) => Promise<void>;
}

/**
 * Tokens carry whole seconds, so a sign-in in the very second sessions were ended would be refused too.
 * Answering only once that second is over means any sign-in that follows the answer is accepted.
 */
async function letTheSecondPass(deps: Pick<SessionDeps, 'clock' | 'sleep'>, endedAt: Date): Promise<void> {
  const remaining = (Math.floor(endedAt.getTime() / 1000) + 1) * 1000 - deps.clock().getTime();
  if (remaining <= 0) return;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  await sleep(remaining + 5);
}

async function revokeQuietly(deps: Pick<SessionDeps, 'revoke'>, userId: string): Promise<void> {
  try {
    await deps.revoke?.(userId);
  } catch (error) {
    logger.warn('revoking after sessions ended failed in part', { error: String(error) });
  }
}

/** Signs the user out everywhere: refresh tokens revoked, every ID token issued so far refused. */
export async function signOutEverywhere(deps: SessionDeps, userId: string): Promise<{ signedOut: true }> {
  await deps.identity.signOutEverywhere(userId);
  // Taken after the revocation, so no token refreshed meanwhile outlives it.
  const endedAt = deps.clock();
  await deps.sessions.endSessionsBefore(userId, endedAt);
  deps.forget(userId);
  await revokeQuietly(deps, userId);
  await letTheSecondPass(deps, endedAt);
  return { signedOut: true };
}

/** A password was reset: sessions signed in with the old one end (the Cognito trigger calls this). */
export async function endSessionsAfterPasswordReset(
  deps: Pick<SessionDeps, 'sessions' | 'forget' | 'clock' | 'sleep' | 'revoke'>,
  userId: string,
): Promise<void> {
  const endedAt = deps.clock();
  await deps.sessions.endSessionsBefore(userId, endedAt);
  deps.forget(userId);
  await revokeQuietly(deps, userId);
  // Cognito answers the reset after this trigger: a sign-in with the new password comes later still.
  await letTheSecondPass(deps, endedAt);
}

/** A deleted account's tokens are refused from now on. */
export async function endSessionsOfDeletedAccount(
  deps: Pick<SessionDeps, 'sessions' | 'forget' | 'clock'>,
  userId: string,
): Promise<void> {
  await deps.sessions.markDeleted(userId, deps.clock());
  deps.forget(userId);
}
