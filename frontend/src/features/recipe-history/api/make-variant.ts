import type { RecipeCard } from '@contracts/recipe-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recipeKeys } from '@/lib/recipes/keys';

/** "Make my version" (issue 39): a linked variant; the original's page then lists it in its family. */
export function useMakeVariant(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      api.post<RecipeCard>(`/recipes/${encodeURIComponent(recipeId)}/variant`, { title }, () =>
        import('@contracts/recipe-views').then((contract) => contract.recipeCard),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recipeKeys.detail(recipeId) }),
        queryClient.invalidateQueries({ queryKey: recipeKeys.lists() }),
      ]),
  });
}
