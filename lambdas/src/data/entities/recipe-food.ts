// Recipe food links: the ingredient finder's inverted index, kept in the recipe's own partition so a
// recipe's delete (which clears its partition) removes them too.
//   pk = RECIPE#<id>, sk = FOOD#<term>     one per food term of the recipe (food-keys.ts: a key
//                                          and its generalisations, e.g. "red onion" and "onion")
//   gsi2pk = OWNER#<uid>#FOOD#<term>       a user's recipes using one food
//   gsi2sk = E#<createdAt>#<id> when the term is one of the recipe's own foods ("red onion"),
//            G#<createdAt>#<id> when it only generalises one ("onion" for "red onion")
//   foods = the recipe's whole food list, alternatives joined by '|': ~150 bytes, enough to rank
// The finder's search reads the household's finder index instead (finder-index.ts, issue 20): a common
// food's links at 5,000 recipes are ~1.3 MB over several requests, the whole index ~100 KB in one. The
// links stay as the per-recipe record of its foods (an edit compares against them) and are what the
// bench's before-and-after comparison reads (scripts/bench-finder-compare.ts).
// Links are written with the recipe (recipe.ts create/update), inside its transaction when they fit;
// the use case reads the foods and terms from the ingredients (domain/ingredients/food-keys.ts:
// recipeFoodIndex) and hands them over, so this layer stores them without reading ingredients itself;
// an edit that leaves the food list as it was writes none. They hold no data of their own, so account
// deletion removes them with the recipes.

import type { DietaryInfo } from '../../contracts/allergens.js';
import type { Visibility } from '../../contracts/recipes.js';
import { QueryCommand } from '../../shared/aws-sdk.js';
import { writeAll } from '../batch.js';
import { batchGetAll, type DocClient, documentTable, type Send } from '../client.js';
import { queryAll } from '../query.js';
import { recipeKeys } from './recipe/keys.js';
import { type FoodLinkState, SUMMARY_ATTRIBUTES, summaryOf, text, visibilityOf } from './recipe/record.js';

/** More terms than this are not indexed (a 40-line recipe has about 30). */
export const MAX_FOOD_TERMS = 60;

type Item = Record<string, unknown>;

export interface FoodLinkSource {
  id: string;
  userId: string;
  createdAt: string;
}

/** What the index keeps of a recipe's ingredients, read by the domain (recipeFoodIndex). */
export interface RecipeFoodIndex {
  /** The recipe's foods in stored form: alternatives joined by '|'. */
  foods: string[];
  /** The foods' own keys (exact) first, then what they generalise to. */
  terms: { term: string; exact: boolean }[];
}

export const foodLinkKeys = {
  item: (recipeId: string, term: string) => ({ pk: `RECIPE#${recipeId}`, sk: `FOOD#${term}` }),
  feed: (userId: string, term: string) => `OWNER#${userId}#FOOD#${term}`,
};

/** The stored form back as lists of alternatives. */
export const readFoods = (stored: unknown): string[][] =>
  Array.isArray(stored) ? stored.map((food) => String(food).split('|')) : [];

/** The link items of a recipe: one per index term, at most MAX_FOOD_TERMS. */
export function foodLinkItems(recipe: FoodLinkSource, index: RecipeFoodIndex): Item[] {
  const { foods } = index;
  return index.terms.slice(0, MAX_FOOD_TERMS).map(({ term, exact }) => ({
    ...foodLinkKeys.item(recipe.id, term),
    type: 'recipeFood',
    recipeId: recipe.id,
    foods,
    gsi2pk: foodLinkKeys.feed(recipe.userId, term),
    gsi2sk: `${exact ? 'E' : 'G'}#${recipe.createdAt}#${recipe.id}`,
  }));
}

/** The link state of a recipe from the items of its partition. */
export function foodLinkState(partition: Item[]): FoodLinkState {
  const links = partition.filter((item) => item.type === 'recipeFood');
  return {
    terms: links.map((item) => String(item.sk).slice('FOOD#'.length)),
    foods: (links[0]?.foods as string[] | undefined) ?? [],
  };
}

/** What an edit changes in the links: none when the foods are the same. */
export function foodLinkChanges(before: FoodLinkState, after: FoodLinkSource, index: RecipeFoodIndex) {
  const items = foodLinkItems(after, index);
  const { foods } = index;
  if (foods.join('\n') === before.foods.join('\n') && before.terms.length === items.length)
    return { puts: [], deletes: [] };
  const keep = new Set(items.map((item) => String(item.sk)));
  return {
    puts: items,
    deletes: before.terms.map((term) => foodLinkKeys.item(after.id, term)).filter((key) => !keep.has(key.sk)),
  };
}

/** DynamoDB's limit on the items of one transaction. */
const MAX_TRANSACTION_ITEMS = 100;

/**
 * Link writes for a recipe write of `otherItems` transaction items: inside the transaction when they
 * fit (almost always), else `writeRest` writes them with BatchWrite after the transaction succeeded.
 */
