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

export async function copyRecipe(
  repos: Pick<RecipeRepositories, 'recipes'> & { images?: ImageCopier; allowance?: RecipeAllowance },
  callerId: string,
  recipeId: string,
  clock: Clock,
): Promise<RecipeCard> {
  const source = await repos.recipes.getWithLinks(recipeId);
  if (!source) throw recipeNotFound();
  const original = requireVisible(source.recipe, callerId);
  if (original.userId === callerId) throw badRequest('This recipe is already in your collection');
  const limit = repos.allowance ? await repos.allowance.reserve(callerId, 1) : {};
  const imageUrl =
    original.imageUrl && repos.images
      ? await repos.images.copy(original.imageUrl, callerId)
      : original.imageUrl;
  const copy = newRecipeRecord(
    callerId,
    { ...original, imageUrl, notes: null, isPublic: false },
    source.categoryLinks,
    source.tags,
    clock().toISOString(),
  );
  await repos.recipes.create(copy, source.categoryLinks, limit).catch((error: unknown) => {
    throw repos.allowance ? repos.allowance.refusal(error, limit.ownRecipeLimit) : error;
  });
  return toCard(copy, callerId);
}
