// The local checkout simulator: stands in for Stripe Checkout and the Customer Portal on a local stack
// without Stripe keys. It builds the events Stripe would send, signs them with the local webhook secret
// and hands them to the very same webhook code, so every plan and state can be tried locally and in tests.
import { ulid } from 'ulid';
import type { SimulatedCheckout, SimulatedPortalAction } from '../../contracts/billing.js';
import type {
  SimulatedCheckoutRepository,
  SimulatedSessionRecord,
} from '../../data/entities/checkout-simulation.js';
import type { EntitlementRecord } from '../../data/entities/entitlement.js';
import { badRequest, notFound } from '../../shared/errors.js';
import { planPrice } from './plans.js';
import type { CheckoutSessionParams, PaymentGateway } from './ports.js';
import type { PlanPriceIds } from './stripe-objects.js';
import { receiveStripeWebhook, type WebhookDeps } from './webhook.js';

export interface SimulatorDeps {
  sessions: SimulatedCheckoutRepository;
  webhook: WebhookDeps;
  webhookSecret: string;
  prices: PlanPriceIds;
  origin: string;
}

const DAY = 24 * 60 * 60;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** The simulator as a PaymentGateway: sessions live in DynamoDB and open on the SPA's simulator page. */
export function simulatorGateway(
  deps: Pick<SimulatorDeps, 'sessions' | 'origin'> & { portal?: SimulatorDeps },
  now = () => new Date(),
): PaymentGateway {
  return {
    async createCheckoutSession(params: CheckoutSessionParams) {
      const id = `cs_sim_${ulid()}`;
      await deps.sessions.create({
        id,
        userId: params.userId,
        email: params.email,
        plan: params.plan as SimulatedSessionRecord['plan'],
        mode: params.mode,
        priceId: params.priceId,
        trialDays: params.trialDays,
        customerId: params.customerId,
        couponId: params.couponId ?? null,
        successUrl: params.successUrl,
        cancelUrl: params.cancelUrl,
        status: 'open',
        createdAt: now().toISOString(),
      });
      return { id, url: `${deps.origin}/checkout-simulator?session=${encodeURIComponent(id)}` };
    },
    async createPortalSession(_customerId: string, returnUrl: string) {
      return { url: `${deps.origin}/checkout-simulator?portal=1&return=${encodeURIComponent(returnUrl)}` };
    },
    async cancelSubscription(subscriptionId: string, owner: EntitlementRecord) {
      if (!deps.portal) throw new Error('The simulator cancels subscriptions only with its webhook');
      if (
        owner.subscription?.stripeSubscriptionId !== subscriptionId ||
        owner.subscription.status === 'canceled'
      )
        return;
      // What Stripe does on DELETE /v1/subscriptions/{id}: the subscription ends and says so by webhook.
      await applyPortalAction(deps.portal, owner, 'cancel-now', now());
    },
  };
}

async function ownSession(deps: SimulatorDeps, userId: string, id: string): Promise<SimulatedSessionRecord> {
  const session = await deps.sessions.get(id);
  // Someone else's session is as good as missing.
  if (!session || session.userId !== userId) throw notFound('Checkout session not found');
  return session;
}

export async function describeSession(
  deps: SimulatorDeps,
  userId: string,
  id: string,
): Promise<SimulatedCheckout> {
  const session = await ownSession(deps, userId, id);
  const plan = planPrice(session.plan);
  return {
    id: session.id,
    plan: session.plan,
    price: session.couponId ? 0 : plan.price,
    interval: plan.interval,
    trialDays: session.trialDays ?? 0,
    email: session.email,
    status: session.status,
    successUrl: session.successUrl,
    cancelUrl: session.cancelUrl,
  };
}

/** Signs `object` as a Stripe event of `type` and delivers it to the webhook code. */
async function deliver(deps: SimulatorDeps, type: string, object: Record<string, unknown>, created: number) {
  const event = {
    id: `evt_sim_${ulid()}`,
    object: 'event',
    api_version: 'simulator',
    type,
    created,
    livemode: false,
    data: { object },
  };
  const payload = JSON.stringify(event);
  return receiveStripeWebhook(
    deps.webhook,
    payload,
    deps.webhook.signatures.sign(payload, deps.webhookSecret),
    deps.webhookSecret,
  );
}

