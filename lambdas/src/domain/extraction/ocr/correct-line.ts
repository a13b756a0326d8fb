// Recipe-aware repairs of one OCR'd line, whichever reader produced it. A change is made only where
// the reading cannot be right as it stands and the recipe says what it must have been: a token no
// amount looks like ("Ys", "%", "¥4") standing where an amount stands (line start, before a unit or
// a food) is a fraction glyph; "1b", "d1", "0z" right after an amount are units; "(202)" is "(2oz)";
// a unit glued to its amount by a lost space ("2tsp", "2.5dl", "1T") is split. Metric and ounce
// units stay glued ("25g", "10oz"): print writes them both ways, so a glued one was printed so. Every
// guessed fraction is reported, so the review screen asks a person to check it.
import { matchUnitAt } from '../../ingredients/units.js';
import { fractionFromMisread, mixedFromMisread, WORD_LIKE_MISREADS } from './fraction-misreads.js';
import {
  repairCupAndCorn,
  repairGrams,
  repairPounds,
  repairTablespoons,
  splitCanCount,
} from './unit-glyphs.js';

/** Units of the other languages Hearth reads, besides the English ones the ingredient parser knows. */
const OTHER_UNITS = new Set(
  [
    'el tl msk tsk krm dl cl ml l g kg st stk prise pck pkt bund zehe zehen dose becher tasse tassen',
    'cs cc cuil gousse gousses pincée tranche tranches cucchiaio cucchiai cucchiaino cucchiaini',
    'spicchio spicchi cucharada cucharadas cucharadita cucharaditas taza tazas eetlepel eetlepels',
    'theelepel theelepels teentje teentjes blik zakje snufje colher colheres xícara xícaras dente',
    'dentes pitada lata łyżka łyżki łyżek łyżeczka łyżeczki szklanka szklanki szt ząbek szczypta',
    'spsk ss ts fed ek tk kk mk dkg db gerezd csipet lžíce lžička lžičky lyžica lyžice lyžička lyžičky',
    'ks štipka špetka stroužek stroužky strúčik strúčiky',
  ]
    .join(' ')
    .split(' '),
);

/** Units print sets glued to the amount as often as not ("25g", "10oz", "500ml"). */
const GLUED_IN_PRINT = new Set([
  'g',
  'gr',
  'kg',
  'mg',
  'ml',
  'cl',
  'l',
  'oz',
  'lb',
  'lbs',
  'ozs',
  'fl',
  'fl oz',
  'fl. oz',
]);

const LEAD_WORD = /^[\p{L}.]+/u;

/** The unit (any language) written at the start of `text`: its spelling, or null. */
export function unitAt(text: string): string | null {
  const english = matchUnitAt(text, 0);
  // "c1" is a misread "cl", not a cup.
  if (english && !/\d/.test(text[english.end] ?? '')) return english.text;
  const word = LEAD_WORD.exec(text)?.[0]?.replace(/\.+$/, '');
  return word && OTHER_UNITS.has(word.toLowerCase()) ? word : null;
}

export interface CorrectedLine {
  readonly text: string;
  /** Tokens this pass guessed (as they now read), for the review screen to mark. */
  readonly guessed: readonly string[];
}

/** A misread fraction token at the line start, alone or after a whole number, before a word. */
function repairFraction(line: string, guessed: string[]): string {
  const lead = /^(?:(\d{1,2})\s+)?(\S{1,4}?)(\s+)(\p{L}.*)$/u.exec(line);
  if (!lead) return line;
  const [, whole, token, gap, rest] = lead as unknown as [string, string | undefined, string, string, string];
  const beforeUnit = unitAt(rest) !== null;
  const mixed = whole === undefined ? mixedFromMisread(token) : null;
  if (mixed) {
    guessed.push(`${mixed.whole}${mixed.glyph}`);
    return `${mixed.whole}${mixed.glyph}${gap}${rest}`;
  }
  const glyph = fractionFromMisread(token);
  if (!glyph || (WORD_LIKE_MISREADS.has(token) && !beforeUnit)) return line;
  // "Y" alone, or "¥", stands for a fraction only before a unit or a lower-case food word.
  if (!beforeUnit && !/^\p{Ll}/u.test(rest) && token.length === 1) return line;
  const amount = whole === undefined ? glyph : `${whole}${glyph}`;
  guessed.push(amount);
  return `${amount}${gap}${rest}`;
}

