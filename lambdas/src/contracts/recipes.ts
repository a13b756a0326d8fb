// API contracts of the recipes area, shared by the handlers and the frontend: what a recipe is written
// with and the Home page's query (what the API answers about a recipe: ./recipe-views.ts). Messages carry
// the spec's wording where it has one (SPEC.md sections 5 and 8).

import { blankAsNull, requiredText, wholeNumber } from './fields.js';
import { INTERFACE_LANGUAGES } from './languages.js';
import { schema } from './schema.js';
import * as z from './zod.js';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const MAX_RECIPE_BLOCKS = 20;
export const MAX_TAGS = 20;
export const MAX_CATEGORIES = 10;

/** SPEC 5: tags split on commas or whitespace, a leading # removed, empties dropped (deduplicated, any case). */
export function parseTags(input: string | string[] | null | undefined): string[] {
  const parts = (Array.isArray(input) ? input : [input ?? '']).flatMap((part) => part.split(/[\s,]+/));
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.replace(/^#+/, '').trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag.slice(0, 40));
  }
  return tags;
}

/** SPEC 5: numeric fields parse as integers (like parseInt), blank becomes null. */
function integerField(label: string, max: number) {
  const message = `${label} must be a whole number`;
  return z.pipe(
    z.optional(z.union([z.number(), z.string(), z.null()], { error: message })),
    z.transform((value: number | string | null | undefined, ctx) => {
      if (value === null || value === undefined) return null;
      if (typeof value === 'string') {
        if (value.trim() === '') return null;
        const match = /^\s*(\d+)/.exec(value);
        if (!match?.[1]) {
          ctx.issues.push({ code: 'custom', message, input: ctx.value });
          return z.NEVER;
        }
        value = Number.parseInt(match[1], 10);
      }
      if (!Number.isInteger(value) || value < 0 || value > max) {
        ctx.issues.push({ code: 'custom', message, input: ctx.value });
        return z.NEVER;
      }
      return value;
    }),
  );
}

/** Optional text: trimmed, blank becomes null. */
function optionalText(max: number, label: string) {
  return blankAsNull(`${label} must be text`, max, `${label} is too long`);
}

/** http(s) link, blank becomes null. */
function optionalUrl(label: string) {
  const message = `${label} must be a web address starting with http:// or https://`;
  return optionalText(2048, label).check(
    z.refine((value) => value === null || /^https?:\/\/\S+$/i.test(value), message),
  );
}

/** A pasted http(s) image address, or the address of an image uploaded through /api/uploads/recipe-image. */
export const imageUrlField = /* @__PURE__ */ schema(() =>
  optionalText(2048, 'Image address').check(
    z.refine(
      (value) =>
        value === null ||
        /^https?:\/\/\S+$/i.test(value) ||
        /^\/api\/media\/recipe-images\/[\w-]+\/\d+(-[a-f0-9]{32})?\.(jpg|png|webp)$/.test(value),
      'Please upload an image file',
    ),
  ),
);

/** A pasted http(s) PDF link, or the address of a PDF uploaded for import (kept with the recipe). */
export const pdfUrlField = /* @__PURE__ */ schema(() =>
  optionalText(2048, 'PDF link').check(
    z.refine(
      (value) =>
        value === null ||
        /^https?:\/\/\S+$/i.test(value) ||
        /^\/api\/media\/recipe-files\/[\w-]+\/[a-f0-9]{32}\.pdf$/.test(value),
      'PDF link must be a web address starting with http:// or https://',
    ),
  ),
);

const title = /* @__PURE__ */ schema(() =>
  requiredText('Title is required', 200, 'Title must be 200 characters or fewer'),
);

const tagsField = /* @__PURE__ */ schema(() =>
  z
    .pipe(
      z.nullish(z.union([z.string(), z.array(z.string())], { error: 'Tags must be text' })),
      z.transform((value: string | string[] | null | undefined) => parseTags(value)),
    )
    .check(z.refine((tags) => tags.length <= MAX_TAGS, `A recipe can have at most ${MAX_TAGS} tags`)),
);

const categoryIdsField = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.nullish(
      z
        .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(80)), {
          error: 'Categories must be a list',
        })
        .check(z.maxLength(MAX_CATEGORIES, `A recipe can have at most ${MAX_CATEGORIES} categories`)),
    ),
    z.transform((ids: string[] | null | undefined) => [...new Set(ids ?? [])]),
  ),
);

/** The editable fields of a recipe, all parsed the way the manual form parses them. */
const recipeFields = /* @__PURE__ */ schema(() => ({
  description: optionalText(5000, 'Description'),
  ingredients: optionalText(20000, 'Ingredients'),
  instructions: optionalText(40000, 'Instructions'),
  sourceUrl: optionalUrl('Source URL'),
  videoUrl: optionalUrl('Video link'),
  pdfUrl: pdfUrlField,
  imageUrl: imageUrlField,
  prepTime: integerField('Prep time', 10_000),
  cookTime: integerField('Cook time', 10_000),
  servings: integerField('Servings', 1_000),
  notes: optionalText(10000, 'Notes'),
  categoryIds: categoryIdsField,
  tags: tagsField,
  /**
   * The language it is written in (issue 37): recorded at import, else detected from the ingredients;
   * null is unknown (recipes older than the field read as unknown).
   */
  language: z.nullish(
    z.enum(INTERFACE_LANGUAGES, { error: `Language must be one of ${INTERFACE_LANGUAGES.join(', ')}` }),
  ),
}));

