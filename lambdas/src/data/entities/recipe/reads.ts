// Reading recipes: one recipe whole (one Query of its partition), the feeds (Home, To Try, Community,
// a category, Shared With Me) and card data of many recipes by id.
import type { SavedReading } from '../../../contracts/recipes.js';
import { QueryCommand, type QueryCommandInput } from '../../../shared/aws-sdk.js';
import { batchGetAll, getItem, type Send } from '../../client.js';
import { decodeCursor, encodeCursor } from '../../cursor.js';
import { type Page, partitionItems, recipeIdPage } from '../../query.js';
import { householdKeys } from '../household/keys.js';
import { foodLinkState } from '../recipe-food.js';
import { recipeKeys } from './keys.js';
import {
  type FeedOptions,
  type RecipeRecord,
  type RecipeWithLinks,
  SUMMARY_ATTRIBUTES,
  toRecipe,
} from './record.js';

type Item = Record<string, unknown>;

/** Two Query pages per Home request at most, so a page of Home never costs more than two requests. */
const MAX_FEED_REQUESTS = 2;
/** Recipes a filtered Query page evaluates: bounds the cost and latency of one search request. */
const FILTERED_PAGE_READ = 500;

const KEY_ATTRIBUTES = [
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'gsi3pk',
  'gsi3sk',
  'gsi4pk',
  'gsi4sk',
];
const CARD_ATTRIBUTES = [
  ...KEY_ATTRIBUTES,
  ...SUMMARY_ATTRIBUTES,
  'notes',
  'isPublic',
  'visibility',
  'householdId',
  'createdAt',
  'updatedAt',
  'categories',
  'categoryIds',
  'tags',
  'ratingSum',
  'ratingCount',
  'ownerRated',
  'version',
  'searchText',
  'sharedWith',
  'dietary',
  // The cook log's summary (issue 39): Home sorts and filters by it; a plan logs the version cooked.
  'cookedCount',
  'lastCookedOn',
  'lastCookedLog',
  'revision',
  'revisionAt',
];
const cardProjection = {
  ProjectionExpression: CARD_ATTRIBUTES.map((_, index) => `#c${index}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(CARD_ATTRIBUTES.map((name, index) => [`#c${index}`, name])),
};

export function recipeReads(send: Send, tableName: string) {
  /** Runs a feed Query, following at most MAX_FEED_REQUESTS pages when a filter may thin them out. */
  async function feed(
    index: string,
    partition: string,
    options: FeedOptions,
    /** A condition every item must meet besides the search (the household feed's privacy). */
    always?: { filter: string; values: Item },
  ): Promise<Page<RecipeRecord>> {
    const pkName = `${index}pk`;
    const filters: string[] = always ? [always.filter] : [];
    const values: Item = { ':pk': partition, ...always?.values };
    options.words?.forEach((word, i) => {
      filters.push(`contains(searchText, :w${i})`);
      values[`:w${i}`] = word;
    });
    if (options.categoryId) {
      filters.push('contains(categoryIds, :category)');
      values[':category'] = options.categoryId;
    }
    const filtered = filters.length > 0;
    // Only the privacy filter: most items pass it, so a page reads twice its size, not hundreds.
    const searched = filters.length > (always ? 1 : 0);
    const input: QueryCommandInput = {
      TableName: tableName,
      IndexName: index,
      KeyConditionExpression: `${pkName} = :pk`,
      FilterExpression: filtered ? filters.join(' AND ') : undefined,
      ExpressionAttributeValues: values,
      ScanIndexForward: false,
      // Unfiltered pages are exactly one page; filtered ones read a bounded number and trim.
      Limit: searched ? FILTERED_PAGE_READ : filtered ? options.limit * 2 : options.limit,
      ...cardProjection,
    };
    const items: Item[] = [];
    let startKey: Item | undefined = decodeCursor(options.cursor, pkName, partition);
    for (let request = 0; request < MAX_FEED_REQUESTS; request += 1) {
      const page = await send<{ Items?: Item[]; LastEvaluatedKey?: Item }>(
        new QueryCommand({ ...input, ExclusiveStartKey: startKey }),
      );
      items.push(...(page.Items ?? []));
      startKey = page.LastEvaluatedKey;
      if (!startKey || items.length >= options.limit || !filtered) break;
    }
    if (items.length > options.limit) {
      const kept = items.slice(0, options.limit);
      const last = kept[kept.length - 1] as Item;
      const cursorKey = {
        pk: last.pk,
        sk: last.sk,
        [pkName]: last[pkName],
        [`${index}sk`]: last[`${index}sk`],
      };
      return { items: kept.map(toRecipe), nextCursor: encodeCursor(cursorKey) };
    }
    return { items: items.map(toRecipe), nextCursor: encodeCursor(startKey) };
  }

  return {
    /** One recipe with its categories, tags and rating summary, in one Query. */
    async getWithLinks(id: string): Promise<RecipeWithLinks | null> {
      const items = await partitionItems(send, tableName, recipeKeys.meta(id).pk);
      const meta = items.find((item) => item.sk === 'META');
      if (!meta) return null;
      const readings = items.find((item) => item.sk === 'READINGS')?.readings;
      return {
        recipe: {
          ...toRecipe(meta),
          ...(Array.isArray(readings) ? { readings: readings as SavedReading[] } : {}),
        },
        categoryLinks: items
          .filter((item) => item.type === 'recipeCategory')
          .map((item) => ({
            category: { id: String(item.categoryId), name: String(item.name), slug: String(item.slug) },
            direct: item.direct === true,
          })),
        tags: items
          .filter((item) => item.type === 'recipeTag')
          .map((item) => ({ id: String(item.tagId), name: String(item.name) })),
        foodLinks: foodLinkState(items),
        variants: items
          .filter((item) => item.type === 'recipeVariant')
          .map((item) => ({ recipeId: String(item.recipeId), title: String(item.title ?? '') })),
      };
    },

    /** One recipe's META item (no links). */
    async get(id: string): Promise<RecipeRecord | null> {
      const item = await getItem(send, tableName, recipeKeys.meta(id));
      return item ? toRecipe(item) : null;
    },

    /** A user's recipes, newest first (Home 'all'), optionally searched or narrowed to a category. */
    ownerFeed: (userId: string, options: FeedOptions) => feed('gsi1', recipeKeys.ownerFeed(userId), options),

    /**
     * The household's recipes, newest first (Home 'all'): every member's household and public recipes
     * and the viewer's own private ones (other members' private recipes are read past, never returned).
     */
    householdFeed: (householdId: string, viewerId: string, options: FeedOptions) =>
      feed('gsi4', householdKeys.recipeFeed(householdId), options, {
        filter: '(visibility <> :private OR userId = :viewer)',
        values: { ':private': 'private', ':viewer': viewerId },
      }),

    /** A user's own non-public recipes they have not rated, newest first (Recipes To Try). */
    toTryFeed: (userId: string, options: FeedOptions) => feed('gsi3', recipeKeys.toTryFeed(userId), options),

    /** Everyone's public recipes, newest first. */
    publicFeed: (options: FeedOptions) => feed('gsi2', recipeKeys.publicFeed(), options),

    /** Ids of a user's recipes in one category (including its subcategories), newest first. */
    categoryFeedIds: (userId: string, categoryId: string, options: Pick<FeedOptions, 'limit' | 'cursor'>) =>
      recipeIdPage(send, tableName, 'gsi2', recipeKeys.categoryFeed(userId, categoryId), options),

    /** Ids of the recipes other people shared with a user, newest share first (Shared With Me). */
    sharedWithFeedIds: (userId: string, options: Pick<FeedOptions, 'limit' | 'cursor'>) =>
      recipeIdPage(send, tableName, 'gsi1', recipeKeys.sharedWithFeed(userId), options),

    /** Card data of many recipes by id (one BatchGet per 100), in the order asked; missing ones skipped. */
    async getCards(ids: string[]): Promise<RecipeRecord[]> {
      const keys = [...new Set(ids)].map((id) => recipeKeys.meta(id));
      const found = new Map<string, RecipeRecord>();
      for (const item of await batchGetAll(send, tableName, keys, cardProjection))
        found.set(String(item.id), toRecipe(item));
      return ids.flatMap((id) => found.get(id) ?? []);
    },
  };
}
