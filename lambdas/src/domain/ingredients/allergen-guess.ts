// What a word the classifier could not place may be (issue 38): a known food misspelt ("mayonaise",
// "parmesean", "worchestershire"), written as one word ("peanutbutter"), or ending a compound the
// tables do not list ("Räucher|tofu"). The line stays "could not be checked"; what the guess finds is
// shown as "may contain", so a misspelt allergen is still named rather than only flagged.
import { addToBucket } from './buckets.js';

/** A table's food, for guessing: its words joined, and the traits it carries. */
export interface GuessFood<T> {
  readonly joined: string;
  readonly traits: readonly T[];
  /** A phrase of several words joined ("blackcod"): never a loanword read by sound. */
  readonly joinedWords?: boolean;
}

/** The shortest food looked for inside a word ("tofu", "ost" is too short to tell). */
const SHORTEST_INSIDE = 4;
/** The shortest word read as a misspelling; one slip is allowed, two from nine letters. */
const SHORTEST_MISSPELT = 5;
const slipsAllowed = (length: number) => (length >= 9 ? 2 : 1);
/** The longest ending read as an inflection after a food ("sirke|si", "ceviz|li", "orzech|ami"). */
const LONGEST_ENDING = 4;

/** Edits between two words (insert, delete, change, swap two neighbours), or more than `most`. */
export function editsBetween(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let before = new Array<number>(b.length + 1).fill(0).map((_, i) => i);
  let previous = before;
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > most) return most + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length] ?? most + 1;
}

/**
 * The foods a word could be, by what it must share with them: a food inside it (ending a compound, or
 * before an ending) is one of the word's own ends, looked up whole; a misspelt one is within a slip or
 * two of its length. A word then meets a few hundred of the ~3,700 foods, not each of them (a word no
 * table places cost ~0.1 ms in a line's classification).
 */
interface GuessIndex {
  /** Foods of SHORTEST_INSIDE letters or more, by their joined words. */
  readonly byJoined: ReadonlyMap<string, readonly number[]>;
  /** Foods of SHORTEST_MISSPELT letters or more, by their length. */
  readonly byLength: ReadonlyMap<number, readonly number[]>;
}

const indexes = new WeakMap<readonly GuessFood<unknown>[], GuessIndex>();

function indexOf(foods: readonly GuessFood<unknown>[]): GuessIndex {
  let index = indexes.get(foods);
  if (!index) {
    const byJoined = new Map<string, number[]>();
    const byLength = new Map<number, number[]>();
    foods.forEach(({ joined, traits }, at) => {
      if (traits.length === 0) return;
      if (joined.length >= SHORTEST_INSIDE) addToBucket(byJoined, joined, at);
      if (joined.length >= SHORTEST_MISSPELT) addToBucket(byLength, joined.length, at);
    });
    index = { byJoined, byLength };
    indexes.set(foods, index);
  }
  return index;
}

/** Whether `food` is inside `word` (ending a compound, "Räucher|tofu"; before an ending, "sirke|si"). */
const isInside = (word: string, joined: string) =>
  joined.length >= SHORTEST_INSIDE &&
  word.length > joined.length &&
  (word.endsWith(joined) || (word.startsWith(joined) && word.length - joined.length <= LONGEST_ENDING));

/** Whether `word` is `food` misspelt: both long enough, within the slips its length allows. */
function isMisspelt(word: string, joined: string): boolean {
  const slips = slipsAllowed(word.length);
  return (
    word.length >= SHORTEST_MISSPELT &&
    joined.length >= SHORTEST_MISSPELT &&
    editsBetween(word, joined, slips) <= slips
  );
}

/** The places of the foods a word could be inside or a misspelling of (a superset), in order. */
function candidatesFor(word: string, foods: readonly GuessFood<unknown>[]): number[] {
  const { byJoined, byLength } = indexOf(foods);
  const places = new Set<number>();
  for (let length = SHORTEST_INSIDE; length < word.length; length += 1) {
    for (const at of byJoined.get(word.slice(word.length - length)) ?? []) places.add(at);
    if (word.length - length <= LONGEST_ENDING)
      for (const at of byJoined.get(word.slice(0, length)) ?? []) places.add(at);
  }
  if (word.length >= SHORTEST_MISSPELT) {
    const slips = slipsAllowed(word.length);
    for (let length = word.length - slips; length <= word.length + slips; length += 1)
      for (const at of byLength.get(length) ?? []) places.add(at);
  }
  return [...places].sort((a, b) => a - b);
}

/** The traits of the foods an unplaced word may be. */
export function guessTraits<T>(word: string, foods: readonly GuessFood<T>[]): Set<T> {
  return traitsOf(word, foods, candidatesFor(word, foods));
}

/** guessTraits meeting every food, the index left aside: the index's oracle in tests. */
export const guessTraitsTryingEveryFood = <T>(word: string, foods: readonly GuessFood<T>[]): Set<T> =>
  traitsOf(
    word,
    foods,
    foods.map((_, at) => at),
  );

function traitsOf<T>(word: string, foods: readonly GuessFood<T>[], places: readonly number[]): Set<T> {
  const found = new Set<T>();
  if (word.length < SHORTEST_INSIDE) return found;
  for (const at of places) {
    const food = foods[at];
    if (!food || food.traits.length === 0) continue;
    if (isInside(word, food.joined) || isMisspelt(word, food.joined))
      for (const trait of food.traits) found.add(trait);
  }
  return found;
}
