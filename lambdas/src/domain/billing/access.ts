// Who gets full access (the rule stated in README.md and on the plans page): a trial, an active monthly or
// yearly subscription (also while Stripe retries a failed renewal, past_due, and until the end of a period
// cancelled at its end), or lifetime access. Everyone else has the free tier: all but the paid features,
// with up to FREE_RECIPE_LIMIT recipes of their own. Nothing is hidden or deleted when access ends.
// A day of grace past a period or trial end covers a late webhook; Stripe's own status wins after that.
import type { EntitlementRecord, Plan } from '../../data/entities/entitlement.js';

export const FREE_RECIPE_LIMIT = 50;
const GRACE_MS = 24 * 60 * 60 * 1000;

export type PaidFeature =
  | 'recipe-storage'
  | 'photo-import'
  | 'pdf-import'
  | 'ai-suggestions'
  | 'video-upload';

const stillWithin = (end: string | null, now: Date) =>
  end === null || Date.parse(end) + GRACE_MS > now.getTime();

/** Whether the Stripe subscription currently grants access. */
export function subscriptionGrantsAccess(record: EntitlementRecord, now: Date): boolean {
  const subscription = record.subscription;
  if (!subscription) return false;
  switch (subscription.status) {
    case 'trialing':
      return stillWithin(subscription.trialEnd ?? subscription.currentPeriodEnd, now);
    case 'active':
    case 'past_due':
      return stillWithin(subscription.currentPeriodEnd, now);
    default:
      return false;
  }
}

/** Full access: lifetime, or a subscription that grants it. */
export function hasFullAccess(record: EntitlementRecord, now: Date): boolean {
  return record.lifetime || subscriptionGrantsAccess(record, now);
}

export interface AccessSummary {
  /** A subscription (trial included) or lifetime access grants full access now. */
  fullAccess: boolean;
  /** A monthly or yearly subscription grants access now (SPEC: subscribed). */
  subscribed: boolean;
  /** That subscription is in its free trial. */
  trial: boolean;
  /** The current plan product: 'lifetime' wins over a subscription. */
  plan: Plan | 'lifetime' | null;
  /** When the paid period (or the trial) ends, ISO. */
  subscriptionEnd: string | null;
  cancelAtPeriodEnd: boolean;
  status: string | null;
  lifetime: boolean;
  lifetimeSource: EntitlementRecord['lifetimeSource'];
  /** Whether the Customer Portal has something to manage. */
  canManage: boolean;
  ownRecipeCount: number;
  freeRecipeLimit: number;
}

/** What the plans page and Home's header need. */
export function accessSummary(record: EntitlementRecord, now: Date): AccessSummary {
  const subscribed = subscriptionGrantsAccess(record, now);
  const subscription = subscribed ? record.subscription : null;
  const trial = subscription?.status === 'trialing';
  return {
    fullAccess: record.lifetime || subscribed,
    subscribed,
    trial,
    plan: record.lifetime ? 'lifetime' : (subscription?.plan ?? null),
    subscriptionEnd: subscription
      ? trial
        ? (subscription.trialEnd ?? subscription.currentPeriodEnd)
        : subscription.currentPeriodEnd
      : null,
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    status: record.subscription?.status ?? null,
    lifetime: record.lifetime,
    lifetimeSource: record.lifetimeSource,
    canManage: record.stripeCustomerId !== null,
    ownRecipeCount: record.ownRecipeCount ?? 0,
    freeRecipeLimit: FREE_RECIPE_LIMIT,
  };
}

const featureNames: Record<PaidFeature, string> = {
  'recipe-storage': `Keeping more than ${FREE_RECIPE_LIMIT} recipes`,
  'photo-import': 'Importing recipes from photos',
  'pdf-import': 'Importing recipes from PDFs',
  'ai-suggestions': 'AI recipe suggestions',
  'video-upload': 'Video uploads',
};

/** The message of a refused paid feature: names the feature and the plans page. */
export function subscriptionRequiredMessage(feature: PaidFeature): string {
  return `${featureNames[feature]} needs a subscription or lifetime access. See the Subscription plans page (/subscription) to start a free trial.`;
}
