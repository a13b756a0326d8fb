import { recipeDetail } from '@contracts/recipe-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recipeKeys } from '@/lib/recipes/keys';

export function updateRecipe({ id, changes }: { id: string; changes: Record<string, unknown> }) {
  return api.patch(`/recipes/${encodeURIComponent(id)}`, changes, recipeDetail);
}

export function useUpdateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecipe,
    onSuccess: (recipe) => {
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      return queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
    },
  });
}
