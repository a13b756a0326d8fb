// What a word the classifier could not place may be (issue 38): a known food misspelt ("mayonaise",
// "parmesean", "worchestershire"), written as one word ("peanutbutter"), or ending a compound the
// tables do not list ("Räucher|tofu"). The line stays "could not be checked"; what the guess finds is
// shown as "may contain", so a misspelt allergen is still named rather than only flagged.

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

/** The traits of the foods an unplaced word may be. */
export function guessTraits<T>(word: string, foods: readonly GuessFood<T>[]): Set<T> {
  const found = new Set<T>();
  if (word.length < SHORTEST_INSIDE) return found;
  const slips = slipsAllowed(word.length);
  for (const { joined, traits } of foods) {
    if (traits.length === 0) continue;
    // Ending a compound ("Räucher|tofu"), or before a case or suffix ending (Turkish, Polish).
    const inside =
      joined.length >= SHORTEST_INSIDE &&
      word.length > joined.length &&
      (word.endsWith(joined) || (word.startsWith(joined) && word.length - joined.length <= LONGEST_ENDING));
    const misspelt =
      !inside &&
      word.length >= SHORTEST_MISSPELT &&
      joined.length >= SHORTEST_MISSPELT &&
      editsBetween(word, joined, slips) <= slips;
    if (inside || misspelt) for (const trait of traits) found.add(trait);
  }
  return found;
}
