// What billing needs from a payment provider (the payments adapter: Stripe, or locally the checkout
// simulator): Checkout and Portal sessions, ending a subscription, and Stripe's webhook signatures.
import type { EntitlementRecord } from '../../data/entities/entitlement.js';

export interface CheckoutSessionParams {
  mode: 'subscription' | 'payment';
  priceId: string;
  userId: string;
  plan: string;
  /** Known customer (a returning subscriber) or, for a first checkout, their e-mail. */
  customerId: string | null;
  email: string;
  trialDays: number | null;
  successUrl: string;
  cancelUrl: string;
  couponId?: string;
}

export interface PaymentGateway {
  createCheckoutSession(params: CheckoutSessionParams): Promise<{ id: string; url: string }>;
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /**
   * Ends a subscription now (account deletion); one already gone is no error. `owner` is the account's
   * entitlement, which the local simulator needs to build Stripe's event.
   */
  cancelSubscription(subscriptionId: string, owner: EntitlementRecord): Promise<void>;
}

/** A webhook event as the entitlement code reads it. */
export interface StripeEventLike {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

export interface WebhookSignatures {
  /** Checks the Stripe-Signature and parses the event; throws on a bad or stale signature. */
  verify(rawBody: string, signature: string, secret: string): Promise<StripeEventLike>;
  /** Signs a payload the way Stripe does (the local simulator). */
  sign(payload: string, secret: string): string;
}
