// One recipe read from a collection archive, checked the way the manual form checks a recipe
// (contracts/recipes.ts), so the job saves exactly what a person could have typed. Its key is a hash
// of what the recipe says, not where it sat in the file: re-running the same file finds the same keys
// (no duplicates), and two copies of one recipe in an archive are one recipe.
import { createHash } from 'node:crypto';
import { MAX_CATEGORIES, MAX_TAGS, type RecipeInput, recipeInput } from '../../contracts/recipes.js';
import * as z from '../../contracts/zod.js';
import { categoriesAndTags } from './labels.js';
import type { CollectionPhoto } from './photo.js';

/** What a format reader hands over: raw fields, before the form's rules are applied. */
export interface RecipeDraft {
  title: string | null;
  description?: string | null;
  /** One ingredient a line; a line ending in ":" heads a section. */
  ingredients?: readonly string[];
  /** One step a line; a line ending in ":" heads a section. */
  instructions?: readonly string[];
  prepTime?: number | null;
  cookTime?: number | null;
  servings?: number | null;
  sourceUrl?: string | null;
  imageUrl?: string | null;
  notes?: string | null;
  /** 1 to 5; 0 or anything else means not rated. */
  rating?: number | null;
  /** Categories, courses, keywords and tags as the other app named them. */
  labels?: readonly string[];
  photo?: CollectionPhoto | null;
  /** What the reader had to leave behind, in plain words. */
  warnings?: readonly string[];
}

export interface CollectionRecipe {
  kind: 'recipe';
  /** Stable across runs of the same file: the idempotency key of the item. */
  key: string;
  /** Where the item sat in the archive, for messages ("Soups/Leek soup.paprikarecipe"). */
  origin: string;
  recipe: RecipeInput;
  rating: number | null;
  photo: CollectionPhoto | null;
  /** Said in plain words when part of the item was left behind (a photo too large, say). */
  warnings: string[];
}

/** A web address to import through the URL extractor (and its SSRF guard) when the item runs. */
export interface CollectionLink {
  kind: 'link';
  key: string;
  origin: string;
  url: string;
}

export type CollectionItem = CollectionRecipe | CollectionLink;

export interface ItemFailure {
  origin: string;
  /** Plain words, shown to the person as they are. */
  reason: string;
}

export const keyOf = (...parts: readonly string[]): string =>
  createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32);

const clean = (value: string | null | undefined): string | null => {
  const text = value?.replace(/\r\n?/g, '\n').trim() ?? '';
  return text === '' ? null : text;
};

const lines = (list: readonly string[] | undefined): string | null =>
  clean(
    (list ?? [])
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n'),
  );

const wholeMinutes = (value: number | null | undefined): number | null =>
  value === null || value === undefined || !Number.isFinite(value) || value < 0 ? null : Math.round(value);

const ratingOf = (value: number | null | undefined): number | null =>
  typeof value === 'number' && value >= 1 && value <= 5 ? Math.round(value) : null;

/** The draft as a recipe the form would accept, or the form's own reason it would not. */
export function finishDraft(
  draft: RecipeDraft,
  origin: string,
): { item: CollectionRecipe } | { failure: ItemFailure } {
  const { categoryIds, tags } = categoriesAndTags(draft.labels ?? []);
  const photo = draft.photo ?? null;
  const parsed = recipeInput.safeParse({
    title: clean(draft.title) ?? '',
    description: clean(draft.description),
    ingredients: lines(draft.ingredients),
    instructions: lines(draft.instructions),
    sourceUrl: /^https?:\/\//i.test(draft.sourceUrl ?? '') ? clean(draft.sourceUrl) : null,
    imageUrl: photo ? null : /^https?:\/\/\S+$/i.test(draft.imageUrl ?? '') ? clean(draft.imageUrl) : null,
    prepTime: wholeMinutes(draft.prepTime),
    cookTime: wholeMinutes(draft.cookTime),
    servings: wholeMinutes(draft.servings),
    notes: clean(draft.notes),
    categoryIds: categoryIds.slice(0, MAX_CATEGORIES),
    tags: tags.slice(0, MAX_TAGS),
  });
  if (!parsed.success) {
    const reason = z.prettifyError(parsed.error).split('\n')[0]?.replace(/^✖\s*/, '') ?? 'Not a recipe';
    return {
      failure: { origin, reason: reason === 'Title is required' ? 'The recipe has no title' : reason },
    };
  }
  const recipe = parsed.data;
  const key = keyOf(
    recipe.title.toLowerCase(),
    recipe.ingredients ?? '',
    recipe.instructions ?? '',
    recipe.description ?? '',
  );
  return {
    item: {
      kind: 'recipe',
      key,
      origin,
      recipe,
      rating: ratingOf(draft.rating),
      photo,
      warnings: [...(draft.warnings ?? [])],
    },
  };
}
