// Billing area: subscription status, Stripe Checkout and Customer Portal, the Stripe webhook, and on a
// local stack without Stripe keys the checkout simulator's routes (they answer 404 anywhere else).
import { sendMail } from '../../../adapters/mail/mailer.js';
import {
  stripeClient,
  stripeGateway,
  stripeWebhookSignatures,
} from '../../../adapters/payments/stripe-gateway.js';
import { type StripeSettings, stripeSettings } from '../../../adapters/payments/stripe-settings.js';
import { checkoutRequest, freeLinkRequest, simulatedPortalRequest } from '../../../contracts/billing.js';
import { simulatedCheckoutRepository } from '../../../data/entities/checkout-simulation.js';
import { entitlementRepository } from '../../../data/entities/entitlement.js';
import { friendGiftRepository } from '../../../data/entities/friend-gift.js';
import { profileRepository } from '../../../data/entities/profile.js';
import {
  claimGift,
  createFreeLink,
  openPortal,
  paymentsUnavailable,
  startCheckout,
  subscriptionStatus,
} from '../../../domain/billing/checkout.js';
import { newSubscriptionNotifier } from '../../../domain/billing/notify.js';
import {
  applyPortalAction,
  cancelSession,
  completeSession,
  describeSession,
  type SimulatorDeps,
  simulatorGateway,
} from '../../../domain/billing/simulator.js';
import { receiveStripeWebhook, type WebhookDeps } from '../../../domain/billing/webhook.js';
import { appOrigin } from '../../../shared/app-origin.js';
import { requireAdmin } from '../../../shared/auth.js';
import { db } from '../../../shared/clients.js';
import { config, isLocal } from '../../../shared/config.js';
import { badRequest, notFound } from '../../../shared/errors.js';
import { defineRoute, type HttpEvent, httpApi } from '../../../shared/http.js';

const entitlements = entitlementRepository(db);
const sessions = simulatedCheckoutRepository(db);
const gifts = friendGiftRepository(db);
const notifyNewSubscription = newSubscriptionNotifier({
  profiles: profileRepository(db),
  sendMail,
  ownerEmail: config.BILLING_NOTIFY_EMAIL ?? (isLocal ? 'admin@hearth.local' : null),
});

let stripe: { key: string; client: ReturnType<typeof stripeClient> } | undefined;
function stripeFor(settings: StripeSettings) {
  if (!settings.secretKey) throw paymentsUnavailable();
  if (stripe?.key !== settings.secretKey)
    stripe = { key: settings.secretKey, client: stripeClient(settings.secretKey, settings.apiBase) };
  return stripe.client;
}

const webhookDeps = (settings: StripeSettings): WebhookDeps => ({
  entitlements,
  prices: settings.prices,
  notifyNewSubscription,
  now: () => new Date(),
  signatures: stripeWebhookSignatures,
});

async function checkoutDeps() {
  const [settings, origin] = await Promise.all([stripeSettings(), appOrigin()]);
  if (settings.mode === 'unavailable') throw paymentsUnavailable();
  const gateway =
    settings.mode === 'simulator'
      ? simulatorGateway({ sessions, origin })
      : stripeGateway(stripeFor(settings));
  return { entitlements, gateway, prices: settings.prices, origin, settings };
}

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

const rawBody = (event: HttpEvent) =>
  event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');

export const billingRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/subscription',
    handler: async ({ caller }) =>
      subscriptionStatus(entitlements, caller.userId, (await stripeSettings()).mode),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/subscription/checkout',
    body: checkoutRequest,
    handler: async ({ caller, body }) => {
      const deps = await checkoutDeps();
      if (!body.gift) return startCheckout(deps, caller, body.plan);
      if (body.plan !== 'lifetime') throw badRequest('A free link is for lifetime access.');
      const couponId = await claimGift(
        { gifts, friendCoupon: deps.settings.friendCoupon },
        caller,
        body.gift,
      );
      return startCheckout(deps, caller, 'lifetime', { couponId });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/subscription/portal',
    handler: async ({ caller }) => openPortal(await checkoutDeps(), caller),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/subscription/free-link',
    body: freeLinkRequest,
    handler: async ({ event, body }) => {
      const admin = requireAdmin(event);
      const deps = await checkoutDeps();
      return createFreeLink(
        { gifts, origin: deps.origin, friendCoupon: deps.settings.friendCoupon },
        admin,
        body.email,
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/stripe/webhook',
    auth: 'none',
    handler: async ({ event }) => {
      const settings = await stripeSettings();
      if (!settings.webhookSecret) throw paymentsUnavailable();
      return receiveStripeWebhook(
        webhookDeps(settings),
        rawBody(event),
        event.headers?.['stripe-signature'],
        settings.webhookSecret,
      );
    },
  }),
];

/** Local-only: the checkout simulator (404 unless running locally without Stripe keys). */
export const checkoutSimulatorRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/checkout-simulator/sessions/{id}',
    handler: async ({ caller, params }) =>
      describeSession(await simulatorDeps(), caller.userId, params.id ?? ''),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/checkout-simulator/sessions/{id}/complete',
    handler: async ({ caller, params }) =>
      completeSession(await simulatorDeps(), caller.userId, params.id ?? ''),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/checkout-simulator/sessions/{id}/cancel',
    handler: async ({ caller, params }) =>
      cancelSession(await simulatorDeps(), caller.userId, params.id ?? ''),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/checkout-simulator/portal',
    body: simulatedPortalRequest,
    handler: async ({ caller, body }) => {
      const deps = await simulatorDeps();
      await applyPortalAction(deps, await entitlements.get(caller.userId), body.action);
      return subscriptionStatus(entitlements, caller.userId, 'simulator');
    },
  }),
];

export const handler = httpApi([...billingRoutes, ...checkoutSimulatorRoutes]);
