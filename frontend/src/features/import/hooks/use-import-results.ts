import type { ExtractedRecipeResponse } from '@contracts/extraction';
import type { CategoryNode } from '@contracts/recipe-views';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { categoriesQueryOptions, useCategories } from '@/lib/recipes/get-categories';
import type { RecipeBlockValues } from '@/lib/recipes/recipe-form';
import {
  blockFromExtracted,
  extractedMessage,
  type ImportSource,
  noRecipesMessage,
  withOriginalPhoto,
} from '../lib/import-recipes';

export type ReviewImport = (blocks: RecipeBlockValues[], recipes: ExtractedRecipeResponse[]) => void;

/**
 * What an extraction leads to: nothing found is an error, one recipe goes to the manual form for
 * review, several open the chooser (`choices`).
 */
export function useImportResults(source: ImportSource, onReview: ReviewImport) {
  const categories = useCategories();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<ExtractedRecipeResponse[] | null>(null);
  // The imported photo, kept as the image of recipes that have none.
  const [photo, setPhoto] = useState<File | null>(null);

  const toBlocks = useCallback(
    (recipes: ExtractedRecipeResponse[], tree: CategoryNode[] = categories.data ?? [], from = photo) =>
      recipes.map((recipe) => withOriginalPhoto(blockFromExtracted(recipe, tree), from)),
    [categories.data, photo],
  );

  const accept = useCallback(
    (recipes: ExtractedRecipeResponse[], from: File | null = null) => {
      const [only] = recipes;
      setPhoto(from);
      if (!only) {
        toast.error(noRecipesMessage(source));
        return;
      }
      if (recipes.length > 1) {
        setChoices(recipes);
        return;
      }
      // A quick extraction can finish before the category tree has loaded; the suggested categories
      // are matched to it, so wait for it (an unloadable tree just leaves the categories unchosen).
      void queryClient
        .ensureQueryData(categoriesQueryOptions())
        .catch(() => [] as CategoryNode[])
        .then((tree) => {
          onReview(toBlocks([only], tree, from), [only]);
          toast.success(extractedMessage(source));
        });
    },
    [source, onReview, toBlocks, queryClient],
  );

  return {
    choices,
    accept,
    clearChoices: () => setChoices(null),
    toBlocks,
    photo,
    categories: categories.data ?? [],
  };
}
