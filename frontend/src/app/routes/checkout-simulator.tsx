// The local checkout simulator's page: stands in for Stripe Checkout and the Customer Portal when the
// local stack runs without Stripe keys (its API answers 404 anywhere else).
import type { SimulatedPortalAction } from '@contracts/billing';
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
  const session = useSimulatedCheckout(id);
  const finish = useFinishSimulatedCheckout(id);
  if (session.isPending) return <p role="status">Loading checkout...</p>;
  if (session.error || !session.data) return <p role="alert">This checkout was not found.</p>;
  const s = session.data;
  const price = `${dollars(s.price)}${s.interval === 'once' ? ' one-time' : ` per ${s.interval}`}`;
  const done = (outcome: 'complete' | 'cancel') =>
    finish.mutate(outcome, {
      onSuccess: ({ redirectUrl }) => go(redirectUrl),
      onError: (error) => toast.error('Error', { description: errorMessage(error) }),
    });
  return (
    <Card role="region" aria-labelledby="sim-title" className="mx-auto max-w-md space-y-4 p-6">
      <h2 id="sim-title" className="font-display text-2xl font-semibold text-terracotta-900">
        Hearth {planTitles[s.plan]}
      </h2>
      <p>{price}</p>
      {s.trialDays > 0 ? (
        <p>
          {s.trialDays} days free, then {price}. Nothing is charged today.
        </p>
      ) : null}
      <p className="text-sm text-ink-muted">For {s.email}</p>
      {s.status !== 'open' ? (
        <p role="status">This checkout is already finished.</p>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button disabled={finish.isPending} onClick={() => done('complete')}>
            {s.trialDays > 0 ? 'Start trial' : `Pay ${dollars(s.price)}`}
          </Button>
          <Button variant="outline" disabled={finish.isPending} onClick={() => done('cancel')}>
            Cancel checkout
          </Button>
        </div>
      )}
    </Card>
  );
}

const portalActions: { action: SimulatedPortalAction; label: string }[] = [
  { action: 'cancel-at-period-end', label: 'Cancel at period end' },
  { action: 'resume', label: 'Resume subscription' },
  { action: 'end-trial', label: 'End trial now' },
  { action: 'payment-failed', label: 'Simulate a failed payment' },
  { action: 'cancel-now', label: 'Cancel now' },
];

function SimulatedPortal({ returnUrl }: { returnUrl: string }) {
  const status = useSubscriptionStatus();
  const portal = useSimulatedPortal();
  const s = status.data;
  return (
    <Card role="region" aria-labelledby="portal-title" className="mx-auto max-w-lg space-y-4 p-6">
      <h2 id="portal-title" className="font-display text-2xl font-semibold text-terracotta-900">
        Manage your subscription
      </h2>
      {s ? (
        <p role="status">
          {s.lifetime
            ? 'Lifetime access.'
            : s.plan
              ? `${planTitles[s.plan]}: ${s.status}${s.subscriptionEnd ? `, until ${formatLongDate(s.subscriptionEnd)}` : ''}${s.cancelAtPeriodEnd ? ' (ends then)' : ''}.`
              : `No active subscription${s.status ? ` (${s.status})` : ''}.`}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {portalActions.map(({ action, label }) => (
          <Button
            key={action}
            variant="outline"
            size="sm"
            disabled={portal.isPending}
            onClick={() =>
              portal.mutate(action, {
                onError: (error) => toast.error('Error', { description: errorMessage(error) }),
              })
            }
          >
            {label}
          </Button>
        ))}
      </div>
      <a href={returnUrl} className={buttonClasses('primary', 'sm')}>
        Return to Hearth
      </a>
    </Card>
  );
}

export function Screen() {
  const [params] = useSearchParams();
  const session = params.get('session') ?? '';
  const returnTo = params.get('return') ?? '/subscription';
  const returnUrl =
    returnTo.startsWith(window.location.origin) || returnTo.startsWith('/') ? returnTo : '/subscription';
  return (
    <div className="min-h-dvh">
      <PageHeader title="Test Checkout" back={{ to: '/subscription', label: 'Back to Plans' }} />
      <PageBody className="space-y-6">
        <p className="text-center text-sm text-ink-muted">
          Local checkout simulator: no card is needed and nothing is charged. With Stripe keys configured,
          Stripe Checkout opens instead.
        </p>
        {session ? <SimulatedCheckout id={session} /> : <SimulatedPortal returnUrl={returnUrl} />}
        <p className="text-center">
          <Link to="/subscription" className={buttonClasses('link', 'sm')}>
            Subscription plans
          </Link>
        </p>
      </PageBody>
    </div>
  );
}
