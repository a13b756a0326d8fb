// Local stack only (routes.ts marks these routes localOnly, so CDK neither routes nor bundles them):
// the checkout simulator's routes, and the simulator installed as the payment gateway of a local stack
// without Stripe keys. The routes answer 404 unless the settings name the simulator.
import { stripeWebhookSignatures } from '../../../adapters/payments/stripe-gateway.js';
import { stripeSettings } from '../../../adapters/payments/stripe-settings.js';
import { simulatedCheckoutRepository } from '../../../data/entities/checkout-simulation.js';
import { subscriptionStatus } from '../../../domain/billing/checkout.js';
import {
  applyPortalAction,
  cancelSession,
  completeSession,
  describeSession,
  type SimulatorDeps,
  simulatorGateway,
} from '../../../domain/billing/simulator.js';
import { appOrigin } from '../../../shared/app-origin.js';
import { db } from '../../../shared/clients.js';
import { notFound } from '../../../shared/errors.js';
import { installCheckoutSimulator } from '../../shared/checkout-simulator.js';
import { bindRoutes, httpApi } from '../../shared/http.js';
import { entitlements, webhookDeps } from './index.js';
import { checkoutSimulatorManifest } from './simulator-manifest.js';

installCheckoutSimulator(simulatorGateway, stripeWebhookSignatures);

const sessions = simulatedCheckoutRepository(db);

async function simulatorDeps(): Promise<SimulatorDeps> {
  const [settings, origin] = await Promise.all([stripeSettings(), appOrigin()]);
  if (settings.mode !== 'simulator' || !settings.webhookSecret) throw notFound('Not found');
  return {
    sessions,
    webhook: webhookDeps(settings),
    webhookSecret: settings.webhookSecret,
    prices: settings.prices,
    origin,
  };
}

export const handler = httpApi(
  bindRoutes(checkoutSimulatorManifest, {
    describeSession: async ({ caller, params }) =>
      describeSession(await simulatorDeps(), caller.userId, params.id ?? ''),
    completeSession: async ({ caller, params }) =>
      completeSession(await simulatorDeps(), caller.userId, params.id ?? ''),
    cancelSession: async ({ caller, params }) =>
      cancelSession(await simulatorDeps(), caller.userId, params.id ?? ''),
    applyPortalAction: async ({ caller, body }) => {
      const deps = await simulatorDeps();
      await applyPortalAction(deps, await entitlements.get(caller.userId), body.action);
      return subscriptionStatus(entitlements, caller, 'simulator');
    },
  }),
);
