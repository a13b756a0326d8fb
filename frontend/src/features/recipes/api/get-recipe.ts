import type { RecipeDetail } from '@contracts/recipe-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, takeArrived } from '@/lib/api-client';
import { recipeKeys } from '@/lib/recipes/keys';

/**
 * One recipe with its categories, tags, rating summary and the viewer's rating and favorite. Typed by
 * the contract but not parsed with its schema, like Home's cards (lib/recipes/get-recipes.ts): the
 * recipe page would otherwise wait for zod and every recipe schema to load and build.
 */
const recipePath = (id: string) => `/recipes/${encodeURIComponent(id)}`;

export function getRecipe(id: string, signal?: AbortSignal) {
  return api.get<RecipeDetail>(recipePath(id), undefined, signal);
}

export const recipeQueryOptions = (id: string) =>
  queryOptions({ queryKey: recipeKeys.detail(id), queryFn: ({ signal }) => getRecipe(id, signal) });

export function useRecipe(id: string) {
  // The recipe asked for beside the page's code (main.tsx), already here: drawn in the first render.
  return useQuery({
    ...recipeQueryOptions(id),
    initialData: () => takeArrived<RecipeDetail>(recipePath(id)),
  });
}
