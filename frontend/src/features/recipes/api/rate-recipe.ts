// Rating is optimistic: the stars (and, for a 5, the favorite heart) change at once and roll back if the
// server refuses. The average comes from the server's answer, since it depends on everyone's ratings.
import type { RecipeDetail } from '@contracts/recipe-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { route } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';
import { patchCachedRecipe } from '@/lib/recipes/patch-recipe-cache';

export function rateRecipe({ id, rating }: { id: string; rating: number }) {
  return route('PUT /recipes/{id}/rating', { params: { id }, body: { rating } }, () =>
    import('@contracts/recipe-views').then((contract) => contract.rateRecipeResponse),
  );
}

export function useRateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateRecipe,
    onMutate: async ({ id, rating }) => {
      await queryClient.cancelQueries({ queryKey: recipeKeys.detail(id) });
      const before = patchCachedRecipe(queryClient, id, (recipe) => ({
        viewer: { rating, favorite: recipe.viewer.favorite || rating === 5 },
      }));
      return { before };
    },
    onError: (_error, { id }, context) => {
      if (context?.before) queryClient.setQueryData<RecipeDetail>(recipeKeys.detail(id), context.before);
    },
    onSuccess: (result, { id }) => {
      patchCachedRecipe(queryClient, id, () => ({
        rating: result.summary,
        viewer: { rating: result.rating, favorite: result.favorite },
      }));
    },
    // Averages show on cards, and a 5 may have added a favorite.
    onSettled: () => queryClient.invalidateQueries({ queryKey: recipeKeys.lists() }),
  });
}
