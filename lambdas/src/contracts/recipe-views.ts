// What the API answers about a recipe, shared by the handlers and the frontend: Home's cards, the recipe
// page's detail, ratings, the allergens and diets it was read with (and the owner's correction), and
// categories. What a recipe is written with: ./recipes.ts.

import { ALLERGENS, DIETS } from './allergens.js';
import { cookedSummary } from './cook-log.js';
import { allergenChoices, dietChoices } from './eating-needs.js';
import { pageOf } from './page.js';
import { recipeSummary } from './recipe-summary.js';
import { variantOf, variantRef } from './recipe-versions.js';
import { savedReading, visibilitySchema } from './recipes.js';
import { schema } from './schema.js';
import * as z from './zod.js';

export const categoryRef = /* @__PURE__ */ schema(() =>
  z.object({ id: z.string(), name: z.string(), slug: z.string() }),
);
export type CategoryRef = z.infer<typeof categoryRef>;

export const tagRef = /* @__PURE__ */ schema(() => z.object({ id: z.string(), name: z.string() }));
export type TagRef = z.infer<typeof tagRef>;

export const ratingSummary = /* @__PURE__ */ schema(() =>
  z.object({
    /** Average to one decimal, null when nobody has rated ('No ratings'). */
    average: z.nullable(z.number()),
    count: z.number().check(z.int()),
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
    unknown: z.optional(z.array(z.string())),
    rules: z.optional(z.number()),
    corrected: z.optional(
      z.object({
        notContains: z.array(z.enum(ALLERGENS)),
        fits: z.array(z.enum(DIETS)),
        note: z.nullable(z.string()),
        checked: z.optional(z.array(z.string())),
      }),
    ),
  }),
);

/** PUT /api/recipes/{id}/dietary: the owner corrects what the badges say (issue 38). */
export const dietaryCorrectionRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({
    notContains: allergenChoices,
    fits: dietChoices,
    note: z.pipe(
      z.nullish(z.string().check(z.trim(), z.maxLength(200, 'A note is at most 200 characters'))),
      z.transform((value: string | null | undefined) => (value ? value : null)),
    ),
    /** The lines whose food could not be checked that the cook has checked: they hold nothing else. */
    checked: z.optional(
      z
        .array(
          z.string().check(z.trim(), z.minLength(1), z.maxLength(500, 'A line is at most 500 characters')),
          {
            error: 'Checked lines are a list of ingredient lines.',
          },
        )
        .check(z.maxLength(50, 'Check at most 50 lines at once.')),
    ),
  }),
);

/** A Home card: no ingredients or instructions; notes only for the owner. */
export const recipeCard = /* @__PURE__ */ schema(() =>
  z.extend(recipeSummary, {
    userId: z.string(),
    /** prep + cook in minutes; null unless above 0. */
    totalTime: z.nullable(z.number()),
    isPublic: z.boolean(),
    visibility: visibilitySchema,
    isOwner: z.boolean(),
    categories: z.array(categoryRef),
    tags: z.array(z.string()),
    rating: ratingSummary,
    notes: z.optional(z.nullable(z.string())),
    createdAt: z.string(),
    /** Allergens and diets read from its ingredients when written (issue 38); null on older cards. */
    dietary: z.nullable(dietaryInfo),
    /** The last day its household cooked it (issue 39): only on Home, only for its household. */
    lastCookedOn: z.optional(z.nullable(z.string())),
  }),
);
export type RecipeCard = z.infer<typeof recipeCard>;

export const homePage = /* @__PURE__ */ schema(() => pageOf(recipeCard, 'recipes'));
export type HomePage = z.infer<typeof homePage>;

/** Where a saved copy came from (Add to My Collection), credited in the Source card. */
export const copiedFrom = /* @__PURE__ */ schema(() =>
  z.extend(variantRef, {
    ownerName: z.nullable(z.string()),
    /** The original's version it was copied at (issue 39), as a variant keeps it; absent on older copies. */
    revision: z.optional(z.nullable(z.number())),
  }),
);
export type CopiedFrom = z.infer<typeof copiedFrom>;

export const recipeDetail = /* @__PURE__ */ schema(() =>
  z.extend(recipeCard, {
    ingredients: z.nullable(z.string()),
    instructions: z.nullable(z.string()),
    sourceUrl: z.nullable(z.string()),
    videoUrl: z.nullable(z.string()),
    pdfUrl: z.nullable(z.string()),
    /** The language it is written in (issue 37); absent when unknown. */
    language: z.optional(z.string()),
    copiedFrom: z.nullable(copiedFrom),
    /** How its imported lines were read (the owner's own recipes imported from a photo or scan). */
    readings: z.optional(z.array(savedReading)),
    tagRefs: z.array(tagRef),
    /** How often its household cooked it (issue 39's cook log); for the household only. */
    cooked: z.optional(cookedSummary),
    /** A variant's origin, and the variants made from this recipe (issue 39's "Make my version"). */
    variantOf: z.optional(z.nullable(variantOf)),
    variants: z.optional(z.array(variantRef)),
    viewer: z.object({ rating: z.nullable(z.number()), favorite: z.boolean() }),
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
    parentId: z.nullable(z.string()),
    sortOrder: z.number(),
    /** dinner-party-menus and recipes-to-try are not top-level buttons. */
    hidden: z.boolean(),
    children: z.optional(z.array(z.lazy((): z.ZodMiniType => category))),
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
