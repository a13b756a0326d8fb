import type { HomePage } from '@contracts/recipes';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type RecipeListParams, recipeKeys, recipesPath } from '@/lib/recipes/keys';

/**
 * One page of Home (GET /api/recipes), continuing from `cursor`. Typed by the contract but not parsed
 * with its schema: Home's first cards would otherwise wait for zod and every recipe schema to load and
 * build (issue 19's blocking time); the server writes these pages from the same types.
 */
export function getRecipes(params: RecipeListParams, cursor: string | null, signal?: AbortSignal) {
  return api.get<HomePage>(recipesPath(params, cursor), undefined, signal);
}

export const recipesQueryOptions = (params: RecipeListParams) =>
  infiniteQueryOptions({
    queryKey: recipeKeys.list(params),
    queryFn: ({ pageParam, signal }) => getRecipes(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: HomePage) => lastPage.nextCursor,
  });

export function useRecipes(params: RecipeListParams, enabled = true) {
  // While the search changes, the previous results stay on screen instead of flashing a spinner.
  return useInfiniteQuery({ ...recipesQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
