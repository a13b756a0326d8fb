// Recipe: one partition per recipe, so the recipe page reads it whole in ONE Query.
//   pk = RECIPE#<id>, sk = META          the recipe, its rating summary (ratingSum, ratingCount, kept
//                                        exact by ADD inside the rating transaction, see rating.ts) and a
//                                        compact copy of its category badges and tag names for cards
//   pk = RECIPE#<id>, sk = CAT#<catId>   recipe_categories link; one per chosen category AND per
//                                        ancestor (direct = false), so a top-level category's feed
//                                        includes its subcategories' recipes in one Query
//   pk = RECIPE#<id>, sk = TAG#<tagId>   recipe_tags link
//   pk = RECIPE#<id>, sk = FOOD#<term>   the ingredient finder's food links (recipe-food.ts)
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
import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { CategoryRef, CopiedFrom, TagRef } from '../../contracts/recipes.js';
import { config } from '../../shared/config.js';
import { deleteKeys } from '../batch.js';
import { decodeCursor, encodeCursor } from '../cursor.js';
import { type Page, queryAll, recipeIdPage } from '../query.js';
import { communityEntries, communityIndexRepository, type IndexedRecipe } from './community-index.js';
import { ownRecipeCountItem, ownRecipeUncountItem } from './entitlement.js';
import {
  type FoodLinkState,
  foodLinkChanges,
  foodLinkItems,
  foodLinkState,
  type RecipeFoodIndex,
  transactFoodLinks,
} from './recipe-food.js';
import { recipeSourceItem, recipeSourceKeys } from './recipe-source.js';

export interface RecipeRecord {
  id: string;
  userId: string;
  title: string;
  description: string | null;
  ingredients: string | null;
  instructions: string | null;
  sourceUrl: string | null;
  videoUrl: string | null;
  pdfUrl: string | null;
  imageUrl: string | null;
  prepTime: number | null;
  cookTime: number | null;
  servings: number | null;
  notes: string | null;
  isPublic: boolean;
  createdAt: string;
  updatedAt: string;
  /** The chosen categories (badges). */
  categories: CategoryRef[];
  /** Chosen categories plus their ancestors, for filtering. */
  categoryIds: string[];
  tags: TagRef[];
  ratingSum: number;
  ratingCount: number;
  /** Whether the owner has rated it (a rated recipe is no longer 'to try'). */
  ownerRated: boolean;
  /** For a saved copy: the recipe it was saved from (absent on older items and on originals). */
  copiedFrom?: CopiedFrom | null;
  /** Optimistic lock for edits; ratings do not change it. */
  version: number;
  /** Lower-case search text; present when read for Home. */
  searchText?: string;
  /** Users the owner shared this recipe with (recipe-share.ts keeps it with the share items). */
  sharedWith?: string[];
}

export interface CategoryLink {
  category: CategoryRef;
  /** False for an ancestor implied by a chosen subcategory. */
  direct: boolean;
}

export interface RecipeWithLinks {
  recipe: RecipeRecord;
  categoryLinks: CategoryLink[];
  tags: TagRef[];
  /** The ingredient finder's food links (recipe-food.ts). */
  foodLinks?: FoodLinkState;
}

export interface FeedOptions {
  limit: number;
  cursor?: string;
  /** Lower-case words that must all appear in the search text. */
  words?: string[];
  /** Only recipes in this category (or its subcategories). */
  categoryId?: string;
}

export type { Page } from '../query.js';

/** What became of a create: refused by the free tier's limit, or lost every retry to concurrent writes. */
export type CreateOutcome = 'created' | 'over-limit' | 'busy';

export type OwnedWrite = { ok: true; recipe: RecipeRecord } | { ok: false; existing: RecipeRecord | null };

/** Two Query pages per Home request at most, so a page of Home never costs more than two requests. */
const MAX_FEED_REQUESTS = 2;
/** Recipes a filtered Query page evaluates: bounds the cost and latency of one search request. */
const FILTERED_PAGE_READ = 500;

const sortKey = (recipe: Pick<RecipeRecord, 'createdAt' | 'id'>) => `${recipe.createdAt}#${recipe.id}`;

