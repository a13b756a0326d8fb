// The photos and PDFs a recipe can be imported from (and keeps as its original), apart from the import
// contract's schemas (extraction.ts re-exports them): the recipe writes that copy an original need these
// and nothing of extraction, so the recipes and finder Lambdas do not build its schemas when they load.
export const RECIPE_FILE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
} as const;
export type RecipeFileType = keyof typeof RECIPE_FILE_TYPES;
export const MAX_RECIPE_FILE_BYTES = 20 * 1024 * 1024;

export const isRecipeFileType = (value: string): value is RecipeFileType =>
  Object.hasOwn(RECIPE_FILE_TYPES, value);
