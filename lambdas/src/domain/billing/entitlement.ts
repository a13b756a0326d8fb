// The entitlement check the other areas call before a paid feature: one DynamoDB read, no Stripe call.
// A refusal is DomainRefusal 'subscription-required' (HTTP: 402 { code: 'subscription_required', message
// naming the plans page }), its details the feature and the plans page's link.
import type { EntitlementRecord, EntitlementRepository } from '../../data/entities/entitlement.js';
import type { CreateHolds } from '../../data/entities/recipe/record.js';
import { DomainRefusal } from '../../shared/errors.js';
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
  new DomainRefusal('subscription-required', subscriptionRequiredMessage(feature), {
    feature,
    link: SUBSCRIPTION_PAGE,
  });

export interface FeatureGrant {
  record: EntitlementRecord;
  fullAccess: boolean;
  /** The member whose plan covers the caller, when it is not the caller's own (issue 15). */
  coveredBy?: string;
  /** For 'recipe-storage' without full access: the own-recipe limit to hold in the write. */
  recipeLimit?: number;
  /** ... and the household's count as judged, which the write holds too (issue 32). */
  recipeHolds?: Omit<CreateHolds, 'householdId'>;
}

/** Who asks: a user alone, or with everyone in their household (the caller included). */
export type Entitled = string | { userId: string; householdMembers: string[] };

/**
 * Throws subscription_required unless the user may use `feature` now. One member's plan or lifetime
 * grant covers the whole household (issue 15): the members' entitlements are read in ONE BatchGet. For
 * 'recipe-storage', `adding` recipes must still fit under the free limit, which counts the household's
 * recipes together; the write then holds the caller's share of it (recipeLimit).
 */
export async function checkFeature(
  repository: EntitlementRepository,
  who: Entitled,
  feature: PaidFeature,
  options: { adding?: number; now?: Date } = {},
): Promise<FeatureGrant> {
  const userId = typeof who === 'string' ? who : who.userId;
  const others = typeof who === 'string' ? [] : who.householdMembers.filter((id) => id !== userId);
  const [record, ...household] =
    others.length === 0 ? [await repository.get(userId)] : await repository.getMany([userId, ...others]);
  if (!record) throw new Error('No entitlement read');
  const now = options.now ?? new Date();
  const covering = hasFullAccess(record, now)
    ? record
    : household.find((member) => hasFullAccess(member, now));
  const fullAccess = covering !== undefined;
  const coveredBy = covering && covering.userId !== userId ? { coveredBy: covering.userId } : {};
  if (feature !== 'recipe-storage') {
    if (!fullAccess) throw subscriptionRequired(feature);
    return { record, fullAccess, ...coveredBy };
  }
  // The counter must exist before a create or delete moves it (accounts older than the counter).
  const count = record.ownRecipeCount ?? (await repository.initialiseRecipeCount(userId));
  const withCount = { ...record, ownRecipeCount: count };
  if (fullAccess) return { record: withCount, fullAccess, ...coveredBy };
  // Members' counters older than the counter itself are counted as they are first used.
  const othersCount = household.reduce((sum, member) => sum + (member.ownRecipeCount ?? 0), 0);
  if (othersCount + count + (options.adding ?? 1) > FREE_RECIPE_LIMIT) throw subscriptionRequired(feature);
  return {
    record: withCount,
    fullAccess,
    recipeLimit: FREE_RECIPE_LIMIT - othersCount,
    recipeHolds: {
      members: typeof who === 'string' ? [userId] : who.householdMembers,
      counts: household.map((member) => ({ userId: member.userId, count: member.ownRecipeCount })),
    },
  };
}
