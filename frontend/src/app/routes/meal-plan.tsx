import { Trans, useLingui } from '@lingui/react/macro';
import { ShoppingCart } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { PlanLoading } from '@/components/layout/plan-pages';
import { Button } from '@/components/ui/button';
import { useProfile } from '@/features/account/api/get-profile';
import { mealPlans } from '@/features/meal-plans/api/meal-plans';
import { AddPlanRecipeDialog } from '@/features/meal-plans/components/add-plan-recipe-dialog';
import { CalendarFeedCard } from '@/features/meal-plans/components/calendar-feed-card';
import { WeekBoard } from '@/features/meal-plans/components/week-board';
import { shoppingRequestFor } from '@/features/meal-plans/lib/shopping';
import { longDate } from '@/features/meal-plans/lib/week';
import { TakeOutOfPantryButton } from '@/features/pantry/components/take-out-button';
import { useAddRecipesToShoppingList } from '@/features/shopping/api/add-recipes-to-list';

export function Screen() {
  const { t: tr } = useLingui();
  const { id = '' } = useParams();
  const plan = mealPlans.useOneOrBack(id, tr`Failed to load meal plans`);
  const shop = useAddRecipesToShoppingList();
  const profile = useProfile();

  const back = { to: mealPlans.listPage, label: tr`Back` };
  if (!plan.data) return <PlanLoading title={tr`Meal Plan`} back={back} label={tr`Loading meal plan`} />;
  const planned = shoppingRequestFor(plan.data.entries);
  const weekOf = longDate(plan.data.startDate);

  return (
    <div className="min-h-dvh">
      <PageHeader
        title={plan.data.name}
        back={back}
        width="max-w-screen-2xl"
        actions={<AddPlanRecipeDialog planId={plan.data.id} />}
      />
      <PageBody className="max-w-screen-2xl space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-ink-muted">
            <Trans>Week of {weekOf}</Trans>
          </p>
          <Button
            variant="outline"
            disabled={planned.length === 0 || shop.isPending}
            onClick={() => shop.mutate({ recipes: planned })}
          >
            <ShoppingCart aria-hidden="true" />
            {shop.isPending ? tr`Adding…` : tr`Add Week to Shopping List`}
          </Button>
        </div>
        <WeekBoard
          plan={plan.data}
          cookName={profile.data?.displayName ?? ''}
          afterCooked={({ recipeId, servings }) => (
            <TakeOutOfPantryButton recipeId={recipeId} servings={servings ?? undefined} size="sm" />
          )}
        />
        <CalendarFeedCard plan={plan.data} />
      </PageBody>
    </div>
  );
}
