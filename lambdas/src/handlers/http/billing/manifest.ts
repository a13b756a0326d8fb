// Billing area routes: entitlement, Stripe Checkout and the Customer Portal, free lifetime links, and
// the Stripe webhook. The local checkout simulator's routes are in simulator-manifest.ts.
import { checkoutRequest, freeLinkRequest } from '../../../contracts/billing.js';
import { defineManifest } from '../../../shared/route-manifest.js';

export const billingManifest = defineManifest({
  subscriptionStatus: {
    method: 'GET',
    path: '/api/subscription',
    auth: 'user',
    doc: "The caller's plan, trial and access",
    budget: { requests: 1 },
  },
  startCheckout: {
    method: 'POST',
    path: '/api/subscription/checkout',
    auth: 'user',
    body: checkoutRequest,
    doc: 'Opens a checkout for a plan (or for a free lifetime link)',
    budget: { requests: 2 },
  },
  openPortal: {
    method: 'POST',
    path: '/api/subscription/portal',
    auth: 'user',
    doc: 'Opens the customer portal to manage the subscription',
    budget: { requests: 1 },
  },
  // Admins make a free lifetime-access link for a friend's e-mail (a 100% coupon at checkout).
  createFreeLink: {
    method: 'POST',
    path: '/api/subscription/free-link',
    auth: 'admin',
    body: freeLinkRequest,
    doc: "Makes a free lifetime-access link for a friend's e-mail",
    budget: { requests: 1 },
  },
  receiveStripeWebhook: {
    method: 'POST',
    path: '/api/stripe/webhook',
    auth: 'public',
    doc: "Stripe's events, checked by their signature",
    budget: { requests: 3 },
  },
});
