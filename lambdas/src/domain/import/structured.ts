// A language model's recipe (the StructuredRecipe port) in the extraction core's shape, so every reader hands the
// same kind of recipe to Normalise. Categories are suggested from the title as for web pages.

import { suggestCategories } from '../extraction/category-hints.js';
import type { ExtractedRecipe } from '../extraction/types.js';
import type { StructuredRecipe } from './ports.js';

export type ReviewedRecipe = ExtractedRecipe & { uncertainLines: string[] };

export function fromStructured(recipe: StructuredRecipe, sourceUrl: string | null): ReviewedRecipe {
  const prepTime = recipe.prepTimeMinutes ?? null;
  const cookTime = recipe.cookTimeMinutes ?? null;
  return {
    title: recipe.title,
    description: recipe.description ?? null,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    sourceUrl: sourceUrl ?? '',
    imageUrl: null,
    videoUrl: null,
    prepTime,
    cookTime,
    totalTime: prepTime !== null || cookTime !== null ? (prepTime ?? 0) + (cookTime ?? 0) : null,
    servings: recipe.servings ?? null,
    yields: recipe.yields ?? null,
    suggestedCategories: suggestCategories({ categories: [], text: [recipe.title] }),
    uncertainLines: recipe.uncertainLines,
  };
}
