import type { DietaryCorrection, DietaryInfo } from '@contracts/allergens';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { route, unchecked } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';
import { patchCachedRecipe } from '@/lib/recipes/patch-recipe-cache';

/** The owner corrects what the badges say (issue 38); answers the recipe's classification as now kept. */
export function useCorrectDietary(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (correction: DietaryCorrection) =>
      route(
        'PUT /recipes/{id}/dietary',
        { params: { id }, body: correction },
        unchecked<{ dietary: DietaryInfo }>(),
      ),

    onSuccess: ({ dietary }) => {
      patchCachedRecipe(queryClient, id, () => ({ dietary }));
      // Home's cards and its "safe for everyone" filter read it too.
      return queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
    },
  });
}
