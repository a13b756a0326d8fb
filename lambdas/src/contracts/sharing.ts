// Sharing a recipe with a person (by the e-mail address of their Hearth account) and the list of
// recipes shared with the caller. Shared by the sharing Lambda and the frontend.

import { emailAddress } from './email.js';
import { HOME_PAGE_SIZE } from './recipes.js';
import { schema } from './schema.js';
import * as z from './zod.js';

/** At most this many people per recipe: their ids ride on the recipe item for one-read access checks. */
export const MAX_SHARES_PER_RECIPE = 100;

/** The person's address, by SPEC 5's address rule (contracts/email.ts). */
export const shareRecipeRequest = /* @__PURE__ */ schema(() => z.object({ email: emailAddress }));
export type ShareRecipeRequest = z.infer<typeof shareRecipeRequest>;

export const recipeShare = /* @__PURE__ */ schema(() =>
  z.object({
    userId: z.string(),
    email: z.string(),
    displayName: z.string(),
    sharedAt: z.string(),
  }),
);
export type RecipeShare = z.infer<typeof recipeShare>;

export const recipeSharesResponse = /* @__PURE__ */ schema(() => z.object({ shares: z.array(recipeShare) }));
export type RecipeSharesResponse = z.infer<typeof recipeSharesResponse>;

export const shareRecipeResponse = /* @__PURE__ */ schema(() =>
  z.object({
    share: recipeShare,
    /** False when the recipe was already shared with this person (nothing changed, no second e-mail). */
    created: z.boolean(),
    /** Whether the e-mail telling them went out. */
    notified: z.boolean(),
  }),
);
export type ShareRecipeResponse = z.infer<typeof shareRecipeResponse>;

export const sharedWithMeQuery = /* @__PURE__ */ schema(() =>
  z.object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    cursor: z.optional(z.string().check(z.maxLength(2048))),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(60)), HOME_PAGE_SIZE),
  }),
);
export type SharedWithMeQuery = z.infer<typeof sharedWithMeQuery>;
