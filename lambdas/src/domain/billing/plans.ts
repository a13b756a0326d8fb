// The three plans (SPEC 9): prices from configuration; monthly and yearly start with a 7-day trial.
import type { PlanId, PlanPrice } from '../../contracts/billing.js';
import { config } from '../../shared/config.js';

export const TRIAL_DAYS = 7;

export const planPrices: PlanPrice[] = [
  { id: 'monthly', price: config.PLAN_PRICE_MONTHLY, interval: 'month', trialDays: TRIAL_DAYS },
  { id: 'yearly', price: config.PLAN_PRICE_YEARLY, interval: 'year', trialDays: TRIAL_DAYS },
  { id: 'lifetime', price: config.PLAN_PRICE_LIFETIME, interval: 'once', trialDays: 0 },
];

export const planPrice = (plan: PlanId): PlanPrice =>
  planPrices.find((entry) => entry.id === plan) as PlanPrice;

export const planNames: Record<PlanId, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
  lifetime: 'Lifetime',
};
