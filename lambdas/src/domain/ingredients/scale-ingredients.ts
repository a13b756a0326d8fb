// Servings scaling: each amount of the ingredient (see ingredient-amounts.ts) is multiplied by chosen / original
// servings and rewritten in its own style; the rest of the line is left exactly as written. Servings are at
// least 1, and an unset original counts as 1 (spec: "Default servings 1 when unset").
import { formatLike } from './format-quantity.js';
import { agreeWith, readsPlural } from './inflection.js';
import { findIngredientAmounts, type IngredientAmount } from './ingredient-amounts.js';

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

function scaledText(amount: IngredientAmount, factor: number): string {
  const metric = amount.unit?.unit.metric ?? false;
  const low = formatLike(amount.value * factor, amount.style, metric);
  if (amount.high === null) return low;
  return `${low}${amount.rangeSeparator ?? '-'}${formatLike(amount.high * factor, amount.style, metric)}`;
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

/** The line with every ingredient amount multiplied by `factor`; a factor of 1 returns the line untouched. */
export function scaleIngredientLine(line: string, factor: number): string {
  if (!Number.isFinite(factor) || factor <= 0 || factor === 1) return line;
  const edits: Edit[] = [];
  for (const amount of findIngredientAmounts(line)) {
    edits.push({ start: amount.start, end: amount.end, text: scaledText(amount, factor) });
    const agreement = agreementEdit(line, amount, factor);
    if (agreement) edits.push(agreement);
  }
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), line);
}

/** Ingredient lines rescaled from the recipe's servings to the chosen servings (both at least 1). */
export function scaleIngredients(
  lines: readonly string[],
  fromServings: number | null | undefined,
  toServings: number | null | undefined,
): string[] {
  const factor = servingsFactor(fromServings, toServings);
  return lines.map((line) => scaleIngredientLine(line, factor));
}
