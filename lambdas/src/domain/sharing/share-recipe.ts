// Sharing a recipe with a person (SPEC 2, 3 recipe_shares, 6). Only the owner shares, lists and
// revokes; anyone else meets the recipe rules (403 on a recipe they can see, 404 otherwise). A person
// is named by their account's e-mail address. An address without an account is refused with 404
// 'No Hearth account uses that e-mail' rather than stored as an invitation: a share must reach a
// person we can check access for, and the owner can send the plain link by e-mail instead.

import type { RecipeShare, ShareRecipeResponse } from '../../contracts/sharing.js';
import { MAX_SHARES_PER_RECIPE } from '../../contracts/sharing.js';
import type { Profile } from '../../data/entities/profile.js';
import type { RecipeRecord } from '../../data/entities/recipe.js';
import type { AddShareOutcome, RecipeShareRecord } from '../../data/entities/recipe-share.js';
import { badRequest, conflict, notFound } from '../../shared/errors.js';
import { logger } from '../../shared/logger.js';
import type { MailMessage } from '../mail/ports.js';
import {
  type RecipeViewer,
  recipeNotFound,
  refusal,
  requireOwner,
  viewerIdOf,
} from '../recipes/use-cases/access.js';
import { shareMail } from './share-mail.js';

export interface SharingDeps {
  recipes: { get(id: string): Promise<RecipeRecord | null> };
  shares: {
    add(share: RecipeShareRecord): Promise<AddShareOutcome>;
    get(recipeId: string, userId: string): Promise<RecipeShareRecord | null>;
    listOfRecipe(recipeId: string): Promise<RecipeShareRecord[]>;
    remove(recipeId: string, ownerId: string, userId: string): Promise<'removed' | 'refused'>;
  };
  profiles: {
    get(userId: string): Promise<Profile | null>;
    findByEmail(email: string): Promise<Profile | null>;
  };
  sendMail: (message: MailMessage) => Promise<void>;
  origin: () => Promise<string>;
  clock: () => Date;
}

export const noAccountMessage = 'No Hearth account uses that e-mail';

const toShare = (share: RecipeShareRecord): RecipeShare => ({
  userId: share.userId,
  email: share.email,
  displayName: share.displayName,
  sharedAt: share.sharedAt,
});

/** Shares the caller's recipe with the account using `email`, and tells them by e-mail. */
export async function shareRecipe(
  deps: SharingDeps,
  caller: RecipeViewer,
  recipeId: string,
  email: string,
): Promise<ShareRecipeResponse> {
  const callerId = viewerIdOf(caller);
  const [stored, sharee] = await Promise.all([deps.recipes.get(recipeId), deps.profiles.findByEmail(email)]);
  // The owner check comes first, so nobody else learns whether an address has an account.
  const recipe = requireOwner(stored, caller);
  // Only an account that proved the address receives what is addressed to it (issue 13); to the
  // owner an unverified claim looks like no account at all.
  if (sharee?.emailVerified !== true) throw notFound(noAccountMessage);
  if (sharee.userId === callerId) throw badRequest('You cannot share a recipe with yourself');

  const share: RecipeShareRecord = {
    recipeId,
    ownerId: callerId,
    userId: sharee.userId,
    email: sharee.email,
    displayName: sharee.displayName,
    sharedAt: deps.clock().toISOString(),
  };
  const outcome = await deps.shares.add(share);
  if (outcome === 'refused') throw recipeNotFound();
  if (outcome === 'full')
    throw conflict(`A recipe can be shared with at most ${MAX_SHARES_PER_RECIPE} people`);
  if (outcome === 'exists') {
    const existing = (await deps.shares.get(recipeId, sharee.userId)) ?? share;
    return { share: toShare(existing), created: false, notified: false };
  }

  // The share stands even if the e-mail fails: it shows under Shared With Me either way. Mail to an
  // address SES reported as bouncing or complaining would never arrive, so none is sent.
  if (sharee.mailUndeliverable) return { share: toShare(share), created: true, notified: false };
  let notified = true;
  try {
    const [owner, origin] = await Promise.all([deps.profiles.get(callerId), deps.origin()]);
    await deps.sendMail(
      shareMail({
        to: sharee.email,
        ownerName: owner?.displayName ?? '',
        recipeTitle: recipe.title,
        link: `${origin}/recipe/${encodeURIComponent(recipeId)}`,
        language: sharee.language,
      }),
    );
  } catch (error) {
    notified = false;
    logger.error('share e-mail failed', { recipeId, error: String(error) });
  }
  return { share: toShare(share), created: true, notified };
}

/** Everyone the caller's recipe is shared with, most recent first. */
export async function listShares(
  deps: Pick<SharingDeps, 'recipes' | 'shares'>,
  caller: RecipeViewer,
  recipeId: string,
): Promise<{ shares: RecipeShare[] }> {
  const [stored, shares] = await Promise.all([
    deps.recipes.get(recipeId),
    deps.shares.listOfRecipe(recipeId),
  ]);
  requireOwner(stored, caller);
  return {
    shares: shares.sort((a, b) => b.sharedAt.localeCompare(a.sharedAt)).map(toShare),
  };
}

/** Revokes one person's access at once; revoking a share that is not there succeeds too. */
export async function revokeShare(
  deps: Pick<SharingDeps, 'recipes' | 'shares'>,
  caller: RecipeViewer,
  recipeId: string,
  userId: string,
): Promise<void> {
  const outcome = await deps.shares.remove(recipeId, viewerIdOf(caller), userId);
  if (outcome === 'refused') throw refusal(await deps.recipes.get(recipeId), caller);
}
