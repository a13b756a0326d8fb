// What the API answers about a recipe, shared by the handlers and the frontend: Home's cards, the recipe
// page's detail, ratings, the allergens and diets it was read with (and the owner's correction), and
// categories. What a recipe is written with: ./recipes.ts.
import * as z from 'zod';
import { ALLERGENS, DIETS } from './allergens.js';
import { cookedSummary } from './cook-log.js';
import { allergenChoices, dietChoices } from './eating-needs.js';
import { pageOf } from './page.js';
import { recipeSummary } from './recipe-summary.js';
import { variantOf, variantRef } from './recipe-versions.js';
import { savedReading, visibilitySchema } from './recipes.js';
import { schema } from './schema.js';

export const categoryRef = /* @__PURE__ */ schema(() =>
  z.object({ id: z.string(), name: z.string(), slug: z.string() }),
);
export type CategoryRef = z.infer<typeof categoryRef>;

export const tagRef = /* @__PURE__ */ schema(() => z.object({ id: z.string(), name: z.string() }));
export type TagRef = z.infer<typeof tagRef>;

export const ratingSummary = /* @__PURE__ */ schema(() =>
  z.object({
    /** Average to one decimal, null when nobody has rated ('No ratings'). */
    average: z.number().nullable(),
    count: z.number().int(),
  }),
);
export type RatingSummary = z.infer<typeof ratingSummary>;

/** A recipe's classification (contracts/allergens.ts DietaryInfo). */
export const dietaryInfo = /* @__PURE__ */ schema(() =>
  z.object({
    contains: z.array(z.enum(ALLERGENS)),
    mayContain: z.array(z.enum(ALLERGENS)),
    fits: z.array(z.enum(DIETS)),
    check: z.array(z.enum(DIETS)),
    because: z.partialRecord(z.enum(ALLERGENS), z.string()),
    unknown: z.array(z.string()).optional(),
    rules: z.number().optional(),
    corrected: z
      .object({
        notContains: z.array(z.enum(ALLERGENS)),
        fits: z.array(z.enum(DIETS)),
        note: z.string().nullable(),
        checked: z.array(z.string()).optional(),
      })
      .optional(),
  }),
);

/** PUT /api/recipes/{id}/dietary: the owner corrects what the badges say (issue 38). */
export const dietaryCorrectionRequest = /* @__PURE__ */ schema(() =>
  z
    .object({
      notContains: allergenChoices,
      fits: dietChoices,
      note: z
        .string()
        .trim()
        .max(200, 'A note is at most 200 characters')
        .nullish()
        .transform((value) => (value ? value : null)),
      /** The lines whose food could not be checked that the cook has checked: they hold nothing else. */
      checked: z
        .array(z.string().trim().min(1).max(500, 'A line is at most 500 characters'), {
          error: 'Checked lines are a list of ingredient lines.',
        })
        .max(50, 'Check at most 50 lines at once.')
        .optional(),
    })
    .strict(),
);

/** A Home card: no ingredients or instructions; notes only for the owner. */
export const recipeCard = /* @__PURE__ */ schema(() =>
  recipeSummary.extend({
    userId: z.string(),
    /** prep + cook in minutes; null unless above 0. */
    totalTime: z.number().nullable(),
    isPublic: z.boolean(),
    visibility: visibilitySchema,
    isOwner: z.boolean(),
    categories: z.array(categoryRef),
    tags: z.array(z.string()),
    rating: ratingSummary,
    notes: z.string().nullable().optional(),
    createdAt: z.string(),
    /** Allergens and diets read from its ingredients when written (issue 38); null on older cards. */
    dietary: dietaryInfo.nullable(),
    /** The last day its household cooked it (issue 39): only on Home, only for its household. */
    lastCookedOn: z.string().nullable().optional(),
  }),
);
export type RecipeCard = z.infer<typeof recipeCard>;

export const homePage = /* @__PURE__ */ schema(() => pageOf(recipeCard, 'recipes'));
export type HomePage = z.infer<typeof homePage>;

/** Where a saved copy came from (Add to My Collection), credited in the Source card. */
export const copiedFrom = /* @__PURE__ */ schema(() =>
  variantRef.extend({
    ownerName: z.string().nullable(),
    /** The original's version it was copied at (issue 39), as a variant keeps it; absent on older copies. */
    revision: z.number().nullable().optional(),
  }),
);
export type CopiedFrom = z.infer<typeof copiedFrom>;

export const recipeDetail = /* @__PURE__ */ schema(() =>
  recipeCard.extend({
    ingredients: z.string().nullable(),
    instructions: z.string().nullable(),
    sourceUrl: z.string().nullable(),
    videoUrl: z.string().nullable(),
    pdfUrl: z.string().nullable(),
    /** The language it is written in (issue 37); absent when unknown. */
    language: z.string().optional(),
    copiedFrom: copiedFrom.nullable(),
    /** How its imported lines were read (the owner's own recipes imported from a photo or scan). */
    readings: z.array(savedReading).optional(),
    tagRefs: z.array(tagRef),
    /** How often its household cooked it (issue 39's cook log); for the household only. */
    cooked: cookedSummary.optional(),
    /** A variant's origin, and the variants made from this recipe (issue 39's "Make my version"). */
    variantOf: variantOf.nullable().optional(),
    variants: z.array(variantRef).optional(),
    viewer: z.object({ rating: z.number().nullable(), favorite: z.boolean() }),
  }),
);
export type RecipeDetail = z.infer<typeof recipeDetail>;

export const rateRecipeResponse = /* @__PURE__ */ schema(() =>
  z.object({
    rating: z.number(),
    favorite: z.boolean(),
    /** True when this rating of 5 added the recipe to favorites ('Rating saved and added to favorites!'). */
    addedToFavorites: z.boolean(),
    summary: ratingSummary,
  }),
);
export type RateRecipeResponse = z.infer<typeof rateRecipeResponse>;

export const category = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    parentId: z.string().nullable(),
    sortOrder: z.number(),
    /** dinner-party-menus and recipes-to-try are not top-level buttons. */
    hidden: z.boolean(),
    children: z.array(z.lazy((): z.ZodType => category)).optional(),
  }),
);
export interface CategoryNode {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
  sortOrder: number;
  hidden: boolean;
  children: CategoryNode[];
}
