import type { PlanId, PlanPrice, SubscriptionStatus } from '@contracts/billing';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useOpenPortal, useStartCheckout } from '../api/subscription';
import { featuresOf, localPrice, planTitleMessages, subscriptionFeatureMessages } from '../lib/plans';

const fallbackPlans: PlanPrice[] = [
  { id: 'monthly', price: 4.99, interval: 'month', trialDays: 7 },
  { id: 'yearly', price: 48, interval: 'year', trialDays: 7 },
  { id: 'lifetime', price: 100, interval: 'once', trialDays: 0 },
];

export function ManageSubscriptionButton({ className }: { className?: string }) {
  const portal = useOpenPortal();
  return (
    <Button
      variant="outline"
      className={className}
      disabled={portal.isPending}
      onClick={() =>
        portal.mutate(undefined, {
          onError: () =>
            toast.error(t`Error`, { description: t`Failed to open customer portal. Please try again.` }),
        })
      }
    >
      <Trans>Manage Subscription</Trans>
    </Button>
  );
}

function PlanCard({
  plan,
  status,
  loading,
}: {
  plan: PlanPrice;
  status: SubscriptionStatus | undefined;
  loading: boolean;
}) {
  const checkout = useStartCheckout();
  const { t: tr, i18n } = useLingui();
  const current = status?.plan === plan.id;
  const headingId = `plan-${plan.id}`;
  const badge = plan.id === 'yearly' ? tr`Save 20%` : plan.id === 'lifetime' ? tr`Best Value` : null;
  const price = localPrice(plan.price, i18n.locale);
  const monthly = localPrice(plan.price / 12, i18n.locale, 2);
  const trialDays = plan.trialDays;
  const start = (id: PlanId) =>
    checkout.mutate(
      { plan: id },
      {
        onError: () =>
          toast.error(t`Error`, { description: t`Failed to create checkout session. Please try again.` }),
      },
    );

  return (
    <Card
      aria-labelledby={headingId}
      role="region"
      className={cn(
        'flex flex-col gap-5 p-6',
        current && 'ring-2 ring-terracotta-500',
        plan.id === 'yearly' && 'md:-mt-2',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="font-display text-2xl font-semibold text-terracotta-900">
          {i18n._(planTitleMessages[plan.id])}
        </h2>
        {badge ? <Badge>{badge}</Badge> : null}
        {current ? (
          <Badge tone="tag">
            <Trans>Current Plan</Trans>
          </Badge>
        ) : null}
      </div>
      <div>
        <p className="text-3xl font-semibold text-ink">
          <bdi>{price}</bdi>
          <span className="text-base font-normal text-ink-muted">
            {plan.interval === 'once'
              ? ` ${tr`one-time`}`
              : plan.interval === 'year'
                ? tr`/year`
                : tr`/month`}
          </span>
        </p>
        {plan.id === 'yearly' ? (
          <p className="text-sm text-ink-muted">
            <Trans>
              <bdi>{monthly}</bdi>/month, billed yearly
            </Trans>
          </p>
        ) : null}
        {plan.id === 'lifetime' ? (
          <p className="text-sm font-medium text-sage-600">
            <Trans>Never pay again!</Trans>
          </p>
        ) : null}
        {plan.trialDays > 0 ? (
          <p className="text-sm text-ink-muted">
            {plural(trialDays, { one: '#-day free trial', other: '#-day free trial' })}
          </p>
        ) : null}
      </div>
      <ul className="flex-1 space-y-2 text-sm">
        {featuresOf(plan.id).map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage-600" />
            {i18n._(subscriptionFeatureMessages[feature])}
          </li>
        ))}
      </ul>
      {current && plan.id === 'lifetime' ? (
        <Button disabled>
          <Trans>Lifetime Active</Trans>
        </Button>
      ) : current ? (
        <ManageSubscriptionButton />
      ) : (
        <Button disabled={loading || checkout.isPending} onClick={() => start(plan.id)}>
          {plan.id === 'lifetime' ? tr`Get Lifetime Access` : tr`Start Free Trial`}
        </Button>
      )}
    </Card>
  );
}

export function PlanCards({ status, loading }: { status: SubscriptionStatus | undefined; loading: boolean }) {
  const plans = status?.plans ?? fallbackPlans;
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} status={status} loading={loading} />
      ))}
    </div>
  );
}
