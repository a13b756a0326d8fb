// Bench scenarios of billing: a checkout started, the customer portal opened, a friend's free link
// made, a signed Stripe webhook applied (a renewal of a known subscription, signed as Stripe signs),
// and the local checkout simulator's own routes (a session read, completed or cancelled, and its
// portal's actions). The subscription status read is in bench-pages.ts.
import { createHmac, randomUUID } from 'node:crypto';
import { SIMULATOR_WEBHOOK_SECRET } from '../lambdas/src/adapters/payments/simulator-secret.js';
import { startTrial } from './bench-account.js';
import { type BenchContext, type Scenario, type ScenarioGroup, setupCall } from './bench-scenario.js';

/** A Stripe event, signed as Stripe signs (`t=…,v1=HMAC-SHA256(secret, "t.payload")`). */
export function signedStripeEvent(type: string, object: Record<string, unknown>, created: number) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type,
    created,
    data: { object },
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', SIMULATOR_WEBHOOK_SECRET).update(`${t}.${payload}`).digest('hex');
  return {
    body: payload,
    headers: { 'stripe-signature': `t=${t},v1=${v1}`, 'content-type': 'application/json' },
  };
}

/** A checkout session of the other cook (who has no plan), through the simulator. */
async function checkoutSession(ctx: BenchContext, token = ctx.other.idToken): Promise<string> {
  const checkout = await setupCall<{ url: string }>(ctx, token, '/api/subscription/checkout', 'POST', {
    plan: 'monthly',
  });
  return new URL(checkout.url, ctx.stackUrl).searchParams.get('session') ?? '';
}

const DAY = 24 * 60 * 60;

/** A cook whose Stripe customer and subscription the webhook scenario renews. */
async function webhookCustomer(ctx: BenchContext) {
  const cook = await ctx.signUp('stripe');
  const customer = `cus_${randomUUID().slice(0, 12)}`;
  const subscription = `sub_${randomUUID().slice(0, 12)}`;
  const linked = signedStripeEvent(
    'checkout.session.completed',
    {
      id: `cs_${randomUUID().slice(0, 12)}`,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: cook.userId,
      customer,
      subscription,
      payment_status: 'paid',
      metadata: { plan: 'yearly' },
    },
    Math.floor(Date.now() / 1000) - DAY,
  );
  const reply = await fetch(`${ctx.stackUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: linked.headers,
    body: linked.body,
  });
  if (reply.status !== 200) throw new Error(`Bench: linking a Stripe customer answered ${reply.status}`);
  return { stripeCustomer: customer, stripeSubscription: subscription };
}

const scenarios: Scenario[] = [
  {
    method: 'POST',
    route: '/api/subscription/checkout',
    label: 'Billing: start a checkout (a cook without a plan)',
    token: (ctx) => ctx.other.idToken,
    body: () => ({ plan: 'monthly' }),
  },
  {
    method: 'POST',
    route: '/api/subscription/portal',
    label: 'Billing: open the customer portal',
    token: (ctx) => ctx.payerToken,
  },
  {
    method: 'POST',
    route: '/api/subscription/free-link',
    label: 'Billing: an admin makes a friend’s free link',
    token: (ctx) => ctx.adminToken,
    body: (ctx, i) => ({ email: `friend-${ctx.runId}-${i}@example.com` }),
  },
  {
    method: 'POST',
    route: '/api/stripe/webhook',
    label: 'Stripe webhook: a known subscription renews',
    signedIn: false,
    arrange: async (ctx, i) => {
      const now = Math.floor(Date.now() / 1000);
      return signedStripeEvent(
        'customer.subscription.updated',
        {
          id: ctx.stripeSubscription,
          object: 'subscription',
          customer: ctx.stripeCustomer,
          status: 'active',
          metadata: {},
          trial_end: null,
          cancel_at_period_end: false,
          items: { data: [{ current_period_end: now + (365 + i) * DAY, price: { id: 'price_sim_yearly' } }] },
        },
        now + i,
      );
    },
  },
  {
    method: 'GET',
    route: '/api/checkout-simulator/sessions/{id}',
    token: (ctx) => ctx.other.idToken,
    arrange: async (ctx) => ({ path: `/api/checkout-simulator/sessions/${await checkoutSession(ctx)}` }),
  },
  {
    method: 'POST',
    route: '/api/checkout-simulator/sessions/{id}/complete',
    label: 'Checkout simulator: pay (a new cook’s trial)',
    arrange: async (ctx, i) => {
      const buyer = await ctx.signUp(`buyer${i}`);
      const session = await checkoutSession(ctx, buyer.idToken);
      return { token: buyer.idToken, path: `/api/checkout-simulator/sessions/${session}/complete` };
    },
  },
  {
    method: 'POST',
    route: '/api/checkout-simulator/sessions/{id}/cancel',
    token: (ctx) => ctx.other.idToken,
    arrange: async (ctx) => ({
      path: `/api/checkout-simulator/sessions/${await checkoutSession(ctx)}/cancel`,
    }),
  },
  {
    method: 'POST',
    route: '/api/checkout-simulator/portal',
    label: 'Checkout simulator: cancel at period end, then resume',
    token: (ctx) => ctx.payerToken,
    body: (_ctx, i) => ({ action: i % 2 ? 'resume' : 'cancel-at-period-end' }),
  },
];

/** A cook on a trial (the portal's customer), and one whose subscription Stripe renews. */
export const billingScenarios: ScenarioGroup = {
  name: 'billing',
  prepare: async (ctx) => {
    const payer = await ctx.signUp('payer');
    await startTrial(ctx.stackUrl, payer.idToken);
    return { payerToken: payer.idToken, ...(await webhookCustomer(ctx)) };
  },
  scenarios,
};
