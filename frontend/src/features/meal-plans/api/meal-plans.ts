// The meal-plan API: fetchers paired with their TanStack Query options and hooks. Mutations show the
// spec's toasts and invalidate the narrowest key that covers what they changed.
import type {
  AddPlanEntryRequest,
  CreateMealPlanRequest,
  MealPlanDetail,
  MealPlanSummary,
} from '@contracts/planning';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { route, unchecked } from '@/lib/api-routes';
import { cookLogTimelineKey } from '@/lib/cook-days';
import { planKind } from '@/lib/plan-kind';
import { recipeKeys } from '@/lib/recipes/keys';

// The pages' first reads are typed by the contract but not parsed with it (as Home's, the recipe page's
// and the shopping list's); the answers to changes are checked against it, loaded with the first answer.
const planning = () => import('@contracts/planning');

/** The meal plans: `mealPlans.useList()`, `useOneOrBack`, `useCreateAndOpen`, `useDelete`, `keys`, `listPage`, `page`. */
export const mealPlans = planKind({
  root: 'meal-plans',
  listPage: '/meal-plans',
  page: (id) => `/meal-plan/${id}`,
  live: 'mealPlan',
  list: (signal) =>
    route('GET /meal-plans', { signal }, unchecked<{ mealPlans: MealPlanSummary[] }>()).then(
      (reply) => reply.mealPlans,
    ),
  one: (id, signal) => route('GET /meal-plans/{id}', { params: { id }, signal }, unchecked<MealPlanDetail>()),
  create: (input: CreateMealPlanRequest) =>
    route('POST /meal-plans', { body: input }, () => planning().then((contract) => contract.mealPlanSummary)),
  remove: (id) => route('DELETE /meal-plans/{id}', { params: { id } }),
  said: {
    created: () => t`Meal plan created`,
    createFailed: () => [t`Failed to create meal plan`],
    deleted: () => t`Meal plan deleted`,
    deleteFailed: () => t`Failed to delete meal plan`,
  },
});

export function useAddRecipeToMealPlan(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddPlanEntryRequest) =>
      route('POST /meal-plans/{id}/recipes', { params: { id: planId }, body: input }, () =>
        planning().then((contract) => contract.mealPlanEntry),
      ),
    onSuccess: () => {
      toast.success(t`Recipe added to meal plan`);
      return queryClient.invalidateQueries({ queryKey: mealPlans.keys.detail(planId) });
    },
    onError: () => toast.error(t`Failed to add recipe`),
  });
}

export function useRemoveRecipeFromMealPlan(planId: string) {
  const queryClient = useQueryClient();
  const key = mealPlans.keys.detail(planId);
  return useMutation({
    mutationFn: (entryId: string) =>
      route('DELETE /meal-plans/{id}/recipes/{entryId}', { params: { id: planId, entryId } }),
    onSuccess: (_, entryId) => {
      toast.success(t`Recipe removed from meal plan`);
      mealPlans.patch(queryClient, planId, (plan) => ({
        ...plan,
        entries: plan.entries.filter((entry) => entry.id !== entryId),
      }));
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: () => toast.error(t`Failed to remove recipe`),
  });
}

/** Turns the private calendar link on or gives it a new address (`on`), or turns it off. */
export function useCalendarFeed(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'on' | 'off') =>
      route(
        action === 'on' ? 'PUT /meal-plans/{id}/calendar-feed' : 'DELETE /meal-plans/{id}/calendar-feed',
        { params: { id: planId } },
        () => planning().then((contract) => contract.calendarFeed),
      ),
    onSuccess: (reply, action) => {
      mealPlans.patch(queryClient, planId, (plan) => ({ ...plan, calendarFeedUrl: reply.calendarFeedUrl }));
      toast.success(action === 'on' ? t`Calendar link ready` : t`Calendar link turned off`);
    },
    onError: () => toast.error(t`Failed to update the calendar link`),
  });
}

export type MarkCookedInput = {
  entryId: string;
  recipeId: string;
  cookedOn: string;
  cookName: string;
  servings: number | null;
  rating: number | null;
  note: string | null;
};

/**
 * Marks a planned meal cooked (issue 39): its recipe goes into the household's cook log, and the meal
 * shows the day. The recipe page and the log read it again.
 */
export function useMarkMealCooked(planId: string) {
  const queryClient = useQueryClient();
  const key = mealPlans.keys.detail(planId);
  return useMutation({
    mutationFn: ({ entryId, recipeId: _recipe, ...input }: MarkCookedInput) =>
      route(
        'POST /meal-plans/{id}/recipes/{entryId}/cooked',
        { params: { id: planId, entryId }, body: input },
        () => import('@contracts/cook-log').then((contract) => contract.cookLogEntry),
      ),

    onSuccess: (entry, { entryId, recipeId }) => {
      mealPlans.patch(queryClient, planId, (plan) => ({
        ...plan,
        entries: plan.entries.map((meal) =>
          meal.id === entryId ? { ...meal, cookedOn: entry.cookedOn } : meal,
        ),
      }));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: cookLogTimelineKey }),
        queryClient.invalidateQueries({ queryKey: recipeKeys.detail(recipeId) }),
      ]);
    },
  });
}
