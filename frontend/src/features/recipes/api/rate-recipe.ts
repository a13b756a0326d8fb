// Rating is optimistic: the stars (and, for a 5, the favorite heart) change at once and roll back if the
// server refuses. The average comes from the server's answer, since it depends on everyone's ratings.
import { route } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';
import { useRecipeMutation } from '@/lib/recipes/recipe-mutation';

export function rateRecipe({ id, rating }: { id: string; rating: number }) {
  return route('PUT /recipes/{id}/rating', { params: { id }, body: { rating } }, () =>
    import('@contracts/recipe-views').then((contract) => contract.rateRecipeResponse),
  );
}

export function useRateRecipe() {
  return useRecipeMutation({
    mutationFn: rateRecipe,
    optimistic: ({ id, rating }) => ({
      id,
      change: (recipe) => ({ viewer: { rating, favorite: recipe.viewer.favorite || rating === 5 } }),
    }),
    saved: (result, { id }) => ({
      id,
      change: () => ({
        rating: result.summary,
        viewer: { rating: result.rating, favorite: result.favorite },
      }),
    }),
    // Averages show on cards, and a 5 may have added a favorite.
    settled: () => [{ queryKey: recipeKeys.lists() }],
  });
}
