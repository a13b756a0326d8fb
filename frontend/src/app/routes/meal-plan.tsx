import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { formatDate } from '@/lib/i18n/format';
import { intlLocale } from '@/lib/i18n/runtime';

/** The plan's first day, in the reader's language ("March 14, 2027" in English). */
const weekStartDate = (date: string) =>
  formatDate(new Date(`${date}T00:00:00Z`), intlLocale(), {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function Screen() {
  const { t: tr } = useLingui();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const plan = useMealPlan(id);
  const shop = useAddRecipesToShoppingList();
  const profile = useProfile();

  // SPEC 2: a plan that cannot be loaded sends the cook back to the list.
  useEffect(() => {
    if (!plan.isError) return;
    toast.error(t`Failed to load meal plans`);
    void navigate('/meal-plans', { replace: true });
  }, [plan.isError, navigate]);

  const back = { to: '/meal-plans', label: tr`Back` };
  if (!plan.data) {
    return (
      <div className="min-h-dvh">
        <PageHeader title={tr`Meal Plan`} back={back} />
        <PageSpinner label={tr`Loading meal plan`} />
      </div>
    );
  }
  const planned = shoppingRequestFor(plan.data.entries);
  const weekOf = weekStartDate(plan.data.startDate);

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
