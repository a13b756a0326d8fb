// The stored subscription of an entitlement, shared by the repository (../entitlement.ts) and its
// Stripe writes (stripe.ts).
export type Plan = 'monthly' | 'yearly';

export interface SubscriptionRecord {
  plan: Plan;
  /** Stripe's subscription status: trialing, active, past_due, canceled, unpaid, incomplete, ... */
  status: string;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
  stripeSubscriptionId: string;
}
