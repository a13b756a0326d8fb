import { type HomePage, homePage } from '@contracts/recipes';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type RecipeListParams, recipeKeys, recipesPath } from '@/lib/recipes/keys';

/** One page of Home (GET /api/recipes), continuing from `cursor`. */
export function getRecipes(params: RecipeListParams, cursor: string | null, signal?: AbortSignal) {
  return api.get(recipesPath(params, cursor), homePage, signal);
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
