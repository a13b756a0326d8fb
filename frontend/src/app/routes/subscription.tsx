import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { useProfile } from '@/features/account/api/get-profile';
import { useStartCheckout, useSubscriptionStatus } from '@/features/billing/api/subscription';
import { CurrentSubscriptionCard } from '@/features/billing/components/current-subscription-card';
import { ClaimGiftCard, FreeLinkCard } from '@/features/billing/components/free-link-card';
import { PlanCards } from '@/features/billing/components/plan-cards';
import { RedeemCodeDialog } from '@/features/billing/components/redeem-code-dialog';
import { SubscriptionFaq } from '@/features/billing/components/subscription-faq';
import { FREE_RECIPE_LIMIT } from '@/features/billing/lib/access-rule';

function FreeRecipesUsed({ own, limit }: { own: number; limit: number }) {
  return (
    <Plural
      value={limit}
      one={`You have ${own} of # free recipe.`}
      other={`You have ${own} of # free recipes.`}
    />
  );
}

export function Screen() {
  const { t: tr, i18n } = useLingui();
  const status = useSubscriptionStatus();
  const profile = useProfile();
  const claim = useStartCheckout();
  const [params, setParams] = useSearchParams();
  const data = status.data;
  const gift = params.get('gift');

  useEffect(() => {
    const outcome = params.get('checkout');
    if (!outcome) return;
    if (outcome === 'success') toast.success(t`Thank you!`, { description: t`Your plan is being set up.` });
    setParams(
      (current) => {
        current.delete('checkout');
        return current;
      },
      { replace: true },
    );
  }, [params, setParams]);

  return (
    <div className="min-h-dvh">
      <PageHeader
        title={tr`Subscription Plans`}
        back={{ to: '/', label: tr`Back to Recipes` }}
        actions={<RedeemCodeDialog />}
      />
      <PageBody className="space-y-10">
        <section className="space-y-2 text-center">
          <p className="font-display text-3xl font-semibold text-terracotta-900 sm:text-4xl">
            <Trans>Choose your plan</Trans>
          </p>
          <p className="mx-auto max-w-2xl text-ink-muted">
            <Trans>Every plan unlocks all of Hearth. Monthly and yearly start with a 7-day free trial.</Trans>
          </p>
        </section>

        {gift && !data?.lifetime ? (
          <ClaimGiftCard
            gift={gift}
            busy={claim.isPending}
            onClaim={(token) =>
              claim.mutate(
                { plan: 'lifetime', gift: token },
                { onError: (error) => toast.error(tr`Error`, { description: error.message }) },
              )
            }
          />
        ) : null}

        {status.isPending ? (
          <p role="status" className="text-center text-ink-muted">
            <Trans>Checking your subscription...</Trans>
          </p>
        ) : data?.subscribed ? (
          <CurrentSubscriptionCard status={data} />
        ) : null}

        <PlanCards status={data} loading={status.isPending} />

        <section aria-labelledby="free-tier-title" className="rounded-2xl bg-cream-200/60 p-5">
          <h2 id="free-tier-title" className="font-semibold text-ink">
            <Trans>Without a plan</Trans>
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{i18n._(FREE_RECIPE_LIMIT)}</p>
          {data && !data.fullAccess ? (
            <p className="mt-1 text-sm text-ink-muted">
              <FreeRecipesUsed own={data.ownRecipeCount} limit={data.freeRecipeLimit} />
            </p>
          ) : null}
        </section>

        <section
          aria-labelledby="redeem-title"
          className="flex flex-wrap items-center justify-center gap-4 text-center"
        >
          <h2 id="redeem-title" className="font-display text-xl font-semibold text-terracotta-900">
            <Trans>Have an invitation code?</Trans>
          </h2>
          <RedeemCodeDialog triggerVariant="primary" />
        </section>

        <SubscriptionFaq />
        {profile.data?.isAdmin ? <FreeLinkCard /> : null}
      </PageBody>
    </div>
  );
}
