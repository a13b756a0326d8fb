// The two Stripe calls Hearth makes per user action (create a Checkout Session, open the Customer
// Portal), cancelling a deleted account's subscription, and webhook verification. Tests point the client at a local stand-in for api.stripe.com.
import Stripe from 'stripe';
import type {
  CheckoutSessionParams,
  PaymentGateway,
  StripeEventLike,
  WebhookSignatures,
} from '../../domain/billing/ports.js';

export type { CheckoutSessionParams, PaymentGateway };

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

/** The webhook signatures port, backed by the Stripe library. */
export const stripeWebhookSignatures: WebhookSignatures = {
  verify: async (rawBody, signature, secret) =>
    (await verifyWebhook(rawBody, signature, secret)) as unknown as StripeEventLike,
  sign: (payload, secret) => signWebhookPayload(payload, secret),
};

export type { Stripe };
