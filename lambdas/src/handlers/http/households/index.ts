// Households area (issue 15): one Lambda for the household screen and the invitation link.
import { sendMail } from '../../../adapters/mail/mailer.js';
import { entitlementRepository } from '../../../data/entities/entitlement.js';
import { households } from '../../../data/entities/household/repository.js';
import { profileRepository } from '../../../data/entities/profile.js';
import { sessionValidity } from '../../../data/entities/session-validity.js';
import { setEatingNeeds } from '../../../domain/households/eating-needs.js';
import {
  declineInvitation,
  type HouseholdDeps,
  invite,
  previewInvitation,
  revokeInvitation,
  updateHousehold,
  viewHousehold,
} from '../../../domain/households/households.js';
import {
  acceptInvitation,
  handOver,
  leaveHousehold,
  removeMember,
} from '../../../domain/households/membership.js';
import { appOrigin } from '../../../shared/app-origin.js';
import { db } from '../../../shared/clients.js';
import { clientIp } from '../../shared/client-ip.js';
import { membershipFollowUps } from '../../shared/household-follow-ups.js';
import { bindRoutes, httpApi, json, noContent } from '../../shared/http.js';
import { enforceRateLimit } from '../../shared/rate-limits.js';
import { forgetSession } from '../../shared/session-check.js';
import { householdsManifest } from './manifest.js';

const deps: HouseholdDeps = {
  households,
  profiles: profileRepository(db),
  sessions: sessionValidity,
  entitlements: entitlementRepository(db),
  sendMail,
  origin: appOrigin,
  clock: () => new Date(),
  followUps: membershipFollowUps,
  forget: forgetSession,
};

export const handler = httpApi(
  bindRoutes(householdsManifest, {
    getHousehold: ({ caller }) => viewHousehold(deps, caller),
    updateHousehold: ({ caller, body }) => updateHousehold(deps, caller, body),
    inviteMember: async ({ caller, body, event }) => {
      // Each invitation mails a stranger: limited per person, per household and per network address, so
      // neither one account, nor a household of twelve, nor many accounts from one place flood anyone.
      await enforceRateLimit('household-invite', { userId: caller.userId });
      await enforceRateLimit('household-invite-household', { householdId: caller.householdId });
      await enforceRateLimit('household-invite-ip', { ip: clientIp(event) });
      return json(201, await invite(deps, caller, body.email, body.language));
    },
    revokeInvitation: async ({ caller, params }) => {
      await revokeInvitation(deps, caller, params.invitationId ?? '');
      return noContent();
    },
    removeMember: async ({ caller, params }) => {
      await removeMember(deps, caller, params.userId ?? '');
      return noContent();
    },
    setEatingNeeds: ({ caller, params, body }) => setEatingNeeds(deps, caller, params.userId ?? '', body),
    handOver: ({ caller, body }) => handOver(deps, caller, body.userId),
    leaveHousehold: ({ caller }) => leaveHousehold(deps, caller),
    previewInvitation: ({ caller, params }) => previewInvitation(deps, caller, params.token ?? ''),
    acceptInvitation: ({ caller, params }) => acceptInvitation(deps, caller, params.token ?? ''),
    declineInvitation: ({ params }) => declineInvitation(deps, params.token ?? ''),
  }),
);