function subscriptionObject(
  deps: SimulatorDeps,
  fields: {
    id: string;
    customer: string;
    userId: string;
    plan: 'monthly' | 'yearly';
    status: string;
    trialEnd: number | null;
    periodEnd: number;
    cancelAtPeriodEnd: boolean;
  },
) {
  return {
    id: fields.id,
    object: 'subscription',
    customer: fields.customer,
    status: fields.status,
    metadata: { userId: fields.userId, plan: fields.plan },
    trial_end: fields.trialEnd,
    cancel_at_period_end: fields.cancelAtPeriodEnd,
    cancel_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_sim_${fields.id}`,
          object: 'subscription_item',
          current_period_end: fields.periodEnd,
          price: {
            id: deps.prices[fields.plan],
            object: 'price',
            recurring: { interval: fields.plan === 'yearly' ? 'year' : 'month' },
          },
        },
      ],
    },
  };
}

const periodSeconds = (plan: 'monthly' | 'yearly') => (plan === 'yearly' ? 365 : 30) * DAY;

/** Pays (or starts the trial of) an open session; answers where the browser goes next. */
export async function completeSession(
  deps: SimulatorDeps,
  userId: string,
  id: string,
  now = new Date(),
): Promise<{ redirectUrl: string }> {
  const session = await ownSession(deps, userId, id);
  if (!(await deps.sessions.close(id, 'complete'))) throw badRequest('This checkout is already finished.');
  const created = unix(now);
  const customer = session.customerId ?? `cus_sim_${ulid()}`;
  const metadata = { userId, plan: session.plan };
  const sessionObject = {
    id,
    object: 'checkout.session',
    mode: session.mode,
    client_reference_id: userId,
    customer,
    customer_details: { email: session.email },
    metadata,
    status: 'complete',
    payment_status: session.mode === 'payment' ? 'paid' : session.trialDays ? 'no_payment_required' : 'paid',
    amount_total: session.couponId ? 0 : Math.round(planPrice(session.plan).price * 100),
    // A one-time payment's payment intent (a refund or dispute of it names it).
    payment_intent: session.mode === 'payment' ? `pi_sim_${ulid()}` : null,
    subscription: null as string | null,
  };
  if (session.mode === 'payment' || session.plan === 'lifetime') {
    await deliver(deps, 'checkout.session.completed', sessionObject, created);
    return { redirectUrl: session.successUrl };
  }
  const plan = session.plan;
  const trialEnd = session.trialDays ? created + session.trialDays * DAY : null;
  const subscription = subscriptionObject(deps, {
    id: `sub_sim_${ulid()}`,
    customer,
    userId,
    plan,
    status: trialEnd ? 'trialing' : 'active',
    trialEnd,
    periodEnd: trialEnd ?? created + periodSeconds(plan),
    cancelAtPeriodEnd: false,
  });
  sessionObject.subscription = subscription.id;
  // Stripe's usual order; the webhook code does not depend on it.
  await deliver(deps, 'customer.subscription.created', subscription, created);
  await deliver(
    deps,
    'invoice.paid',
    {
      id: `in_sim_${ulid()}`,
      object: 'invoice',
      customer,
      amount_paid: trialEnd ? 0 : sessionObject.amount_total,
    },
    created,
  );
  await deliver(deps, 'checkout.session.completed', sessionObject, created);
  return { redirectUrl: session.successUrl };
}

/** Abandons an open session; answers the cancel address. */
export async function cancelSession(
  deps: SimulatorDeps,
  userId: string,
  id: string,
): Promise<{ redirectUrl: string }> {
  const session = await ownSession(deps, userId, id);
  await deps.sessions.close(id, 'expired');
  return { redirectUrl: session.cancelUrl };
}

/** The simple local Customer Portal: changes the caller's subscription as Stripe would and reports it. */
export async function applyPortalAction(
  deps: SimulatorDeps,
  record: EntitlementRecord,
  action: SimulatedPortalAction,
  now = new Date(),
): Promise<void> {
  const current = record.subscription;
  if (!current || !record.stripeCustomerId || current.status === 'canceled')
    throw badRequest('There is no subscription to manage.');
  const created = Math.max(unix(now), record.lastEventAt ?? 0);
  const toUnix = (iso: string | null) => (iso ? Math.floor(Date.parse(iso) / 1000) : null);
  const fields = {
    id: current.stripeSubscriptionId,
    customer: record.stripeCustomerId,
    userId: record.userId,
    plan: current.plan,
    status: current.status,
    trialEnd: toUnix(current.trialEnd),
    periodEnd: toUnix(current.currentPeriodEnd) ?? created + periodSeconds(current.plan),
    cancelAtPeriodEnd: current.cancelAtPeriodEnd,
  };
  const customer = record.stripeCustomerId;
  switch (action) {
    case 'cancel-at-period-end':
    case 'resume':
      fields.cancelAtPeriodEnd = action === 'cancel-at-period-end';
      await deliver(deps, 'customer.subscription.updated', subscriptionObject(deps, fields), created);
      return;
    case 'end-trial':
      fields.status = 'active';
      fields.trialEnd = created;
      fields.periodEnd = created + periodSeconds(current.plan);
      await deliver(deps, 'invoice.paid', { id: `in_sim_${ulid()}`, object: 'invoice', customer }, created);
      await deliver(deps, 'customer.subscription.updated', subscriptionObject(deps, fields), created);
      return;
    case 'payment-failed':
      fields.status = 'past_due';
      await deliver(
        deps,
        'invoice.payment_failed',
        { id: `in_sim_${ulid()}`, object: 'invoice', customer },
        created,
      );
      await deliver(deps, 'customer.subscription.updated', subscriptionObject(deps, fields), created);
      return;
    case 'cancel-now':
      fields.status = 'canceled';
      fields.periodEnd = created;
      await deliver(deps, 'customer.subscription.deleted', subscriptionObject(deps, fields), created);
      return;
  }
}