/**
 * A misread fraction glued to a spoon or cup unit by a lost space ("V2tsp paprika", "1%tsk salt",
 * "Y4cup sugar"): the space put back, for repairFraction to read the glyph. Metric units stay out:
 * a fraction of a gram is not measured.
 */
function splitGluedMisread(line: string): string {
  const whole = /^\d{0,2}/u.exec(line)?.[0] ?? '';
  for (let k = 1; k <= 3; k++) {
    const token = line.slice(whole.length, whole.length + k);
    const rest = line.slice(whole.length + k);
    if (!/^\p{L}/u.test(rest) || WORD_LIKE_MISREADS.has(token) || !fractionFromMisread(token)) continue;
    const unit = unitAt(rest);
    if (
      unit &&
      unit.length >= 2 &&
      !GLUED_IN_PRINT.has(unit.toLowerCase()) &&
      /^\s/u.test(rest.slice(unit.length))
    )
      return `${whole}${token} ${rest}`;
  }
  return line;
}

/** A range of two misread fractions at the line start, "V4-Y2 teaspoon": both glyphs, the dash as printed. */
function repairFractionRange(line: string, guessed: string[]): string {
  const m = /^(\S{1,3})([-–])(\S{1,3})(?=\s+\p{L})/u.exec(line);
  if (!m) return line;
  const [all, from, dash, to] = m as unknown as [string, string, string, string];
  const a = WORD_LIKE_MISREADS.has(from) ? null : fractionFromMisread(from);
  const b = WORD_LIKE_MISREADS.has(to) ? null : fractionFromMisread(to);
  if (!a || !b) return line;
  guessed.push(`${a}${dash}${b}`);
  return `${a}${dash}${b}${line.slice(all.length)}`;
}

/** "1172 teaspoons" or "172 cups": a fraction whose slash was read as a "1" or a "7". */
function repairSlashAsDigit(line: string): string {
  return line.replace(
    /^(?:(\d)\s?)?([13])[17]([2348])(?=\s+(?:cups?|c\.|tsps?|tbsps?|teaspoons?|tablespoons?)\b)/,
    (_all, whole: string | undefined, n: string, d: string) => `${whole ? `${whole} ` : ''}${n}/${d}`,
  );
}

/** Units misread with "1"/"I"/"|" for "l", "0" for "o" and "h" for "b", right after an amount. */
const UNIT_MISREADS: readonly [RegExp, string][] = [
  [/^[1I|]b(s?)(?![\p{L}\d])/u, 'lb$1'],
  // The "l" of "lb" lost altogether: no unit or word is a lone "b" after an amount.
  [/^b(s?)(?=\s+\p{L})/u, 'lb$1'],
  // The "t" of "tsp" read as a "1" after a spaced amount ("1/2 1sp sea salt").
  [/^1sp(s?)\b/u, 'tsp$1'],
  [/^([dcm])[1I|](?![\p{L}\d])/u, '$1l'],
  [/^[0O]z\b/, 'oz'],
  [/^([Tt])hs(p?)(s?)\b/, '$1bs$2$3'],
];

/** The amount at the start of a line: digits, a decimal, a fraction, a glyph or a mixed number. */
const AMOUNT = /^((?:\d+(?:[.,]\d+)?(?:\s?[¼½¾⅓⅔⅛]|\s\d\/\d|\/\d)?|[¼½¾⅓⅔⅛])(?:\s?[-–]\s?\d+(?:[.,]\d+)?)?)/u;

/**
 * How the amount at the start of `line` meets a unit print writes either way (a spoon or a cup, not a
 * metric unit): 'glued' ("2tsp"), 'spaced' ("2 tsp"), or null when no such unit follows an amount.
 */
export function amountUnitJoin(line: string): 'glued' | 'spaced' | null {
  const amount = AMOUNT.exec(line)?.[1];
  const rest = amount ? line.slice(amount.length) : '';
  const unit = unitAt(rest.trimStart());
  if (!unit || GLUED_IN_PRINT.has(unit.toLowerCase())) return null;
  return /^\s/u.test(rest) ? 'spaced' : 'glued';
}

