import type { DietaryCorrection, DietaryInfo } from '@contracts/allergens';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recipeKeys } from '@/lib/recipes/keys';
import { patchCachedRecipe } from '@/lib/recipes/patch-recipe-cache';

/** The owner corrects what the badges say (issue 38); answers the recipe's classification as now kept. */
export function useCorrectDietary(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (correction: DietaryCorrection) =>
      api.put<{ dietary: DietaryInfo }>(`/recipes/${encodeURIComponent(id)}/dietary`, correction),
    onSuccess: ({ dietary }) => {
      patchCachedRecipe(queryClient, id, () => ({ dietary }));
      // Home's cards and its "safe for everyone" filter read it too.
      return queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
    },
  });
}
