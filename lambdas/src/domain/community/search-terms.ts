// Community search (SPEC 2: case-insensitive match on title or description). A recipe's words, and a query's,
// are read by data/search-words.ts (the index's key derivation, so the data layer need not import the domain).
// A query matches a recipe when each of its words is one of the recipe's words, except the last one,
// which the user may still be typing: it matches any word it begins ("choc" finds "chocolate").
import { PREFIX_BUCKET_LENGTH, type SearchPlan, type WordCount, wordsOf } from '../../data/search-words.js';

export const MAX_QUERY_WORDS = 8;
/** A prefix shared by more indexed words than this is read from its most used ones only. */
export const MAX_PREFIX_PARTITIONS = 8;

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

/** A prefix this short is read from its own bucket: the vocabulary of words it begins is not needed. */
export const hasPrefixBucket = (terms: SearchTerms) => terms.prefix.length <= PREFIX_BUCKET_LENGTH;

/**
 * Picks the cheapest way in: for a short prefix (hasPrefixBucket) its bucket or the rarest whole word's
 * partition; otherwise the rarest whole word's partition, or the partitions of the words the prefix begins (at most MAX_PREFIX_PARTITIONS, the most used), whichever holds fewer recipes; the other
 * terms become filters. A whole word no public recipe uses, or a prefix no word begins, matches nothing.
 */
export function planSearch(
  terms: SearchTerms,
  wholeCounts: WordCount[],
  prefixWords: WordCount[],
): SearchPlan {
  const counts = new Map(wholeCounts.map((entry) => [entry.word, entry.count]));
  const whole = terms.whole.map((word) => ({ word, count: counts.get(word) ?? 0 }));
  if (hasPrefixBucket(terms)) {
    // One or two letters: the rarest whole word's partition filtered by the prefix, or the bucket.
    if (whole.some((entry) => entry.count <= 0)) return { kind: 'empty' };
    const rarestWhole = [...whole].sort((a, b) => a.count - b.count)[0];
    return rarestWhole
      ? {
          kind: 'read',
          partitions: [rarestWhole.word],
          whole: terms.whole.filter((word) => word !== rarestWhole.word),
          prefix: terms.prefix,
        }
      : { kind: 'read', partitions: [terms.prefix], prefixBucket: true, whole: [], prefix: null };
  }
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
