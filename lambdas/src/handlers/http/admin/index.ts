// Admin area: invitation codes, lifetime invitations, user access and the audit log (group admin, checked
// on every route before anything else), plus code redemption, which every signed-in user may call.
import * as z from 'zod';
import { sendMail } from '../../../adapters/mail/mailer.js';
import { deleteAllForUser as deleteAisleCorrectionsOfUser } from '../../../data/entities/aisle-correction.js';
import { auditLogRepository } from '../../../data/entities/audit-log.js';
import { deleteAllForUser as deleteCommentsOfUser } from '../../../data/entities/comment.js';
import { deleteAllForUser as deleteCommunityEntriesOfUser } from '../../../data/entities/community-index.js';
import { deleteAllForUser as deleteDinnerPartiesOfUser } from '../../../data/entities/dinner-party.js';
import {
  deleteAllForUser as deleteEntitlementOfUser,
  entitlementRepository,
  getEntitlement,
  grantLifetime,
  grantLifetimeTransactItem,
  revokeLifetime,
} from '../../../data/entities/entitlement.js';
import { invitationCodeRepository } from '../../../data/entities/invitation-code.js';
import { lifetimeInvitationRepository } from '../../../data/entities/lifetime-invitation.js';
import { deleteAllForUser as deleteMealPlansOfUser } from '../../../data/entities/meal-plan.js';
import { profileRepository } from '../../../data/entities/profile.js';
import { ratingRepository } from '../../../data/entities/rating.js';
import { recipeRepository } from '../../../data/entities/recipe.js';
import { deleteAllForUser as deleteSharesOfUser } from '../../../data/entities/recipe-share.js';
import { sessionValidity } from '../../../data/entities/session-validity.js';
import { deleteAllForUser as deleteShoppingListsOfUser } from '../../../data/entities/shopping-list.js';
import { deleteAllForUser as deleteSuggestionQuotaOfUser } from '../../../data/entities/suggestion-quota.js';
import { deleteAllForUser as deleteVideosOfUser } from '../../../data/entities/video.js';
import { viewerStateRepository } from '../../../data/entities/viewer-state.js';
import { endSessionsOfDeletedAccount } from '../../../domain/account/sessions.js';
import {
  deactivateInvitationCode,
  generateInvitationCode,
  presentCode,
  redeemInvitationCode,
} from '../../../domain/admin/invitation-codes.js';
import { sendLifetimeInvitation } from '../../../domain/admin/invitations.js';
import { deleteAllDataOfUser } from '../../../domain/admin/user-data.js';
import {
  changeUserEmail,
  deleteUserAccount,
  grantUserLifetime,
  revokeUserLifetime,
  searchUsers,
  type UserAdminDeps,
} from '../../../domain/admin/users.js';
import {
  cancelSubscriptionOfDeletedAccount,
  configuredSubscriptionGateway,
} from '../../../domain/billing/account-deletion.js';
import { enforceRateLimit } from '../../../domain/limits/rate-limits.js';
import { appOrigin } from '../../../shared/app-origin.js';
import { cognito, db, s3 } from '../../../shared/clients.js';
import { config, requireConfig } from '../../../shared/config.js';
import { badRequest } from '../../../shared/errors.js';
import { bindRoutes, httpApi, json } from '../../../shared/http.js';
import { forgetSession } from '../../../shared/session-check.js';
import { adminManifest } from './manifest.js';

const userPoolId = requireConfig('USER_POOL_ID');
const mediaBucket = requireConfig('MEDIA_BUCKET');
const clock = () => new Date();
const send = <T>(command: unknown) => db.send(command as never) as Promise<T>;

const codes = invitationCodeRepository(db);
const audit = auditLogRepository(db);
const profiles = profileRepository(db);
const invitations = lifetimeInvitationRepository(db);

/** Every entity module's deleteAllForUser besides recipes and ratings, which user-data.ts handles. */
const entityCleanups = [
  deleteEntitlementOfUser,
  deleteCommentsOfUser,
  deleteSharesOfUser,
  deleteCommunityEntriesOfUser,
  deleteShoppingListsOfUser,
  deleteAisleCorrectionsOfUser,
  deleteMealPlansOfUser,
  deleteDinnerPartiesOfUser,
  deleteVideosOfUser,
  deleteSuggestionQuotaOfUser,
];

