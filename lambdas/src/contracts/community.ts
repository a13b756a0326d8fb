// Community recipes (SPEC 2): everyone's public recipes, newest first, searchable by title and
// description. The list is public (no sign-in); a card carries the owner's id so a signed-in client
// can tell its own recipes (Share) from others' (Save) without the server reading a token.

import { pageOf } from './page.js';
import { recipeSummary } from './recipe-summary.js';
import { HOME_PAGE_SIZE, safeForQuery } from './recipes.js';
import { schema } from './schema.js';
import * as z from './zod.js';

export const COMMUNITY_PAGE_SIZE = HOME_PAGE_SIZE;

export const communityQuery = /* @__PURE__ */ schema(() =>
  z.object({
    q: z.optional(
      z.string().check(z.trim(), z.maxLength(200, 'Search text must be 200 characters or fewer')),
    ),
    cursor: z.optional(z.string().check(z.maxLength(2048))),
    /** "Safe for everyone at home" (issue 38), for a signed-in reader: allergens to avoid, diets to fit. */
    ...safeForQuery.shape,
  }),
);
export type CommunityQuery = z.infer<typeof communityQuery>;

export const communityRecipeCard = /* @__PURE__ */ schema(() =>
  z.extend(recipeSummary, {
    userId: z.string(),
    /** The owner's display name, or null when their profile is gone. */
    ownerName: z.nullable(z.string()),
    createdAt: z.string(),
  }),
);
export type CommunityRecipeCard = z.infer<typeof communityRecipeCard>;

/** A page of cards: more may follow even when a searched page holds fewer than a full page (even none). */
export const communityPage = /* @__PURE__ */ schema(() => pageOf(communityRecipeCard, 'recipes'));
export type CommunityPage = z.infer<typeof communityPage>;
