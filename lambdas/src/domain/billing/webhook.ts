// Stripe webhooks keep the entitlement item current. Every event is verified (400 on a bad signature),
// recorded once (a replay is acknowledged and changes nothing) and, for subscription events, applied
// only when newer than the last one applied (event.created), so late deliveries never roll state back.
// The local checkout simulator sends its signed events through this same function.
// A lifetime purchase remembers its payment intent; a full refund (charge.refunded) or a dispute
// (charge.dispute.created) of that payment takes lifetime access back, audit-logged in the same
// transaction as the event's record, so a replay changes nothing and logs nothing.

import { auditEntryTransactItem } from '../../data/entities/audit-log.js';
import type { EntitlementRepository, TransactItem } from '../../data/entities/entitlement.js';
import { AppError } from '../../shared/errors.js';
import { logger } from '../../shared/logger.js';
import { countEvent } from '../../shared/metrics.js';
import { subscriptionGrantsAccess } from './access.js';
import type { StripeEventLike, WebhookSignatures } from './ports.js';
import { idOf, type PlanPriceIds, toSubscriptionRecord, userIdOf } from './stripe-objects.js';

export interface NewSubscriptionNotice {
  userId: string;
  userEmail: string | null;
  planName: 'monthly' | 'yearly' | 'lifetime';
}

