// Accent folding that makes one language's word another's food (issue 38, round K): Portuguese "cação"
// (dogfish) folds to "cacao" (cocoa), which the tables know as a plain food, and the dogfish line read as
// fully known. A word spelt with letters only one language writes (ã õ: Portuguese; ñ: Spanish; ğ ş:
// Turkish) is read in that language: placed by a food of the tables' that carries nothing only if that
// language's own food names (languages/*.ts) hold it with its accents ("feijão", "limão"); otherwise the
// folded reading is a guess, and the word is left "could not be checked", never silently known.
import type { Match } from './allergen-rules.js';
import { normaliseForAllergens } from './allergen-text.js';
import { foodNames } from './languages/foods.js';
import type { IngredientLanguage } from './languages/types.js';

const MARKS: readonly (readonly [IngredientLanguage, RegExp])[] = [
  ['pt-BR', /[ãõ]/],
  ['es', /ñ/],
  ['tr', /[ğş]/],
];

const NAMES = new Map<IngredientLanguage, Set<string>>();
/** The words of a language's food names, accents kept. */
function namesOf(language: IngredientLanguage): Set<string> {
  const known = NAMES.get(language);
  if (known) return known;
  const words = new Set<string>();
  for (const name of Object.values(foodNames()[language] ?? {}))
    for (const word of name.toLowerCase().split(/[^\p{L}\p{M}]+/u)) if (word !== '') words.add(word);
  NAMES.set(language, words);
  return words;
}

/**
 * The words of a line's main part (`raw`, as written; `text`, normalised; `matches`, the tables' foods
 * found in `text`) that folding made a plain food of another language: each a word of one language by
 * its letters, wholly covered by foods that carry nothing, and not one of that language's food names.
 */
export function foldingCollisions(raw: string, text: string, matches: readonly Match[]): string[] {
  const collisions: string[] = [];
  if (!/[ãõñğş]/i.test(raw)) return collisions;
  for (const word of raw.toLowerCase().split(/[^\p{L}\p{M}]+/u)) {
    const language = MARKS.find(([, letters]) => letters.test(word))?.[0];
    if (language === undefined || namesOf(language).has(word.normalize('NFC'))) continue;
    const folded = normaliseForAllergens(word);
    for (const found of text.matchAll(new RegExp(`(?<![a-z])${folded}(?![a-z])`, 'g'))) {
      const start = found.index;
      const end = start + folded.length;
      const covering = matches.filter((match) => match.start < end && match.end > start);
      if (covering.length > 0 && covering.every(({ rule }) => rule.contains.length + rule.may.length === 0))
        collisions.push(folded);
    }
  }
  return collisions;
}
