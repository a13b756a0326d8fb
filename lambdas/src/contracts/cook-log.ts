// The cook log (issue 39): "We cooked this" on a recipe, and the household's timeline of what it cooked.
import { blankAsNull, requiredText, wholeNumber } from './fields.js';
import { pageOf } from './page.js';
import { schema } from './schema.js';
import * as z from './zod.js';

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
    cookedOn: z.string({ error: 'Choose the day you cooked it' }).check(
      z.refine(isDay, 'Choose the day you cooked it'),
      z.refine((day) => day >= '1900-01-01', 'Choose the day you cooked it'),
    ),
    cookName: requiredText(
      'Say who cooked',
      COOK_NAME_MAX,
      `Who cooked can be at most ${COOK_NAME_MAX} characters`,
    ),
    servings: z.pipe(
      z.nullish(wholeNumber('For how many must be a whole number from 1 to 100', 1, 100)),
      z.transform((value: number | null | undefined) => value ?? null),
    ),
    rating: z.pipe(
      z.nullish(wholeNumber('Rating must be a whole number from 1 to 5', 1, 5)),
      z.transform((value: number | null | undefined) => value ?? null),
    ),
    note: blankAsNull(
      'The note must be text',
      COOK_NOTE_MAX,
      `The note can be at most ${COOK_NOTE_MAX} characters`,
    ),
    /** The key of a photo the cook uploaded (POST /api/uploads/cook-photo), or none. */
    photo: z.pipe(
      z.nullish(
        z
          .string({ error: 'The photo upload is not valid' })
          .check(z.maxLength(300, 'The photo upload is not valid')),
      ),
      z.transform((value: string | null | undefined) => value || null),
    ),
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
  z.omit(logCookRequest, { photo: true, photoAlt: true }),
);

/** A whole dinner-party menu cooked at once: each of its recipes logged; ratings stay per recipe. */
export const logMenuCookedRequest = /* @__PURE__ */ schema(() =>
  z.omit(logCookRequest, { rating: true, photo: true, photoAlt: true }),
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
    servings: z.nullable(z.number()),
    rating: z.nullable(z.number()),
    note: z.nullable(z.string()),
    /** The recipe's version that was cooked (issue 39's versions). */
    revision: z.nullable(z.number()),
    /** The day that version was saved, when known. */
    revisionOn: z.optional(z.nullable(z.string())),
    byYou: z.boolean(),
    createdAt: z.string(),
    /**
     * Its photo: `url` is the API address that signs a short link to it for the entry's household
     * alone (ask with ?redirect=false), `alt` what it shows.
     */
    photo: z.optional(z.nullable(z.object({ url: z.string(), alt: z.string() }))),
  }),
);
export type CookLogEntry = z.infer<typeof cookLogEntry>;

export const cookLogPage = /* @__PURE__ */ schema(() => pageOf(cookLogEntry));
export type CookLogPage = z.infer<typeof cookLogPage>;

export const cookLogQuery = /* @__PURE__ */ schema(() =>
  z.object({ cursor: z.optional(z.string().check(z.maxLength(8192, 'The page cursor is not valid'))) }),
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
    lastOn: z.nullable(z.string()),
    /**
     * The version the household rated best in its log, once two versions or more have ratings: the
     * highest average, then the most ratings, then the newer version.
     */
    best: z.optional(
      z.nullable(
        z.object({
          revision: z.number(),
          on: z.nullable(z.string()),
          average: z.number(),
          count: z.number(),
        }),
      ),
    ),
    /** The photo of the latest meal that has one (its address signs a link for the household). */
    photo: z.optional(z.nullable(z.object({ url: z.string(), alt: z.string(), on: z.string() }))),
  }),
);
export type CookedSummary = z.infer<typeof cookedSummary>;
