import type { MealPlanDetail, MealPlanSummary } from '@contracts/planning';
import { useKeptForOffline } from '@/hooks/use-kept-for-offline';
import { apiRequest } from '@/lib/api-client';
import { routePath } from '@/lib/api-routes';

/**
 * Reads this week's meal plans once per visit, with the recipes on them and their photos, so the plan
 * opens in the kitchen with no connection. The answers are what the service worker keeps: typed, not
 * parsed (issue 35), so reading ahead loads neither zod nor the plans' schemas on Home.
 */
export function useThisWeekOffline() {
  useKeptForOffline('this-week', async () => {
    const [{ weekDates }, { today }] = await Promise.all([
      import('@contracts/plan-dates'),
      import('../lib/week'),
    ]);
    const { mealPlans } = await apiRequest<{ mealPlans: MealPlanSummary[] }>(routePath('GET /meal-plans'));
    const now = today();
    for (const summary of mealPlans.filter((plan) => weekDates(plan.startDate).includes(now))) {
      const plan = await apiRequest<MealPlanDetail>(
        routePath('GET /meal-plans/{id}', { params: { id: summary.id } }),
      );
      const recipeIds = new Set(plan.entries.map((entry) => entry.recipeId));
      for (const id of recipeIds)
        await apiRequest(routePath('GET /recipes/{id}', { params: { id } })).catch(() => undefined);

      for (const entry of plan.entries) {
        const photo = entry.recipe?.imageUrl;
        if (photo?.startsWith('/api/')) await fetch(photo).catch(() => undefined);
      }
    }
  });
}
