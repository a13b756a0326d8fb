// Manage User Access: find members by e-mail (the identity provider's `email ^= "<prefix>"` search),
// grant or revoke lifetime access, change a member's e-mail, delete an account. Users are addressed by
// their Cognito `sub`, which is also their Cognito user name (the pool signs in by e-mail alias).
import type { AdminUser } from '../../contracts/admin.js';
import { isConditionFailure } from '../../data/client.js';
import type { AuditAction, AuditLogRepository } from '../../data/entities/audit-log.js';
import type { EntitlementRecord } from '../../data/entities/entitlement.js';
import type { ProfileRepository } from '../../data/entities/profile.js';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../shared/errors.js';
import { logger } from '../../shared/logger.js';
import { messages as emailChangeMessages } from '../account/email-change.js';
import { emailAssignedByAdminNotice, emailChangedNotice } from '../account/email-change-mail.js';
import type { IdentityProvider } from '../account/ports.js';
import type { MailMessage } from '../mail/ports.js';

export interface AdminCaller {
  userId: string;
  email: string;
}

export interface UserAdminDeps {
  identity: Pick<
    IdentityProvider,
    'getUser' | 'searchByEmailPrefix' | 'adminIds' | 'setVerifiedEmail' | 'deleteUser' | 'checkPassword'
  >;
  profiles: ProfileRepository;
  audit: AuditLogRepository;
  getEntitlement: (userId: string) => Promise<EntitlementRecord>;
  grantLifetime: (userId: string) => Promise<void>;
  revokeLifetime: (userId: string) => Promise<void>;
  /** Tells the old and the new address of an admin's e-mail change (issue 13). */
  sendMail?: (message: MailMessage) => Promise<void>;
  origin?: () => Promise<string>;
  /** Removes everything the user stored (see user-data.ts). */
  deleteUserData: (userId: string) => Promise<{ recipes: number }>;
  /** Refuses every token the deleted account still holds (domain/account/sessions.ts). */
  endSessions: (userId: string) => Promise<void>;
  /** Cancels the account's live Stripe subscription; its id, or null (domain/billing/account-deletion.ts). */
  cancelSubscription: (userId: string) => Promise<string | null>;
}

const SEARCH_LIMIT = 20;
/** The longest term Cognito's 256-character filter (`email ^= "…"`) can carry. */
const MAX_SEARCH_TERM = 245;

/** The directory's user with this id, or 404. */
async function directoryUser(deps: UserAdminDeps, userId: string): Promise<{ email: string }> {
  const user = await deps.identity.getUser(userId);
  if (!user) throw notFound('User not found');
  return user;
}

function record(
  deps: UserAdminDeps,
  admin: AdminCaller,
  action: AuditAction,
  target: { userId: string | null; email: string | null },
  details: Record<string, string> = {},
) {
  return deps.audit.record({
    action,
    actorId: admin.userId,
    actorEmail: admin.email,
    targetUserId: target.userId,
    target: target.email,
    details,
  });
}

