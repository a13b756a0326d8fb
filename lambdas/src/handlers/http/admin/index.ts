// Admin area: invitation codes, lifetime invitations, user access and the audit log (group admin, checked
// on every route before anything else), plus code redemption, which every signed-in user may call.
import { sendMail } from '../../../adapters/mail/mailer.js';
import * as z from '../../../contracts/zod.js';
import { auditLogRepository } from '../../../data/entities/audit-log.js';
import {
  getEntitlement,
  grantLifetime,
  grantLifetimeTransactItem,
  revokeLifetime,
} from '../../../data/entities/entitlement.js';
import { invitationCodeRepository } from '../../../data/entities/invitation-code.js';
import { lifetimeInvitationRepository } from '../../../data/entities/lifetime-invitation.js';
import { profileRepository } from '../../../data/entities/profile.js';
import {
  deactivateInvitationCode,
  generateInvitationCode,
  presentCode,
  redeemInvitationCode,
} from '../../../domain/admin/invitation-codes.js';
import { sendLifetimeInvitation } from '../../../domain/admin/invitations.js';
import {
  changeUserEmail,
  grantUserLifetime,
  revokeUserLifetime,
  searchUsers,
  type UserAdminDeps,
} from '../../../domain/admin/users.js';
import { appOrigin } from '../../../shared/app-origin.js';
import { db } from '../../../shared/clients.js';
import { requireConfig } from '../../../shared/config.js';
import { badRequest } from '../../../shared/errors.js';
import { setMfaDirectory } from '../../shared/admin-mfa.js';
import { cognitoMfaDirectory } from '../../shared/cognito-mfa-directory.js';
import { bindRoutes, httpApi, json, userIdParam } from '../../shared/http.js';
import { identityProvider } from '../../shared/identity.js';
import { enforceRateLimit } from '../../shared/rate-limits.js';
import { adminManifest } from './manifest.js';

// Admin routes need two-step sign-in; this area reads it from Cognito (admin-mfa.ts).
setMfaDirectory(cognitoMfaDirectory);

const identity = identityProvider(requireConfig('USER_POOL_CLIENT_ID'));
const clock = () => new Date();

const codes = invitationCodeRepository(db);
const audit = auditLogRepository(db);
const profiles = profileRepository(db);
const invitations = lifetimeInvitationRepository(db);

const userDeps: UserAdminDeps = {
  identity,
  profiles,
  audit,
  getEntitlement,
  grantLifetime: (userId) => grantLifetime(userId, 'admin'),
  revokeLifetime,
  sendMail,
  origin: appOrigin,
};

const pageQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
});

function parsePage(query: Record<string, string>) {
  const parsed = pageQuery.safeParse(query);
  if (!parsed.success) throw badRequest('The page parameters are not valid');
  return parsed.data;
}

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
          identity,
          invitations,
          audit,
          grantLifetime: (id) => grantLifetime(id, 'admin'),
          sendMail,
          origin: appOrigin,
          clock,
        },
        caller,
        body.email,
        body.language,
      ),
    searchUsers: async ({ query }) => ({ users: await searchUsers(userDeps, query.email ?? '') }),
    grantUserLifetime: ({ caller, params }) => grantUserLifetime(userDeps, caller, userIdParam(params)),
    revokeUserLifetime: ({ caller, params }) => revokeUserLifetime(userDeps, caller, userIdParam(params)),
    changeUserEmail: ({ caller, params, body }) =>
      changeUserEmail(userDeps, caller, userIdParam(params), body.email),
    listAuditLog: async ({ query }) => {
      const page = await audit.list(parsePage(query));
      return {
        items: page.items.map(({ actorId: _actorId, ...entry }) => entry),
        nextCursor: page.nextCursor,
      };
    },
  }),
);
