// Amounts written in words (parse-quantity.ts reads the ones in figures): "one" to "twelve", "two and a
// half", "a dozen", "half a", a bare "a"/"an", and the number words of every language Hearth parses ("una",
// "anderthalb", "pół", "yarım", "חצי").
import { lowerInPlace } from './languages/fold.js';
import type { IngredientLanguage } from './languages/types.js';
import { perLineLanguage } from './languages/words.js';
import { GAP, type Quantity } from './parse-quantity.js';

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

export const numberWord = (n: number): string | undefined =>
  Object.keys(NUMBER_WORDS).find((word) => NUMBER_WORDS[word] === n);

const WORD_AMOUNT = new RegExp(
  `^(?:(a${GAP}dozen|half${GAP}an?|an?)|(${Object.keys(NUMBER_WORDS).join('|')})(${GAP}and${GAP}a${GAP}half)?)(?![\\p{L}-])`,
  'iu',
);

/** The number words of the languages a line may be in, longest first. */
const foreignNumbers = perLineLanguage((own) =>
  own.flatMap((words) => Object.entries(words.numbers)).sort((a, b) => b[0].length - a[0].length),
);

/** A number word of another language at `pos` ("una", "anderthalb", "pół", "yarım", "חצי"), or null. */
function readForeignWordQuantity(
  text: string,
  pos: number,
  language?: IngredientLanguage,
): (Quantity & { article: boolean; foreign?: boolean }) | null {
  const lower = lowerInPlace(text);
  for (const [word, value] of foreignNumbers(text, language)) {
    const end = pos + word.length;
    if (lower.slice(pos, end) !== word || /[\p{L}-]/u.test(text[end] ?? '')) continue;
    return {
      start: pos,
      end,
      text: text.slice(pos, end),
      value,
      high: null,
      rangeSeparator: null,
      // "un", "eine", "een", "bir" are articles too: an amount only before a unit or a food.
      article: value === 1,
      foreign: true,
      // Rewritten in figures when scaled ("dos tazas" x 2 is "4 tazas"): numberWord knows English only,
      // and another language's number word would have to agree with its food ("una taza", "un huevo").
      style: {
        notation: 'fraction',
        unicode: false,
        glyphJoiner: '',
        decimalComma: false,
        capitalised: /^\p{Lu}/u.test(text[pos] ?? ''),
      },
    };
  }
  return null;
}

/**
 * A spelled-out amount at `pos`: "one" to "twelve" (and "two and a half"), "a dozen", "half a"/"half an",
 * and a bare "a"/"an"; in another language its number words ("una", "anderthalb", "pół"). Callers decide
 * when "a"/"an" (or "un", "eine") is really an amount ("an onion", not "a few").
 */
export function readWordQuantity(
  text: string,
  pos: number,
  language?: IngredientLanguage,
): (Quantity & { article: boolean; foreign?: boolean }) | null {
  const match = language === undefined || language === 'en' ? WORD_AMOUNT.exec(text.slice(pos)) : null;
  if (!match) return language === 'en' ? null : readForeignWordQuantity(text, pos, language);
  const phrase = (match[1] ?? '').toLowerCase().replace(/\s+/g, ' ');
  const numeral = match[2] ? (NUMBER_WORDS[match[2].toLowerCase()] ?? 0) + (match[3] ? 0.5 : 0) : null;
  const value = numeral ?? (phrase === 'a dozen' ? 12 : phrase.startsWith('half') ? 0.5 : 1);
  const end = pos + match[0].length;
  return {
    start: pos,
    end,
    text: match[0],
    value,
    high: null,
    rangeSeparator: null,
    article: phrase === 'a' || phrase === 'an',
    style: {
      notation: 'word',
      unicode: false,
      glyphJoiner: '',
      decimalComma: false,
      capitalised: /^\p{Lu}/u.test(match[0]),
    },
  };
}
