// API contract of the printable cookbook (issue 18, item 5): chosen recipes, or one of the cook's
// categories, made into a PDF (a cover, a table of contents, one recipe a page with its photo).

import { MAX_COOKBOOK_RECIPES, TOO_MANY_FOR_A_COOKBOOK } from './cookbook-limits.js';
import { wholeNumber } from './fields.js';
import { schema } from './schema.js';
import * as z from './zod.js';

export { MAX_COOKBOOK_RECIPES, TOO_MANY_FOR_A_COOKBOOK } from './cookbook-limits.js';

export const makeCookbookRequest = /* @__PURE__ */ schema(() =>
  z
    .object({
      title: z.optional(z.string().check(z.trim(), z.maxLength(80, 'Keep the title under 80 characters'))),
      recipeIds: z.optional(
        z
          .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)))
          .check(
            z.minLength(1, 'Choose at least one recipe'),
            z.maxLength(MAX_COOKBOOK_RECIPES, TOO_MANY_FOR_A_COOKBOOK),
          ),
      ),
      categoryId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))),
      /**
       * A version to print instead of the recipe as it is now (issue 39), by recipe id: an older
       * version the household kept in its history.
       */
      versions: z.optional(
        z.record(
          z.string().check(z.minLength(1), z.maxLength(64)),
          wholeNumber('Choose a version by its number', 1),
        ),
      ),
    })
    .check(
      z.refine((body) => (body.recipeIds === undefined) !== (body.categoryId === undefined), {
        message: 'Choose recipes or a category for the cookbook',
      }),
      z.refine((body) => Object.keys(body.versions ?? {}).every((id) => body.recipeIds?.includes(id)), {
        message: 'Choose versions only of recipes in the cookbook',
      }),
    ),
);
export type MakeCookbookRequest = z.infer<typeof makeCookbookRequest>;

export const cookbookResponse = /* @__PURE__ */ schema(() =>
  z.object({
    /** A short-lived address of the PDF. */
    url: z.string(),
    recipeCount: z.number(),
    pageCount: z.number(),
    /** Recipes whose photo could not go in, and why, in plain words. */
    warnings: z.array(z.string()),
  }),
);
export type CookbookResponse = z.infer<typeof cookbookResponse>;
