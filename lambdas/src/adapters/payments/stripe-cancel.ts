// Ending a subscription with Stripe's REST API directly: DELETE /v1/subscriptions/{id}, one call. The
// admin area (account deletion) needs nothing else of Stripe, so it carries this instead of Stripe's
// library (~240 KB of every cold start); billing keeps the library for Checkout, the Portal and webhooks.
// As the library does: a few retries on network errors, 429 and 5xx (a DELETE is safe to repeat), and a
// subscription Stripe no longer has counts as cancelled.
import type { PaymentGateway } from '../../domain/billing/ports.js';

const RETRIES = 2;
const TIMEOUT_MS = 10_000;

export function stripeCancellation(
  secretKey: string,
  apiBase: string | null = null,
): Pick<PaymentGateway, 'cancelSubscription'> {
  const base = (apiBase ?? 'https://api.stripe.com').replace(/\/$/, '');
  return {
    async cancelSubscription(subscriptionId) {
      const url = `${base}/v1/subscriptions/${encodeURIComponent(subscriptionId)}`;
      for (let attempt = 0; ; attempt += 1) {
        const last = attempt === RETRIES;
        let response: Response;
        try {
          response = await fetch(url, {
            method: 'DELETE',
            headers: { authorization: `Bearer ${secretKey}` },
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
        } catch (error) {
          if (last) throw error;
          continue;
        }
        if (response.ok) return;
        const body = (await response.json().catch(() => ({}))) as {
          error?: { code?: string; message?: string };
        };
        // Cancelled or deleted already (a second run of the account deletion): nothing left to end.
        if (body.error?.code === 'resource_missing') return;
        if (last || (response.status !== 429 && response.status < 500))
          throw new Error(
            `Stripe did not cancel the subscription (${response.status}): ${body.error?.message ?? ''}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
      }
    },
  };
}
