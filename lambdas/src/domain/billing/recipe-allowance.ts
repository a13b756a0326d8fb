// The free tier's own-recipe limit at recipe creation: a friendly check before any write (so a
// multi-recipe add is refused whole), answering the limit each create transaction then holds itself
// (recipes/use-cases/create-recipe.ts, the one entry point that creates recipes), with the household's
// count as judged (issue 32): a create that finds it changed is judged again from a fresh read.
import type { EntitlementRepository } from '../../data/entities/entitlement.js';
import type { CreateHolds } from '../../data/entities/recipe/record.js';
import type { SessionValidity } from '../../data/entities/session-validity.js';
import { checkFeature, type Entitled } from './entitlement.js';

export interface RecipeAllowance {
  /**
   * Throws subscription_required unless `adding` more own recipes are allowed; answers the limit the
   * writes must hold (none with full access) and the household's count they hold with it. `fresh` reads
   * who is in the household from the session-validity record rather than the request's copy.
   */
  reserve(who: Entitled, adding: number, options?: { fresh?: boolean }): Promise<Reservation>;
}

export interface Reservation {
  ownRecipeLimit?: number;
  /** The household's count as judged (free tier only). */
  holds?: Omit<CreateHolds, 'householdId'>;
  /** With `fresh`: the household the owner is in now. */
  householdId?: string;
}

export function recipeAllowance(
  entitlements: EntitlementRepository,
  now = () => new Date(),
  sessions?: { get(userId: string): Promise<SessionValidity | null> },
): RecipeAllowance {
  return {
    async reserve(who, adding, options = {}) {
      let asked = who;
      let householdId: string | undefined;
      if (options.fresh && sessions) {
        const userId = typeof who === 'string' ? who : who.userId;
        const record = await sessions.get(userId);
        householdId = record?.householdId ?? userId;
        asked = {
          userId,
          householdMembers: record?.householdMembers?.length ? record.householdMembers : [userId],
        };
      }
      const grant = await checkFeature(entitlements, asked, 'recipe-storage', { adding, now: now() });
      return {
        ownRecipeLimit: grant.recipeLimit,
        ...(grant.recipeHolds ? { holds: grant.recipeHolds } : {}),
        ...(householdId ? { householdId } : {}),
      };
    },
  };
}
