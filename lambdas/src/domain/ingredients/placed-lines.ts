// Whether the classifier can place a line's food (issue 38). A line is placed when every word of its
// main part (before the first comma, without what is in parentheses: "1 onion, finely chopped (about
// 1 cup)") is a food the allergen tables name, a plain food of the known-food vocabulary
// (food-tables/plain-foods*.txt), or a word around a food (line-words*.txt: an amount, a unit, how it is
// cut). A line with any other word ("1 jar Miracle Whip", "2 tbsp doubanjiang") is not placed: what it
// holds cannot be checked, so its recipe is never called safe (classify-allergens.ts). Allergens are still read from the whole line, notes included.
import { isOtherScript, normaliseForAllergens } from './allergen-text.js';
import { type FoodTableFile, foodTable } from './food-tables/index.js';

const LINE_WORDS: FoodTableFile[] = ['line-words.txt', 'line-words-world.txt'];
const FOODS: FoodTableFile[] = ['plain-foods.txt', 'plain-foods-europe.txt', 'plain-foods-world.txt'];
const read = (tables: FoodTableFile[]) => normaliseForAllergens(tables.map(foodTable).join('\n'));

let WORDS: Set<string> | undefined;
const words = () => {
  WORDS ??= new Set(read([...FOODS, ...LINE_WORDS]).split(' '));
  return WORDS;
};

let LINE: Set<string> | undefined;
/** The words around a food (amounts, units, how it is cut), without the foods. */
const lineWords = () => {
  LINE ??= new Set(read(LINE_WORDS).split(' '));
  return LINE;
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

/** Whether a word is one around a food (an amount, a unit, how it is cut), not a food. */
export const isLineWord = (word: string): boolean => lineWords().has(word);

/** Whether a word is listed in the known-food vocabulary as it stands (not a guess's business). */
export const isListedWord = (word: string): boolean => words().has(word);

/**
 * Words naming a dish made of the food before them: known alone ("1 bag salad", "tomato paste" is a
 * table's food), never after another food, in a phrase or a compound word. "Potato salad",
 * "Fleisch|salat" and "chili paste" hold what the cook mixed in (mayonnaise, mustard, soy), so such a
 * line is "could not be checked" unless a table names the whole dish.
 */
const DISH_HEADS = new Set(
  'salad salat sallad salade insalata ensalada salada salatka paste spread mix dip soup suppe soppa'.split(
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
    if (DISH_HEADS.has(rest) || DISH_HEADS.has(rest.slice(1))) return false;
    if (isEnding(rest)) return true;
    // German "-mark" after a food is its concentrate ("Tomaten|mark", "Paprika|mark").
    if (rest.replace(/^[sne]/, '') === 'mark') return true;
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
    for (let at = Math.max(span.start - start, 0); at < Math.min(span.end - start, word.length); at += 1)
      covered[at] = 1;
  }
  if (isOtherScript(word)) return segments(word, covered);
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
    const known = part.length >= 3 && isKnownWord(part) && (at === 0 || !isDish(part));
    if (at === 0 && !known) return false;
    if (at > 0 && end < word.length && !known && !/^[sne]$/.test(part)) return false;
    // After a food: an inflection, a food, or a food after a joining letter ("Lach|s|filet").
    const tail =
      known ||
      isEnding(part) ||
      (/^[sne]/.test(part) && part.length > 3 && isKnownWord(part.slice(1)) && !isDish(part));
    if (at > 0 && end === word.length && !tail) return false;
    at = end;
  }
  return true;
}

/** A dish head, or one after a joining letter ("Herings|salat" leaves "salat" or "ssalat"). */
const isDish = (part: string) => DISH_HEADS.has(part) || DISH_HEADS.has(part.slice(1));

/**
 * Whether a word in Japanese, Arabic or Hebrew script (written without spaces between a food and its
 * amount, or with prefixes joined to the word: "al-", "ha-", "wa-") is wholly made of the tables'
 * foods (`covered`) and listed words: each stretch not covered must split into listed words.
 */
function segments(word: string, covered: Uint8Array): boolean {
  // reach[i]: the first i letters are accounted for.
  const reach = new Uint8Array(word.length + 1);
  reach[0] = 1;
  for (let at = 0; at < word.length; at += 1) {
    if (!reach[at]) continue;
    if (covered[at]) {
      let end = at;
      while (end < word.length && covered[end]) end += 1;
      reach[end] = 1;
      // A listed word may also start inside a found food (the same letters read twice is harmless).
    }
    for (let end = at + 1; end <= word.length; end += 1) if (words().has(word.slice(at, end))) reach[end] = 1;
  }
  return reach[word.length] === 1;
}

/**
 * The words of a normalised main part that neither a table's food (the spans the tables matched) nor
 * the vocabulary can place.
 */
export function unplacedWords(text: string, spans: readonly FoundSpan[]): string[] {
  const unplaced: string[] = [];
  let at = 0;
  let previousPlaced = false;
  let afterFood = false;
  for (const word of text.split(' ')) {
    const start = text.indexOf(word, at);
    at = start + word.length;
    const inSpan = spans.some((span) => span.start <= start && span.end >= at);
    // A paste of a food that carries an allergen is that food ground ("tahini paste", "pistachio paste").
    const pasteOf = word === 'paste' && spans.some((span) => !span.plain && span.end === start - 1);
    const dishOfFood = DISH_HEADS.has(word) && afterFood && !inSpan && !pasteOf;
    const placed: boolean =
      word === '' ||
      (!dishOfFood &&
        (placedInside(word, start, spans) ||
          (previousPlaced && FORMS.has(word)) ||
          (!isOtherScript(word) && isKnownWord(word))));
    if (!placed) unplaced.push(word);
    previousPlaced = placed;
    afterFood ||= word !== '' && !lineWords().has(word);
  }
  return unplaced;
}
