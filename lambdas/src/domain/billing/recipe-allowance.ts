// The free tier's own-recipe limit at recipe creation: a friendly check before any write (so a
// multi-recipe add is refused whole), answering the limit each create transaction then holds itself
// (recipes/use-cases/create-recipe.ts, the one entry point that creates recipes).
import type { EntitlementRepository } from '../../data/entities/entitlement.js';
import { checkFeature, type Entitled } from './entitlement.js';

export interface RecipeAllowance {
  /**
   * Throws subscription_required unless `adding` more own recipes are allowed; answers the limit the
   * writes must hold (none with full access).
   */
  reserve(who: Entitled, adding: number): Promise<{ ownRecipeLimit?: number }>;
}

export function recipeAllowance(
  entitlements: EntitlementRepository,
  now = () => new Date(),
): RecipeAllowance {
  return {
    async reserve(who, adding) {
      const grant = await checkFeature(entitlements, who, 'recipe-storage', { adding, now: now() });
      return { ownRecipeLimit: grant.recipeLimit };
    },
  };
}
