// The free tier's own-recipe limit at recipe creation: a friendly check before any write (so a
// multi-recipe add is refused whole), and the limit held again inside each create transaction.
import type { EntitlementRepository } from '../../data/entities/entitlement.js';
import { checkFeature, subscriptionRequired } from './entitlement.js';

export interface RecipeAllowance {
  /** Throws subscription_required unless `adding` more own recipes are allowed; answers the limit to hold. */
  reserve(userId: string, adding: number): Promise<{ ownRecipeLimit?: number }>;
  /** Maps a create refused by the limit to subscription_required; other errors pass through. */
  refusal(error: unknown, ownRecipeLimit?: number): unknown;
}

export function recipeAllowance(
  entitlements: EntitlementRepository,
  now = () => new Date(),
): RecipeAllowance {
  return {
    async reserve(userId, adding) {
      const grant = await checkFeature(entitlements, userId, 'recipe-storage', { adding, now: now() });
      return { ownRecipeLimit: grant.recipeLimit };
    },
    refusal(error, ownRecipeLimit) {
      const cancelled = (error as Error)?.name === 'TransactionCanceledException';
      return cancelled && ownRecipeLimit !== undefined ? subscriptionRequired('recipe-storage') : error;
    },
  };
}