/** Members whose e-mail starts with the term (SPEC 5: an empty term finds nobody). */
export async function searchUsers(deps: UserAdminDeps, term: string): Promise<AdminUser[]> {
  // Addresses are stored in lower case; quotes and backslashes cannot be part of a filter value.
  const prefix = term.trim().toLowerCase().replace(/["\\]/g, '');
  if (prefix.length === 0) return [];
  // Cognito refuses a longer filter with InvalidParameterException (a 500 here). Addresses hold no
  // control characters, and a term that long is no one's address: such a term finds nobody.
  if (prefix.length > MAX_SEARCH_TERM || /\p{Cc}/u.test(prefix)) return [];
  const [users, adminIds] = await Promise.all([
    deps.identity.searchByEmailPrefix(prefix, SEARCH_LIMIT),
    deps.identity.adminIds(),
  ]);
  return Promise.all(
    users.map(async (user) => {
      const id = user.id;
      const [profile, entitlement] = await Promise.all([deps.profiles.get(id), deps.getEntitlement(id)]);
      return {
        id,
        email: user.email,
        displayName: profile?.displayName || user.name,
        hasLifetimeAccess: entitlement.lifetime,
        isAdmin: adminIds.has(id),
      };
    }),
  );
}

/** Grants lifetime access ('admin' source). */
export async function grantUserLifetime(deps: UserAdminDeps, admin: AdminCaller, userId: string) {
  const user = await directoryUser(deps, userId);
  await deps.grantLifetime(userId);
  await record(deps, admin, 'lifetime.granted', { userId, email: user.email });
  return { id: userId, hasLifetimeAccess: true };
}

/** Takes lifetime access away (a paid subscription is untouched). */
export async function revokeUserLifetime(deps: UserAdminDeps, admin: AdminCaller, userId: string) {
  const user = await directoryUser(deps, userId);
  await deps.revokeLifetime(userId);
  await record(deps, admin, 'lifetime.revoked', { userId, email: user.email });
  return { id: userId, hasLifetimeAccess: false };
}

/** Changes a member's sign-in address (marked verified, as the admin vouches for it) and their profile. */
export async function changeUserEmail(
  deps: UserAdminDeps,
  admin: AdminCaller,
  userId: string,
  email: string,
) {
  const user = await directoryUser(deps, userId);
  const outcome = await deps.identity.setVerifiedEmail(userId, email);
  if (outcome === 'taken') throw conflict('An account with this email already exists');
  // An address the provider will not take (the contract's check should have refused it first).
  if (outcome === 'invalid') throw badRequest('Please enter a valid email address');
  try {
    await deps.profiles.updateEmail(userId, email);
  } catch (error) {
    // No profile yet (never signed in): GET /api/me creates it from the token's new address.
    if (!isConditionFailure(error)) throw error;
  }
  await record(deps, admin, 'user.email_changed', { userId, email }, { from: user.email, to: email });
  await tellBothAddresses(deps, userId, user.email, email);
  return { id: userId, email };
}

/** The old address learns where the account went; the new one that it now signs in there. */
async function tellBothAddresses(deps: UserAdminDeps, userId: string, oldEmail: string, newEmail: string) {
  if (!deps.sendMail || !deps.origin || oldEmail.toLowerCase() === newEmail) return;
  const send = deps.sendMail;
  // The change and its audit entry stand even if a mail fails; the failure is logged.
  try {
    const origin = await deps.origin();
    const mails = [emailAssignedByAdminNotice({ to: newEmail, oldEmail, origin })];
    if (oldEmail) mails.push(emailChangedNotice({ to: oldEmail, newEmail, origin, byAdmin: true }));
    await Promise.all(mails.map((mail) => send(mail)));
  } catch (error) {
    logger.error('e-mail change notices failed', { userId, error: String(error) });
  }
}

/**
 * Deletes the sign-in first (no new sessions), then the data. Running it again for a user whose
 * sign-in is already gone finishes the data removal, so a deletion cut short is never stuck.
 */
export async function deleteUserAccount(deps: UserAdminDeps, admin: AdminCaller, userId: string) {
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
export async function deleteOwnAccount(deps: UserAdminDeps, caller: AdminCaller, currentPassword: string) {
  if ((await deps.identity.adminIds()).has(caller.userId)) throw forbidden(ownDeletionMessages.admin);
  const password = await deps.identity.checkPassword(caller.userId, currentPassword);
  if (password === 'locked') throw tooManyRequests(ownDeletionMessages.tooManyTries);
  if (password === 'wrong') throw badRequest(ownDeletionMessages.wrongPassword);
  const email = (await deps.identity.getUser(caller.userId))?.email ?? caller.email;
  return removeAccount(deps, { userId: caller.userId, email }, { userId: caller.userId, email });
}

/** The sign-in, the sessions, the subscription, then the data; recorded as done by `actor`. */
async function removeAccount(
  deps: UserAdminDeps,
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
