// Recipe: one partition per recipe, so the recipe page reads it whole in ONE Query.
//   pk = RECIPE#<id>, sk = META          the recipe, its rating summary (ratingSum, ratingCount, kept
//                                        exact by ADD inside the rating transaction, see rating.ts) and a
//                                        compact copy of its category badges and tag names for cards
//   pk = RECIPE#<id>, sk = CAT#<catId>   recipe_categories link; one per chosen category AND per
//                                        ancestor (direct = false), so a top-level category's feed
//                                        includes its subcategories' recipes in one Query
//   pk = RECIPE#<id>, sk = TAG#<tagId>   recipe_tags link
//   pk = RECIPE#<id>, sk = FOOD#<term>   the ingredient finder's food links (recipe-food.ts)
//   and its entry in the household's finder index (finder-index.ts), written in the same transaction
//   pk = RECIPE#<id>, sk = SHARE#<uid>   a share with one person (recipe-share.ts); META keeps their ids
//                                        in the string set `sharedWith`, so one read decides who may see it
//   and, for a recipe with a source address, its recipe-source entry (recipe-source.ts) in the owner's partition
// Creating and deleting a recipe also moves the owner's own-recipe counter (entitlement.ts, free-tier limit).
//   and, while public, its community word-index entries (community-index.ts), kept in step by every write here
// Indexes (all sort keys are <createdAt>#<id>, read newest first):
//   META  gsi1pk = OWNER#<uid>             a user's recipes (Home 'all')
//   META  gsi2pk = PUBLIC_RECIPES          public recipes (Community; sparse, only while public)
//   META  gsi3pk = TOTRY#<uid>             Recipes To Try: own, not public, not rated by the owner (sparse)
//   CAT#  gsi2pk = OWNER#<uid>#CAT#<cid>   a user's recipes of one category (ids; cards by BatchGet)
//   TAG#  gsi2pk = OWNER#<uid>#TAG#<tid>   a user's recipes with one tag
//   SHARE# gsi1pk = SHARED_WITH#<uid>      recipes shared with a user (Shared With Me; sk <sharedAt>#<id>)
// Home search: META keeps a lower-case `searchText` (title, description, ingredients, tags); a search
// Queries the feed with contains() filters, reading at most 2 x 500 recipes per request, and hands
// back a cursor. Cost: a common term fills its page from the first 500 (~0.7 MB, ~90 RCU eventually
// consistent); a rare one reads the whole collection over the client's follow-up pages: 5,000 recipes
// of ~1.4 KB are ~7 MB, ~870 RCU, in 5 requests of the API. The client debounces typing.
// Personal notes live on META; the use cases strip them from every response to anyone but the owner.
// The module is split by job: recipe/keys.ts (key shapes and items), recipe/record.ts (the record),
// recipe/reads.ts, recipe/writes.ts (create, edit), recipe/owner-writes.ts (owner-only writes) and
// recipe/delete.ts (the delete, alone for account deletion).
import { type DocClient, documentTable } from '../client.js';
import { communityIndexRepository } from './community-index.js';
import { finderIndexStore } from './finder-index.js';
import { recipeDeletes } from './recipe/delete.js';
import { recipeOwnerWrites } from './recipe/owner-writes.js';
import { recipeReads } from './recipe/reads.js';
import { recipeWrites } from './recipe/writes.js';

export {
  categoryLinkItem,
  recipeKeys,
  recipeMetaItem,
  searchTextOf,
  sparseIndexKeys,
  tagLinkItem,
} from './recipe/keys.js';
export {
  type CategoryLink,
  type CreateOnce,
  type CreateOutcome,
  type FeedOptions,
  type OwnedWrite,
  type Page,
  type RecipeRecord,
  type RecipeWithLinks,
  toRecipe,
} from './recipe/record.js';
export { CREATE_ATTEMPTS } from './recipe/writes.js';

export function recipeRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  const context = {
    send,
    tableName,
    community: communityIndexRepository(db, tableName),
    finderIndex: finderIndexStore(send, tableName),
  };
  return { ...recipeReads(send, tableName), ...recipeWrites(context), ...recipeOwnerWrites(context) };
}

export type RecipeRepository = ReturnType<typeof recipeRepository>;

/** Only the recipe delete of the repository, for account deletion: none of the other writes or reads. */
export function recipeDeleteRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return recipeDeletes({
    send,
    tableName,
    community: communityIndexRepository(db, tableName),
    finderIndex: finderIndexStore(send, tableName),
  });
}

export type RecipeDeleteRepository = ReturnType<typeof recipeDeleteRepository>;
