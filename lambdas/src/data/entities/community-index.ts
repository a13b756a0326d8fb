// Community search index: a word index of public recipes' titles and descriptions, so a search reads
// one or a few small partitions instead of every public recipe.
//   pk = CWORD#<word>,  sk = <createdAt>#<recipeId>   one entry per word of a public recipe (newest
//        first within a word); attributes recipeId and `words` (all its words, space-delimited) so
//        the other words of a query are filtered inside DynamoDB
//   pk = CPREFIX#<p>, sk = <createdAt>#<recipeId>       the same entries by each one- and two-letter prefix
//        of its words (issue 20): a search for 's' reads one bucket newest first, whatever the
//        vocabulary's size, instead of the partitions of the words 's' begins
//   pk = CVOCAB#<first letter>, sk = <word>            the vocabulary: how many public recipes use a word
//        (ADD +1/-1, approximate: a planning hint only), read by prefix while the user types
// Writes (recipe.ts calls these around its own write): entries are PUT before the recipe becomes
// public or changes its words, and stale ones DELETEd after, so the index always holds at least what
// META says. A search then re-reads the candidates' META (one BatchGet, needed for the cards anyway)
// and keeps only recipes that are public and still match, so a stale entry never shows. (One
// transaction cannot hold it: a recipe may have up to 100 words, a transaction 100 items.)
// Cost model of a search page (24 cards): 1 vocabulary read (BatchGet of the whole words and/or one
// prefix Query, in parallel), then 1 to 8 partition Queries in parallel per round, at most 2 rounds,
// then 1 BatchGet of META and 1 BatchGet of owner names: 4 to 20 requests, 4 to 5 round trips.
// Entries are ~250 bytes: an unfiltered round reads 25 entries a partition (~1 RCU each); a filtered
// one (several words) evaluates at most FILTERED_ROUND_READ entries in all (~150 KB, ~20 RCU), then
// hands back a cursor, so no request ever reads a whole partition. Writes: making a recipe public
// puts one entry per word (~20 for a typical title and description) and per short prefix (~30 more)
// and ADDs the vocabulary counts.

import { BatchGetCommand, QueryCommand, UpdateCommand } from '../../shared/aws-sdk.js';
import { db } from '../../shared/clients.js';
import { badRequest } from '../../shared/errors.js';
import { deleteKeys, putItems } from '../batch.js';
import { type DocClient, documentTable } from '../client.js';
import { queryAll } from '../query.js';
import { recipeWords, type SearchPlan, shortPrefixes, spacedWords, type WordCount } from '../search-words.js';
import { recipeKeys } from './recipe/keys.js';

type Item = Record<string, unknown>;

/** What the index needs of a recipe. */
export interface IndexedRecipe {
  id: string;
  userId: string;
  title: string;
  description: string | null;
  isPublic: boolean;
  createdAt: string;
}

export interface Candidate {
  recipeId: string;
  sk: string;
}

export interface CandidatePage {
  candidates: Candidate[];
  nextCursor: string | null;
}

/** Entries a filtered round evaluates across its partitions: bounds one request's read. */
export const FILTERED_ROUND_READ = 600;
const MAX_ROUNDS = 2;
const MAX_VOCABULARY_READ = 2000;

export const communityKeys = {
  entry: (word: string, recipe: Pick<IndexedRecipe, 'createdAt' | 'id'>) => ({
    pk: `CWORD#${word}`,
    sk: `${recipe.createdAt}#${recipe.id}`,
  }),
  word: (word: string) => `CWORD#${word}`,
  prefix: (prefix: string) => `CPREFIX#${prefix}`,
  prefixEntry: (prefix: string, recipe: Pick<IndexedRecipe, 'createdAt' | 'id'>) => ({
    pk: `CPREFIX#${prefix}`,
    sk: `${recipe.createdAt}#${recipe.id}`,
  }),
  vocabulary: (word: string) => ({ pk: `CVOCAB#${word.charAt(0)}`, sk: word }),
};

/** The words a recipe is in the index under: none unless it is public. */
export const indexedWords = (recipe: IndexedRecipe | null) => (recipe?.isPublic ? recipeWords(recipe) : []);