export const recipeKeys = {
  meta: (id: string) => ({ pk: `RECIPE#${id}`, sk: 'META' }),
  categoryLink: (id: string, categoryId: string) => ({ pk: `RECIPE#${id}`, sk: `CAT#${categoryId}` }),
  tagLink: (id: string, tagId: string) => ({ pk: `RECIPE#${id}`, sk: `TAG#${tagId}` }),
  ownerFeed: (userId: string) => `OWNER#${userId}`,
  publicFeed: () => 'PUBLIC_RECIPES',
  toTryFeed: (userId: string) => `TOTRY#${userId}`,
  categoryFeed: (userId: string, categoryId: string) => `OWNER#${userId}#CAT#${categoryId}`,
  tagFeed: (userId: string, tagId: string) => `OWNER#${userId}#TAG#${tagId}`,
  sharedWithFeed: (userId: string) => `SHARED_WITH#${userId}`,
};

const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk'];
const CARD_ATTRIBUTES = [
  ...KEY_ATTRIBUTES,
  'id',
  'userId',
  'title',
  'description',
  'imageUrl',
  'prepTime',
  'cookTime',
  'servings',
  'notes',
  'isPublic',
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
];
const cardProjection = {
  ProjectionExpression: CARD_ATTRIBUTES.map((_, index) => `#c${index}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(CARD_ATTRIBUTES.map((name, index) => [`#c${index}`, name])),
};

/** The lower-case text Home search matches against. */
export function searchTextOf(
  recipe: Pick<RecipeRecord, 'title' | 'description' | 'ingredients' | 'tags'>,
): string {
  return [recipe.title, recipe.description, recipe.ingredients, recipe.tags.map((tag) => tag.name).join(' ')]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
}

/** Index keys that depend on visibility and the owner's rating. */
export function sparseIndexKeys(recipe: RecipeRecord) {
  return {
    public: recipe.isPublic ? { gsi2pk: recipeKeys.publicFeed(), gsi2sk: sortKey(recipe) } : null,
    toTry:
      !recipe.isPublic && !recipe.ownerRated
        ? { gsi3pk: recipeKeys.toTryFeed(recipe.userId), gsi3sk: sortKey(recipe) }
        : null,
  };
}

/** The META item of a recipe, with its index keys. */
export function recipeMetaItem(recipe: RecipeRecord): Record<string, unknown> {
  const sparse = sparseIndexKeys(recipe);
  return {
    ...recipeKeys.meta(recipe.id),
    type: 'recipe',
    ...recipe,
    searchText: searchTextOf(recipe),
    gsi1pk: recipeKeys.ownerFeed(recipe.userId),
    gsi1sk: sortKey(recipe),
    ...sparse.public,
    ...sparse.toTry,
  };
}

export function categoryLinkItem(recipe: RecipeRecord, link: CategoryLink): Record<string, unknown> {
  return {
    ...recipeKeys.categoryLink(recipe.id, link.category.id),
    type: 'recipeCategory',
    recipeId: recipe.id,
    categoryId: link.category.id,
    name: link.category.name,
    slug: link.category.slug,
    direct: link.direct,
    gsi2pk: recipeKeys.categoryFeed(recipe.userId, link.category.id),
    gsi2sk: sortKey(recipe),
  };
}

export function tagLinkItem(recipe: RecipeRecord, tag: TagRef): Record<string, unknown> {
  return {
    ...recipeKeys.tagLink(recipe.id, tag.id),
    type: 'recipeTag',
    recipeId: recipe.id,
    tagId: tag.id,
    name: tag.name,
    gsi2pk: recipeKeys.tagFeed(recipe.userId, tag.id),
    gsi2sk: sortKey(recipe),
  };
}

type DocClient = { send: (command: never) => Promise<unknown> };
type Item = Record<string, unknown>;

/** Attempts of a create cancelled by a concurrent write to the same counter (then 'busy'). */
export const CREATE_ATTEMPTS = 6;
const RETRY_BASE_MS = 15;
const RETRY_CAP_MS = 400;

type CancelReasons = { name?: string; message?: string; CancellationReasons?: { Code?: string }[] };

/** Why each item of a cancelled transaction failed (from the reasons, else from the message). */
function cancellationCodes(error: CancelReasons): string[] {
  if (error.CancellationReasons) return error.CancellationReasons.map((reason) => reason.Code ?? 'None');
  const listed = /\[([^\]]*)\]/.exec(error.message ?? '')?.[1];
  return listed ? listed.split(',').map((code) => code.trim()) : [];
}

