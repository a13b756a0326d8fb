// The Stripe calls Hearth makes per user action (create a Checkout Session, open the Customer Portal)
// and cancelling a deleted account's subscription, over Stripe's REST API (stripe-rest.ts says why not
// the library). Tests point it at a local stand-in for api.stripe.com and check the bodies.
import type { CheckoutSessionParams, PaymentGateway } from '../../domain/billing/ports.js';
import { type StripeRest, stripeRest } from './stripe-rest.js';

export { signWebhookPayload, stripeWebhookSignatures, verifyWebhook } from './stripe-signatures.js';
export type { CheckoutSessionParams, PaymentGateway };

export const stripeClient = (secretKey: string, apiBase: string | null = null): StripeRest =>
  stripeRest(secretKey, apiBase);

export function stripeGateway(stripe: StripeRest): PaymentGateway {
  return {
    async createCheckoutSession(params) {
      const metadata = { userId: params.userId, plan: params.plan };
      const session = await stripe.request<{ id: string; url: string | null }>(
        'POST',
        '/v1/checkout/sessions',
        {
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
        },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },

    async createPortalSession(customerId, returnUrl) {
      const session = await stripe.request<{ url: string }>('POST', '/v1/billing_portal/sessions', {
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },

    cancelSubscription: (subscriptionId) => cancelWith(stripe, subscriptionId),
  };
}

/**
 * DELETE /v1/subscriptions/{id}: ends it at once, with no proration or final invoice. A subscription
 * Stripe no longer has (a second run of the account deletion) counts as cancelled.
 */
export async function cancelWith(stripe: StripeRest, subscriptionId: string): Promise<void> {
  try {
    await stripe.request('DELETE', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`);
  } catch (error) {
    if ((error as { code?: string }).code !== 'resource_missing') throw error;
  }
}
