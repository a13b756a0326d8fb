import type { DietaryCorrection, DietaryInfo } from '@contracts/allergens';
import { route, unchecked } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';
import { useRecipeMutation } from '@/lib/recipes/recipe-mutation';

/** The owner corrects what the badges say (issue 38); answers the recipe's classification as now kept. */
export function useCorrectDietary(id: string) {
  return useRecipeMutation({
    mutationFn: (correction: DietaryCorrection) =>
      route(
        'PUT /recipes/{id}/dietary',
        { params: { id }, body: correction },
        unchecked<{ dietary: DietaryInfo }>(),
      ),
    saved: ({ dietary }) => ({ id, change: () => ({ dietary }) }),
    // Home's cards and its "safe for everyone" filter read it too.
    stale: () => [{ queryKey: recipeKeys.lists() }],
  });
}
