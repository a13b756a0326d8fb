import type { RecipeDetail } from '@contracts/recipe-views';
import type { QueryClient } from '@tanstack/react-query';
import { recipeKeys } from '@/lib/recipes/keys';

/** Merges a change into the cached recipe page, if it is cached; returns what was there before. */
export function patchCachedRecipe(
  queryClient: QueryClient,
  id: string,
  change: (recipe: RecipeDetail) => Partial<RecipeDetail>,
): RecipeDetail | undefined {
  const before = queryClient.getQueryData<RecipeDetail>(recipeKeys.detail(id));
  if (before) queryClient.setQueryData<RecipeDetail>(recipeKeys.detail(id), { ...before, ...change(before) });
  return before;
}