function repairUnitAfterAmount(line: string, unitsGlued: boolean): string {
  const amount = AMOUNT.exec(line)?.[1];
  if (!amount) return line;
  let rest = line.slice(amount.length);
  const gap = /^\s*/.exec(rest)?.[0] ?? '';
  rest = rest.slice(gap.length);
  if (unitAt(rest) === null) {
    for (const [misread, unit] of UNIT_MISREADS) {
      if (misread.test(rest)) {
        rest = rest.replace(misread, unit);
        break;
      }
    }
  }
  const unit = unitAt(rest);
  // A lost space between the amount and a unit print never glues, or a capitalised word ("2Ei"); on a
  // page that glues every amount to its unit ("4.0tbsp"), a unit glued is as printed.
  const split =
    !gap &&
    ((unit !== null && !GLUED_IN_PRINT.has(unit.toLowerCase()) && !unitsGlued) ||
      /^\p{Lu}\p{Ll}/u.test(rest) ||
      (unit === null && /^\p{Ll}{4,}/u.test(rest)));
  return `${amount}${split ? ' ' : gap}${rest}`;
}

/**
 * A lost space and an "l" read as "1": "1b raw shrimp" is "1 lb", "11b ground beef" "1 lb", "21bs"
 * "2 lbs", "1,21 Milch" is "1,2 l" (a decimal comma amount never has two places in a recipe).
 */
const lostLitreOrPound = (line: string): string =>
  line
    .replace(/^1b(?=\s+\p{L})/u, '1 lb')
    .replace(/^([1-9]\d?)1b(s?)(?=\s+\p{L})/u, '$1 lb$2')
    .replace(/^(\d+,\d)1(?=\s+\p{L})/u, '$1 l');

/**
 * Glyphs of an amount and unit misread by their shapes: the "t" of "tsp" as "1" after a number
 * ("21sp" is "2tsp", split below as print sets it), and a line's "1" as "l", "I" or "|" glued to the
 * unit after it ("lteaspoon" is "1 teaspoon"; no unit starts a line with that letter glued on), or
 * standing alone before a word ("l æg" is "1 æg").
 */
function repairAmountGlyphs(line: string): string {
  // A lone "l" before a word is the amount "1" (no line starts with the letter standing alone).
  const tsp = line.replace(/^(\d+)1sp(s?)\b/u, '$1tsp$2').replace(/^l(?=\s+\p{Ll})/u, '1');
  const unit = /^[lI|](?=\p{L}{3})/u.test(tsp) ? unitAt(tsp.slice(1)) : null;
  return unit && unit.length >= 3 ? `1 ${tsp.slice(1)}` : tsp;
}

/** Sizes in ounces with the "o" read as "0": "(202)", "(14-0z.)", "100z quinoa", "3o0z". */
function repairOunces(line: string): string {
  return line
    .replace(/(\d)[oO]0z\b/g, '$1oz')
    .replace(/(\d[\s-]?)[0O]z\b/g, (all, lead: string) =>
      /^\d$/.test(lead) && all.startsWith('0') ? all : `${lead}oz`,
    )
    .replace(/^(\d+)0z\b/, '$1oz')
    .replace(/\((\d{1,2}(?:[.,]5)?)\s?[0O]2\)/g, '($1oz)')
    .replace(/\((\d{1,2})\s?[0O]2([.\s/])/g, '($1oz$2');
}

/**
 * Words and marks the models misread the same way in every recipe, by the glyphs' shapes: "jalapeño"
 * as "jalapefio" (a "jalapeno" is left as read: print spells it both ways, and no accent is added); the pronoun "I" as a bar "|" between two words; "lb" as "Ib" and "ml" as "mil"
 * or "mi" after a number (an "l" is a stroke like "I" and "i"); the diameter sign "Ø" as "©" before
 * a size; a footnote's "*" with a "™" grown on it.
 */
const WORD_MISREADS: readonly [RegExp, string][] = [
  [/\b([Jj])alape(?:fi|ii|f1)o(s?)\b/g, '$1alapeño$2'],
  [/\b([Ss])ait\b/g, '$1alt'],
  [/((?:,|\p{L})\s)\|(?=\s\p{Ll})/gu, '$1I'],
  [/(\d\s?)Ib(s?)\b/g, '$1lb$2'],
  [/(\d\s)mi[l1]?(?=\s|\)|$)/g, '$1ml'],
  [/©(?=\s?(?:ca\.\s?)?\d)/g, 'Ø'],
  [/[™®](?=\*)/g, ''],
];

