// Words of the Community search index (SPEC 2: case-insensitive match on title or description). A recipe's
// words are the distinct words of its title, then its description: lower case, accents folded ("Crème" is
// "creme", "Weißwein" is "weisswein"), apostrophes dropped ("Grandma's" is "grandmas"), split at anything but
// letters and digits, and Japanese (any script without spaces) split into words by Intl.Segmenter (issue 37).
// Changing this changes the stored index keys: scripts/backfill-search-indexes.ts re-indexes every recipe.
// Very long descriptions are indexed up to MAX_RECIPE_WORDS distinct words (title words come first).
// These words are the index's keys (community-index.ts: CWORD#<word>), so their derivation lives in data/;
// domain/community/search-terms.ts reads queries with the same wordsOf and plans searches in the shape below.

import { spellOutLetters } from '../shared/spelled-letters.js';

export const MAX_RECIPE_WORDS = 100;
/** Prefixes up to this long have a bucket of their own in the index (community-index.ts: CPREFIX#). */
export const PREFIX_BUCKET_LENGTH = 2;
export const MAX_WORD_LENGTH = 40;

/** Scripts written without spaces between words: Japanese, Chinese, Thai, Lao, Khmer, Myanmar. */
const NO_SPACES = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\u0e00-\u0eff\u1780-\u17ff\u1000-\u109f]/u;
// Built on first use: loading ICU's word dictionary costs some 5 ms of CPU, in every bundle that
// indexes words, at each cold start (issue 35), and most requests never split a Japanese word.
let segmenter: Intl.Segmenter | undefined;
const wordSegmenter = () => (segmenter ??= new Intl.Segmenter('ja', { granularity: 'word' }));
/** Marks dropped in folding: every combining mark but the kana voicing marks ("が" is not "か"). */
const MARKS = /(?![\u3099\u309a])\p{M}+/gu;

/** A text's words: split at anything but letters and digits, and by words where there are no spaces. */
function splitWords(text: string): string[] {
  const chunks = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return chunks.flatMap((chunk) =>
    NO_SPACES.test(chunk)
      ? [...wordSegmenter().segment(chunk)].filter((part) => part.isWordLike).map((part) => part.segment)
      : [chunk],
  );
}

/**
 * The distinct words of a text, in order of first appearance: folded (lower case, accents dropped, "ß" as
 * "ss"), and in Japanese and other scripts without spaces split into words with Intl.Segmenter ("鶏の照り焼き"
 * is "鶏", "の", "照り", "焼き"), the same at index time and query time.
 */
export function wordsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  const lower = text.normalize('NFKD').replace(MARKS, '').normalize('NFC').toLowerCase();
  const folded = spellOutLetters(lower).replace(/['\u2019]/g, '');
  const words = splitWords(folded).map((word) => word.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)];
}

/** The words a recipe is found by: title first, then description, at most MAX_RECIPE_WORDS. */
export function recipeWords(recipe: { title: string; description: string | null }): string[] {
  return [...new Set([...wordsOf(recipe.title), ...wordsOf(recipe.description)])].slice(0, MAX_RECIPE_WORDS);
}

/** The short prefixes of some words (one and two letters), each once: the prefix buckets they are in. */
export function shortPrefixes(words: string[]): string[] {
  const prefixes = new Set<string>();
  for (const word of words)
    for (let length = 1; length <= Math.min(PREFIX_BUCKET_LENGTH, word.length); length += 1)
      prefixes.add(word.slice(0, length));
  return [...prefixes];
}

/** The stored form of a recipe's words that filters test: each word between spaces. */
export const spacedWords = (words: string[]) => ` ${words.join(' ')} `;

export interface WordCount {
  word: string;
  /** Public recipes using this word (kept approximately: a planning hint, never a filter). */
  count: number;
}

/** How to answer one search: the token partitions to read newest first, and the filters to apply. */
export type SearchPlan =
  | { kind: 'empty' }
  | {
      kind: 'read';
      /** Token partitions (words) whose union holds every candidate. */
      partitions: string[];
      /** The partition is the bucket of a short prefix (every recipe with a word it begins), not a word. */
      prefixBucket?: boolean;
      /** Whole words each candidate must also hold. */
      whole: string[];
      /** A prefix each candidate must also hold a word for, or null when the partitions imply it. */
      prefix: string | null;
    };
