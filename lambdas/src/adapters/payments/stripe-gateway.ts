// The two Stripe calls Hearth makes per user action (create a Checkout Session, open the Customer
// Portal), cancelling a deleted account's subscription, and webhook verification. Tests point the client at a local stand-in for api.stripe.com.
import Stripe from 'stripe';
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

export function stripeClient(secretKey: string, apiBase: string | null = null): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export function stripeGateway(stripe: Stripe): PaymentGateway {
  return {
    async createCheckoutSession(params) {
      const metadata = { userId: params.userId, plan: params.plan };
      const session = await stripe.checkout.sessions.create({
        mode: params.mode,
        line_items: [{ price: params.priceId, quantity: 1 }],
        client_reference_id: params.userId,
        success_url: params.successUrl,
        cancel_url: params.cancelUrl,
        metadata,
        ...(params.customerId ? { customer: params.customerId } : { customer_email: params.email }),
        ...(params.mode === 'subscription'
          ? {
              subscription_data: {
                metadata,
                ...(params.trialDays ? { trial_period_days: params.trialDays } : {}),
              },
            }
          : {
              // A one-time payment makes a customer only when asked; the portal needs one later.
              customer_creation: params.customerId ? undefined : 'always',
              payment_intent_data: { metadata },
            }),
        ...(params.couponId ? { discounts: [{ coupon: params.couponId }] } : {}),
      });
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },

    async createPortalSession(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },

    async cancelSubscription(subscriptionId) {
      try {
        // DELETE /v1/subscriptions/{id}: ends it at once, with no proration or final invoice.
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Cancelled or deleted already (a second run of the account deletion): nothing left to end.
        if ((error as { code?: string }).code !== 'resource_missing') throw error;
      }
    },
  };
}

/** Verifies a webhook's Stripe-Signature and parses the event; throws on a bad or stale signature. */
export function verifyWebhook(rawBody: string, signature: string, secret: string): Promise<Stripe.Event> {
  return Stripe.webhooks.constructEventAsync(rawBody, signature, secret);
}

/** Signs a payload the way Stripe does (the local simulator and tests). */
export function signWebhookPayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

export type { Stripe };
