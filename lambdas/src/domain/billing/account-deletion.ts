// Deleting an account ends its Stripe subscription, so nobody is charged for an account that is gone.
// Called by the account deletion before the data goes (the entitlement names the subscription); a
// deletion cut short is re-run, and a subscription already ended is left alone.
import type { PaymentGateway } from '../../adapters/payments/stripe-gateway.js';
import { stripeClient, stripeGateway } from '../../adapters/payments/stripe-gateway.js';
import { stripeSettings } from '../../adapters/payments/stripe-settings.js';
import { simulatedCheckoutRepository } from '../../data/entities/checkout-simulation.js';
import type { EntitlementRepository } from '../../data/entities/entitlement.js';
import { entitlementRepository } from '../../data/entities/entitlement.js';
import { appOrigin } from '../../shared/app-origin.js';
import { db } from '../../shared/clients.js';
import { paymentsUnavailable } from './checkout.js';
import { checkoutSimulator } from './simulator-slot.js';

/** Stripe statuses after which nothing is ever charged again. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

export interface SubscriptionEndDeps {
  entitlements: Pick<EntitlementRepository, 'get'>;
  /** The configured gateway; null when payments are not set up. */
  gateway: () => Promise<Pick<PaymentGateway, 'cancelSubscription'> | null>;
}

/** Cancels the user's live subscription now; answers its id, or null when there was none. */
export async function cancelSubscriptionOfDeletedAccount(
  deps: SubscriptionEndDeps,
  userId: string,
): Promise<string | null> {
  const record = await deps.entitlements.get(userId);
  const subscription = record.subscription;
  if (!subscription || ENDED.has(subscription.status)) return null;
  const gateway = await deps.gateway();
  // A live subscription with payments switched off: stop here rather than leave it charging.
  if (!gateway) throw paymentsUnavailable();
  await gateway.cancelSubscription(subscription.stripeSubscriptionId, record);
  return subscription.stripeSubscriptionId;
}

/** The gateway the settings name: Stripe, or locally the checkout simulator (which sends the webhook). */
export async function configuredSubscriptionGateway(): Promise<Pick<
  PaymentGateway,
  'cancelSubscription'
> | null> {
  const settings = await stripeSettings();
  if (settings.mode === 'stripe' && settings.secretKey)
    return stripeGateway(stripeClient(settings.secretKey, settings.apiBase));
  const simulatorGateway = settings.mode === 'simulator' ? checkoutSimulator() : null;
  if (!simulatorGateway || !settings.webhookSecret) return null;
  const origin = await appOrigin();
  const sessions = simulatedCheckoutRepository(db);
  return simulatorGateway({
    sessions,
    origin,
    portal: {
      sessions,
      origin,
      webhookSecret: settings.webhookSecret,
      prices: settings.prices,
      webhook: {
        entitlements: entitlementRepository(db),
        prices: settings.prices,
        // Only new subscriptions are announced; an ending one is not.
        notifyNewSubscription: async () => undefined,
        now: () => new Date(),
      },
    },
  });
}
