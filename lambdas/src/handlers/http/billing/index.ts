// Billing area: subscription status, Stripe Checkout and Customer Portal, free links and the Stripe
// webhook. The checkout simulator is not here: the local stack serves it (local.ts) and installs it as
// the gateway of a stack without Stripe keys, so the deployed bundle never holds it.
import { sendMail } from '../../../adapters/mail/mailer.js';
import {
  stripeClient,
  stripeGateway,
  stripeWebhookSignatures,
} from '../../../adapters/payments/stripe-gateway.js';
import { type StripeSettings, stripeSettings } from '../../../adapters/payments/stripe-settings.js';
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
import { receiveStripeWebhook, type WebhookDeps } from '../../../domain/billing/webhook.js';
import { appOrigin } from '../../../shared/app-origin.js';
import { db } from '../../../shared/clients.js';
import { config, isLocal } from '../../../shared/config.js';
import { badRequest } from '../../../shared/errors.js';
import { setMfaDirectory } from '../../shared/admin-mfa.js';
import { checkoutSimulator } from '../../shared/checkout-simulator.js';
import { cognitoMfaDirectory } from '../../shared/cognito-mfa-directory.js';
import { bindRoutes, type HttpEvent, httpApi } from '../../shared/http.js';
import { billingManifest } from './manifest.js';

// Admin routes need two-step sign-in; this area reads it from Cognito (admin-mfa.ts).
setMfaDirectory(cognitoMfaDirectory);

export const entitlements = entitlementRepository(db);
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

export const webhookDeps = (settings: StripeSettings): WebhookDeps => ({
  entitlements,
  prices: settings.prices,
  notifyNewSubscription,
  now: () => new Date(),
  signatures: stripeWebhookSignatures,
});

async function checkoutDeps() {
  const [settings, origin] = await Promise.all([stripeSettings(), appOrigin()]);
  if (settings.mode === 'unavailable') throw paymentsUnavailable();
  const simulator = settings.mode === 'simulator' ? checkoutSimulator() : null;
  if (settings.mode === 'simulator' && !simulator) throw paymentsUnavailable();
  const gateway = simulator ? simulator({ sessions, origin }) : stripeGateway(stripeFor(settings));
  return { entitlements, gateway, prices: settings.prices, origin, settings };
}

const rawBody = (event: HttpEvent) =>
  event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');

export const handler = httpApi(
  bindRoutes(billingManifest, {
    subscriptionStatus: async ({ caller }) =>
      subscriptionStatus(entitlements, caller, (await stripeSettings()).mode),
    startCheckout: async ({ caller, body }) => {
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
    openPortal: async ({ caller }) => openPortal(await checkoutDeps(), caller),
    createFreeLink: async ({ caller, body }) => {
      const deps = await checkoutDeps();
      return createFreeLink(
        { gifts, origin: deps.origin, friendCoupon: deps.settings.friendCoupon },
        caller,
        body.email,
      );
    },
    receiveStripeWebhook: async ({ event }) => {
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
);
