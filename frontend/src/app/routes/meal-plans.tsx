import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays } from 'lucide-react';
import { PlanListScreen } from '@/components/layout/plan-pages';
import { mealPlans } from '@/features/meal-plans/api/meal-plans';
import { MealPlanList } from '@/features/meal-plans/components/meal-plan-list';
import { NewMealPlanDialog } from '@/features/meal-plans/components/new-meal-plan-dialog';

export function Screen() {
  const { t } = useLingui();
  return (
    <PlanListScreen
      title={t`Meal Plans`}
      newDialog={<NewMealPlanDialog />}
      query={mealPlans.useList()}
      loading={t`Loading meal plans`}
      failed={t`Failed to load meal plans`}
      empty={{
        icon: CalendarDays,
        title: <Trans>No meal plans yet</Trans>,
        text: (
          <Trans>
            Plan the week ahead: breakfast, lunch, dinner and snacks for every day, from the recipes you love.
          </Trans>
        ),
      }}
    >
      {(plans) => <MealPlanList plans={plans} />}
    </PlanListScreen>
  );
}
