import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recipeKeys } from '@/lib/recipes/keys';

export function deleteRecipe(id: string): Promise<void> {
  return api.delete(`/recipes/${encodeURIComponent(id)}`);
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
