// Writes an amount the way a cook reads it: the nearest common fraction within 0.02 (quarters, thirds, halves and,
// beyond the spec's list, eighths, because 1/8 tsp is a real measuring spoon and halving 1/4 must give 1/8), with
// its whole part ("1 1/2"); otherwise up to two decimals ("0.15"). Never "2 1", never "0.67" for 2/3, never "0".
import type { QuantityStyle } from './parse-quantity.js';
import { numberWord } from './word-quantity.js';

export type FormatNotation = 'fraction' | 'decimal';

export interface FormatOptions {
  /** "fraction" (default) prefers common fractions; "decimal" always writes decimals, e.g. for grams. */
  readonly notation?: FormatNotation;
  /** Write fractions as glyphs ("1½") instead of "1 1/2". */
  readonly unicode?: boolean;
  /** Between the whole part and a glyph: "" gives "1½", " " gives "1 ½". */
  readonly glyphJoiner?: string;
  /** Write "1,5" instead of "1.5". */
  readonly decimalComma?: boolean;
}

const TOLERANCE = 0.02;

interface CommonFraction {
  readonly value: number;
  readonly text: string;
  readonly glyph: string;
}

const COMMON_FRACTIONS: readonly CommonFraction[] = [
  { value: 1 / 8, text: '1/8', glyph: '⅛' },
  { value: 1 / 4, text: '1/4', glyph: '¼' },
  { value: 1 / 3, text: '1/3', glyph: '⅓' },
  { value: 3 / 8, text: '3/8', glyph: '⅜' },
  { value: 1 / 2, text: '1/2', glyph: '½' },
  { value: 5 / 8, text: '5/8', glyph: '⅝' },
  { value: 2 / 3, text: '2/3', glyph: '⅔' },
  { value: 3 / 4, text: '3/4', glyph: '¾' },
  { value: 7 / 8, text: '7/8', glyph: '⅞' },
];

/** Up to two decimals, trailing zeros dropped; a positive amount too small to show becomes "0.01". */
function formatDecimal(value: number, decimalComma: boolean): string {
  const rounded = Math.round(value * 100) / 100;
  const shown = rounded === 0 && value > 0 ? 0.01 : rounded;
  const text = String(shown);
  return decimalComma ? text.replace('.', ',') : text;
}

/** A non-negative amount as text, e.g. 1.5 -> "1 1/2", 0.6667 -> "2/3", 0.15 -> "0.15", 3 -> "3". */
export function formatQuantity(value: number, options: FormatOptions = {}): string {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Cannot format amount ${value}`);
  const decimalComma = options.decimalComma ?? false;
  const nearestWhole = Math.round(value);
  if (Math.abs(value - nearestWhole) <= TOLERANCE / 2 && nearestWhole > 0) return String(nearestWhole);
  if (options.notation === 'decimal') return formatDecimal(value, decimalComma);

  const whole = Math.floor(value);
  const rest = value - whole;
  // Whole numbers count too, so 1.99 becomes "2" and never "1 1" with a carried fraction.
  const candidates = [
    { value: 0, text: '', glyph: '' },
    ...COMMON_FRACTIONS,
    { value: 1, text: '', glyph: '' },
  ];
  let best = candidates[0];
  for (const candidate of candidates) {
    if (best === undefined || Math.abs(rest - candidate.value) < Math.abs(rest - best.value))
      best = candidate;
  }
  if (best === undefined || Math.abs(rest - best.value) > TOLERANCE)
    return formatDecimal(value, decimalComma);
  if (best.value === 0 || best.value === 1) {
    const rounded = whole + best.value;
    return rounded > 0 ? String(rounded) : formatDecimal(value, decimalComma);
  }
  if (options.unicode) return whole > 0 ? `${whole}${options.glyphJoiner ?? ''}${best.glyph}` : best.glyph;
  return whole > 0 ? `${whole} ${best.text}` : best.text;
}

/**
 * An amount written in the style of the amount it replaces: decimals stay decimals, glyphs stay glyphs, and a
 * spelled-out whole amount stays a word ("One" -> "Two") up to twelve.
 */
export function formatLike(value: number, style: QuantityStyle, preferDecimal = false): string {
  if (style.notation === 'word') {
    const whole = Math.round(value);
    const word = Math.abs(value - whole) < 1e-9 ? numberWord(whole) : undefined;
    if (word) return style.capitalised ? word.charAt(0).toUpperCase() + word.slice(1) : word;
  }
  return formatQuantity(value, {
    notation: preferDecimal || style.notation === 'decimal' ? 'decimal' : 'fraction',
    unicode: style.unicode,
    glyphJoiner: style.glyphJoiner,
    decimalComma: style.decimalComma,
  });
}
