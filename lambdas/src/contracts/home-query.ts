// Home's query (SPEC 4): its filters, the cook log's orders (issue 39) and "safe for everyone at home"
// (issue 38), re-exported by ./recipes.ts with the rest of the recipes area's contracts.
import * as z from 'zod';
import { ALLERGENS, DIETS } from './allergens.js';
import { schema } from './schema.js';

export const HOME_PAGE_SIZE = 24;

/** Home filters are mutually exclusive (SPEC 4); a category may narrow 'all' and 'favorites'. */
export const homeFilter = /* @__PURE__ */ schema(() => z.enum(['all', 'favorites', 'to-try', 'shared']));
export type HomeFilter = z.infer<typeof homeFilter>;

/**
 * Home by the cook log (issue 39): 'recent' the recipes last cooked latest first, 'longest' the ones
 * not cooked for longest first (both only recipes cooked at least once), 'never' only those never cooked.
 */
export const HOME_COOKED = ['recent', 'longest', 'never'] as const;
export type HomeCooked = (typeof HOME_COOKED)[number];

export const homeQuery = /* @__PURE__ */ schema(() =>
  z.object({
    filter: homeFilter.default('all'),
    /** Only the caller's own recipes (Home's "Mine"); otherwise 'all' lists the household's. */
    mine: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => value === 'true' || value === '1'),
    category: z.string().trim().min(1).max(80).optional(),
    q: z.string().trim().max(200).optional(),
    cursor: z.string().max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(60).default(HOME_PAGE_SIZE),
    /** "Safe for everyone at home" (issue 38): only recipes known to hold none of these allergens... */
    avoid: listOf(ALLERGENS, 'Choose allergies from the list.').optional(),
    /** ...and to fit every one of these diets. */
    diets: listOf(DIETS, 'Choose diets from the list.').optional(),
    cooked: z.enum(HOME_COOKED, { error: 'Choose recent, longest or never.' }).optional(),
  }),
);
export type HomeQuery = z.infer<typeof homeQuery>;

/** "Safe for everyone at home" (issue 38) where a list is read by GET besides Home (the finder's pantry). */
export const safeForQuery = /* @__PURE__ */ schema(() =>
  z.object({
    avoid: listOf(ALLERGENS, 'Choose allergies from the list.').optional(),
    diets: listOf(DIETS, 'Choose diets from the list.').optional(),
  }),
);

/** A comma-separated list of words from a vocabulary ("peanuts,milk"), each checked. */
function listOf<T extends string>(words: readonly T[], message: string) {
  return z
    .string()
    .max(400)
    .transform((text) =>
      text
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((word) => (words as readonly string[]).includes(word)), { message })
    .transform((list) => list as T[]);
}
