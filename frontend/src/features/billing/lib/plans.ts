// What the plans page says about each plan (SPEC 2 and 9).
import type { PlanId, PlanPrice } from '@contracts/billing';

export const subscriptionFeatures = [
  'Unlimited recipe storage',
  'Recipe extraction from URLs, images and PDFs',
  'Advanced meal planning',
  'Shopping list with grocery ordering',
  'Share recipes',
  'Video tutorial uploads',
  'Search by ingredients',
  'Priority support',
] as const;

export const planTitles: Record<PlanId, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
  lifetime: 'Lifetime',
};

/** Monthly and yearly list the first 5 features; lifetime lists all 8. */
export const featuresOf = (plan: PlanId) =>
  plan === 'lifetime' ? subscriptionFeatures : subscriptionFeatures.slice(0, 5);

export const dollars = (amount: number) => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

/** The yearly price per month, to two decimals. */
export const perMonth = (plan: PlanPrice) => `$${(plan.price / 12).toFixed(2)}`;

const longUsDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
export const formatLongDate = (iso: string) => longUsDate.format(new Date(iso));
