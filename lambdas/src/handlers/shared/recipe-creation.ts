// The real dependencies of createRecipes, built once per Lambda: the table, the entitlement's
// own-recipe allowance, and (where the Lambda may use the media bucket) claims and copies of files.
import { categoryRepository } from '../../data/entities/category.js';
import { entitlementRepository } from '../../data/entities/entitlement.js';
import { recipeRepository } from '../../data/entities/recipe.js';
import { sessionValidity } from '../../data/entities/session-validity.js';
import { tagRepository } from '../../data/entities/tag.js';
import { recipeAllowance } from '../../domain/billing/recipe-allowance.js';
import { recipeMediaCopier } from '../../domain/media/copy-recipe-media.js';
import { mediaClaims } from '../../domain/media/recipe-media.js';
import type { CreateRecipeDeps } from '../../domain/recipes/use-cases/create-recipe.js';
import { systemClock } from '../../domain/recipes/use-cases/repositories.js';
import { db } from '../../shared/clients.js';
import { config } from '../../shared/config.js';
import { mediaStorage as storage } from './storage.js';

export function recipeCreation(): CreateRecipeDeps & { categories: ReturnType<typeof categoryRepository> } {
  const bucket = config.MEDIA_BUCKET;
  return {
    recipes: recipeRepository(db),
    categories: categoryRepository(db),
    tags: tagRepository(db),
    allowance: recipeAllowance(entitlementRepository(db), undefined, sessionValidity),
    media: bucket
      ? { ...mediaClaims(storage(bucket)), ...recipeMediaCopier(storage(bucket), systemClock) }
      : null,
  };
}
