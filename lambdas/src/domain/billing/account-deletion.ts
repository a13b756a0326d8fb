// Deleting an account ends its Stripe subscription, so nobody is charged for an account that is gone.
// Called by the account deletion before the data goes (the entitlement names the subscription); a
// deletion cut short is re-run, and a subscription already ended is left alone.
import type { EntitlementRepository } from '../../data/entities/entitlement.js';
import { paymentsUnavailable } from './checkout.js';
import type { PaymentGateway } from './ports.js';

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
