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
/**
 * Textract reads a JPEG or PNG of at most 10 MB, whether at once or as a job (a PDF as a job up to
 * 500 MB), so a larger photo could be stored but never read: it is refused at upload. The browser
 * shrinks photos well below this before sending them (features/import/lib/shrink-photo.ts).
 */
export const MAX_RECIPE_PHOTO_BYTES = 10 * 1024 * 1024;

/** The largest file of a type the import takes. */
export const maxRecipeFileBytes = (type: RecipeFileType): number =>
  type === 'application/pdf' ? MAX_RECIPE_FILE_BYTES : MAX_RECIPE_PHOTO_BYTES;

export const isRecipeFileType = (value: string): value is RecipeFileType =>
  Object.hasOwn(RECIPE_FILE_TYPES, value);
