// Account deletion as a registry: every entity module that stores a user's data is listed here once,
// with how its items go when the account is deleted. Entities with a `deleteAllForUser` run it, in this
// order; the others are removed by a step of the account-deletion use case (domain/admin/user-data.ts).
// user-data-registry.test.ts fails when an entity module holding user ids is in neither this list nor
// its commented allow-list, so a new entity cannot be forgotten by account deletion.

import { db } from '../shared/clients.js';
import { deletePartition } from './batch.js';
import { documentTable } from './client.js';
import { deleteAllForUser as deleteAisleCorrectionsOfUser } from './entities/aisle-correction.js';
import { deleteAllForUser as deleteCommentsOfUser } from './entities/comment.js';
import { deleteAllForUser as deleteCommunityEntriesOfUser } from './entities/community-index.js';
import { deleteAllForUser as deleteCookLogOfUser } from './entities/cook-log.js';
import { deleteAllForUser as deleteDinnerPartiesOfUser } from './entities/dinner-party.js';
import { deleteAllForUser as deleteEntitlementOfUser } from './entities/entitlement.js';
import { deleteAllForUser as deleteExportJobsOfUser } from './entities/export-job.js';
import { deleteAllForUser as deleteImportJobsOfUser } from './entities/import-job.js';
import { deleteAllForUser as deleteImportPlaceOfUser } from './entities/import-queue.js';
import { deleteAllForUser as deleteMealPlansOfUser } from './entities/meal-plan.js';
import { deleteAllForUser as deletePantryOfUser } from './entities/pantry.js';
import { deleteAllForUser as deleteSharesOfUser } from './entities/recipe-share.js';
import { deleteAllForUser as deleteShoppingListsOfUser } from './entities/shopping-list.js';
import { deleteAllForUser as deleteSuggestionQuotaOfUser } from './entities/suggestion-quota.js';
import { deleteAllForUser as deleteVideosOfUser } from './entities/video.js';
import { userPartition } from './table.js';

/** One entity module (its file name under data/entities) and how a deleted account's items go. */
export type UserDataEntry =
  | { entity: string; deleteAllForUser: (userId: string) => Promise<void> }
  | { entity: string; removedBy: string };

export const userDataRegistry: readonly UserDataEntry[] = [
  { entity: 'entitlement', deleteAllForUser: deleteEntitlementOfUser },
  { entity: 'comment', deleteAllForUser: deleteCommentsOfUser },
  { entity: 'recipe-share', deleteAllForUser: deleteSharesOfUser },
  // What they logged of their household's cooking (issue 39); the recipes' counts stay. The photos they
  // put on entries (cook-photos/<uid>/) go with their files (userMediaPrefixes, contracts/media-keys.ts).
  { entity: 'cook-log', deleteAllForUser: deleteCookLogOfUser },
  { entity: 'community-index', deleteAllForUser: deleteCommunityEntriesOfUser },
  { entity: 'shopping-list', deleteAllForUser: deleteShoppingListsOfUser },
  { entity: 'aisle-correction', deleteAllForUser: deleteAisleCorrectionsOfUser },
  // The household's pantry (issue 38), kept under the id that names the household.
  { entity: 'pantry', deleteAllForUser: deletePantryOfUser },
  { entity: 'meal-plan', deleteAllForUser: deleteMealPlansOfUser },
  { entity: 'dinner-party', deleteAllForUser: deleteDinnerPartiesOfUser },
  { entity: 'video', deleteAllForUser: deleteVideosOfUser },
  { entity: 'suggestion-quota', deleteAllForUser: deleteSuggestionQuotaOfUser },
  { entity: 'import-job', deleteAllForUser: deleteImportJobsOfUser },
  // The queue's entries of a deleted account's jobs are dropped when the queue reaches them (their job
  // is gone); its running mark goes here, and its place's lease runs out by itself.
  { entity: 'import-queue', deleteAllForUser: deleteImportPlaceOfUser },
  { entity: 'export-job', deleteAllForUser: deleteExportJobsOfUser },
  { entity: 'recipe', removedBy: 'step 1: each own recipe through the recipe delete use case' },
  { entity: 'finder-index', removedBy: 'step 1: each recipe delete takes its entry out, in its transaction' },
  { entity: 'recipe-food', removedBy: 'step 1: in the recipe partition, deleted with the recipe' },
  // Its `by` is the recipe's owner, the one person who edits it.
  { entity: 'recipe-version', removedBy: 'step 1: its own partition, deleted with the recipe' },
  { entity: 'recipe-source', removedBy: 'step 1: deleted with the recipe (and the USER# sweep)' },
  { entity: 'rating', removedBy: 'step 2: withdrawn from each recipe summary, then deleted' },
  { entity: 'viewer-state', removedBy: 'the USER#<uid> partition sweep' },
  { entity: 'favorite', removedBy: 'the USER#<uid> partition sweep (a flag of the viewer state)' },
  { entity: 'profile', removedBy: 'the USER#<uid> partition sweep' },
  { entity: 'email-change', removedBy: 'the USER#<uid> partition sweep' },
  { entity: 'document-import', removedBy: 'the USER#<uid> partition sweep' },
  { entity: 'change-mark', removedBy: 'the USER#<uid> partition sweep (TTL after 31 days before that)' },
];

/** The deleteAllForUser of every registered entity that has one, in registry order. */
export const userDataCleanups: ((userId: string) => Promise<void>)[] = userDataRegistry.flatMap((entry) =>
  'deleteAllForUser' in entry ? [entry.deleteAllForUser] : [],
);

/** What a household shares under the id of the member who made it (issue 15): its list, pantry, plans and menus. */
const householdShared = new Set(['shopping-list', 'aisle-correction', 'pantry', 'meal-plan', 'dinner-party']);

/**
 * The cleanups of a deleted account whose own id names a household others go on sharing: all but the
 * household's list, remembered aisles, plans and menus, which stay with it.
 */
export const personalDataCleanups: ((userId: string) => Promise<void>)[] = userDataRegistry.flatMap(
  (entry) =>
    'deleteAllForUser' in entry && !householdShared.has(entry.entity) ? [entry.deleteAllForUser] : [],
);

/** The last step of a deletion: whatever is left in the USER#<uid> partition (profile, favorites, ...). */
export async function sweepUserPartition(userId: string, table?: string): Promise<void> {
  const { send, tableName } = documentTable(db, table);
  await deletePartition(send, tableName, userPartition(userId));
}