/**
 * Sends a recipe-create transaction whose item `counter` is the owner's own-recipe counter. A
 * conflict (another transaction on the same items) is retried with full-jitter backoff.
 */
async function writeCounted(
  send: <T>(command: unknown) => Promise<T>,
  transaction: TransactWriteCommand,
  counter: number,
  attempts = CREATE_ATTEMPTS,
): Promise<CreateOutcome> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) {
      const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** attempt);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
    }
    try {
      await send(transaction);
      return 'created';
    } catch (error) {
      const cancelled = error as CancelReasons;
      if (cancelled.name !== 'TransactionCanceledException') throw error;
      const codes = cancellationCodes(cancelled);
      if (codes[counter] === 'ConditionalCheckFailed') return 'over-limit';
      if (!codes.includes('TransactionConflict')) throw error;
    }
  }
  return 'busy';
}

export function recipeRepository(db: DocClient, tableName = config.TABLE_NAME) {
  const send = <T>(command: unknown) => db.send(command as never) as Promise<T>;
  const community = communityIndexRepository(db, tableName);

  /** Runs a write that may change what the community index holds for the recipe (community-index.ts). */
  async function indexed<T>(
    before: IndexedRecipe | null,
    after: IndexedRecipe | null,
    write: () => Promise<T>,
    succeeded: (result: T) => boolean,
  ): Promise<T> {
    await community.beforeWrite(before, after);
    const result = await write();
    if (succeeded(result)) await community.afterWrite(before, after);
    return result;
  }

  const sourceEntryPut = (recipe: RecipeRecord) => {
    const item = recipeSourceItem(recipe);
    return item ? [{ Put: { TableName: tableName, Item: item } }] : [];
  };

  /** Runs a feed Query, following at most MAX_FEED_REQUESTS pages when a filter may thin them out. */
  async function feed(index: string, partition: string, options: FeedOptions): Promise<Page<RecipeRecord>> {
    const pkName = `${index}pk`;
    const filters: string[] = [];
    const values: Item = { ':pk': partition };
    options.words?.forEach((word, i) => {
      filters.push(`contains(searchText, :w${i})`);
      values[`:w${i}`] = word;
    });
    if (options.categoryId) {
      filters.push('contains(categoryIds, :category)');
      values[':category'] = options.categoryId;
    }
    const filtered = filters.length > 0;
    const input: QueryCommandInput = {
      TableName: tableName,
      IndexName: index,
      KeyConditionExpression: `${pkName} = :pk`,
      FilterExpression: filtered ? filters.join(' AND ') : undefined,
      ExpressionAttributeValues: values,
      ScanIndexForward: false,
      // Unfiltered pages are exactly one page; filtered ones read a bounded number and trim.
      Limit: filtered ? FILTERED_PAGE_READ : options.limit,
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

  /** Runs an UpdateItem or DeleteItem that only the owner may make; on refusal, returns what is there. */
  async function ownerWrite(command: UpdateCommand | DeleteCommand): Promise<OwnedWrite> {
    try {
      const result = await send<{ Attributes?: Item }>(command);
      return { ok: true, recipe: toRecipe(result.Attributes ?? {}) };
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      // A refusal is rare, so reading what is there costs one more request only then. (The SDK's
      // ReturnValuesOnConditionCheckFailure would save it, but DynamoDB Local does not support it.)
      const old = (
        await send<{ Item?: Item }>(new GetCommand({ TableName: tableName, Key: command.input.Key }))
      ).Item;
      return { ok: false, existing: old ? toRecipe(old) : null };
    }
  }

  return {
    /**
     * Creates a recipe with its category and tag links, all or nothing, counting it on the owner's
     * entitlement; with `ownRecipeLimit` (free tier) the write fails when the count would pass it
     * ('over-limit'). Two creates by one owner touch the same counter item, so one of them may be
     * cancelled by DynamoDB as a conflict: that one is retried a few times with jittered backoff, and
     * answers 'busy' only if it keeps losing. Nothing is left behind by a create that did not happen.
     */
    async create(
      recipe: RecipeRecord,
      categoryLinks: CategoryLink[],
      options: { ownRecipeLimit?: number; foods: RecipeFoodIndex },
    ): Promise<CreateOutcome> {
      const foods = transactFoodLinks(
        tableName,
        { puts: foodLinkItems(recipe, options.foods), deletes: [] },
        categoryLinks.length + recipe.tags.length + 3,
      );
      const items = [
        {
          Put: {
            TableName: tableName,
            Item: recipeMetaItem(recipe),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...categoryLinks.map((link) => ({
          Put: { TableName: tableName, Item: categoryLinkItem(recipe, link) },
        })),
        ...recipe.tags.map((tag) => ({
          Put: { TableName: tableName, Item: tagLinkItem(recipe, tag) },
        })),
        // "Already in your recipes" for later imports of the same page (recipe-source.ts).
        ...sourceEntryPut(recipe),
      ];
      const counter = items.length;
      const transaction = new TransactWriteCommand({
        TransactItems: [
          ...items,
          ownRecipeCountItem(tableName, recipe.userId, 1, options.ownRecipeLimit),
          ...foods.inline,
        ],
      });
      const outcome = await indexed<CreateOutcome>(
        null,
        recipe,
        () => writeCounted(send, transaction, counter),
        (result) => result === 'created',
      );
      if (outcome === 'created') await foods.writeRest(send);
      // The index entries were put before the write (community-index.ts); a refused create takes them back.
      else await deleteKeys(send, tableName, communityEntries(recipe));
      return outcome;
    },

    /** One recipe with its categories, tags and rating summary, in one Query. */
    async getWithLinks(id: string): Promise<RecipeWithLinks | null> {
      const items = await queryAll(send, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': recipeKeys.meta(id).pk },
      });
      const meta = items.find((item) => item.sk === 'META');
      if (!meta) return null;
      return {
        recipe: toRecipe(meta),
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
      };
    },

    /** One recipe's META item (no links). */
    async get(id: string): Promise<RecipeRecord | null> {
      const result = await send<{ Item?: Item }>(
        new GetCommand({ TableName: tableName, Key: recipeKeys.meta(id) }),
      );
      return result.Item ? toRecipe(result.Item) : null;
    },

    /** A user's recipes, newest first (Home 'all'), optionally searched or narrowed to a category. */
    ownerFeed: (userId: string, options: FeedOptions) => feed('gsi1', recipeKeys.ownerFeed(userId), options),

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
      const found = new Map<string, RecipeRecord>();
      const unique = [...new Set(ids)];
      for (let i = 0; i < unique.length; i += 100) {
        let keys: Item[] | undefined = unique.slice(i, i + 100).map((id) => recipeKeys.meta(id));
        for (let attempt = 0; keys && keys.length > 0 && attempt < 8; attempt += 1) {
          if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
          const result: {
            Responses?: Record<string, Item[]>;
            UnprocessedKeys?: Record<string, { Keys?: Item[] }>;
          } = await send(
            new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys, ...cardProjection } } }),
          );
          for (const item of result.Responses?.[tableName] ?? []) found.set(String(item.id), toRecipe(item));
          keys = result.UnprocessedKeys?.[tableName]?.Keys;
        }
      }
      return ids.flatMap((id) => found.get(id) ?? []);
    },

    /**
     * Saves an edit: the META fields and the replaced links in one transaction, refused when someone
     * else edited first (version) or the owner's rating changed the to-try index meanwhile.
     */
    async update(
      before: RecipeWithLinks,
      after: RecipeRecord,
      categoryLinks: CategoryLink[],
      foodIndex: RecipeFoodIndex,
    ): Promise<'saved' | 'conflict'> {
      const meta = recipeMetaItem(after);
      const fields = [
        'title',
        'description',
        'ingredients',
        'instructions',
        'sourceUrl',
        'videoUrl',
        'pdfUrl',
        'imageUrl',
        'prepTime',
        'cookTime',
        'servings',
        'notes',
        'isPublic',
        'updatedAt',
        'categories',
        'categoryIds',
        'tags',
        'searchText',
      ];
      const names: Record<string, string> = {};
      const values: Item = {
        ':version': before.recipe.version,
        ':next': before.recipe.version + 1,
        ':owner': before.recipe.userId,
        ':ownerRated': before.recipe.ownerRated,
      };
      const sets = fields.map((field, i) => {
        names[`#f${i}`] = field;
        values[`:f${i}`] = meta[field] ?? null;
        return `#f${i} = :f${i}`;
      });
      const removes: string[] = [];
      for (const attribute of ['gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk']) {
        if (meta[attribute] === undefined) removes.push(attribute);
        else {
          sets.push(`${attribute} = :${attribute}`);
          values[`:${attribute}`] = meta[attribute];
        }
      }
      sets.push('version = :next');
      const keepCategories = new Set(categoryLinks.map((link) => link.category.id));
      const keepTags = new Set(after.tags.map((tag) => tag.id));
      const foods = transactFoodLinks(
        tableName,
        foodLinkChanges(before.foodLinks ?? { terms: [], foods: [] }, after, foodIndex),
        2 + before.categoryLinks.length + before.tags.length + categoryLinks.length + after.tags.length,
      );
      try {
        await indexed(
          before.recipe,
          after,
          () =>
            send(
              new TransactWriteCommand({
                TransactItems: [
                  {
                    Update: {
                      TableName: tableName,
                      Key: recipeKeys.meta(after.id),
                      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
                      ConditionExpression:
                        'version = :version AND userId = :owner AND ownerRated = :ownerRated',
                      ExpressionAttributeNames: names,
                      ExpressionAttributeValues: values,
                    },
                  },
                  ...before.categoryLinks
                    .filter((link) => !keepCategories.has(link.category.id))
                    .map((link) => ({
                      Delete: {
                        TableName: tableName,
                        Key: recipeKeys.categoryLink(after.id, link.category.id),
                      },
                    })),
                  ...before.tags
                    .filter((tag) => !keepTags.has(tag.id))
                    .map((tag) => ({
                      Delete: { TableName: tableName, Key: recipeKeys.tagLink(after.id, tag.id) },
                    })),
                  ...categoryLinks.map((link) => ({
                    Put: { TableName: tableName, Item: categoryLinkItem(after, link) },
                  })),
                  ...after.tags.map((tag) => ({
                    Put: { TableName: tableName, Item: tagLinkItem(after, tag) },
                  })),
                  ...(after.sourceUrl !== before.recipe.sourceUrl ? sourceEntryPut(after) : []),
                  ...foods.inline,
                ],
              }),
            ),
          () => true,
        );
        await foods.writeRest(send);
        return 'saved';
      } catch (error) {
        if ((error as Error).name === 'TransactionCanceledException') return 'conflict';
        throw error;
      }
    },

    /** Sets the owner's personal notes; refused (with what is there) unless the caller owns it. */
    setNotes: (id: string, ownerId: string, notes: string | null, now: string) =>
      ownerWrite(
        new UpdateCommand({
          TableName: tableName,
          Key: recipeKeys.meta(id),
          UpdateExpression: 'SET notes = :notes, updatedAt = :now',
          ConditionExpression: 'userId = :owner',
          ExpressionAttributeValues: { ':notes': notes, ':now': now, ':owner': ownerId },
          ReturnValues: 'ALL_NEW',
        }),
      ),

    /** Sets the video link; owner only. */
    setVideoUrl: (id: string, ownerId: string, videoUrl: string | null, now: string) =>
      ownerWrite(
        new UpdateCommand({
          TableName: tableName,
          Key: recipeKeys.meta(id),
          UpdateExpression: 'SET videoUrl = :url, updatedAt = :now',
          ConditionExpression: 'userId = :owner',
          ExpressionAttributeValues: { ':url': videoUrl, ':now': now, ':owner': ownerId },
          ReturnValues: 'ALL_NEW',
        }),
      ),

    /**
     * Makes a recipe public or private and moves it in or out of the public, to-try and community
     * indexes; owner only, and only if neither the owner's rating nor an edit changed it since
     * `current` was read (an edit in between would otherwise write back the old visibility).
     */
    setVisibility(current: RecipeRecord, ownerId: string, isPublic: boolean, now: string) {
      const sparse = sparseIndexKeys({ ...current, isPublic });
      const sets = ['isPublic = :public', 'updatedAt = :now', 'version = :next'];
      const removes: string[] = [];
      const values: Item = {
        ':public': isPublic,
        ':now': now,
        ':owner': ownerId,
        ':ownerRated': current.ownerRated,
        ':version': current.version,
        ':next': current.version + 1,
      };
      for (const [attribute, value] of Object.entries({ ...sparse.public, ...sparse.toTry })) {
        sets.push(`${attribute} = :${attribute}`);
        values[`:${attribute}`] = value;
      }
      if (!sparse.public) removes.push('gsi2pk', 'gsi2sk');
      if (!sparse.toTry) removes.push('gsi3pk', 'gsi3sk');
      return indexed(
        current,
        { ...current, isPublic },
        () =>
          ownerWrite(
            new UpdateCommand({
              TableName: tableName,
              Key: recipeKeys.meta(current.id),
              UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
              ConditionExpression: 'userId = :owner AND ownerRated = :ownerRated AND version = :version',
              ExpressionAttributeValues: values,
              ReturnValues: 'ALL_NEW',
            }),
          ),
        (result) => result.ok,
      );
    },

    /** Deletes a recipe (owner only) and then its links; cards skip a recipe whose META is gone. */
    async delete(id: string, ownerId: string): Promise<OwnedWrite> {
      const result = await ownerWrite(
        new DeleteCommand({
          TableName: tableName,
          Key: recipeKeys.meta(id),
          ConditionExpression: 'userId = :owner',
          ExpressionAttributeValues: { ':owner': ownerId },
          ReturnValues: 'ALL_OLD',
        }),
      );
      if (!result.ok) return result;
      await send(new UpdateCommand(ownRecipeUncountItem(tableName, ownerId))).catch((error: Error) => {
        // No counter yet: it is counted from the index when first needed.
        if (error.name !== 'ConditionalCheckFailedException') throw error;
      });
      await community.afterWrite(result.recipe, null);
      const links = await queryAll(send, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': recipeKeys.meta(id).pk },
        ProjectionExpression: 'pk, sk',
      });
      const source = result.recipe.sourceUrl
        ? recipeSourceKeys.item(ownerId, result.recipe.sourceUrl, id)
        : null;
      await deleteKeys(send, tableName, source ? [...links, source] : links);
      return result;
    },
  };
}

