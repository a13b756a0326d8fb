// Admin routes need two-step sign-in (TOTP). Cognito's tokens do not say whether a code was used: its
// `amr` claim comes only with step-up sign-in (managed login's acr_values or USER_AUTH's
// TARGET_ACR_VALUES), which Hearth does not use. So the chain reads the admin's MFA settings
// (AdminGetUser: SOFTWARE_TOKEN_MFA in UserMFASettingList), kept in the container's memory for a minute
// like the session check. With TOTP on and no remembered devices Cognito asks every sign-in for a code,
// so an admin session is one signed in with a code, apart from one begun before its owner turned TOTP on
// (it ends with its refresh token; turning TOTP on took that session and a code from the new app).
// The Cognito reader lives in cognito-mfa-directory.ts and is installed by the areas that serve admin
// routes (admin, billing), so no other Lambda bundles AdminGetUser or needs the permission.
import { AppError } from '../../shared/errors.js';

export const ADMIN_MFA_CACHE_MS = 60_000;

export interface MfaDirectory {
  /** Whether the user has authenticator-app (TOTP) sign-in turned on. */
  hasTotp(userId: string): Promise<boolean>;
}

let directory: MfaDirectory | null = null;
const cache = new Map<string, { hasTotp: Promise<boolean>; readAt: number }>();

/** An area with admin routes installs Cognito's directory at load; unit tests a fake (null: none). */
export function setMfaDirectory(replacement: MfaDirectory | null): void {
  directory = replacement;
  cache.clear();
}

/** Forgets a user's cached answer (they just turned TOTP on or off in this container). */
export function forgetMfa(userId: string): void {
  cache.delete(userId);
}

export const mfaRequired = () =>
  new AppError(
    403,
    'mfa_required',
    'Admin pages need two-step sign-in. Set it up under My Account (Two-step sign-in), then try again.',
  );

/** Throws mfa_required unless the admin has two-step sign-in turned on. */
export async function requireAdminMfa(userId: string, now = Date.now()): Promise<void> {
  let entry = cache.get(userId);
  if (!entry || now - entry.readAt >= ADMIN_MFA_CACHE_MS) {
    if (!directory) throw new Error('This area serves admin routes but installed no MFA directory');
    const read = directory.hasTotp(userId);
    entry = { hasTotp: read, readAt: now };
    cache.set(userId, entry);
    // Neither a failure nor a "no" is kept: the admin who just set it up is let in at once.
    read.then(
      (has) => {
        if (!has && cache.get(userId)?.hasTotp === read) cache.delete(userId);
      },
      () => {
        if (cache.get(userId)?.hasTotp === read) cache.delete(userId);
      },
    );
  }
  if (!(await entry.hasTotp)) throw mfaRequired();
}
