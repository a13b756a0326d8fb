// A saved recipe's imported lines read again with today's rules (issue 36): the lines offered to the
// cook who may edit the recipe, and taking the chosen ones (a new version, which the page then shows).

import type { RecipeDetail } from '@contracts/recipe-views';
import type { ApplyRereadRequest, RereadOffers } from '@contracts/reread';
import { useQuery } from '@tanstack/react-query';
import { route, unchecked } from '@/lib/api-routes';
import { useTakeOffered } from '@/lib/recipes/recipe-mutation';

export const rereadKey = (recipeId: string) => ['reread', recipeId] as const;

export function useRereadOffers(recipeId: string, enabled: boolean) {
  return useQuery({
    queryKey: rereadKey(recipeId),
    queryFn: ({ signal }) =>
      route('GET /recipes/{id}/reread', { params: { id: recipeId }, signal }, unchecked<RereadOffers>()),
    enabled,
    // What today's reader makes of a saved line changes only with a new release.
    staleTime: 5 * 60_000,
  });
}

export const useApplyReread = (recipeId: string) =>
  useTakeOffered(
    recipeId,
    (request: ApplyRereadRequest) =>
      route(
        'POST /recipes/{id}/reread',
        { params: { id: recipeId }, body: request },
        unchecked<RecipeDetail>(),
      ),
    rereadKey(recipeId),
  );
