import type { HomeCooked, HomeFilter } from '@contracts/recipes';
import { routePath } from '@/lib/api-routes';
import { listDetailKeys } from '@/lib/query-keys';

/** What Home asks the API for (GET /api/recipes). */
export type RecipeListParams = {
  filter: HomeFilter;
  category: string | null;
  q: string;
  /** Only the caller's own recipes (Home's "Mine"); otherwise the household's. */
  mine?: boolean;
  /** "Safe for everyone at home" (issue 38): recipes known to hold none of these allergens... */
  avoid?: string[];
  /** ...and to fit these diets. */
  diets?: string[];
  /** By the cook log (issue 39): last cooked latest or longest ago first, or never cooked. */
  cooked?: HomeCooked;
};

/** The address of one page of Home's list, continuing from `cursor`. */
export function recipesPath(params: RecipeListParams, cursor: string | null): string {
  return routePath('GET /recipes', {
    query: {
      filter: params.filter,
      mine: params.mine ? 'true' : undefined,
      category: params.category || undefined,
      q: params.q.trim() || undefined,
      avoid: params.avoid?.length ? params.avoid.join(',') : undefined,
      diets: params.diets?.length ? params.diets.join(',') : undefined,
      cooked: params.cooked || undefined,
      cursor: cursor || undefined,
    },
  });
}

export const recipeKeys = {
  ...listDetailKeys<'recipes', RecipeListParams>('recipes'),
  categories: () => ['categories'] as const,
  /** The recipe's history (features/recipe-history), which every saved change adds a version to. */
  versions: (id: string) => ['recipe-versions', id] as const,
};
