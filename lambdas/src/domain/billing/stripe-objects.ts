// Reading the parts of Stripe objects Hearth keeps. Works with the current API (period end on the
// subscription item) and older ones (period end on the subscription).
import type { Plan, SubscriptionRecord } from '../../data/entities/entitlement.js';

export interface PlanPriceIds {
  monthly: string | null;
  yearly: string | null;
  lifetime: string | null;
}

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj => (value && typeof value === 'object' ? (value as Obj) : {});
const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export const isoFromUnix = (value: unknown): string | null =>
  typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000).toISOString() : null;

/** An id field that Stripe may expand into an object. */
export const idOf = (value: unknown): string | null => str(value) ?? str(obj(value).id);

function firstItem(subscription: Obj): Obj {
  const data = obj(subscription.items).data;
  return Array.isArray(data) ? obj(data[0]) : {};
}

/** Which plan a subscription is on: our metadata, else the configured price, else the interval. */
export function planOfSubscription(subscription: Obj, prices: PlanPriceIds): Plan {
  const fromMetadata = obj(subscription.metadata).plan;
  if (fromMetadata === 'monthly' || fromMetadata === 'yearly') return fromMetadata;
  const price = obj(firstItem(subscription).price);
  if (price.id && price.id === prices.yearly) return 'yearly';
  if (price.id && price.id === prices.monthly) return 'monthly';
  return obj(price.recurring).interval === 'year' ? 'yearly' : 'monthly';
}

export function toSubscriptionRecord(subscription: Obj, prices: PlanPriceIds): SubscriptionRecord {
  const item = firstItem(subscription);
  return {
    plan: planOfSubscription(subscription, prices),
    status: str(subscription.status) ?? 'incomplete',
    currentPeriodEnd: isoFromUnix(item.current_period_end ?? subscription.current_period_end),
    trialEnd: isoFromUnix(subscription.trial_end),
    // A portal cancellation may set cancel_at instead of cancel_at_period_end.
    cancelAtPeriodEnd:
      subscription.cancel_at_period_end === true || typeof subscription.cancel_at === 'number',
    stripeSubscriptionId: str(subscription.id) ?? '',
  };
}

/** The user a Stripe object names: our reference, then our metadata. */
export function userIdOf(object: Obj): string | null {
  return str(object.client_reference_id) ?? str(obj(object.metadata).userId);
}
