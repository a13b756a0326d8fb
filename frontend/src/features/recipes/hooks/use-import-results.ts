import type { ExtractedRecipeResponse } from '@contracts/extraction';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useCategories } from '../api/get-categories';
import {
  blockFromExtracted,
  extractedMessage,
  type ImportSource,
  noRecipesMessage,
  withOriginalPhoto,
} from '../lib/import-recipes';
import type { RecipeBlockValues } from '../lib/recipe-form';

export type ReviewImport = (blocks: RecipeBlockValues[], recipes: ExtractedRecipeResponse[]) => void;

/**
 * What an extraction leads to: nothing found is an error, one recipe goes to the manual form for
 * review, several open the chooser (`choices`).
 */
export function useImportResults(source: ImportSource, onReview: ReviewImport, photo: File | null = null) {
  const categories = useCategories();
  const [choices, setChoices] = useState<ExtractedRecipeResponse[] | null>(null);

  const toBlocks = useCallback(
    (recipes: ExtractedRecipeResponse[]) =>
      recipes.map((recipe) => withOriginalPhoto(blockFromExtracted(recipe, categories.data ?? []), photo)),
    [categories.data, photo],
  );

  const accept = useCallback(
    (recipes: ExtractedRecipeResponse[]) => {
      const [only] = recipes;
      if (!only) {
        toast.error(noRecipesMessage(source));
        return;
      }
      if (recipes.length > 1) {
        setChoices(recipes);
        return;
      }
      onReview(toBlocks([only]), [only]);
      toast.success(extractedMessage(source));
    },
    [source, onReview, toBlocks],
  );

  return {
    choices,
    accept,
    clearChoices: () => setChoices(null),
    toBlocks,
    categories: categories.data ?? [],
  };
}
