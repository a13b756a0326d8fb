// Cognito post-confirmation trigger: writes the new user's profile. Idempotent, because Cognito
// may retry it and GET /api/me also creates a missing profile.
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { defaultDisplayName } from '../../contracts/account.js';
import { profileRepository } from '../../data/entities/profile.js';
import { db } from '../../shared/clients.js';
import { logger } from '../../shared/logger.js';

const profiles = profileRepository(db);

export async function handler(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const email = (attributes.email ?? '').toLowerCase();
  const userId = attributes.sub ?? event.userName;
  const chosenName = (attributes.name ?? '').trim();
  await profiles.createIfMissing({
    userId,
    email,
    displayName: chosenName.length > 0 ? chosenName.slice(0, 60) : defaultDisplayName(email),
    hasLifetimeAccess: false,
    createdAt: new Date().toISOString(),
  });
  logger.info('profile created', { userId });
  return event;
}
