// Which of a recipe's fields its versions keep, and a recipe's versioned fields as one snapshot: plain
// values without zod, so a recipe's history opens without loading the schemas (issue 35). The versions'
// contract (recipe-versions.ts) builds its rules from them and hands them on to the handlers.
import type { VersionState } from './recipe-versions.js';

/** Multi-line fields, kept as line changes. */
export const VERSIONED_TEXT_FIELDS = ['description', 'ingredients', 'instructions'] as const;
/** Single-value fields, kept as from/to. */
export const VERSIONED_VALUE_FIELDS = [
  'title',
  'servings',
  'prepTime',
  'cookTime',
  'imageUrl',
  'sourceUrl',
  'videoUrl',
] as const;
export type VersionedTextField = (typeof VERSIONED_TEXT_FIELDS)[number];
export type VersionedValueField = (typeof VERSIONED_VALUE_FIELDS)[number];
export type VersionedField = VersionedTextField | VersionedValueField;

type Snapshotable = { [K in keyof VersionState]: VersionState[K] | undefined };

/** The versioned fields of a recipe (absent ones as null). */
export function snapshotOf(recipe: Snapshotable): VersionState {
  return {
    title: recipe.title ?? '',
    description: recipe.description ?? null,
    ingredients: recipe.ingredients ?? null,
    instructions: recipe.instructions ?? null,
    servings: recipe.servings ?? null,
    prepTime: recipe.prepTime ?? null,
    cookTime: recipe.cookTime ?? null,
    imageUrl: recipe.imageUrl ?? null,
    sourceUrl: recipe.sourceUrl ?? null,
    videoUrl: recipe.videoUrl ?? null,
  };
}
