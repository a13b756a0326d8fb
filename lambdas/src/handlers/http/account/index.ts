// Account area: health, the caller's profile and e-mail change.

import { sendMail } from '../../../adapters/mail/mailer.js';
import { defaultDisplayName } from '../../../contracts/account.js';
import { emailChangeRepository } from '../../../data/entities/email-change.js';
import { households } from '../../../data/entities/household/repository.js';
import { profileRepository } from '../../../data/entities/profile.js';
import {
  confirmEmailChange,
  type EmailChangeDeps,
  startEmailChange,
} from '../../../domain/account/email-change.js';
import { appOrigin } from '../../../shared/app-origin.js';
import type { Caller } from '../../../shared/auth.js';
import { db } from '../../../shared/clients.js';
import { requireConfig } from '../../../shared/config.js';
import { AppError } from '../../../shared/errors.js';
import { logger } from '../../../shared/logger.js';
import { bindRoutes, httpApi, json } from '../../shared/http.js';
import { identityProvider } from '../../shared/identity.js';
import { enforceRateLimit } from '../../shared/rate-limits.js';
import { accountManifest } from './manifest.js';
import { sessionHandlers } from './session-routes.js';

const profiles = profileRepository(db);
const identity = identityProvider(requireConfig('USER_POOL_CLIENT_ID'));
const emailChangeDeps: EmailChangeDeps = {
  changes: emailChangeRepository(db),
  profiles,
  checkPassword: identity.checkPassword,
  setVerifiedEmail: identity.setVerifiedEmail,
  sendMail,
  origin: appOrigin,
  clock: () => new Date(),
};

/** The caller's profile, created on first use if the post-confirmation trigger has not run. */
async function loadProfile(caller: Caller) {
  const existing = await profiles.get(caller.userId);
  const profile =
    existing ??
    (await profiles.createIfMissing({
      userId: caller.userId,
      email: caller.email.toLowerCase(),
      displayName: defaultDisplayName(caller.email),
      hasLifetimeAccess: false,
      createdAt: new Date().toISOString(),
      emailVerified: caller.emailVerified === true,
    }));
  // A profile written before addresses were tracked as proven: Cognito's claim for the same address
  // vouches for it (Cognito only marks an address verified after a code, or an admin's change).
  if (!profile.emailVerified && caller.emailVerified && caller.email.toLowerCase() === profile.email) {
    if (await profiles.markEmailVerified(caller.userId, profile.email)) profile.emailVerified = true;
  }
  return { ...profile, units: profile.units ?? 'us', isAdmin: caller.isAdmin, groups: caller.groups };
}

export const handler = httpApi(
  bindRoutes(accountManifest, {
    health: async () => ({ ok: true, service: 'hearth', time: new Date().toISOString() }),
    getProfile: async ({ caller }) => loadProfile(caller),
    updateProfile: async ({ caller, body }) => {
      await loadProfile(caller);
      const profile = await profiles.updateDisplayName(caller.userId, body.displayName);
      // The household shows each member by name beside what they added.
      await households.renameMember(caller.householdId, caller.userId, profile.displayName);
      return { ...profile, isAdmin: caller.isAdmin, groups: caller.groups };
    },
    setUnitPreference: async ({ caller, body }) => {
      await loadProfile(caller);
      const profile = await profiles.setUnits(caller.userId, body.units);
      return { ...profile, isAdmin: caller.isAdmin, groups: caller.groups };
    },
    setLanguage: async ({ caller, body }) => {
      await loadProfile(caller);
      const profile = await profiles.setLanguage(caller.userId, body.language);
      // Cognito's codes (password reset) follow the choice too; the profile holds it either way.
      await identity.setLocale(caller.userId, body.language).catch((error: unknown) => {
        logger.warn('locale not kept on the sign-in', { error: String(error) });
      });
      return { ...profile, isAdmin: caller.isAdmin, groups: caller.groups };
    },
    // The old one-step change trusted any address without proof; it now refuses and names the new flow.
    oneStepEmailChange: async () => {
      throw new AppError(
        410,
        'gone',
        'Changing your e-mail now needs a code sent to the new address: use POST /api/me/email-change',
      );
    },
    startEmailChange: async ({ caller, body }) => {
      await loadProfile(caller);
      await enforceRateLimit('email-change', { userId: caller.userId });
      return json(202, await startEmailChange(emailChangeDeps, caller.userId, body));
    },
    confirmEmailChange: async ({ caller, body }) =>
      confirmEmailChange(emailChangeDeps, caller.userId, body.code),
    ...sessionHandlers,
  }),
);
