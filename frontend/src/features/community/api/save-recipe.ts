import { recipeCard } from '@contracts/recipe-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { route } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';

/** Save: a private copy of someone else's community recipe, owned by the caller (SPEC 4). */
export function saveCommunityRecipe(id: string) {
  return route('POST /recipes/{id}/copy', { params: { id }, body: {} }, recipeCard);
}

export function useSaveCommunityRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCommunityRecipe,
    // The copy appears on Home.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.lists() }),
  });
}
