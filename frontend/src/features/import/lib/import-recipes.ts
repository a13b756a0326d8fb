// Turning extracted recipes into the manual form's blocks and the API's recipe input, and the
// messages of an import (SPEC.md sections 5 and 8). Pure, so the rules are unit-tested.

import { type ExtractedRecipeResponse, extractRecipeRequest } from '@contracts/extraction';
import type { CategoryNode } from '@contracts/recipe-views';
import type { SavedReading } from '@contracts/recipes';
import { MAX_CATEGORIES } from '@contracts/recipes';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { ApiError } from '@/lib/api-client';
import { emptyBlock, type RecipeBlockValues, toRecipeRequest } from '@/lib/recipes/recipe-form';
import { recipeImageProblem } from '@/lib/recipes/upload-recipe-image';

export type ImportSource = 'url' | 'image' | 'pdf';

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const flatten = (categories: CategoryNode[]): CategoryNode[] =>
  categories.flatMap((category) => [category, ...flatten(category.children ?? [])]);

/** Suggested category names matched to the tree by name or slug, any case; unknown names are dropped. */
export function categoryIdsFor(names: string[], categories: CategoryNode[]): string[] {
  const byName = new Map<string, string>();
  for (const category of flatten(categories)) {
    if (category.hidden) continue;
    byName.set(category.name.trim().toLowerCase(), category.id);
    byName.set(category.slug.trim().toLowerCase(), category.id);
  }
  const ids = names
    .map((name) => byName.get(name.trim().toLowerCase()))
    .filter((id): id is string => id !== undefined);
  return [...new Set(ids)].slice(0, MAX_CATEGORIES);
}

/** An extracted recipe as a block of the manual form, so the cook can review it before saving. */
export function blockFromExtracted(
  recipe: ExtractedRecipeResponse,
  categories: CategoryNode[] = [],
): RecipeBlockValues {
  const block: RecipeBlockValues = {
    ...emptyBlock(),
    title: recipe.title.trim(),
    description: text(recipe.description),
    ingredients: recipe.ingredients.join('\n'),
    instructions: recipe.instructions.join('\n'),
    prepTime: text(recipe.prepTime),
    cookTime: text(recipe.cookTime),
    servings: text(recipe.servings),
    categoryIds: categoryIdsFor(recipe.suggestedCategories, categories),
    imageUrl: text(recipe.imageUrl),
    sourceUrl: text(recipe.sourceUrl),
    // The language the page declared or the photo was read in (issue 37); none: detected on save.
    language: recipe.language ?? '',
  };
  if (recipe.pdfUrl) block.pdfUrl = recipe.pdfUrl;
  if (recipe.videoUrl) block.videoUrl = recipe.videoUrl;
  const readings = savedReadings(recipe);
  if (readings.length > 0) block.readings = readings;
  return block;
}

/**
 * How a photo's or scan's lines were read, as the saved recipe keeps them: keyed by the line as
 * imported (the cook may edit it before saving), with the reader's own text and confidence.
 */
export function savedReadings(recipe: ExtractedRecipeResponse): SavedReading[] {
  return (recipe.readings ?? []).flatMap((reading) => {
    const text = recipe[reading.field][reading.line];
    return text === undefined
      ? []
      : [
          {
            field: reading.field,
            text,
            read: reading.read,
            confidence: reading.confidence,
            ...(reading.source ? { source: reading.source } : {}),
          },
        ];
  });
}

/**
 * A photo import keeps the photo as the recipe's image when the reading found no other picture; the
 * manual form uploads it on save like any chosen image (JPEG or PNG under 5MB; otherwise none).
 */
export function withOriginalPhoto(
  block: RecipeBlockValues,
  photo: File | null | undefined,
): RecipeBlockValues {
  if (!photo || block.imageUrl.trim() !== '' || block.imageFile) return block;
  if (recipeImageProblem(photo)) return block;
  return { ...block, imageFile: photo };
}

/** An extracted recipe as POST /api/recipes takes it (Import all saves without review). */
export function requestFromExtracted(recipe: ExtractedRecipeResponse, categories: CategoryNode[] = []) {
  const block = blockFromExtracted(recipe, categories);
  // An untitled extraction would be skipped by the API; a recognisable name keeps it.
  if (block.title === '') block.title = t`Imported recipe`;
  return toRecipeRequest(block);
}

/** The URL tab's check, with the contract's messages ('Please enter a URL'), or null when fine. */
export function urlProblem(value: string): string | null {
  const checked = extractRecipeRequest.safeParse({ type: 'url', url: value });
  return checked.success ? null : (checked.error.issues[0]?.message ?? t`Please enter a URL`);
}

const FAILED: Record<ImportSource, MessageDescriptor> = {
  url: msg`Failed to extract recipe from URL`,
  image: msg`Failed to extract recipe from image`,
  pdf: msg`Failed to extract recipe`,
};

/** SPEC 8: the server's text when it sent one, 'Not authenticated' without a session, else the fallback. */
export function extractionErrorMessage(error: unknown, source: ImportSource): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t`Not authenticated`;
    // A server fault's text ('Something went wrong') says less than the spec's fallback.
    if (error.status < 500 && error.code !== 'http_error' && error.message.trim() !== '')
      return error.message;
  }
  return i18n._(FAILED[source]);
}

export function noRecipesMessage(source: ImportSource): string {
  return source === 'image' ? t`No recipe found in image` : t`No recipes found`;
}

/** The toast after one recipe was put into the form for review. */
export function extractedMessage(source: ImportSource): string {
  if (source === 'image') return t`Recipe extracted from image, review and save`;
  if (source === 'pdf') return t`Recipe extracted from PDF, review and save`;
  return t`Recipe extracted, review and save`;
}

export const importedMessage = (imported: number, total: number) =>
  plural(total, { one: `Imported ${imported} of # recipe`, other: `Imported ${imported} of # recipes` });

/** What a chosen file is called in the progress message. */
export function progressMessage(source: ImportSource, stage: 'uploading' | 'reading'): string {
  if (stage === 'uploading') {
    if (source === 'image') return t`Uploading the photo…`;
    return source === 'pdf' ? t`Uploading the PDF…` : t`Uploading the web page…`;
  }
  if (source === 'image') return t`Reading the recipe from the photo…`;
  return source === 'pdf' ? t`Reading the recipe from the PDF…` : t`Reading the recipe from the web page…`;
}