/** The index entries of a public recipe (also used by the benchmark's seeding). */
export function communityEntries(recipe: IndexedRecipe): Item[] {
  const words = indexedWords(recipe);
  const spaced = spacedWords(words);
  return [
    ...words.map((word) => ({
      ...communityKeys.entry(word, recipe),
      type: 'communityWord',
      recipeId: recipe.id,
      words: spaced,
    })),
    ...shortPrefixes(words).map((prefix) => ({
      ...communityKeys.prefixEntry(prefix, recipe),
      type: 'communityPrefix',
      recipeId: recipe.id,
      words: spaced,
    })),
  ];
}

/** What changes in the index when a recipe goes from `before` to `after` (null: absent). */
export function indexChange(before: IndexedRecipe | null, after: IndexedRecipe | null) {
  const old = indexedWords(before);
  const next = indexedWords(after);
  const oldSet = new Set(old);
  const nextSet = new Set(next);
  // Every entry carries all the words, so a changed word list rewrites all of them.
  const changed = old.join(' ') !== next.join(' ');
  const nextPrefixes = new Set(shortPrefixes(next));
  return {
    put: changed && after ? communityEntries(after) : [],
    removed: old.filter((word) => !nextSet.has(word)),
    removedPrefixes: shortPrefixes(old).filter((prefix) => !nextPrefixes.has(prefix)),
    added: next.filter((word) => !oldSet.has(word)),
  };
}

const encodeSearchCursor = (sk: string) => Buffer.from(sk, 'utf8').toString('base64url');

function decodeSearchCursor(cursor: string | undefined): string | undefined {
  if (!cursor) return undefined;
  const sk = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^\d{4}-[\d:.TZ-]+#[\w-]{1,64}$/.test(sk)) throw badRequest('The page cursor is not valid');
  return sk;
}

