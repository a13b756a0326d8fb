// What else moves when a member joins, leaves or is removed (domain/households/ports.ts): their recipes'
// household-feed keys, their open live-update sockets, their running import, the files behind links
// they were given, and the household's calendar links. Also what ends with a person's sessions (domain/access/revocation.ts).

import { MEDIA_PREFIXES, userMediaPrefix } from '../../contracts/media-keys.js';
import { households } from '../../data/entities/household/repository.js';
import { importJobRepository } from '../../data/entities/import-job.js';
import { importQueueRepository } from '../../data/entities/import-queue.js';
import { mealPlanRepository } from '../../data/entities/meal-plan.js';
import { moveOwnerRecipes } from '../../data/entities/recipe/household-move.js';
import { sessionValidity } from '../../data/entities/session-validity.js';
import { type RevocationDeps, revokeAfterSessionsEnded } from '../../domain/access/revocation.js';
import { haltRunningImport } from '../../domain/collections/halt-import.js';
import type { MembershipFollowUps } from '../../domain/households/ports.js';
import { recipeFoodIndex } from '../../domain/ingredients/food-keys.js';
import { renewCalendarFeeds } from '../../domain/planning/meal-plans.js';
import { db } from '../../shared/clients.js';
import { closeMemberConnections } from './live-connections.js';
import { mediaStorage } from './storage.js';

/** What the finder index keeps of a recipe's ingredients. */
export const finderFoods = (ingredients: string | null) => recipeFoodIndex(ingredients).foods;

const mealPlans = mealPlanRepository(db);

/** The files behind links a person was handed (export zips, cookbook PDFs): gone, so the links stop. */
export async function dropLinkedFiles(userId: string): Promise<void> {
  const media = mediaStorage();
  for (const prefix of [MEDIA_PREFIXES.exports, MEDIA_PREFIXES.cookbooks])
    await media.deleteUnder(userMediaPrefix(prefix, userId));
}

export const membershipFollowUps: MembershipFollowUps = {
  moveRecipes: async (userId, householdId) => {
    await moveOwnerRecipes(db, userId, householdId, finderFoods);
  },
  renewHouseholdLinks: async (householdId) => {
    await renewCalendarFeeds({ mealPlans, households }, householdId);
  },
  closeConnections: closeMemberConnections,
  dropLinkedFiles,
  haltImports: (userId, message) =>
    haltRunningImport(
      { queue: importQueueRepository(db), jobs: importJobRepository(db), now: () => new Date() },
      userId,
      message,
    ),
};

const revocation: RevocationDeps = {
  sessions: sessionValidity,
  households,
  followUps: membershipFollowUps,
  clock: () => new Date(),
};

/** After "sign out of all devices" or a password reset: what those sessions could have passed on stops. */
export const revokeWhatSessionsMade = (userId: string) => revokeAfterSessionsEnded(revocation, userId);
