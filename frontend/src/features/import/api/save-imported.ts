import type { ExtractRecipeResponse } from '@contracts/extraction';
import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { addRecipes } from '@/lib/recipes/add-recipes';
import { categoriesQueryOptions } from '@/lib/recipes/get-categories';
import { recipeKeys } from '@/lib/recipes/keys';
import { recipeImageProblem, uploadRecipeImage } from '@/lib/recipes/upload-recipe-image';
import { requestFromExtracted } from '../lib/import-recipes';

/**
 * Saves every recipe an import found to the collection, without review, and returns their ids; the
 * imported photo becomes the image of those without one. A page imported before is not saved twice:
 * the saved recipe is used.
 */
export async function saveImported(
  queryClient: QueryClient,
  response: Pick<ExtractRecipeResponse, 'recipes' | 'existingRecipeId'>,
  photo: File | null,
  showProgress: (message: string) => void,
): Promise<string[]> {
  if (response.existingRecipeId) return [response.existingRecipeId];
  let photoUrl: string | null = null;
  if (photo && !recipeImageProblem(photo) && response.recipes.some((recipe) => !recipe.imageUrl)) {
    showProgress(t`Saving the photo…`);
    photoUrl = await uploadRecipeImage(photo).catch(() => null);
  }
  showProgress(t`Saving to your recipes…`);
  // Suggested categories are matched to the tree, which a quick extraction can beat to the page.
  const tree = await queryClient.ensureQueryData(categoriesQueryOptions()).catch(() => []);
  const requests = response.recipes.map((recipe) => {
    const request = requestFromExtracted(recipe, tree);
    if (!request.imageUrl && photoUrl) request.imageUrl = photoUrl;
    return request;
  });
  const saved = await addRecipes(requests);
  await queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
  return saved.recipes.map((recipe) => recipe.id);
}
