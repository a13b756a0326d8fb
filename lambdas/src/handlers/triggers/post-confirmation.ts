// Cognito post-confirmation trigger: writes the new user's profile. Idempotent, because Cognito
// may retry it and GET /api/me also creates a missing profile.
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { defaultDisplayName } from '../../contracts/account.js';
import { isInterfaceLanguage } from '../../contracts/languages.js';
import { grantLifetimeTransactItem } from '../../data/entities/entitlement.js';
import { households } from '../../data/entities/household/repository.js';
import { lifetimeInvitationRepository } from '../../data/entities/lifetime-invitation.js';
import { profileRepository } from '../../data/entities/profile.js';
import { sessionValidity } from '../../data/entities/session-validity.js';
import { endSessionsAfterPasswordReset } from '../../domain/account/sessions.js';
import { acceptInvitationOnSignUp } from '../../domain/admin/invitations.js';
import { createHouseholdOfOne } from '../../domain/households/households.js';
import { db } from '../../shared/clients.js';
import { logger } from '../../shared/logger.js';
import { countEvent, flushMetrics } from '../../shared/metrics.js';
import { forgetSession } from '../shared/session-check.js';

const profiles = profileRepository(db);
const invitations = lifetimeInvitationRepository(db);

export async function handler(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  try {
    return await confirm(event);
  } finally {
    flushMetrics();
  }
}

async function confirm(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  // Cognito runs this trigger after a password reset too: sessions signed in with the old password end.
  if (event.triggerSource === 'PostConfirmation_ConfirmForgotPassword') {
    const userId = event.request.userAttributes.sub ?? event.userName;
    await endSessionsAfterPasswordReset(
      { sessions: sessionValidity, forget: forgetSession, clock: () => new Date() },
      userId,
    );
    logger.info('sessions ended after a password reset', { userId });
    return event;
  }
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const email = (attributes.email ?? '').toLowerCase();
  const userId = attributes.sub ?? event.userName;
  const chosenName = (attributes.name ?? '').trim();
  // ConfirmSignUp with the mailed code verifies the address; AdminConfirmSignUp does not.
  const emailVerified = attributes.email_verified === 'true';
  const profile = await profiles.createIfMissing({
    userId,
    email,
    displayName: chosenName.length > 0 ? chosenName.slice(0, 60) : defaultDisplayName(email),
    hasLifetimeAccess: false,
    createdAt: new Date().toISOString(),
    emailVerified,
    // Issue 37: the browser's language at sign-up (Cognito's `locale`), so mails and screens speak it.
    ...(isInterfaceLanguage(attributes.locale) ? { language: attributes.locale } : {}),
  });
  // Every account is in a household: at first, its own household of one (id = the user's id).
  await createHouseholdOfOne({ households, clock: () => new Date() }, profile);
  logger.info('profile created', { userId });
  countEvent('SignUps');
  // An admin's lifetime invitation to this address, only if the address is proven (issue 13). A failure must not block the
  // sign-up: it is logged, and an admin can still grant lifetime access by hand.
  try {
    const accepted = await acceptInvitationOnSignUp(
      {
        invitations,
        grantItem: (id, at) => grantLifetimeTransactItem(id, 'admin', at),
        clock: () => new Date(),
      },
      { userId, email, emailVerified },
    );
    if (accepted) logger.info('lifetime invitation accepted', { userId });
  } catch (error) {
    logger.error('lifetime invitation could not be accepted', { userId, error: String(error) });
  }
  return event;
}
