import { type CategoryNode, category } from '@contracts/recipes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '@/lib/api-client';
import { recipeKeys } from '@/lib/recipes/keys';

const categoriesResponse = z.object({ categories: z.array(category) });

/** The category tree, top level first, each with its subcategories (GET /api/categories). */
export async function getCategories(signal?: AbortSignal): Promise<CategoryNode[]> {
  const body = await api.get('/categories', categoriesResponse, signal);
  return body.categories as CategoryNode[];
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
