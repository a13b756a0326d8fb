// What the plans page says about each plan (SPEC 2 and 9).
import type { PlanId, PlanPrice } from '@contracts/billing';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate, formatNumber } from '@/lib/i18n/format';

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

/** The features as the plans page shows them, in the person's language (i18n._). */
export const subscriptionFeatureMessages: Record<(typeof subscriptionFeatures)[number], MessageDescriptor> = {
  'Unlimited recipe storage': msg`Unlimited recipe storage`,
  'Recipe extraction from URLs, images and PDFs': msg`Recipe extraction from URLs, images and PDFs`,
  'Advanced meal planning': msg`Advanced meal planning`,
  'Shopping list with grocery ordering': msg`Shopping list with grocery ordering`,
  'Share recipes': msg`Share recipes`,
  'Video tutorial uploads': msg`Video tutorial uploads`,
  'Search by ingredients': msg`Search by ingredients`,
  'Priority support': msg`Priority support`,
};

/** The plans' names in the person's language; planTitles keeps the English for the checkout stand-in. */
export const planTitleMessages: Record<PlanId, MessageDescriptor> = {
  monthly: msg`Monthly`,
  yearly: msg`Yearly`,
  lifetime: msg`Lifetime`,
};

export const planTitles: Record<PlanId, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
  lifetime: 'Lifetime',
};

/** Monthly and yearly list the first 5 features; lifetime lists all 8. */
export const featuresOf = (plan: PlanId) =>
  plan === 'lifetime' ? subscriptionFeatures : subscriptionFeatures.slice(0, 5);

export const dollars = (amount: number) => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

/** A price in US dollars as the person's language writes it ("$48", "$4.99" in English). */
export const localPrice = (amount: number, tag: string, decimals?: number) =>
  formatNumber(amount, tag, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals ?? (Number.isInteger(amount) ? 0 : 2),
    maximumFractionDigits: 2,
  });

/** The yearly price per month, to two decimals. */
export const perMonth = (plan: PlanPrice) => `$${(plan.price / 12).toFixed(2)}`;

/** A long date ("March 17, 2026" in en-US), in the given language. */
export const formatLongDate = (iso: string, tag = 'en-US') =>
  formatDate(new Date(iso), tag, { month: 'long', day: 'numeric', year: 'numeric' });
