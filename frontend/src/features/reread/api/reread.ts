// A saved recipe's imported lines read again with today's rules (issue 36): the lines offered to the
// cook who may edit the recipe, and taking the chosen ones (a new version, which the page then shows).

import type { RecipeDetail } from '@contracts/recipe-views';
import type { ApplyRereadRequest, RereadOffers } from '@contracts/reread';
import { useQuery } from '@tanstack/react-query';
import { route, unchecked } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';
import { useRecipeMutation } from '@/lib/recipes/recipe-mutation';

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

export function useApplyReread(recipeId: string) {
  return useRecipeMutation({
    mutationFn: (request: ApplyRereadRequest) =>
      route(
        'POST /recipes/{id}/reread',
        { params: { id: recipeId }, body: request },
        unchecked<RecipeDetail>(),
      ),
    saved: (recipe) => ({ id: recipeId, recipe }),
    // A taken re-read is a version: the recipe's history shows it.
    stale: () => [{ queryKey: recipeKeys.versions(recipeId) }],
    // Taken or refused (the recipe changed meanwhile): look again.
    settled: () => [{ queryKey: rereadKey(recipeId) }],
  });
}
