// Ending a subscription, for the admin area's account deletion: the one Stripe call it needs, on the
// same REST client as billing's (a few retries on network errors, 409, 429 and 5xx; a subscription
// Stripe no longer has counts as cancelled).
import type { PaymentGateway } from '../../domain/billing/ports.js';
import { cancelWith } from './stripe-gateway.js';
import { stripeRest } from './stripe-rest.js';

export function stripeCancellation(
  secretKey: string,
  apiBase: string | null = null,
): Pick<PaymentGateway, 'cancelSubscription'> {
  const stripe = stripeRest(secretKey, apiBase);
  return { cancelSubscription: (subscriptionId) => cancelWith(stripe, subscriptionId) };
}
