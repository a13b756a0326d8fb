import type { RecipeDetail } from '@contracts/recipe-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { takeArrived } from '@/lib/api-client';
import { route, routePath, unchecked } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';

/**
 * One recipe with its categories, tags, rating summary and the viewer's rating and favorite. Typed by
 * the contract but not parsed with its schema, like Home's cards (lib/recipes/get-recipes.ts): the
 * recipe page would otherwise wait for zod and every recipe schema to load and build.
 */
export function getRecipe(id: string, signal?: AbortSignal) {
  return route('GET /recipes/{id}', { params: { id }, signal }, unchecked<RecipeDetail>());
}

export const recipeQueryOptions = (id: string) =>
  queryOptions({ queryKey: recipeKeys.detail(id), queryFn: ({ signal }) => getRecipe(id, signal) });

export function useRecipe(id: string) {
  // The recipe asked for beside the page's code (main.tsx), already here: drawn in the first render.
  return useQuery({
    ...recipeQueryOptions(id),
    initialData: () => takeArrived<RecipeDetail>(routePath('GET /recipes/{id}', { params: { id } })),
  });
}
