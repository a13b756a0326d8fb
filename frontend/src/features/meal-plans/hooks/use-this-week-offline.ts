import { useQueryClient } from '@tanstack/react-query';
import { useKeptForOffline } from '@/hooks/use-kept-for-offline';
import { apiRequest } from '@/lib/api-client';

/**
 * Reads this week's meal plans once per visit, with the recipes on them and their photos, so the plan
 * opens in the kitchen with no connection.
 */
export function useThisWeekOffline() {
  const queryClient = useQueryClient();
  useKeptForOffline('this-week', async () => {
    // Loaded here, once the page is idle: the plans' schemas are no part of the screen that asks.
    const [{ weekDates }, { mealPlanQueryOptions, mealPlansQueryOptions }, { today }] = await Promise.all([
      import('@contracts/planning'),
      import('../api/meal-plans'),
      import('../lib/week'),
    ]);
    const plans = await queryClient.fetchQuery(mealPlansQueryOptions());
    const now = today();
    for (const summary of plans.filter((plan) => weekDates(plan.startDate).includes(now))) {
      const plan = await queryClient.fetchQuery(mealPlanQueryOptions(summary.id));
      const recipeIds = new Set(plan.entries.map((entry) => entry.recipeId));
      for (const id of recipeIds)
        await apiRequest(`/recipes/${encodeURIComponent(id)}`).catch(() => undefined);
      for (const entry of plan.entries) {
        const photo = entry.recipe?.imageUrl;
        if (photo?.startsWith('/api/')) await fetch(photo).catch(() => undefined);
      }
    }
  });
}
