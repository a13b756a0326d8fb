import { recipeCard } from '@contracts/recipes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recipeKeys } from '@/lib/recipes/keys';

/** Add to My Collection: a private copy of someone else's recipe, owned by the caller. */
export function copyRecipe(id: string) {
  return api.post(`/recipes/${encodeURIComponent(id)}/copy`, {}, recipeCard);
}

export function useCopyRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyRecipe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.lists() }),
  });
}