export function transactFoodLinks(
  tableName: string,
  changes: { puts: Item[]; deletes: Item[] },
  otherItems: number,
) {
  const count = changes.puts.length + changes.deletes.length;
  const fits = otherItems + count <= MAX_TRANSACTION_ITEMS;
  return {
    inline: fits
      ? [
          ...changes.deletes.map((Key) => ({ Delete: { TableName: tableName, Key } })),
          ...changes.puts.map((Item) => ({ Put: { TableName: tableName, Item } })),
        ]
      : [],
    writeRest: (send: Send) =>
      fits || count === 0 ? Promise.resolve() : writeFoodLinks(send, tableName, changes),
  };
}

async function writeFoodLinks(send: Send, tableName: string, changes: { puts: Item[]; deletes: Item[] }) {
  await writeAll(send, tableName, [
    ...changes.deletes.map((Key) => ({ DeleteRequest: { Key } })),
    ...changes.puts.map((Item) => ({ PutRequest: { Item } })),
  ]);
}

export interface FoodHit {
  recipeId: string;
  foods: string[][];
  /** <createdAt>#<id>: newest first breaks ties. */
  sortKey: string;
}

/** What the finder shows of a recipe. */
export interface FinderRecipe {
  id: string;
  userId: string;
  title: string;
  description: string | null;
  imageUrl: string | null;
  prepTime: number | null;
  cookTime: number | null;
  servings: number | null;
  ingredients: string | null;
  /** The owner's household (their own id for recipes older than households). */
  householdId: string;
  visibility: Visibility;
  /** Read only for community suggestions. */
  instructions?: string | null;
  isPublic: boolean;
  /** The stored classification (issue 38), for the finder's "safe for everyone at home". */
  dietary?: DietaryInfo | null;
}

const FINDER_ATTRIBUTES = [
  ...SUMMARY_ATTRIBUTES,
  'ingredients',
  'isPublic',
  'visibility',
  'householdId',
  'dietary',
];

export function toFinderRecipe(item: Item): FinderRecipe {
  return {
    ...summaryOf(item),
    ingredients: text(item.ingredients),
    householdId: typeof item.householdId === 'string' ? item.householdId : String(item.userId),
    ...visibilityOf(item),
    instructions: text(item.instructions),
    dietary: (item.dietary as DietaryInfo | undefined) ?? null,
  };
}

export function foodLinkRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /**
     * A user's recipes using one food term (only the small link items are read); with `exactOnly`,
     * only those whose own food it is ("onion", not "red onion").
     */
    async recipesWithFood(userId: string, term: string, exactOnly = false): Promise<FoodHit[]> {
      const items = await queryAll(send, {
        TableName: tableName,
        IndexName: 'gsi2',
        KeyConditionExpression: exactOnly ? 'gsi2pk = :pk AND begins_with(gsi2sk, :exact)' : 'gsi2pk = :pk',
        ExpressionAttributeValues: {
          ':pk': foodLinkKeys.feed(userId, term),
          ...(exactOnly ? { ':exact': 'E#' } : {}),
        },
        ProjectionExpression: 'recipeId, foods, gsi2sk',
      });
      return items.map((item) => ({
        recipeId: String(item.recipeId),
        foods: readFoods(item.foods),
        // Without the E#/G# mark: <createdAt>#<id>, newest first breaks ties.
        sortKey: String(item.gsi2sk).slice(2),
      }));
    },

    /** The newest public recipes (Community), at most `limit`, in one Query: suggestions rank these. */
    async recentPublicRecipes(limit: number): Promise<FinderRecipe[]> {
      const attributes = [...FINDER_ATTRIBUTES, 'instructions'];
      const result = await send<{ Items?: Item[] }>(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :pk',
          ExpressionAttributeValues: { ':pk': 'PUBLIC_RECIPES' },
          ProjectionExpression: attributes.map((_, i) => `#a${i}`).join(', '),
          ExpressionAttributeNames: Object.fromEntries(attributes.map((name, i) => [`#a${i}`, name])),
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return (result.Items ?? []).map(toFinderRecipe);
    },

    /** What the finder shows of some recipes (one BatchGet per 100), in the order asked. */
    async finderRecipes(ids: string[]): Promise<FinderRecipe[]> {
      const names = Object.fromEntries(FINDER_ATTRIBUTES.map((name, i) => [`#a${i}`, name]));
      const keys = ids.map((id) => recipeKeys.meta(id));
      const found = new Map<string, FinderRecipe>();
      for (const item of await batchGetAll(send, tableName, keys, {
        ProjectionExpression: Object.keys(names).join(', '),
        ExpressionAttributeNames: names,
      }))
        found.set(String(item.id), toFinderRecipe(item));
      return ids.flatMap((id) => found.get(id) ?? []);
    },
  };
}

export type FoodLinkRepository = ReturnType<typeof foodLinkRepository>;
