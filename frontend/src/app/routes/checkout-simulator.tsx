// The local checkout simulator's page: stands in for Stripe Checkout and the Customer Portal when the
// local stack runs without Stripe keys (its API answers 404 anywhere else).
import type { SimulatedPortalAction, SubscriptionStatus } from '@contracts/billing';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  useFinishSimulatedCheckout,
  useSimulatedCheckout,
  useSimulatedPortal,
  useSubscriptionStatus,
} from '@/features/billing/api/subscription';
import { dollars, formatLongDate, planTitles } from '@/features/billing/lib/plans';
import { errorMessage } from '@/lib/query-client';

const go = (url: string) => window.location.assign(url);

function SimulatedCheckout({ id }: { id: string }) {
  const { t } = useLingui();
  const session = useSimulatedCheckout(id);
  const finish = useFinishSimulatedCheckout(id);
  if (session.isPending)
    return (
      <p role="status">
        <Trans>Loading checkout...</Trans>
      </p>
    );
  if (session.error || !session.data)
    return (
      <p role="alert">
        <Trans>This checkout was not found.</Trans>
      </p>
    );
  const s = session.data;
  const amount = dollars(s.price);
  const email = s.email;
  const days = s.trialDays;
  const price =
    s.interval === 'once'
      ? t`${amount} one-time`
      : s.interval === 'month'
        ? t`${amount} per month`
        : t`${amount} per year`;
  const done = (outcome: 'complete' | 'cancel') =>
    finish.mutate(outcome, {
      onSuccess: ({ redirectUrl }) => go(redirectUrl),
      onError: (error) => toast.error(t`Error`, { description: errorMessage(error) }),
    });
  return (
    <Card role="region" aria-labelledby="sim-title" className="mx-auto max-w-md space-y-4 p-6">
      <h2 id="sim-title" className="font-display text-2xl font-semibold text-terracotta-900">
        Hearth {planTitles[s.plan]}
      </h2>
      <p>{price}</p>
      {s.trialDays > 0 ? (
        <p>
          {plural(days, {
            one: `# day free, then ${price}. Nothing is charged today.`,
            other: `# days free, then ${price}. Nothing is charged today.`,
          })}
        </p>
      ) : null}
      <p className="text-sm text-ink-muted">
        <Trans>For {email}</Trans>
      </p>
      {s.status !== 'open' ? (
        <p role="status">
          <Trans>This checkout is already finished.</Trans>
        </p>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button disabled={finish.isPending} onClick={() => done('complete')}>
            {s.trialDays > 0 ? t`Start trial` : t`Pay ${amount}`}
          </Button>
          <Button variant="outline" disabled={finish.isPending} onClick={() => done('cancel')}>
            <Trans>Cancel checkout</Trans>
          </Button>
        </div>
      )}
    </Card>
  );
}

const portalActions: { action: SimulatedPortalAction; label: MessageDescriptor }[] = [
  { action: 'cancel-at-period-end', label: msg`Cancel at period end` },
  { action: 'resume', label: msg`Resume subscription` },
  { action: 'end-trial', label: msg`End trial now` },
  { action: 'payment-failed', label: msg`Simulate a failed payment` },
  { action: 'cancel-now', label: msg`Cancel now` },
];

function portalStatus(s: SubscriptionStatus): string {
  if (s.lifetime) return t`Lifetime access.`;
  const status = String(s.status);
  if (!s.plan) return s.status ? t`No active subscription (${status}).` : t`No active subscription.`;
  const plan = planTitles[s.plan];
  if (!s.subscriptionEnd)
    return s.cancelAtPeriodEnd ? t`${plan}: ${status} (ends then).` : t`${plan}: ${status}.`;
  const end = formatLongDate(s.subscriptionEnd);
  return s.cancelAtPeriodEnd
    ? t`${plan}: ${status}, until ${end} (ends then).`
    : t`${plan}: ${status}, until ${end}.`;
}

function SimulatedPortal({ returnUrl }: { returnUrl: string }) {
  const { i18n } = useLingui();
  const status = useSubscriptionStatus();
  const portal = useSimulatedPortal();
  const s = status.data;
  return (
    <Card role="region" aria-labelledby="portal-title" className="mx-auto max-w-lg space-y-4 p-6">
      <h2 id="portal-title" className="font-display text-2xl font-semibold text-terracotta-900">
        <Trans>Manage your subscription</Trans>
      </h2>
      {s ? <p role="status">{portalStatus(s)}</p> : null}
      <div className="flex flex-wrap gap-2">
        {portalActions.map(({ action, label }) => (
          <Button
            key={action}
            variant="outline"
            size="sm"
            disabled={portal.isPending}
            onClick={() =>
              portal.mutate(action, {
                onError: (error) => toast.error(t`Error`, { description: errorMessage(error) }),
              })
            }
          >
            {i18n._(label)}
          </Button>
        ))}
      </div>
      <a href={returnUrl} className={buttonClasses('primary', 'sm')}>
        <Trans>Return to Hearth</Trans>
      </a>
    </Card>
  );
}

export function Screen() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const session = params.get('session') ?? '';
  const returnTo = params.get('return') ?? '/subscription';
  const returnUrl =
    returnTo.startsWith(window.location.origin) || returnTo.startsWith('/') ? returnTo : '/subscription';
  return (
    <div className="min-h-dvh">
      <PageHeader title={t`Test Checkout`} back={{ to: '/subscription', label: t`Back to Plans` }} />
      <PageBody className="space-y-6">
        <p className="text-center text-sm text-ink-muted">
          <Trans>
            Local checkout simulator: no card is needed and nothing is charged. With Stripe keys configured,
            Stripe Checkout opens instead.
          </Trans>
        </p>
        {session ? <SimulatedCheckout id={session} /> : <SimulatedPortal returnUrl={returnUrl} />}
        <p className="text-center">
          <Link to="/subscription" className={buttonClasses('link', 'sm')}>
            <Trans>Subscription plans</Trans>
          </Link>
        </p>
      </PageBody>
    </div>
  );
}
