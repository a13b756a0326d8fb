// Community search words (SPEC 2: case-insensitive match on title or description). A recipe's words
// are the distinct words of its title, then its description: lower case, accents folded ("Crème" is
// "creme"), apostrophes dropped ("Grandma's" is "grandmas"), split at anything but letters and digits.
// A query matches a recipe when each of its words is one of the recipe's words, except the last one,
// which the user may still be typing: it matches any word it begins ("choc" finds "chocolate").
// Very long descriptions are indexed up to MAX_RECIPE_WORDS distinct words (title words come first).

export const MAX_RECIPE_WORDS = 100;
export const MAX_WORD_LENGTH = 40;
export const MAX_QUERY_WORDS = 8;
/** A prefix shared by more indexed words than this is read from its most used ones only. */
export const MAX_PREFIX_PARTITIONS = 8;

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

/** The stored form of a recipe's words that filters test: each word between spaces. */
export const spacedWords = (words: string[]) => ` ${words.join(' ')} `;

export interface SearchTerms {
  /** Words that must each be one of the recipe's words. */
  whole: string[];
  /** The last word: some recipe word must begin with it. */
  prefix: string;
}

/** The terms of a query, or null when it has no words (then Community lists everything). */
export function searchTerms(q: string | null | undefined): SearchTerms | null {
  const words = wordsOf(q).slice(0, MAX_QUERY_WORDS);
  const prefix = words.pop();
  if (prefix === undefined) return null;
  // A whole word the prefix begins is implied by it ("pie pie" is "pie"), so it is not repeated.
  return { whole: words, prefix };
}

/** Whether a recipe with these words matches the terms. */
export function matchesTerms(words: string[], terms: SearchTerms): boolean {
  const set = new Set(words);
  return terms.whole.every((word) => set.has(word)) && words.some((word) => word.startsWith(terms.prefix));
}

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
      /** Whole words each candidate must also hold. */
      whole: string[];
      /** A prefix each candidate must also hold a word for, or null when the partitions imply it. */
      prefix: string | null;
    };

/**
 * Picks the cheapest way in: the rarest whole word's partition, or the partitions of the words the
 * prefix begins (at most MAX_PREFIX_PARTITIONS, the most used), whichever holds fewer recipes; the other
 * terms become filters. A whole word no public recipe uses, or a prefix no word begins, matches nothing.
 */
export function planSearch(
  terms: SearchTerms,
  wholeCounts: WordCount[],
  prefixWords: WordCount[],
): SearchPlan {
  const counts = new Map(wholeCounts.map((entry) => [entry.word, entry.count]));
  const whole = terms.whole.map((word) => ({ word, count: counts.get(word) ?? 0 }));
  const prefixMatches = prefixWords
    .filter((entry) => entry.count > 0 && entry.word.startsWith(terms.prefix))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word))
    .slice(0, MAX_PREFIX_PARTITIONS);
  if (whole.some((entry) => entry.count <= 0) || prefixMatches.length === 0) return { kind: 'empty' };
  const prefixCost = prefixMatches.reduce((sum, entry) => sum + entry.count, 0);
  const rarest = whole.reduce<{ word: string; count: number } | null>(
    (best, entry) => (best === null || entry.count < best.count ? entry : best),
    null,
  );
  if (rarest && rarest.count <= prefixCost) {
    return {
      kind: 'read',
      partitions: [rarest.word],
      whole: terms.whole.filter((word) => word !== rarest.word),
      prefix: terms.prefix,
    };
  }
  return {
    kind: 'read',
    partitions: prefixMatches.map((entry) => entry.word),
    whole: terms.whole,
    prefix: null,
  };
}
