// Food keys: what an ingredient line is OF, so "2 cups finely chopped red onions" and the user's
// "onion" meet. A line's key drops amounts, units, notes and preparation words, singularises each
// word and maps synonyms to one name ("spring onions" -> scallion, "courgette" -> zucchini). A key's
// terms are the key and its generalisations ("extra virgin olive oil" -> olive oil -> oil; "chicken
// thighs" -> chicken; "lemon juice" -> lemon), except for foods that are not a kind of their last
// word (sweet potato, peanut butter). Words are whole tokens, so "oil" never meets "boiling".
// Not the shopping list's merge key (food-name.ts), which must keep "unsalted butter" apart from "butter";
// both are stored, so each keeps its own word lists and singular rules.
import { englishAisleOf } from './aisles.js';
import { addToBucket } from './buckets.js';
import { COMPOUNDS, DESCRIPTORS, PARTS, STAPLES, SYNONYMS } from './food-key-words.js';
import { foreignFoodKey } from './languages/foods.js';

const KEEP_S = /(ss|us|is)$/;
const IRREGULAR: Record<string, string> = { leaves: 'leaf', loaves: 'loaf', halves: 'half', knives: 'knife' };

/** One word in the singular: tomatoes -> tomato, berries -> berry, leaves -> leaf, peas -> pea. */
export function singular(word: string): string {
  // Own keys only: a word such as "constructor" must not find Object.prototype.
  const irregular = Object.hasOwn(IRREGULAR, word) ? IRREGULAR[word] : undefined;
  if (irregular) return irregular;
  if (word.length <= 3 || KEEP_S.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(oes|ches|shes|xes|zzes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Synonyms by their first word, so a food is checked only against phrases that could match. */
const SYNONYMS_BY_WORD = new Map<string, [string, string][]>();
for (const [phrase, canonical] of SYNONYMS) {
  const first = phrase.split(' ')[0] ?? phrase;
  addToBucket(SYNONYMS_BY_WORD, first, [` ${phrase} `, canonical]);
}

function applySynonyms(words: string[]): string[] {
  const candidates = words.flatMap((word) => SYNONYMS_BY_WORD.get(word) ?? []);
  if (candidates.length === 0) return words;
  let text = ` ${words.join(' ')} `;
  for (const [padded, canonical] of candidates.sort((a, b) => b[0].length - a[0].length)) {
    if (text.includes(padded)) text = text.replace(padded, ` ${canonical.replace(/ /g, '_')} `);
  }
  return text
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/_/g, ' '));
}

/**
 * A food name (from a line's item or a user's chip) as a key, or null when nothing is left. A name the
 * English aisles do not know is read in the other languages too ("azúcar", "2 EL Zucker", "砂糖" are
 * "sugar"), so a chip and a recipe in two languages meet (issue 37).
 */
export function foodKey(name: string): string | null {
  return rememberedFoodKey(name);
}

/**
 * `compute` remembered for up to `kept` keys (all let go at once when full): a collection's lines repeat
 * ("2 cloves garlic", "salt"), the finder reads the same cards search after search in one container, and
 * ranking asks for the same terms again and again.
 */
function remembered<V>(compute: (key: string) => V, kept = 10_000): (key: string) => V {
  const known = new Map<string, { value: V }>();
  return (key) => {
    let found = known.get(key);
    if (!found) {
      found = { value: compute(key) };
      if (known.size >= kept) known.clear();
      known.set(key, found);
    }
    return found.value;
  };
}

const rememberedFoodKey = remembered((name) => {
  const english = englishFoodKey(name);
  if (english !== null && englishAisleOf(english) !== 'other') return english;
  return foreignFoodKey(name) ?? english;
});

function englishFoodKey(name: string): string | null {
  const words = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z\s-]/g, ' ')
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(singular);
  // Synonyms first, so phrases such as "ground coriander" are read before "ground" is dropped.
  const kept = applySynonyms(words).filter((word) => word.includes(' ') || !DESCRIPTORS.has(word));
  const key = kept.join(' ').trim();
  return key === '' ? null : key;
}

/** "Juice of 1 lemon", "zest and juice of 2 limes": the food is the fruit. */
const PART_OF = /\b(?:juice|zest|grated zest|peel)(?:\s+and\s+(?:juice|zest))?\s+of\s+/gi;

