// The payment gateway an account deletion cancels a subscription with, as the settings name it. No
// Stripe library here (account deletion uses this): one REST call cancels, and locally the simulator
// brings its own webhook signatures when it is installed.
import { stripeCancellation } from '../../adapters/payments/stripe-cancel.js';
import { stripeSettings } from '../../adapters/payments/stripe-settings.js';
import { simulatedCheckoutRepository } from '../../data/entities/checkout-simulation.js';
import { entitlementRepository } from '../../data/entities/entitlement.js';
import type { PaymentGateway } from '../../domain/billing/ports.js';
import { appOrigin } from '../../shared/app-origin.js';
import { db } from '../../shared/clients.js';
import { checkoutSimulator, simulatorSignatures } from './checkout-simulator.js';

/** The gateway the settings name: Stripe, or locally the checkout simulator (which sends the webhook). */
export async function configuredSubscriptionGateway(): Promise<Pick<
  PaymentGateway,
  'cancelSubscription'
> | null> {
  const settings = await stripeSettings();
  if (settings.mode === 'stripe' && settings.secretKey)
    return stripeCancellation(settings.secretKey, settings.apiBase);
  // The simulator is installed on a local stack only (handlers/http/billing/local.ts); never on AWS.
  const simulatorGateway = settings.mode === 'simulator' ? checkoutSimulator() : null;
  const signatures = simulatorSignatures();
  if (!simulatorGateway || !signatures || !settings.webhookSecret) return null;
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
        signatures,
      },
    },
  });
}
