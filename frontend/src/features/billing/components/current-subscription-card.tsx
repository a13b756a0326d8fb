import type { SubscriptionStatus } from '@contracts/billing';
import { Card } from '@/components/ui/card';
import { formatLongDate, planTitles } from '../lib/plans';
import { ManageSubscriptionButton } from './plan-cards';

/** Shown while subscribed (SPEC 2): the trial or the paid period's end, and Manage Subscription. */
export function CurrentSubscriptionCard({ status }: { status: SubscriptionStatus }) {
  const end = status.subscriptionEnd ? formatLongDate(status.subscriptionEnd) : null;
  return (
    <Card
      role="region"
      aria-labelledby="current-subscription"
      className="flex flex-wrap items-center gap-4 p-6"
    >
      <div className="flex-1 space-y-1">
        <h2 id="current-subscription" className="font-display text-xl font-semibold text-terracotta-900">
          Current Subscription
        </h2>
        <p>
          {status.trial
            ? "You're on a free trial."
            : `Your subscription is active until ${end ?? 'the end of this period'}`}
        </p>
        {status.trial && end ? (
          <p className="text-sm text-ink-muted">
            Your {status.plan ? planTitles[status.plan] : ''} plan starts on {end}; your card is not charged
            until then.
          </p>
        ) : null}
        {status.cancelAtPeriodEnd && end ? (
          <p className="text-sm text-ink-muted">It will not renew after {end}.</p>
        ) : null}
      </div>
      {status.canManage ? <ManageSubscriptionButton /> : null}
    </Card>
  );
}
