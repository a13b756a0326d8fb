import type { MealPlanSummary } from '@contracts/planning';
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays } from 'lucide-react';
import { PlanCard, PlanCardList } from '@/components/plan-card';
import type { CatalogLocale } from '@/lib/i18n/locales';
import { intlLocale } from '@/lib/i18n/runtime';
import { mealPlans } from '../api/meal-plans';
import { longDate } from '../lib/week';

function MealPlanCard({ plan }: { plan: MealPlanSummary }) {
  const { i18n, t } = useLingui();
  const name = plan.name;
  const remove = mealPlans.useDelete();
  return (
    <PlanCard
      name={name}
      to={mealPlans.page(plan.id)}
      icon={<CalendarDays aria-hidden="true" />}
      remove={{
        label: t`Delete ${name}`,
        title: t`Delete this meal plan?`,
        description: t`"${name}" and the recipes planned in it will be removed. The recipes stay in your collection.`,
        confirmLabel: remove.isPending ? t`Deleting…` : t`Delete`,
        busy: remove.isPending,
        onConfirm: (done) => remove.mutate(plan.id, { onSuccess: done }),
      }}
    >
      <p className="text-sm text-ink-muted">
        <Trans>
          Starts {ph({ date: longDate(plan.startDate, intlLocale(i18n.locale as CatalogLocale)) })}
        </Trans>
      </p>
    </PlanCard>
  );
}

/** The cook's plans, latest start date first; a card opens its week. */
export function MealPlanList({ plans }: { plans: MealPlanSummary[] }) {
  return <PlanCardList plans={plans} card={(plan) => <MealPlanCard plan={plan} />} />;
}