const userDeps: UserAdminDeps = {
  cognito,
  userPoolId,
  profiles,
  audit,
  getEntitlement,
  grantLifetime: (userId) => grantLifetime(userId, 'admin'),
  revokeLifetime,
  sendMail,
  origin: appOrigin,
  deleteUserData: (userId) =>
    deleteAllDataOfUser(
      {
        send,
        tableName: config.TABLE_NAME,
        recipes: recipeRepository(db),
        viewerStates: viewerStateRepository(db),
        ratings: ratingRepository(db),
        entityCleanups,
        media: { s3, bucket: mediaBucket },
      },
      userId,
    ),
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

const pageQuery = z.object({
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

function parsePage(query: Record<string, string>) {
  const parsed = pageQuery.safeParse(query);
  if (!parsed.success) throw badRequest('The page parameters are not valid');
  return parsed.data;
}

const userId = (params: Record<string, string>) => {
  const id = params.userId ?? '';
  if (!/^[A-Za-z0-9-]{1,128}$/.test(id)) throw badRequest('Not a valid user id');
  return id;
};

export const handler = httpApi(
  bindRoutes(adminManifest, {
    redeemInvitationCode: async ({ caller, body }) => {
      // Taken before the code is checked: every attempt counts, so codes cannot be guessed at speed.
      await enforceRateLimit('invitation-code', { userId: caller.userId });
      return redeemInvitationCode(
        {
          codes,
          hasLifetime: async (id) => (await getEntitlement(id)).lifetime,
          grantItem: (id, at) => grantLifetimeTransactItem(id, 'code', at),
          clock,
        },
        { userId: caller.userId, email: caller.email.toLowerCase() },
        body.code,
      );
    },
    listInvitationCodes: async ({ query }) => {
      const page = await codes.list(parsePage(query));
      return { items: page.items.map(presentCode), nextCursor: page.nextCursor };
    },
    generateInvitationCode: async ({ caller, body }) => {
      const code = await generateInvitationCode({ codes, clock }, caller, body);
      await audit.record({
        action: 'invitation_code.generated',
        actorId: caller.userId,
        actorEmail: caller.email,
        targetUserId: null,
        target: code.code,
        details: code.intendedEmail ? { intendedEmail: code.intendedEmail } : {},
      });
      return json(201, presentCode(code));
    },
    deactivateInvitationCode: async ({ caller, params }) => {
      const code = await deactivateInvitationCode({ codes, clock }, params.code ?? '');
      await audit.record({
        action: 'invitation_code.deactivated',
        actorId: caller.userId,
        actorEmail: caller.email,
        targetUserId: null,
        target: code.code,
        details: {},
      });
      return presentCode(code);
    },
    sendLifetimeInvitation: ({ caller, body }) =>
      sendLifetimeInvitation(
        {
          cognito,
          userPoolId,
          invitations,
          audit,
          grantLifetime: (id) => grantLifetime(id, 'admin'),
          sendMail,
          origin: appOrigin,
          clock,
        },
        caller,
        body.email,
      ),
    searchUsers: async ({ query }) => ({ users: await searchUsers(userDeps, query.email ?? '') }),
    grantUserLifetime: ({ caller, params }) => grantUserLifetime(userDeps, caller, userId(params)),
    revokeUserLifetime: ({ caller, params }) => revokeUserLifetime(userDeps, caller, userId(params)),
    changeUserEmail: ({ caller, params, body }) =>
      changeUserEmail(userDeps, caller, userId(params), body.email),
    deleteUserAccount: ({ caller, params }) => deleteUserAccount(userDeps, caller, userId(params)),
    listAuditLog: async ({ query }) => {
      const page = await audit.list(parsePage(query));
      return {
        items: page.items.map(({ actorId: _actorId, ...entry }) => entry),
        nextCursor: page.nextCursor,
      };
    },
  }),
);
