// Add to My Collection (SPEC 4): copying someone else's public recipe creates a private copy owned by
// the caller, with the same categories and tags; notes, ratings and favorites are not copied. A
// stored image is copied into the caller's space when an image copier is given.
import type { RecipeCard } from '../../../contracts/recipes.js';
import { badRequest } from '../../../shared/errors.js';
import type { RecipeAllowance } from '../../billing/recipe-allowance.js';
import { recipeNotFound, requireVisible } from './access.js';
import { newRecipeRecord } from './add-recipes.js';
import { toCard } from './present.js';
import type { Clock, RecipeRepositories } from './repositories.js';

export interface ImageCopier {
  copy(imageUrl: string, toUserId: string): Promise<string>;
}

/** The display name of a user, for the copy's credit; null when unknown. */
export type OwnerNameLookup = (userId: string) => Promise<string | null>;

export async function copyRecipe(
  repos: Pick<RecipeRepositories, 'recipes'> & {
    images?: ImageCopier;
    allowance?: RecipeAllowance;
    ownerName?: OwnerNameLookup;
  },
  callerId: string,
  recipeId: string,
  clock: Clock,
): Promise<RecipeCard> {
  const source = await repos.recipes.getWithLinks(recipeId);
  if (!source) throw recipeNotFound();
  const original = requireVisible(source.recipe, callerId);
  if (original.userId === callerId) throw badRequest('This recipe is already in your collection');
  const limit = repos.allowance ? await repos.allowance.reserve(callerId, 1) : {};
  const [imageUrl, ownerName] = await Promise.all([
    original.imageUrl && repos.images ? repos.images.copy(original.imageUrl, callerId) : original.imageUrl,
    repos.ownerName ? repos.ownerName(original.userId) : null,
  ]);
  const record = newRecipeRecord(
    callerId,
    { ...original, imageUrl, notes: null, isPublic: false },
    source.categoryLinks,
    source.tags,
    clock().toISOString(),
  );
  // The Source card credits where the copy was saved from; a web source address is kept as well.
  const copy = { ...record, copiedFrom: { recipeId: original.id, title: original.title, ownerName } };
  await repos.recipes.create(copy, source.categoryLinks, limit).catch((error: unknown) => {
    throw repos.allowance ? repos.allowance.refusal(error, limit.ownRecipeLimit) : error;
  });
  return toCard(copy, callerId);
}