/**
 * A whole number and a fraction with the space between them lost: "11/2 cups" is "1 1/2 cups",
 * "81/2 cup" "8 1/2 cup" (no recipe measures eleven halves). Only a proper fraction with a one-digit
 * numerator and the denominators recipes use.
 */
function splitGluedMixed(line: string, guessed: string[]): string {
  return line.replace(/^(\d{1,2})([1-7])\/([2348])(?=\s)/, (all, whole: string, n: string, d: string) => {
    if (Number(n) >= Number(d)) return all;
    guessed.push(`${whole} ${n}/${d}`);
    return `${whole} ${n}/${d}`;
  });
}

/**
 * Spaces lost around an amount that follows the food, as many languages print it: "Cebola1 unidade"
 * is "Cebola 1 unidade", "Alho2dentes" "Alho 2 dentes"; and "11 di latte" is "1 l di latte".
 */
function splitNameFirst(line: string): string {
  return line
    .replace(/^(\p{L}{3,})(\d+(?:[.,]\d+)?)(?=\s|\p{Ll}{3,})/u, '$1 $2')
    .replace(/^(\p{L}{3,} \d+(?:[.,]\d+)?)(\p{Ll}{3,})/u, '$1 $2')
    .replace(/^(\d)1(?=\s+(?:di|de|d'|du)\s)/u, '$1 l');
}

/** A checkbox "▢" before the amount, read as "0", "O", "[0" or "[]": no amount is "0 1 cup". */
const CHECKBOX = /^(?:\[[0OD]?\]?|[0O])\s+(?=\d)/u;

/**
 * The marks before a line's amount: a bullet read as "+" or "»", or a checkbox "▢" read as "0", "[0"
 * or "[]", is dropped; any other mark is kept ("•" read as "e" or "o" too, which the line reader
 * strips), and the repairs apply after it.
 */
export function splitMarks(raw: string): { bullet: string; line: string } {
  const lead = /^(?:[+»«>]\s+(?=\S)|\[\]\s+(?=\d))/u.exec(raw)?.[0] ?? '';
  const mark = /^(?:[^\p{L}\p{N}\s%¥(]{1,2}|[eoO](?=\s+\d))\s+/u.exec(raw.slice(lead.length))?.[0] ?? '';
  // A quote and a semicolon are a misread ⅓ ("'; cup"), not a bullet.
  const bullet = fractionFromMisread(mark.trim()) ? '' : mark;
  const box = CHECKBOX.exec(raw.slice(lead.length + bullet.length))?.[0] ?? '';
  return { bullet, line: raw.slice(lead.length + bullet.length + box.length) };
}

/**
 * The repaired line and the tokens guessed; a line that needs nothing comes back as it was.
 * `unitsGlued`: the page prints its amounts glued to their units (print-style.ts).
 */
export function correctIngredientLine(raw: string, unitsGlued = false): CorrectedLine {
  const guessed: string[] = [];
  const { bullet, line: read } = splitMarks(raw);
  let line = splitCanCount(splitNameFirst(read));
  line = lostLitreOrPound(line);
  line = repairAmountGlyphs(line);
  line = repairSlashAsDigit(line);
  line = splitGluedMixed(line, guessed);
  line = splitGluedMisread(line);
  line = repairFractionRange(line, guessed);
  line = repairFraction(line, guessed);
  line = repairUnitAfterAmount(line, unitsGlued);
  line = repairOunces(line);
  for (const [misread, meant] of WORD_MISREADS) line = line.replace(misread, meant);
  line = repairCupAndCorn(repairPounds(repairGrams(repairTablespoons(line))));
  return { text: `${bullet}${line}`, guessed };
}
