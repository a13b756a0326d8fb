// Whether the classifier can place a line's food (issue 38). A line is placed when every word of its
// main part (before the first comma, without what is in parentheses: "1 onion, finely chopped (about
// 1 cup)") is a food the allergen tables name, a plain food of the known-food vocabulary, or a word
// around a food (an amount, a unit, how it is cut). A line with any other word ("1 jar Miracle Whip",
// "2 tbsp doubanjiang") is not placed: what it holds cannot be checked, so its recipe is never called
// safe (classify-allergens.ts). Allergens are still read from the whole line, notes included.
import { normaliseForAllergens } from './allergen-text.js';
import { LINE_WORDS, PLAIN_FOODS, PLAIN_FOODS_EUROPE } from './known-foods.js';

let WORDS: Set<string> | undefined;
const words = () => {
  WORDS ??= new Set(normaliseForAllergens(`${PLAIN_FOODS}\n${PLAIN_FOODS_EUROPE}\n${LINE_WORDS}`).split(' '));
  return WORDS;
};

/**
 * Words naming the form a food comes in: placed when the word before them is ("corn kernels", "graham
 * cracker crumbs", "dashi granules"), never alone ("1 cup crumbs").
 */
const FORMS = new Set(
  'chip chunk crumb kernel granule flake shell powder protein meal nib shaving curl sliver piece floret'.split(
    ' ',
  ),
);

/** The shortest listed word a longer word may start with ("marchew|ki", "Paprika|schote"). */
const STEM = 4;
/** The longest inflection read after a listed word ("marchew|ki"), or a Polish adjective's ("kokos|owego"). */
const isEnding = (rest: string) => rest.length <= 3 || /^ow[a-z]{1,3}$/.test(rest);

/** A word listed, inflected ("marchewki") or joined from listed words ("Knoblauchzehen"). */
function isKnownWord(word: string, depth = 0): boolean {
  if (word.length <= 2 || words().has(word)) return true;
  if (depth > 3) return false;
  for (let cut = word.length - 1; cut >= STEM; cut -= 1) {
    if (!words().has(word.slice(0, cut))) continue;
    const rest = word.slice(cut);
    if (isEnding(rest)) return true;
    if (isKnownWord(rest, depth + 1)) return true;
    // A joining letter between the parts ("Zwiebel|n|suppe", "Rind|s|bratwurst").
    if (/^[sne]/.test(rest) && isKnownWord(rest.slice(1), depth + 1)) return true;
  }
  // An Italian, Spanish or Portuguese plural or feminine form of a listed word ("pomodori", "secche").
  const base = word.replace(/(?:i|e|as|os|es|hi|he)$/, '');
  return base !== word && base.length >= STEM && ['o', 'a', 'e', ''].some((end) => words().has(base + end));
}

/**
 * The part of a line that names its food: without parentheses, before the first comma; the whole line
 * when that part names nothing ("Salt, to taste" keeps "Salt").
 */
export function mainPart(line: string): string {
  const bare = line.replace(/\([^)]*\)?|\[[^\]]*\]?/g, ' ');
  const [first = ''] = bare.split(/[,;]| - | – /);
  return /[a-zA-Z\u00c0-\u024f]{3,}/.test(first) ? first : bare;
}

/** Where a table's food was found in a line; `plain` when the food carries nothing (rice, maize). */
export interface FoundSpan {
  readonly start: number;
  readonly end: number;
  readonly plain: boolean;
}

/**
 * Whether the tables' foods found in a word place the whole word. A food carrying an allergen or a diet
 * tag places it ("Räucher|lachs", "Berg|käse": the allergen is found whatever the rest says). Otherwise
 * what is left of the word before a food must be a food too ("Vollkorn|reis"), between two foods a
 * joining letter, and after it an inflection or a food: "~ris" (Swedish rice) inside "krispy" does not
 * place it.
 */
function placedInside(word: string, start: number, spans: readonly FoundSpan[]) {
  const covered = new Uint8Array(word.length);
  for (const span of spans) {
    if (span.start >= start + word.length || span.end <= start) continue;
    if (!span.plain) return true;
    for (let at = Math.max(span.start - start, 0); at < Math.min(span.end - start, word.length); at += 1)
      covered[at] = 1;
  }
  if (!covered.includes(1)) return false;
  let at = 0;
  while (at < word.length) {
    if (covered[at]) {
      at += 1;
      continue;
    }
    let end = at;
    while (end < word.length && !covered[end]) end += 1;
    const part = word.slice(at, end);
    const known = part.length >= 3 && isKnownWord(part);
    if (at === 0 && !known) return false;
    if (at > 0 && end < word.length && !known && !/^[sne]$/.test(part)) return false;
    if (at > 0 && end === word.length && !known && !isEnding(part)) return false;
    at = end;
  }
  return true;
}

/**
 * The words of a normalised main part that neither a table's food (the spans the tables matched) nor
 * the vocabulary can place.
 */
export function unplacedWords(text: string, spans: readonly FoundSpan[]): string[] {
  const unplaced: string[] = [];
  let at = 0;
  let previousPlaced = false;
  for (const word of text.split(' ')) {
    const start = text.indexOf(word, at);
    at = start + word.length;
    const placed: boolean =
      word === '' ||
      placedInside(word, start, spans) ||
      (previousPlaced && FORMS.has(word)) ||
      isKnownWord(word);
    if (!placed) unplaced.push(word);
    previousPlaced = placed;
  }
  return unplaced;
}