export function communityIndexRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);

  const adjustCounts = (words: string[], delta: number) =>
    Promise.all(
      words.map((word) =>
        send(
          new UpdateCommand({
            TableName: tableName,
            Key: communityKeys.vocabulary(word),
            UpdateExpression: 'SET #type = :type ADD #count :delta',
            ExpressionAttributeNames: { '#type': 'type', '#count': 'count' },
            ExpressionAttributeValues: { ':type': 'communityVocabulary', ':delta': delta },
          }),
        ),
      ),
    );

  /** Call after the recipe write succeeded: drops entries of words it no longer has, adjusts counts. */
  async function afterWrite(before: IndexedRecipe | null, after: IndexedRecipe | null): Promise<void> {
    const { removed, removedPrefixes, added } = indexChange(before, after);
    if (before && (removed.length || removedPrefixes.length))
      await deleteKeys(send, tableName, [
        ...removed.map((word) => communityKeys.entry(word, before)),
        ...removedPrefixes.map((prefix) => communityKeys.prefixEntry(prefix, before)),
      ]);
    await Promise.all([adjustCounts(added, 1), adjustCounts(removed, -1)]);
  }

  /** One round over one partition: newest first below `before`, filtered, at most `limit` evaluated. */
  async function readPartition(pk: string, before: string | undefined, limit: number, filters: string[]) {
    const values: Item = { ':pk': pk };
    if (before) values[':before'] = before;
    filters.forEach((filter, i) => {
      values[`:f${i}`] = filter;
    });
    const page = await send<{ Items?: Item[]; LastEvaluatedKey?: Item }>(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: before ? 'pk = :pk AND sk < :before' : 'pk = :pk',
        FilterExpression: filters.length
          ? filters.map((_, i) => `contains(#words, :f${i})`).join(' AND ')
          : undefined,
        ExpressionAttributeNames: filters.length ? { '#words': 'words' } : undefined,
        ExpressionAttributeValues: values,
        ProjectionExpression: filters.length ? 'sk, recipeId' : undefined,
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return {
      items: (page.Items ?? []).map((item) => ({ recipeId: String(item.recipeId), sk: String(item.sk) })),
      last: page.LastEvaluatedKey ? String(page.LastEvaluatedKey.sk) : null,
    };
  }

  return {
    /**
     * Call before writing the recipe: puts the entries it is about to need. A refused write leaves
     * them behind on purpose: searches skip them, and deleting them could race a write that won.
     */
    async beforeWrite(before: IndexedRecipe | null, after: IndexedRecipe | null): Promise<void> {
      const { put } = indexChange(before, after);
      if (put.length) await putItems(send, tableName, put);
    },

    afterWrite,

    /** How many public recipes use each of these whole words (one BatchGet). */
    async wordCounts(words: string[]): Promise<WordCount[]> {
      if (words.length === 0) return [];
      const result = await send<{ Responses?: Record<string, Item[]> }>(
        new BatchGetCommand({
          RequestItems: {
            [tableName]: {
              Keys: [...new Set(words)].map((word) => communityKeys.vocabulary(word)),
              ProjectionExpression: 'sk, #count',
              ExpressionAttributeNames: { '#count': 'count' },
            },
          },
        }),
      );
      return (result.Responses?.[tableName] ?? []).map((item) => ({
        word: String(item.sk),
        count: Number(item.count ?? 0),
      }));
    },

    /** The indexed words beginning with `prefix`, with their counts (one Query, alphabetical). */
    async wordsStartingWith(prefix: string): Promise<WordCount[]> {
      const result = await send<{ Items?: Item[] }>(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': communityKeys.vocabulary(prefix).pk, ':prefix': prefix },
          ProjectionExpression: 'sk, #count',
          ExpressionAttributeNames: { '#count': 'count' },
          Limit: MAX_VOCABULARY_READ,
        }),
      );
      return (result.Items ?? []).map((item) => ({ word: String(item.sk), count: Number(item.count ?? 0) }));
    },

    /**
     * Candidates of a search, newest first: the union of the plan's partitions merged by sort key (all
     * partitions share <createdAt>#<id>, so one key is a cursor for all). A round only hands out what
     * lies above the lowest point every unfinished partition has been read to.
     */
    async candidates(
      plan: Extract<SearchPlan, { kind: 'read' }>,
      options: { limit: number; cursor?: string },
    ): Promise<CandidatePage> {
      const filters = [...plan.whole.map((word) => ` ${word} `), ...(plan.prefix ? [` ${plan.prefix}`] : [])];
      const perPartition = filters.length
        ? Math.max(50, Math.floor(FILTERED_ROUND_READ / plan.partitions.length))
        : options.limit + 1;
      const taken: Candidate[] = [];
      let before = decodeSearchCursor(options.cursor);
      let cursor: string | null = null;
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const reads = await Promise.all(
          plan.partitions.map((word) =>
            readPartition(
              plan.prefixBucket ? communityKeys.prefix(word) : communityKeys.word(word),
              before,
              perPartition,
              filters,
            ),
          ),
        );
        // The frontier: the highest key down to which some unfinished partition has been read.
        const frontier = reads.reduce<string | null>(
          (high, read) => (read.last !== null && (high === null || read.last > high) ? read.last : high),
          null,
        );
        const ready = reads
          .flatMap((read) => read.items)
          .filter((item) => frontier === null || item.sk >= frontier)
          .sort((a, b) => (a.sk < b.sk ? 1 : a.sk > b.sk ? -1 : 0));
        cursor = frontier;
        for (const item of ready) {
          // One recipe in two partitions (two words the prefix begins) has the same key in both.
          if (taken.at(-1)?.sk === item.sk) continue;
          if (taken.length === options.limit) {
            cursor = taken.at(-1)?.sk ?? null;
            break;
          }
          taken.push(item);
        }
        if (taken.length >= options.limit || cursor === null) break;
        before = cursor;
      }
      return { candidates: taken, nextCursor: cursor ? encodeSearchCursor(cursor) : null };
    },

    /** Removes a user's public recipes from the index (account deletion), reading their recipes by index. */
    async deleteAllForUser(userId: string): Promise<void> {
      const recipes = await queryAll(send, {
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        FilterExpression: 'isPublic = :yes',
        ExpressionAttributeValues: { ':pk': recipeKeys.ownerFeed(userId), ':yes': true },
        ProjectionExpression: 'id, userId, title, description, isPublic, createdAt',
      });
      for (const item of recipes) await afterWrite(item as unknown as IndexedRecipe, null);
    },
  };
}

export type CommunityIndexRepository = ReturnType<typeof communityIndexRepository>;

/** Account deletion: the user's recipes leave the community index. */
export const deleteAllForUser = (userId: string): Promise<void> =>
  communityIndexRepository(db).deleteAllForUser(userId);
