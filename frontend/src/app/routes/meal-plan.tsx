import { longDate } from '@contracts/planning';
import { ShoppingCart } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useProfile } from '@/features/account/api/get-profile';
import { useMealPlan } from '@/features/meal-plans/api/meal-plans';
import { AddPlanRecipeDialog } from '@/features/meal-plans/components/add-plan-recipe-dialog';
import { CalendarFeedCard } from '@/features/meal-plans/components/calendar-feed-card';
import { WeekBoard } from '@/features/meal-plans/components/week-board';
import { shoppingRequestFor } from '@/features/meal-plans/lib/shopping';
import { TakeOutOfPantryButton } from '@/features/pantry/components/take-out-button';
import { useAddRecipesToShoppingList } from '@/features/shopping/api/add-recipes-to-list';

export function Screen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const plan = useMealPlan(id);
  const shop = useAddRecipesToShoppingList();
  const profile = useProfile();

  // SPEC 2: a plan that cannot be loaded sends the cook back to the list.
  useEffect(() => {
    if (!plan.isError) return;
    toast.error('Failed to load meal plans');
    void navigate('/meal-plans', { replace: true });
  }, [plan.isError, navigate]);

  const back = { to: '/meal-plans', label: 'Back' };
  if (!plan.data) {
    return (
      <div className="min-h-dvh">
        <PageHeader title="Meal Plan" back={back} />
        <PageSpinner label="Loading meal plan" />
      </div>
    );
  }
  const planned = shoppingRequestFor(plan.data.entries);

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
          <p className="text-ink-muted">Week of {longDate(plan.data.startDate)}</p>
          <Button
            variant="outline"
            disabled={planned.length === 0 || shop.isPending}
            onClick={() => shop.mutate({ recipes: planned })}
          >
            <ShoppingCart aria-hidden="true" />
            {shop.isPending ? 'Adding…' : 'Add Week to Shopping List'}
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
