// Spellings looked up by the letter they start with. A unit, counter or phrase is tried at a position of a
// line by comparing the line's lower case there with the spelling's: with hundreds of spellings (every
// Latin-script language's units, when a line's language is unknown), trying them all at each position was
// most of the time an ingredient line took to read (issue 35). Only the spellings that start with the
// letter at the position can match, so only those are tried, in the order they were given.

import { addToBucket } from './buckets.js';
import { lowerInPlace } from './languages/fold.js';

export interface IndexedSpelling<T> {
  readonly entry: T;
  /** The spelling's text in lower case (lowerInPlace), as the line's lower case is compared with it. */
  readonly lower: string;
}

export class FirstLetterIndex<T> {
  readonly #all: readonly IndexedSpelling<T>[];
  readonly #byFirst = new Map<string, IndexedSpelling<T>[]>();
  /** An empty spelling matches anywhere: then every entry is a candidate everywhere. */
  readonly #hasEmpty: boolean;

  constructor(entries: readonly T[], textOf: (entry: T) => string) {
    this.#all = entries.map((entry) => ({ entry, lower: lowerInPlace(textOf(entry)) }));
    this.#hasEmpty = this.#all.some(({ lower }) => lower === '');
    for (const spelling of this.#all) {
      // The first letter of the lower case of the text's first letter: for a case-sensitive spelling
      // ("T"), the letter found in the line is lowered the same way (candidates below).
      addToBucket(this.#byFirst, spelling.lower.slice(0, 1), spelling);
    }
  }

  /**
   * Every entry that may match at `pos` of `text` (`lower` being its lower case), in the order given: those
   * whose lower case starts with `lower[pos]`. A lower case made by toLowerCase may be longer than the line
   * ("İ" lowers to two characters; lowerInPlace keeps one for one): then its letters no longer line up with
   * the line's, and every entry is a candidate.
   */
  candidates(text: string, lower: string, pos: number): readonly IndexedSpelling<T>[] {
    if (this.#hasEmpty || lower.length !== text.length) return this.#all;
    return this.#byFirst.get(lower.charAt(pos)) ?? [];
  }
}