export interface WebhookDeps {
  entitlements: EntitlementRepository;
  prices: PlanPriceIds;
  /** notify-new-subscription: fire and forget. */
  notifyNewSubscription: (notice: NewSubscriptionNotice) => Promise<void>;
  now: () => Date;
  /** Stripe's webhook signatures (the payments adapter). */
  signatures: WebhookSignatures;
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

type Obj = Record<string, unknown>;

export async function receiveStripeWebhook(
  deps: WebhookDeps,
  rawBody: string,
  signature: string | undefined,
  secret: string,
): Promise<{ received: true; outcome: WebhookOutcome }> {
  let event: StripeEventLike;
  try {
    if (!signature) throw new Error('missing signature');
    event = await deps.signatures.verify(rawBody, signature, secret);
  } catch {
    throw new AppError(400, 'bad_signature', 'The webhook signature could not be verified');
  }
  const outcome = await applyStripeEvent(deps, event);
  logger.info('stripe webhook', { id: event.id, type: event.type, outcome });
  return { received: true, outcome };
}

export type { StripeEventLike };

/** Applies one verified event. */
export async function applyStripeEvent(deps: WebhookDeps, event: StripeEventLike): Promise<WebhookOutcome> {
  const at = deps.now().toISOString();
  const object = event.data.object;
  const record = (userId: string | null, writes: TransactItem[]) =>
    deps.entitlements.recordStripeEvent({ id: event.id, type: event.type, userId, at }, writes);

  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const userId = userIdOf(object);
      const customerId = idOf(object.customer);
      if (!userId) return ignore(record, event);
      const isLifetime = object.mode === 'payment';
      const paid = object.payment_status === 'paid' || object.payment_status === 'no_payment_required';
      const grant = isLifetime && paid;
      const paymentIntentId = grant ? (idOf(object.payment_intent) ?? undefined) : undefined;
      const writes: TransactItem[] = customerId
        ? deps.entitlements.customerWrites(userId, customerId, at, { lifetime: grant, paymentIntentId })
        : grant
          ? [deps.entitlements.grantLifetimeTransactItem(userId, 'purchase', at, paymentIntentId)]
          : [];
      if (paymentIntentId) writes.push(deps.entitlements.paymentIntentWrite(userId, paymentIntentId));
      const outcome = await record(userId, writes);
      if (outcome === 'applied' && (!isLifetime || paid)) {
        countEvent('SubscriptionsStarted');
        const planName = isLifetime ? 'lifetime' : (userPlan(object) ?? 'monthly');
        const userEmail =
          typeof object.customer_details === 'object' && object.customer_details
            ? (((object.customer_details as Obj).email as string | null) ?? null)
            : null;
        deps
          .notifyNewSubscription({ userId, userEmail, planName })
          .catch((error: unknown) => logger.warn('new-subscription notice failed', { error: String(error) }));
      }
      return outcome;
    }

    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed': {
      const customerId = idOf(object.customer);
      const userId =
        userIdOf(object) ?? (customerId ? await deps.entitlements.userOfCustomer(customerId) : null);
      if (!userId || !customerId) return ignore(record, event);
      const incoming = toSubscriptionRecord(object, deps.prices);
      // A late event about an old, finished subscription must not replace a newer live one.
      const current = await deps.entitlements.get(userId);
      const replacesOther =
        current.subscription && current.subscription.stripeSubscriptionId !== incoming.stripeSubscriptionId;
      const now = deps.now();
      if (
        replacesOther &&
        subscriptionGrantsAccess(current, now) &&
        !subscriptionGrantsAccess({ ...current, subscription: incoming }, now)
      )
        return record(userId, []).then((outcome) => (outcome === 'applied' ? 'stale' : outcome));
      const outcome = await record(userId, [
        deps.entitlements.subscriptionWrite(userId, incoming, customerId, event.created, at),
        ...deps.entitlements.customerWrites(userId, customerId, at).slice(1),
      ]);
      if (outcome === 'applied' && event.type === 'customer.subscription.deleted')
        countEvent('SubscriptionsCancelled');
      return outcome;
    }

    // Invoices need no state of their own: the subscription events that follow carry the new
    // status and period. They are recorded so a replay is recognised.
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed': {
      const customerId = idOf(object.customer);
      const userId = customerId ? await deps.entitlements.userOfCustomer(customerId) : null;
      if (event.type === 'invoice.payment_failed')
        logger.warn('stripe invoice payment failed', { userId, invoice: idOf(object.id) });
      return record(userId, []);
    }

    // A lifetime purchase paid back: in full by a refund, or contested by a dispute. A partial refund,
    // or a charge of a subscription invoice, leaves access as it is.
    case 'charge.refunded':
    case 'charge.dispute.created': {
      const isDispute = event.type === 'charge.dispute.created';
      if (!isDispute && object.refunded !== true) return ignore(record, event);
      const paymentIntentId = idOf(object.payment_intent);
      const userId = paymentIntentId ? await deps.entitlements.userOfPaymentIntent(paymentIntentId) : null;
      if (!userId || !paymentIntentId) return ignore(record, event);
      const reason = isDispute ? 'dispute' : 'refund';
      const outcome = await record(userId, [
        deps.entitlements.revokePurchasedLifetimeWrite(userId, paymentIntentId, at),
        auditEntryTransactItem({
          at,
          action: 'lifetime.revoked',
          actorId: 'stripe',
          actorEmail: 'Stripe',
          targetUserId: userId,
          target: chargeEmail(object),
          details: { reason, paymentIntent: paymentIntentId, stripeEvent: event.id },
        }),
      ]);
      if (outcome === 'applied') logger.warn('lifetime access revoked', { userId, reason, paymentIntentId });
      return outcome;
    }

    default:
      return ignore(record, event);
  }
}

/** The payer's address on a charge (a dispute carries none): shown in the audit log. */
function chargeEmail(object: Obj): string | null {
  const billing = object.billing_details as Obj | undefined;
  const email = billing?.email ?? object.receipt_email;
  return typeof email === 'string' && email.length > 0 ? email : null;
}

function userPlan(object: Obj): 'monthly' | 'yearly' | null {
  const plan = (object.metadata as Obj | undefined)?.plan;
  return plan === 'monthly' || plan === 'yearly' ? plan : null;
}

async function ignore(
  record: (userId: string | null, writes: TransactItem[]) => Promise<'applied' | 'duplicate' | 'stale'>,
  event: StripeEventLike,
): Promise<WebhookOutcome> {
  const outcome = await record(null, []);
  if (outcome === 'duplicate') return outcome;
  logger.info('stripe event ignored', { id: event.id, type: event.type });
  return 'ignored';
}
