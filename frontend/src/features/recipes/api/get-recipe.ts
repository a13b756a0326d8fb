import { recipeDetail } from '@contracts/recipes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recipeKeys } from '@/lib/recipes/keys';

/** One recipe with its categories, tags, rating summary and the viewer's rating and favorite. */
export function getRecipe(id: string, signal?: AbortSignal) {
  return api.get(`/recipes/${encodeURIComponent(id)}`, recipeDetail, signal);
}

export const recipeQueryOptions = (id: string) =>
  queryOptions({ queryKey: recipeKeys.detail(id), queryFn: ({ signal }) => getRecipe(id, signal) });

export function useRecipe(id: string) {
  return useQuery(recipeQueryOptions(id));
}
