// Deleting an account, by an admin (Manage User Access) or by its cook (My Account): the sign-in, the
// sessions, the subscription, then everything it stored. Its own area (handlers/http/deletion), so
// the admin area's cold start and grants carry none of it (issue 20).
import type { ProfileRepository } from '../../data/entities/profile.js';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../shared/errors.js';
import { messages as emailChangeMessages } from '../account/email-change.js';
import type { IdentityProvider } from '../account/ports.js';
import { type AdminCaller, directoryUser, record, type UserAdminDeps } from './users.js';

export interface AccountDeletionDeps {
  identity: Pick<IdentityProvider, 'getUser' | 'adminIds' | 'deleteUser' | 'checkPassword'>;
  profiles: Pick<ProfileRepository, 'get'>;
  audit: UserAdminDeps['audit'];
  /** Removes everything the user stored (see user-data.ts). */
  deleteUserData: (userId: string) => Promise<{ recipes: number }>;
  /** Refuses every token the deleted account still holds (domain/account/sessions.ts). */
  endSessions: (userId: string) => Promise<void>;
  /** Cancels the account's live Stripe subscription; its id, or null (domain/billing/account-deletion.ts). */
  cancelSubscription: (userId: string) => Promise<string | null>;
}

/**
 * Deletes the sign-in first (no new sessions), then the data. Running it again for a user whose
 * sign-in is already gone finishes the data removal, so a deletion cut short is never stuck.
 */
export async function deleteUserAccount(deps: AccountDeletionDeps, admin: AdminCaller, userId: string) {
  if (userId === admin.userId) throw badRequest('You cannot delete your own account here');
  let email: string | null = null;
  try {
    email = (await directoryUser(deps, userId)).email;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    const profile = await deps.profiles.get(userId);
    if (!profile) throw notFound('User not found');
    email = profile.email;
  }
  return removeAccount(deps, admin, { userId, email });
}

export const ownDeletionMessages = {
  wrongPassword: emailChangeMessages.wrongPassword,
  tooManyTries: emailChangeMessages.tooManyPasswordTries,
  admin:
    'An admin account is deleted by another admin (Manage User Access), so Hearth is never left without one.',
};

/**
 * A cook deletes their own account (My Account), proving it is them with their password: the same
 * removal as an admin's, audit-logged with the cook as the actor. An admin may not (the last admin
 * could lock everyone out of running Hearth); another admin deletes them.
 */
export async function deleteOwnAccount(
  deps: AccountDeletionDeps,
  caller: AdminCaller,
  currentPassword: string,
) {
  if ((await deps.identity.adminIds()).has(caller.userId)) throw forbidden(ownDeletionMessages.admin);
  const password = await deps.identity.checkPassword(caller.userId, currentPassword);
  if (password === 'locked') throw tooManyRequests(ownDeletionMessages.tooManyTries);
  if (password === 'wrong') throw badRequest(ownDeletionMessages.wrongPassword);
  const email = (await deps.identity.getUser(caller.userId))?.email ?? caller.email;
  return removeAccount(deps, { userId: caller.userId, email }, { userId: caller.userId, email });
}

/** The sign-in, the sessions, the subscription, then the data; recorded as done by `actor`. */
async function removeAccount(
  deps: AccountDeletionDeps,
  actor: AdminCaller,
  target: { userId: string; email: string | null },
) {
  const { userId } = target;
  // A sign-in already gone ('missing') is a deletion cut short: the rest still runs.
  await deps.identity.deleteUser(userId);
  // Tokens already handed out stop working now, not when they expire.
  await deps.endSessions(userId);
  // Before the data goes: the entitlement names the subscription, and a failure here leaves it for a re-run.
  const subscription = await deps.cancelSubscription(userId);
  const removed = await deps.deleteUserData(userId);
  await record(deps, actor, 'user.deleted', target, {
    recipes: String(removed.recipes),
    ...(subscription ? { subscriptionCancelled: subscription } : {}),
  });
  return { id: userId, deleted: true };
}
