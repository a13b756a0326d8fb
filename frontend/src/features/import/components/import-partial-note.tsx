import type { ExtractedRecipeResponse } from '@contracts/extraction';
import { Trans } from '@lingui/react/macro';

/**
 * After a web import that found no ingredient list (or no steps): the page's own text fills the form,
 * and the cook is told to sort it out before saving.
 */
export function ImportPartialNote({ recipes }: { recipes: ExtractedRecipeResponse[] }) {
  const partial = recipes.filter((recipe) => recipe.partial);
  if (partial.length === 0) return null;
  const noIngredients = partial.some((recipe) => recipe.ingredients.length === 0);
  return (
    <p role="status" className="font-medium text-terracotta-900">
      {noIngredients ? (
        <Trans>
          We could not find the ingredients on this page; check the text below and add them before saving.
        </Trans>
      ) : (
        <Trans>
          We could not find the steps on this page; the page’s text is below for you to check before saving.
        </Trans>
      )}
    </p>
  );
}
