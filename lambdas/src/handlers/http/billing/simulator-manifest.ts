// The local checkout simulator's routes: served by the local stack only (local.ts), never deployed, and
// even there they answer 404 unless the stack runs without Stripe keys.
import { simulatedPortalRequest } from '../../../contracts/billing.js';
import { defineManifest } from '../../../shared/route-manifest.js';

export const checkoutSimulatorManifest = defineManifest({
  describeSession: {
    method: 'GET',
    path: '/api/checkout-simulator/sessions/{id}',
    auth: 'user',
    localOnly: true,
    doc: "One of the caller's simulated checkout sessions",
    budget: { requests: 1 },
  },
  completeSession: {
    method: 'POST',
    path: '/api/checkout-simulator/sessions/{id}/complete',
    auth: 'user',
    localOnly: true,
    doc: 'Pays a simulated checkout: sends the webhook events Stripe would',
    // 9 since issue 37: the new-subscriber notice finds the site owner's account by address (one index
    // Query beside the subscriber's profile) to write in the owner's language. Local only.
    budget: { requests: 9 },
  },
  cancelSession: {
    method: 'POST',
    path: '/api/checkout-simulator/sessions/{id}/cancel',
    auth: 'user',
    localOnly: true,
    doc: 'Abandons a simulated checkout',
    budget: { requests: 2 },
  },
  applyPortalAction: {
    method: 'POST',
    path: '/api/checkout-simulator/portal',
    auth: 'user',
    localOnly: true,
    body: simulatedPortalRequest,
    doc: 'Does what the customer portal or Stripe would (cancel, resume, end a trial, fail a payment)',
    budget: { requests: 4 },
  },
});
