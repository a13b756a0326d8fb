// Manage User Access: find members by e-mail (the identity provider's `email ^= "<prefix>"` search),
// grant or revoke lifetime access, change a member's e-mail (deleting an account: account-deletion.ts).
// Users are addressed by their Cognito `sub`, which is also their Cognito user name (the pool signs in
// by e-mail alias).
import type { AdminUser } from '../../contracts/admin.js';
import type { InterfaceLanguage } from '../../contracts/languages.js';
import { isConditionFailure } from '../../data/client.js';
import type { AuditAction, AuditLogRepository } from '../../data/entities/audit-log.js';
import type { EntitlementRecord } from '../../data/entities/entitlement.js';
import type { ProfileRepository } from '../../data/entities/profile.js';
import { badRequest, conflict, notFound } from '../../shared/errors.js';
import { logger } from '../../shared/logger.js';
import { mailLanguage } from '../../shared/mail-texts/fill.js';
import { emailAssignedByAdminNotice, emailChangedNotice } from '../account/email-change-mail.js';
import type { IdentityProvider } from '../account/ports.js';
import type { MailMessage } from '../mail/ports.js';

export interface AdminCaller {
  userId: string;
  email: string;
}

export interface UserAdminDeps {
  identity: Pick<IdentityProvider, 'getUser' | 'searchByEmailPrefix' | 'adminIds' | 'setVerifiedEmail'>;
  profiles: ProfileRepository;
  audit: AuditLogRepository;
  getEntitlement: (userId: string) => Promise<EntitlementRecord>;
  grantLifetime: (userId: string) => Promise<void>;
  revokeLifetime: (userId: string) => Promise<void>;
  /** Tells the old and the new address of an admin's e-mail change (issue 13). */
  sendMail?: (message: MailMessage) => Promise<void>;
  origin?: () => Promise<string>;
}

const SEARCH_LIMIT = 20;
/** The longest term Cognito's 256-character filter (`email ^= "…"`) can carry. */
const MAX_SEARCH_TERM = 245;

/** The directory's user with this id, or 404. */
export async function directoryUser(
  deps: { identity: Pick<IdentityProvider, 'getUser'> },
  userId: string,
): Promise<{ email: string; locale?: string }> {
  const user = await deps.identity.getUser(userId);
  if (!user) throw notFound('User not found');
  return user;
}

/** An admin action (or a cook's own deletion) in the audit log. */
export function record(
  deps: Pick<UserAdminDeps, 'audit'>,
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
  await tellBothAddresses(deps, userId, user.email, email, mailLanguage(user.locale));
  return { id: userId, email };
}

/**
 * The old address learns where the account went; the new one that it now signs in there. Both in the
 * account's language (issue 37: `locale` on its sign-in, which follows the profile's).
 */
async function tellBothAddresses(
  deps: UserAdminDeps,
  userId: string,
  oldEmail: string,
  newEmail: string,
  language: InterfaceLanguage,
) {
  if (!deps.sendMail || !deps.origin || oldEmail.toLowerCase() === newEmail) return;
  const send = deps.sendMail;
  // The change and its audit entry stand even if a mail fails; the failure is logged.
  try {
    const origin = await deps.origin();
    const mails = [emailAssignedByAdminNotice({ to: newEmail, oldEmail, origin, language })];
    if (oldEmail) mails.push(emailChangedNotice({ to: oldEmail, newEmail, origin, byAdmin: true, language }));
    await Promise.all(mails.map((mail) => send(mail)));
  } catch (error) {
    logger.error('e-mail change notices failed', { userId, error: String(error) });
  }
}
