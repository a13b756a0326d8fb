// Ending a user's sessions before their tokens expire: "Sign out of all devices", a password reset and
// account deletion. Cognito revokes the refresh tokens (no new ID tokens); the session-validity record
// refuses the ID tokens already handed out (shared/session-check.ts), on every signed-in route at once.
import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { SessionValidityRepository } from '../../data/entities/session-validity.js';

export interface SessionDeps {
  cognito: { send: (command: never) => Promise<unknown> };
  userPoolId: string;
  sessions: Pick<SessionValidityRepository, 'endSessionsBefore' | 'markDeleted'>;
  /** Drops this container's cached record, so the next request here sees the change. */
  forget: (userId: string) => void;
  clock: () => Date;
}

/** Signs the user out everywhere: refresh tokens revoked, every ID token issued so far refused. */
export async function signOutEverywhere(deps: SessionDeps, userId: string): Promise<{ signedOut: true }> {
  await deps.cognito.send(
    new AdminUserGlobalSignOutCommand({ UserPoolId: deps.userPoolId, Username: userId }) as never,
  );
  // Taken after the revocation, so no token refreshed meanwhile outlives it.
  await deps.sessions.endSessionsBefore(userId, deps.clock());
  deps.forget(userId);
  return { signedOut: true };
}

/** A password was reset: sessions signed in with the old one end (the Cognito trigger calls this). */
export async function endSessionsAfterPasswordReset(
  deps: Pick<SessionDeps, 'sessions' | 'forget' | 'clock'>,
  userId: string,
): Promise<void> {
  await deps.sessions.endSessionsBefore(userId, deps.clock());
  deps.forget(userId);
}

/** A deleted account's tokens are refused from now on. */
export async function endSessionsOfDeletedAccount(
  deps: Pick<SessionDeps, 'sessions' | 'forget' | 'clock'>,
  userId: string,
): Promise<void> {
  await deps.sessions.markDeleted(userId, deps.clock());
  deps.forget(userId);
}
