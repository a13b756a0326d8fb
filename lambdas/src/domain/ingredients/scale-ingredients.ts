// Servings scaling: each amount of the ingredient (see ingredient-amounts.ts) is multiplied by chosen / original
// servings and rewritten in its own style; the rest of the line is left exactly as written. Servings are at
// least 1, and an unset original counts as 1 (spec: "Default servings 1 when unset").
import { formatLike } from './format-quantity.js';
import { agreeWith, readsPlural } from './inflection.js';
import { findIngredientAmounts, type IngredientAmount } from './ingredient-amounts.js';
import type { IngredientLanguage } from './languages/types.js';
import { LANGUAGE_WORDS } from './languages/words.js';
import type { QuantityStyle } from './parse-quantity.js';

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** A servings count as the scaler uses it: a whole number, at least 1; unset or invalid counts as 1. */
export function normaliseServings(servings: number | null | undefined): number {
  if (servings === null || servings === undefined || !Number.isFinite(servings)) return 1;
  return Math.max(1, Math.round(servings));
}

/** The factor that turns amounts for `fromServings` into amounts for `toServings`. */
export const servingsFactor = (
  fromServings: number | null | undefined,
  toServings: number | null | undefined,
) => normaliseServings(toServings) / normaliseServings(fromServings);

/**
 * The style a scaled amount is written in: its own, and for a line in another language a whole amount's
 * fractions and decimals as that language writes them ("1 cucharada" halved is "½ cucharada", "1 kg" in
 * German x 1.5 is "1,5 kg").
 */
function styleOf(amount: IngredientAmount, language?: IngredientLanguage): QuantityStyle {
  const own = amount.unit?.language ?? language;
  if (!own || own === 'en' || /[/⁄.,]/.test(amount.text)) return amount.style;
  const words = LANGUAGE_WORDS[own];
  return {
    ...amount.style,
    unicode: amount.style.unicode || words.fractionGlyphs,
    decimalComma: amount.style.decimalComma || words.decimalComma,
  };
}

const ARABIC_INDIC = /[\u0660-\u0669]/;

function scaledText(
  amount: IngredientAmount,
  factor: number,
  line: string,
  language?: IngredientLanguage,
): string {
  const metric = amount.unit?.unit.metric ?? false;
  const style = styleOf(amount, language);
  const low = formatLike(amount.value * factor, style, metric);
  const text =
    amount.high === null
      ? low
      : `${low}${amount.rangeSeparator ?? '-'}${formatLike(amount.high * factor, style, metric)}`;
  // An amount written in Arabic-Indic digits stays in them; an amount the unit alone said gets a space.
  const written = ARABIC_INDIC.test(line.slice(amount.start, amount.end))
    ? text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit))).replace('.', '٫')
    : text;
  return amount.start === amount.end ? `${written} ` : written;
}

function agreementEdit(line: string, amount: IngredientAmount, factor: number): Edit | null {
  const word = amount.agreeing;
  if (!word) return null;
  const top = amount.high ?? amount.value;
  // Only a line that already agreed is corrected; "2 cup" stays the author's wording.
  if (readsPlural(top) !== word.plural) return null;
  const original = line.slice(word.start, word.end);
  const text = agreeWith(original, word, readsPlural(top * factor));
  return text === original ? null : { start: word.start, end: word.end, text };
}

/**
 * The line with every ingredient amount multiplied by `factor`; a factor of 1 returns the line untouched.
 * The line's language (the recipe's), when known, decides how a scaled amount is written.
 */
export function scaleIngredientLine(line: string, factor: number, language?: IngredientLanguage): string {
  if (!Number.isFinite(factor) || factor <= 0 || factor === 1) return line;
  const edits: Edit[] = [];
  for (const amount of findIngredientAmounts(line, language)) {
    if (!Number.isFinite(amount.value)) continue;
    edits.push({ start: amount.start, end: amount.end, text: scaledText(amount, factor, line, language) });
    const agreement = agreementEdit(line, amount, factor);
    if (agreement) edits.push(agreement);
  }
  return (
    edits
      // Later edits first; at one offset the longer first, so an amount the unit alone said goes before it.
      .sort((a, b) => b.start - a.start || b.end - a.end)
      .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), line)
  );
}

/** Ingredient lines rescaled from the recipe's servings to the chosen servings (both at least 1). */
export function scaleIngredients(
  lines: readonly string[],
  fromServings: number | null | undefined,
  toServings: number | null | undefined,
  language?: IngredientLanguage,
): string[] {
  const factor = servingsFactor(fromServings, toServings);
  return lines.map((line) => scaleIngredientLine(line, factor, language));
}
