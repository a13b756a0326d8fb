import { useMutation, useQueryClient } from '@tanstack/react-query';
import { route } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';

/** Add to My Collection: a private copy of someone else's recipe, owned by the caller. */
export async function copyRecipe(id: string) {
  // The schema loads with the first copy: every card offers the button, and Home shows cards first.
  const { recipeCard } = await import('@contracts/recipe-views');
  return route('POST /recipes/{id}/copy', { params: { id }, body: {} }, recipeCard);
}

export function useCopyRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyRecipe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.lists() }),
  });
}
