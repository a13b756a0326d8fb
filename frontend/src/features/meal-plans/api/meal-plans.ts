// The meal-plan API: fetchers paired with their TanStack Query options and hooks. Mutations show the
// spec's toasts and invalidate the narrowest key that covers what they changed.
import {
  type AddPlanEntryRequest,
  type CreateMealPlanRequest,
  calendarFeed,
  type MealPlanDetail,
  mealPlanDetail,
  mealPlanEntry,
  mealPlanList,
  mealPlanSummary,
} from '@contracts/planning';
import { t } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { route } from '@/lib/api-routes';
import { cookLogTimelineKey } from '@/lib/cook-days';
import { refreshOnLive } from '@/lib/live-updates';
import { recipeKeys } from '@/lib/recipes/keys';

export const mealPlanKeys = {
  all: ['meal-plans'] as const,
  list: () => [...mealPlanKeys.all, 'list'] as const,
  detail: (id: string) => [...mealPlanKeys.all, 'detail', id] as const,
};
refreshOnLive('mealPlan', mealPlanKeys.all);

export const mealPlansQueryOptions = () =>
  queryOptions({
    queryKey: mealPlanKeys.list(),
    queryFn: ({ signal }) =>
      route('GET /meal-plans', { signal }, mealPlanList).then((reply) => reply.mealPlans),
  });

export const mealPlanQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mealPlanKeys.detail(id),
    queryFn: ({ signal }) => route('GET /meal-plans/{id}', { params: { id }, signal }, mealPlanDetail),
    // A plan that is not there (or not ours) will not appear by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const useMealPlans = () => useQuery(mealPlansQueryOptions());
export const useMealPlan = (id: string) => useQuery(mealPlanQueryOptions(id));

export function useCreateMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateMealPlanRequest) => route('POST /meal-plans', { body: input }, mealPlanSummary),
    onSuccess: () => {
      toast.success(t`Meal plan created`);
      return queryClient.invalidateQueries({ queryKey: mealPlanKeys.list() });
    },
    onError: () => toast.error(t`Failed to create meal plan`),
  });
}

export function useDeleteMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => route('DELETE /meal-plans/{id}', { params: { id } }),
    onSuccess: (_, id) => {
      toast.success(t`Meal plan deleted`);
      queryClient.removeQueries({ queryKey: mealPlanKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: mealPlanKeys.list() });
    },
    onError: () => toast.error(t`Failed to delete meal plan`),
  });
}

export function useAddRecipeToMealPlan(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddPlanEntryRequest) =>
      route('POST /meal-plans/{id}/recipes', { params: { id: planId }, body: input }, mealPlanEntry),
    onSuccess: () => {
      toast.success(t`Recipe added to meal plan`);
      return queryClient.invalidateQueries({ queryKey: mealPlanKeys.detail(planId) });
    },
    onError: () => toast.error(t`Failed to add recipe`),
  });
}

export function useRemoveRecipeFromMealPlan(planId: string) {
  const queryClient = useQueryClient();
  const key = mealPlanKeys.detail(planId);
  return useMutation({
    mutationFn: (entryId: string) =>
      route('DELETE /meal-plans/{id}/recipes/{entryId}', { params: { id: planId, entryId } }),
    onSuccess: (_, entryId) => {
      toast.success(t`Recipe removed from meal plan`);
      queryClient.setQueryData<MealPlanDetail>(key, (plan) =>
        plan ? { ...plan, entries: plan.entries.filter((entry) => entry.id !== entryId) } : plan,
      );
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: () => toast.error(t`Failed to remove recipe`),
  });
}

/** Turns the private calendar link on or gives it a new address (`on`), or turns it off. */
export function useCalendarFeed(planId: string) {
  const queryClient = useQueryClient();
  const key = mealPlanKeys.detail(planId);
  return useMutation({
    mutationFn: (action: 'on' | 'off') =>
      route(
        action === 'on' ? 'PUT /meal-plans/{id}/calendar-feed' : 'DELETE /meal-plans/{id}/calendar-feed',
        { params: { id: planId } },
        calendarFeed,
      ),
    onSuccess: (reply, action) => {
      queryClient.setQueryData<MealPlanDetail>(key, (plan) =>
        plan ? { ...plan, calendarFeedUrl: reply.calendarFeedUrl } : plan,
      );
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
  const key = mealPlanKeys.detail(planId);
  return useMutation({
    mutationFn: ({ entryId, recipeId: _recipe, ...input }: MarkCookedInput) =>
      route(
        'POST /meal-plans/{id}/recipes/{entryId}/cooked',
        { params: { id: planId, entryId }, body: input },
        () => import('@contracts/cook-log').then((contract) => contract.cookLogEntry),
      ),

    onSuccess: (entry, { entryId, recipeId }) => {
      queryClient.setQueryData<MealPlanDetail>(key, (plan) =>
        plan
          ? {
              ...plan,
              entries: plan.entries.map((meal) =>
                meal.id === entryId ? { ...meal, cookedOn: entry.cookedOn } : meal,
              ),
            }
          : plan,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: cookLogTimelineKey }),
        queryClient.invalidateQueries({ queryKey: recipeKeys.detail(recipeId) }),
      ]);
    },
  });
}
