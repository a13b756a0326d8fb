// Words of the Community search index (SPEC 2: case-insensitive match on title or description). A recipe's
// words are the distinct words of its title, then its description: lower case, accents folded ("Crème" is
// "creme"), apostrophes dropped ("Grandma's" is "grandmas"), split at anything but letters and digits.
// Very long descriptions are indexed up to MAX_RECIPE_WORDS distinct words (title words come first).
// These words are the index's keys (community-index.ts: CWORD#<word>), so their derivation lives in data/;
// domain/community/search-terms.ts reads queries with the same wordsOf and plans searches in the shape below.

export const MAX_RECIPE_WORDS = 100;
/** Prefixes up to this long have a bucket of their own in the index (community-index.ts: CPREFIX#). */
export const PREFIX_BUCKET_LENGTH = 2;
export const MAX_WORD_LENGTH = 40;

/** The distinct words of a text, in order of first appearance. */
export function wordsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
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
