import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useMealPlans } from '@/features/meal-plans/api/meal-plans';
import { MealPlanList } from '@/features/meal-plans/components/meal-plan-list';
import { NewMealPlanDialog } from '@/features/meal-plans/components/new-meal-plan-dialog';

export function Screen() {
  const { t: tr } = useLingui();
  const plans = useMealPlans();

  useEffect(() => {
    if (plans.isError) toast.error(t`Failed to load meal plans`);
  }, [plans.isError]);

  return (
    <div className="min-h-dvh">
      <PageHeader
        title={tr`Meal Plans`}
        back={{ to: '/', label: tr`Back to Recipes` }}
        actions={<NewMealPlanDialog />}
      />
      <PageBody>
        {plans.isPending ? (
          <PageSpinner label={tr`Loading meal plans`} />
        ) : plans.isError ? (
          <div role="alert" className="mx-auto max-w-md space-y-3 text-center">
            <p className="text-ink">
              <Trans>Failed to load meal plans</Trans>
            </p>
            <Button variant="outline" onClick={() => plans.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : plans.data.length === 0 ? (
          <section className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-dashed border-terracotta-200 bg-white/70 px-6 py-12 text-center">
            <CalendarDays aria-hidden="true" className="mb-4 size-10 text-terracotta-500" />
            <h2 className="text-2xl font-semibold text-terracotta-900">
              <Trans>No meal plans yet</Trans>
            </h2>
            <p className="mt-2 text-ink-muted">
              <Trans>
                Plan the week ahead: breakfast, lunch, dinner and snacks for every day, from the recipes you
                love.
              </Trans>
            </p>
          </section>
        ) : (
          <MealPlanList plans={plans.data} />
        )}
      </PageBody>
    </div>
  );
}
