import type { CategoryNode } from '@contracts/recipe-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { route, unchecked } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';

/**
 * The category tree, top level first, each with its subcategories (GET /api/categories). Not parsed with
 * the contract's schema, like Home's recipes (get-recipes.ts): Home shows it first.
 */
export async function getCategories(signal?: AbortSignal): Promise<CategoryNode[]> {
  const body = await route('GET /categories', { signal }, unchecked<{ categories: CategoryNode[] }>());

  return body.categories;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: recipeKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    // The tree is seeded and rarely changes.
    staleTime: 30 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
