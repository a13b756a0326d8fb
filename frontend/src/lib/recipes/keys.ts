import type { HomeFilter } from '@contracts/recipes';

/** What Home asks the API for (GET /api/recipes). */
export type RecipeListParams = {
  filter: HomeFilter;
  category: string | null;
  q: string;
  /** Only the caller's own recipes (Home's "Mine"); otherwise the household's. */
  mine?: boolean;
};

// Hierarchical keys: a mutation invalidates the narrowest prefix that covers what it changed.
export const recipeKeys = {
  all: ['recipes'] as const,
  lists: () => [...recipeKeys.all, 'list'] as const,
  list: (params: RecipeListParams) => [...recipeKeys.lists(), params] as const,
  details: () => [...recipeKeys.all, 'detail'] as const,
  detail: (id: string) => [...recipeKeys.details(), id] as const,
  categories: () => ['categories'] as const,
};
