// Deletion area: an account and everything it stored, by its cook (password required) or by an admin
// (group admin and two-step sign-in, checked before anything else).
import { sendMail } from '../../../adapters/mail/mailer.js';
import { auditLogRepository } from '../../../data/entities/audit-log.js';
import { entitlementRepository } from '../../../data/entities/entitlement.js';
import { households } from '../../../data/entities/household/repository.js';
import { profileRepository } from '../../../data/entities/profile.js';
import { ratingRepository } from '../../../data/entities/rating.js';
import { recipeDeleteRepository } from '../../../data/entities/recipe.js';
import { sessionValidity } from '../../../data/entities/session-validity.js';
import { viewerStateRepository } from '../../../data/entities/viewer-state.js';
import {
  personalDataCleanups,
  sweepUserPartition,
  userDataCleanups,
} from '../../../data/user-data-registry.js';
import { endSessionsOfDeletedAccount } from '../../../domain/account/sessions.js';
import {
  type AccountDeletionDeps,
  deleteOwnAccount,
  deleteUserAccount,
} from '../../../domain/admin/account-deletion.js';
import {
  deleteAllDataOfUser,
  deleteRecipesOfUser,
  type UserDataDeps,
} from '../../../domain/admin/user-data.js';
import { cancelSubscriptionOfDeletedAccount } from '../../../domain/billing/account-deletion.js';
import type { HouseholdDeps } from '../../../domain/households/households.js';
import { leaveForDeletion } from '../../../domain/households/membership.js';
import { appOrigin } from '../../../shared/app-origin.js';
import { db } from '../../../shared/clients.js';
import { requireConfig } from '../../../shared/config.js';
import { setMfaDirectory } from '../../shared/admin-mfa.js';
import { cognitoMfaDirectory } from '../../shared/cognito-mfa-directory.js';
import {
  dropLinkedFiles,
  membershipFollowUps,
  revokeWhatSessionsMade,
} from '../../shared/household-follow-ups.js';
import { bindRoutes, httpApi, userIdParam } from '../../shared/http.js';
import { identityProvider } from '../../shared/identity.js';
import { closeMemberConnections } from '../../shared/live-connections.js';
import { forgetSession } from '../../shared/session-check.js';
import { mediaStorage } from '../../shared/storage.js';
import { configuredSubscriptionGateway } from '../../shared/subscription-gateway.js';
import { deletionManifest } from './manifest.js';

// An admin's deletion needs two-step sign-in; this area reads it from Cognito (admin-mfa.ts).
setMfaDirectory(cognitoMfaDirectory);

// The web client's id: deleting your own account checks your password as signing in does.
const identity = identityProvider(requireConfig('USER_POOL_CLIENT_ID'));
const profiles = profileRepository(db);

const recipeDeletion = {
  recipes: recipeDeleteRepository(db),
  viewerStates: viewerStateRepository(db),
};
const userData: Omit<UserDataDeps, 'entityCleanups'> = {
  ...recipeDeletion,
  ratings: ratingRepository(db),
  sweep: sweepUserPartition,
  media: mediaStorage(),
};

const householdDeps: HouseholdDeps = {
  households,
  profiles,
  sessions: sessionValidity,
  entitlements: entitlementRepository(db),
  sendMail,
  origin: appOrigin,
  clock: () => new Date(),
  followUps: {
    // A deleted account's recipes are never moved into the household of one it leaves into (that would
    // recompute each recipe's foods for the finder index only to delete them, and put the food keys and
    // the household move in this bundle): they are deleted where they are filed before it leaves (below),
    // and one made meanwhile is deleted here the same way.
    moveRecipes: async (userId) => {
      await deleteRecipesOfUser(recipeDeletion, userId);
    },
    renewHouseholdLinks: membershipFollowUps.renewHouseholdLinks,
    closeConnections: closeMemberConnections,
    dropLinkedFiles,
    // Its running import was halted a moment before, as its sessions ended (revokeWhatSessionsMade,
    // below); its jobs then go with its partition (deleteUserData's sweep).
    haltImports: async () => {},
  },
  forget: forgetSession,
};

const deps: AccountDeletionDeps = {
  identity,
  profiles,
  audit: auditLogRepository(db),
  deleteUserData: async (userId) => {
    // Their recipes first, while they are still filed in their household: each delete takes the recipe
    // out of that household's finder index (in its transaction), the community index and its shares.
    const recipes = await deleteRecipesOfUser(recipeDeletion, userId);
    // Issue 15: the household goes on without them; what it shares under their id stays with it.
    const householdId = (await sessionValidity.get(userId))?.householdId ?? userId;
    // Issue 32: what the account handed out stops with it (sockets, invitations, linked files, the
    // household's calendar links), before it leaves the household.
    await revokeWhatSessionsMade(userId);
    const { householdKept } = await leaveForDeletion(householdDeps, { userId, householdId });
    const rest = await deleteAllDataOfUser(
      { ...userData, entityCleanups: householdKept ? personalDataCleanups : userDataCleanups },
      userId,
    );
    return { recipes: recipes + rest.recipes };
  },
  endSessions: (userId) =>
    endSessionsOfDeletedAccount(
      { sessions: sessionValidity, forget: forgetSession, clock: () => new Date() },
      userId,
    ),
  cancelSubscription: (userId) =>
    cancelSubscriptionOfDeletedAccount(
      { entitlements: entitlementRepository(db), gateway: configuredSubscriptionGateway },
      userId,
    ),
};

export const handler = httpApi(
  bindRoutes(deletionManifest, {
    deleteUserAccount: ({ caller, params }) => deleteUserAccount(deps, caller, userIdParam(params)),
    deleteOwnAccount: ({ caller, body }) => deleteOwnAccount(deps, caller, body.currentPassword),
  }),
);
