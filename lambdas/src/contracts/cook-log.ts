// The cook log (issue 39): "We cooked this" on a recipe, and the household's timeline of what it cooked.
import * as z from 'zod';
import { blankAsNull, requiredText, wholeNumber } from './fields.js';
import { pageOf } from './page.js';
import { schema } from './schema.js';

export const COOK_LOG_PAGE_SIZE = 50;
export const COOK_NOTE_MAX = 2000;
export const COOK_NAME_MAX = 80;
export const COOK_PHOTO_ALT_MAX = 200;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day, written YYYY-MM-DD. */
const isDay = (value: string) =>
  DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export const logCookRequest = /* @__PURE__ */ schema(() =>
  z.object({
    cookedOn: z
      .string({ error: 'Choose the day you cooked it' })
      .refine(isDay, 'Choose the day you cooked it')
      .refine((day) => day >= '1900-01-01', 'Choose the day you cooked it'),
    cookName: requiredText(
      'Say who cooked',
      COOK_NAME_MAX,
      `Who cooked can be at most ${COOK_NAME_MAX} characters`,
    ),
    servings: wholeNumber('For how many must be a whole number from 1 to 100', 1, 100)
      .nullish()
      .transform((value) => value ?? null),
    rating: wholeNumber('Rating must be a whole number from 1 to 5', 1, 5)
      .nullish()
      .transform((value) => value ?? null),
    note: blankAsNull(
      'The note must be text',
      COOK_NOTE_MAX,
      `The note can be at most ${COOK_NOTE_MAX} characters`,
    ),
    /** The key of a photo the cook uploaded (POST /api/uploads/cook-photo), or none. */
    photo: z
      .string({ error: 'The photo upload is not valid' })
      .max(300, 'The photo upload is not valid')
      .nullish()
      .transform((value) => value || null),
    /** What the photo shows, for whoever cannot see it; the recipe and the day when left out. */
    photoAlt: blankAsNull(
      'The photo description must be text',
      COOK_PHOTO_ALT_MAX,
      `The photo description can be at most ${COOK_PHOTO_ALT_MAX} characters`,
    ),
  }),
);
export type LogCookRequest = z.infer<typeof logCookRequest>;

/** A planned meal marked cooked from the meal plan (its photo, if any, is added from the recipe's page). */
export const logPlannedCookRequest = /* @__PURE__ */ schema(() =>
  logCookRequest.omit({ photo: true, photoAlt: true }),
);

/** A whole dinner-party menu cooked at once: each of its recipes logged; ratings stay per recipe. */
export const logMenuCookedRequest = /* @__PURE__ */ schema(() =>
  logCookRequest.omit({ rating: true, photo: true, photoAlt: true }),
);
export type LogMenuCookedRequest = z.infer<typeof logMenuCookedRequest>;

/** Most recipes a menu marked cooked logs at once (one transaction: an entry and a summary each). */
export const MAX_RECIPES_COOKED_TOGETHER = 40;

export const cookLogEntry = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    recipeId: z.string(),
    recipeTitle: z.string(),
    cookedOn: z.string(),
    cookName: z.string(),
    servings: z.number().nullable(),
    rating: z.number().nullable(),
    note: z.string().nullable(),
    /** The recipe's version that was cooked (issue 39's versions). */
    revision: z.number().nullable(),
    /** The day that version was saved, when known. */
    revisionOn: z.string().nullable().optional(),
    byYou: z.boolean(),
    createdAt: z.string(),
    /**
     * Its photo: `url` is the API address that signs a short link to it for the entry's household
     * alone (ask with ?redirect=false), `alt` what it shows.
     */
    photo: z.object({ url: z.string(), alt: z.string() }).nullable().optional(),
  }),
);
export type CookLogEntry = z.infer<typeof cookLogEntry>;

export const cookLogPage = /* @__PURE__ */ schema(() => pageOf(cookLogEntry));
export type CookLogPage = z.infer<typeof cookLogPage>;

export const cookLogQuery = /* @__PURE__ */ schema(() =>
  z.object({ cursor: z.string().max(8192, 'The page cursor is not valid').optional() }),
);

export const menuCookedResponse = /* @__PURE__ */ schema(() =>
  z.object({
    cookedOn: z.string(),
    logged: z.array(cookLogEntry),
    /** Recipes on the menu the household cannot log (not its own, or no longer there). */
    skipped: z.number(),
  }),
);
export type MenuCookedResponse = z.infer<typeof menuCookedResponse>;

/** What the recipe page says of its log: "Cooked 3 times · last on …". */
export const cookedSummary = /* @__PURE__ */ schema(() =>
  z.object({
    count: z.number(),
    lastOn: z.string().nullable(),
    /**
     * The version the household rated best in its log, once two versions or more have ratings: the
     * highest average, then the most ratings, then the newer version.
     */
    best: z
      .object({ revision: z.number(), on: z.string().nullable(), average: z.number(), count: z.number() })
      .nullable()
      .optional(),
    /** The photo of the latest meal that has one (its address signs a link for the household). */
    photo: z.object({ url: z.string(), alt: z.string(), on: z.string() }).nullable().optional(),
  }),
);
export type CookedSummary = z.infer<typeof cookedSummary>;
