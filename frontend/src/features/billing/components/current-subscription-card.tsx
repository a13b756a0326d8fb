import type { SubscriptionStatus } from '@contracts/billing';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@/components/ui/card';
import { formatLongDate, planTitleMessages } from '../lib/plans';
import { ManageSubscriptionButton } from './plan-cards';

/** Shown while subscribed (SPEC 2): the trial or the paid period's end, and Manage Subscription. */
export function CurrentSubscriptionCard({ status }: { status: SubscriptionStatus }) {
  const { t, i18n } = useLingui();
  const end = status.subscriptionEnd ? formatLongDate(status.subscriptionEnd, i18n.locale) : null;
  const plan = status.plan ? i18n._(planTitleMessages[status.plan]) : '';
  return (
    <Card
      role="region"
      aria-labelledby="current-subscription"
      className="flex flex-wrap items-center gap-4 p-6"
    >
      <div className="flex-1 space-y-1">
        <h2 id="current-subscription" className="font-display text-xl font-semibold text-terracotta-900">
          <Trans>Current Subscription</Trans>
        </h2>
        <p>
          {status.trial
            ? t`You're on a free trial.`
            : end
              ? t`Your subscription is active until ${end}`
              : t`Your subscription is active until the end of this period`}
        </p>
        {status.trial && end ? (
          <p className="text-sm text-ink-muted">
            <Trans>
              Your {plan} plan starts on {end}; your card is not charged until then.
            </Trans>
          </p>
        ) : null}
        {status.cancelAtPeriodEnd && end ? (
          <p className="text-sm text-ink-muted">
            <Trans>It will not renew after {end}.</Trans>
          </p>
        ) : null}
      </div>
      {status.canManage ? <ManageSubscriptionButton /> : null}
    </Card>
  );
}
