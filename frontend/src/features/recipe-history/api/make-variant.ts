import { useMutation, useQueryClient } from '@tanstack/react-query';
import { route } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';

/** "Make my version" (issue 39): a linked variant; the original's page then lists it in its family. */
export function useMakeVariant(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      route('POST /recipes/{id}/variant', { params: { id: recipeId }, body: { title } }, () =>
        import('@contracts/recipe-views').then((contract) => contract.recipeCard),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recipeKeys.detail(recipeId) }),
        queryClient.invalidateQueries({ queryKey: recipeKeys.lists() }),
      ]),
  });
}