export type RecipeRepository = ReturnType<typeof recipeRepository>;

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const int = (value: unknown) => (typeof value === 'number' ? value : null);

const isCopiedFrom = (value: unknown): value is CopiedFrom =>
  typeof value === 'object' && value !== null && typeof (value as CopiedFrom).recipeId === 'string';

export function toRecipe(item: Item): RecipeRecord {
  return {
    id: String(item.id),
    userId: String(item.userId),
    title: String(item.title ?? ''),
    description: text(item.description),
    ingredients: text(item.ingredients),
    instructions: text(item.instructions),
    sourceUrl: text(item.sourceUrl),
    videoUrl: text(item.videoUrl),
    pdfUrl: text(item.pdfUrl),
    imageUrl: text(item.imageUrl),
    prepTime: int(item.prepTime),
    cookTime: int(item.cookTime),
    servings: int(item.servings),
    notes: text(item.notes),
    isPublic: item.isPublic === true,
    createdAt: String(item.createdAt ?? ''),
    updatedAt: String(item.updatedAt ?? item.createdAt ?? ''),
    categories: Array.isArray(item.categories) ? (item.categories as CategoryRef[]) : [],
    categoryIds: Array.isArray(item.categoryIds) ? (item.categoryIds as string[]) : [],
    tags: Array.isArray(item.tags) ? (item.tags as TagRef[]) : [],
    ratingSum: Number(item.ratingSum ?? 0),
    ratingCount: Number(item.ratingCount ?? 0),
    ownerRated: item.ownerRated === true,
    version: Number(item.version ?? 0),
    ...(isCopiedFrom(item.copiedFrom) ? { copiedFrom: item.copiedFrom } : {}),
    ...(typeof item.searchText === 'string' ? { searchText: item.searchText } : {}),
    ...(item.sharedWith instanceof Set || Array.isArray(item.sharedWith)
      ? { sharedWith: [...(item.sharedWith as Iterable<unknown>)].map(String) }
      : {}),
  };
}
