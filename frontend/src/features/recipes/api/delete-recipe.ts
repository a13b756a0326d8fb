import { useMutation, useQueryClient } from '@tanstack/react-query';
import { route, unchecked } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';

export function deleteRecipe(id: string): Promise<void> {
  return route('DELETE /recipes/{id}', { params: { id } }, unchecked<void>());
}

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: recipeKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
    },
  });
}