/**
 * The foods of one ingredient line, each a list of alternatives ("butter or margarine"); [] for a
 * heading ("For the sauce:") or a line of staples only. "Salt and pepper" is two foods. Amounts and
 * units are plain words and numbers to drop, so this reads thousands of lines in milliseconds (the
 * full parser in parse-ingredient.ts is ~50 times slower, and suggestions read whole collections).
 */
export function lineFoods(line: string): string[][] {
  const text = line
    .trim()
    .replace(/\([^)]*\)/g, ' ')
    .replace(PART_OF, '');
  if (text === '' || text.endsWith(':')) return [];
  // The food is usually before the first comma ("2 eggs, beaten"); when nothing there names a food
  // ("3 bone-in, skin-on chicken thighs") the next part is read.
  const parts = text.split(',');
  for (const [index, part] of parts.entries()) {
    const foods = foodsOf(part);
    if (foods.length > 0 || foodKey(part) !== null || index >= 1) return foods;
  }
  return [];
}

function foodsOf(text: string): string[][] {
  const foods: string[][] = [];
  for (const part of text.split(/\s+(?:and|&)\s+|\s*\+\s*/i)) {
    const alternatives = part
      .split(/\s+or\s+|\s*\/\s*/i)
      .map(foodKey)
      .filter((key): key is string => key !== null && !STAPLES.has(key));
    if (alternatives.length > 0) foods.push([...new Set(alternatives)]);
  }
  return foods;
}

/** The foods of a recipe's ingredient text, one line per ingredient, without repeats. */
export function recipeFoods(ingredients: string | null | undefined): string[][] {
  const seen = new Set<string>();
  const foods: string[][] = [];
  for (const line of (ingredients ?? '').split('\n')) {
    for (const food of lineFoods(line)) {
      const id = food.join('|');
      if (seen.has(id)) continue;
      seen.add(id);
      foods.push(food);
    }
  }
  return foods;
}

/**
 * What the finder's index keeps of a recipe's ingredients (data/entities/recipe-food.ts stores it): its
 * foods, alternatives joined by '|', and every food key with what it generalises to, the foods' own
 * keys (exact) first.
 */
export function recipeFoodIndex(ingredients: string | null | undefined): {
  foods: string[];
  terms: { term: string; exact: boolean }[];
} {
  const foods = recipeFoods(ingredients).map((food) => food.join('|'));
  const keys = new Set(foods.flatMap((food) => food.split('|')));
  const terms = new Map<string, boolean>();
  for (const key of keys) terms.set(key, true);
  for (const key of keys) for (const term of termsOf(key)) if (!terms.has(term)) terms.set(term, false);
  return { foods, terms: [...terms].map(([term, exact]) => ({ term, exact })) };
}

/** A key and what it generalises to, most specific first (remembered: ranking asks for the same keys often). */
export function termsOf(key: string): string[] {
  return rememberedTerms(key);
}

const rememberedTerms = remembered(computeTerms);

function computeTerms(key: string): string[] {
  const terms = [key];
  const words = key.split(' ');
  const last = words[words.length - 1] ?? key;
  if (words.length > 1 && PARTS.has(last)) {
    // "chicken thigh" is chicken; "bone in chicken thigh" too.
    const whole = words.slice(0, -1).join(' ');
    terms.push(...termsOf(whole).filter((term) => !terms.includes(term)));
  }
  for (let start = 1; start < words.length; start += 1) {
    const phrase = words.slice(start - 1).join(' ');
    if (COMPOUNDS.has(phrase)) break;
    const shorter = words.slice(start).join(' ');
    if (!terms.includes(shorter)) terms.push(shorter);
  }
  return terms;
}

/** The user's chip `given` is in the recipe's food `key`: one generalises to the other. */
export function keyMatches(given: string, key: string): boolean {
  return given === key || termsOf(key).includes(given) || termsOf(given).includes(key);
}

/** Whether the staples rule applies to a user's ingredient (salt, pepper, water). */
export const isStaple = (key: string): boolean => STAPLES.has(key);

/** The ingredient a user typed, as the finder reads it: lower-case and trimmed (SPEC 5). */
export const normaliseChip = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();
