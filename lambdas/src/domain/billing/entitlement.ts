// The entitlement check the other areas call before a paid feature: one DynamoDB read, no Stripe call.
// Refusals are 402 { code: 'subscription_required', message naming the plans page, details.link }.
import type { EntitlementRecord, EntitlementRepository } from '../../data/entities/entitlement.js';
import { AppError } from '../../shared/errors.js';
import { FREE_RECIPE_LIMIT, hasFullAccess, type PaidFeature, subscriptionRequiredMessage } from './access.js';

export {
  type AccessSummary,
  accessSummary,
  FREE_RECIPE_LIMIT,
  hasFullAccess,
  type PaidFeature,
} from './access.js';

export const SUBSCRIPTION_PAGE = '/subscription';

export const subscriptionRequired = (feature: PaidFeature) =>
  new AppError(402, 'subscription_required', subscriptionRequiredMessage(feature), {
    feature,
    link: SUBSCRIPTION_PAGE,
  });

export interface FeatureGrant {
  record: EntitlementRecord;
  fullAccess: boolean;
  /** For 'recipe-storage' without full access: the own-recipe limit to hold in the write. */
  recipeLimit?: number;
}

/**
 * Throws subscription_required unless the user may use `feature` now. For 'recipe-storage', `adding`
 * recipes must still fit under the free limit; the write then holds the limit itself (recipeLimit).
 */
export async function checkFeature(
  repository: EntitlementRepository,
  userId: string,
  feature: PaidFeature,
  options: { adding?: number; now?: Date } = {},
): Promise<FeatureGrant> {
  const record = await repository.get(userId);
  const fullAccess = hasFullAccess(record, options.now ?? new Date());
  if (feature !== 'recipe-storage') {
    if (!fullAccess) throw subscriptionRequired(feature);
    return { record, fullAccess };
  }
  // The counter must exist before a create or delete moves it (accounts older than the counter).
  const count = record.ownRecipeCount ?? (await repository.initialiseRecipeCount(userId));
  const withCount = { ...record, ownRecipeCount: count };
  if (fullAccess) return { record: withCount, fullAccess };
  if (count + (options.adding ?? 1) > FREE_RECIPE_LIMIT) throw subscriptionRequired(feature);
  return { record: withCount, fullAccess, recipeLimit: FREE_RECIPE_LIMIT };
}