const isPublic = /* @__PURE__ */ schema(() => z.boolean({ error: 'Visibility must be true or false' }));

/**
 * Who sees a recipe (issue 15): only its owner, the owner's household, or everyone. New recipes are
 * 'household'. Older clients send `isPublic`: true means 'public', false the default 'household'
 * (which, for a household of one, is what "not public" always meant).
 */
export const VISIBILITIES = ['private', 'household', 'public'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const visibilitySchema = /* @__PURE__ */ schema(() =>
  z.enum(VISIBILITIES, {
    error: 'Visibility must be private, household or public',
  }),
);

/** The visibility a request asks for: `visibility` first, else `isPublic`, else `fallback`. */
export function requestedVisibility(
  body: { visibility?: Visibility; isPublic?: boolean },
  fallback: Visibility | undefined,
): Visibility | undefined {
  if (body.visibility) return body.visibility;
  if (body.isPublic !== undefined) return body.isPublic ? 'public' : 'household';
  return fallback;
}

/**
 * How an imported line of a photo or scan was read (issue 36), kept with the saved recipe so a later,
 * better correction pass can read the line again: the line as it was imported (`text`), the reader's
 * own text before any correction (`read`) and how sure the reader was (0..100). Keyed by the imported
 * text, so the cook's later edits of a line never attach another line's reading to it.
 */
export const savedReading = /* @__PURE__ */ schema(() =>
  z.object({
    field: z.enum(['ingredients', 'instructions']),
    text: z.string().check(z.maxLength(1000)),
    read: z.string().check(z.maxLength(2000)),
    confidence: z.number().check(z.gte(0), z.lte(100)),
    /** A web page's own text; absent: a photo's or scan's reading (and every reading saved before). */
    source: z.optional(z.literal('page')),
  }),
);
export type SavedReading = z.infer<typeof savedReading>;

export const MAX_SAVED_READINGS = 400;

const readingsField = /* @__PURE__ */ schema(() =>
  z.optional(
    z
      .array(savedReading, { error: 'Line readings must be a list' })
      .check(z.maxLength(MAX_SAVED_READINGS, `A recipe keeps at most ${MAX_SAVED_READINGS} line readings`)),
  ),
);

export const recipeInput = /* @__PURE__ */ schema(() =>
  z.object({
    title,
    ...recipeFields,
    readings: readingsField,
    isPublic: z.optional(isPublic),
    visibility: z.optional(visibilitySchema),
  }),
);
export type RecipeInput = z.infer<typeof recipeInput>;

/**
 * POST /api/recipes: one or more blocks of the manual form. SPEC 5: blocks whose title is blank are
 * skipped; at least one titled block is required.
 */
export const addRecipesRequest = /* @__PURE__ */ schema(() =>
  z.object({
    recipes: z.pipe(
      z.pipe(
        z
          .array(z.looseObject({ title: z.optional(z.unknown()) }), { error: 'Title is required' })
          .check(z.maxLength(MAX_RECIPE_BLOCKS, `You can add at most ${MAX_RECIPE_BLOCKS} recipes at once`)),
        z.transform((blocks: { [k: string]: unknown; title?: unknown }[]) =>
          blocks.filter((block) => typeof block.title === 'string' && block.title.trim() !== ''),
        ),
      ),
      z.array(recipeInput).check(z.minLength(1, 'Title is required')),
    ),
  }),
);
export type AddRecipesRequest = z.infer<typeof addRecipesRequest>;

/** PATCH /api/recipes/{id}: the edit dialog sends the form; absent fields stay as they are. */
export const updateRecipeRequest = /* @__PURE__ */ schema(() =>
  z.partial(z.object({ title, ...recipeFields, isPublic, visibility: visibilitySchema })),
);
export type UpdateRecipeRequest = z.infer<typeof updateRecipeRequest>;

export const saveNotesRequest = /* @__PURE__ */ schema(() =>
  z.object({ notes: optionalText(10000, 'Notes') }),
);
export const saveVideoLinkRequest = /* @__PURE__ */ schema(() =>
  z.object({ videoUrl: optionalUrl('Video link') }),
);
export const setVisibilityRequest = /* @__PURE__ */ schema(() =>
  z.object({ isPublic: z.optional(isPublic), visibility: z.optional(visibilitySchema) }).check(
    z.refine((body) => body.isPublic !== undefined || body.visibility !== undefined, {
      message: 'Visibility must be private, household or public',
    }),
  ),
);
export const rateRecipeRequest = /* @__PURE__ */ schema(() =>
  z.object({
    rating: wholeNumber('Rating must be a whole number from 1 to 5', RATING_MIN, RATING_MAX),
  }),
);

export {
  HOME_COOKED,
  HOME_PAGE_SIZE,
  type HomeCooked,
  type HomeFilter,
  type HomeQuery,
  homeFilter,
  homeQuery,
  safeForQuery,
} from './home-query.js';
