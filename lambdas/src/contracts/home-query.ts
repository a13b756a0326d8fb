// Home's query (SPEC 4): its filters, the cook log's orders (issue 39) and "safe for everyone at home"
// (issue 38), re-exported by ./recipes.ts with the rest of the recipes area's contracts.

import { ALLERGENS, DIETS } from './allergens.js';
import { schema } from './schema.js';
import * as z from './zod.js';

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
    filter: z._default(homeFilter, 'all'),
    /** Only the caller's own recipes (Home's "Mine"); otherwise 'all' lists the household's. */
    mine: z.pipe(
      z.optional(z.enum(['true', 'false', '1', '0'])),
      z.transform((value: 'true' | 'false' | '1' | '0' | undefined) => value === 'true' || value === '1'),
    ),
    category: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))),
    q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    cursor: z.optional(z.string().check(z.maxLength(2048))),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(60)), HOME_PAGE_SIZE),
    /** "Safe for everyone at home" (issue 38): only recipes known to hold none of these allergens... */
    avoid: z.optional(listOf(ALLERGENS, 'Choose allergies from the list.')),
    /** ...and to fit every one of these diets. */
    diets: z.optional(listOf(DIETS, 'Choose diets from the list.')),
    cooked: z.optional(z.enum(HOME_COOKED, { error: 'Choose recent, longest or never.' })),
  }),
);
export type HomeQuery = z.infer<typeof homeQuery>;

/** "Safe for everyone at home" (issue 38) where a list is read by GET besides Home (the finder's pantry). */
export const safeForQuery = /* @__PURE__ */ schema(() =>
  z.object({
    avoid: z.optional(listOf(ALLERGENS, 'Choose allergies from the list.')),
    diets: z.optional(listOf(DIETS, 'Choose diets from the list.')),
  }),
);

/** A comma-separated list of words from a vocabulary ("peanuts,milk"), each checked. */
function listOf<T extends string>(words: readonly T[], message: string) {
  return z.pipe(
    z
      .pipe(
        z.string().check(z.maxLength(400)),
        z.transform((text: string) =>
          text
            .split(',')
            .map((word) => word.trim())
            .filter(Boolean),
        ),
      )
      .check(
        z.refine((list) => list.every((word) => (words as readonly string[]).includes(word)), { message }),
      ),
    z.transform((list: string[]) => list as T[]),
  );
}
