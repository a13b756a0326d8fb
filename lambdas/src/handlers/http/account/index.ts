// Account area: health, the caller's profile and e-mail change.
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { changeEmailRequest, defaultDisplayName, updateProfileRequest } from '../../../contracts/account.js';
import { profileRepository } from '../../../data/entities/profile.js';
import type { Caller } from '../../../shared/auth.js';
import { cognito, db } from '../../../shared/clients.js';
import { requireConfig } from '../../../shared/config.js';
import { badRequest, conflict } from '../../../shared/errors.js';
import { defineRoute, httpApi } from '../../../shared/http.js';

const userPoolId = requireConfig('USER_POOL_ID');
const profiles = profileRepository(db);

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
    }));
  return { ...profile, isAdmin: caller.isAdmin, groups: caller.groups };
}

export const accountRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/health',
    auth: 'none',
    handler: async () => ({ ok: true, service: 'hearth', time: new Date().toISOString() }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/me',
    handler: async ({ caller }) => loadProfile(caller),
  }),
  defineRoute({
    method: 'PATCH',
    path: '/api/me',
    body: updateProfileRequest,
    handler: async ({ caller, body }) => {
      await loadProfile(caller);
      const profile = await profiles.updateDisplayName(caller.userId, body.displayName);
      return { ...profile, isAdmin: caller.isAdmin, groups: caller.groups };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/me/email',
    body: changeEmailRequest,
    handler: async ({ caller, body }) => {
      await loadProfile(caller);
      try {
        // The user is signed in and typed the address twice in the UI; we mark it verified so the
        // next sign-in works with it. Cognito keeps the address unique (AliasExistsException).
        await cognito.send(
          new AdminUpdateUserAttributesCommand({
            UserPoolId: userPoolId,
            Username: caller.userId,
            UserAttributes: [
              { Name: 'email', Value: body.email },
              { Name: 'email_verified', Value: 'true' },
            ],
          }),
        );
      } catch (error) {
        const name = (error as Error).name;
        if (name === 'AliasExistsException' || name === 'UsernameExistsException') {
          throw conflict('An account with this email already exists');
        }
        // An address Cognito will not take (the contract's check should have refused it first).
        if (name === 'InvalidParameterException') throw badRequest('Please enter a valid email address');
        throw error;
      }
      await profiles.updateEmail(caller.userId, body.email);
      return { email: body.email };
    },
  }),
];

export const handler = httpApi(accountRoutes);
