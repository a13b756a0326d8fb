import { LANGUAGE_WORDS } from './languages/words.js';

export type QuantityNotation = 'fraction' | 'decimal' | 'word';

/** How the amount was written, so a scaled amount can be written the same way. */
export interface QuantityStyle {
  readonly notation: QuantityNotation;
  /** Written with vulgar fraction glyphs ("1½"). */
  readonly unicode: boolean;
  /** What sat between the whole part and a vulgar fraction: "" for "1½", " " for "1 ½". */
  readonly glyphJoiner: string;
  /** Written with a decimal comma ("1,5"). */
  readonly decimalComma: boolean;
  /** A word amount that started with a capital ("One", "A dozen"). */
  readonly capitalised: boolean;
}

export interface Quantity {
  readonly start: number;
  readonly end: number;
  /** The amount exactly as written, e.g. "1 1/2", "2-3", "½". */
  readonly text: string;
  /** The amount, or the low end of a range. */
  readonly value: number;
  /** The high end of a range, else null. */
  readonly high: number | null;
  /** What joined a range as written ("-", " to "), else null. */
  readonly rangeSeparator: string | null;
  readonly style: QuantityStyle;
}

export const VULGAR_FRACTIONS: Readonly<Record<string, number>> = {
  '¼': 1 / 4,
  '½': 1 / 2,
  '¾': 3 / 4,
  '⅐': 1 / 7,
  '⅑': 1 / 9,
  '⅒': 1 / 10,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

interface NumberRead {
  readonly end: number;
  readonly value: number;
  readonly decimal: boolean;
  readonly unicode: boolean;
  readonly glyphJoiner: string;
  readonly decimalComma: boolean;
}

export const GAP = '[ \\t\\u00a0]+';
const INTEGER = /^\d+/;
const DECIMAL_POINT = /^\.\d+/;
const DECIMAL_COMMA = /^,\d{1,2}(?!\d)/;
const THOUSANDS = /^(?:,\d{3})+(?!\d)/;
const FRACTION = /^(\d+)\s*[/⁄∕]\s*(\d+)/;
const GLYPH_AFTER_WHOLE = new RegExp(`^(${GAP})?([${Object.keys(VULGAR_FRACTIONS).join('')}])`);
// "and" in every language that writes "1 and 1/2" ("1 y 1/2", "1 e ½", "1と1/2").
const JOINERS = [
  'and',
  ...new Set(Object.values(LANGUAGE_WORDS).flatMap((words) => words.mixedJoiners ?? [])),
].filter((joiner) => joiner !== 'と');
const MIXED_JOINER = `(?:${GAP}(?:(?:${JOINERS.join('|')})${GAP})?|-|と)`;
const FRACTION_AFTER_WHOLE = new RegExp(`^${MIXED_JOINER}(\\d+)\\s*[/⁄∕]\\s*(\\d+)`);
const GLYPH_AFTER_JOINER = new RegExp(
  `^(?:${GAP}(?:${JOINERS.join('|')})${GAP}|と)([${Object.keys(VULGAR_FRACTIONS).join('')}])`,
);
const HALF_AFTER = new RegExp(
  `^${GAP}(?:${Object.values(LANGUAGE_WORDS)
    .flatMap((words) => words.halfAfter ?? [])
    .filter((word) => /^\p{L}+$/u.test(word))
    .join('|')})(?!\\p{L})`,
  'u',
);
const RANGE_JOINER = new RegExp(`^(?:[ \\t\\u00a0]*[-–—～〜~][ \\t\\u00a0]*|${GAP}(?:to|or)${GAP})`, 'i');

export const isVulgarFraction = (ch: string | undefined): boolean =>
  ch !== undefined && VULGAR_FRACTIONS[ch] !== undefined;

/** Whether an amount can begin at `pos` (a digit, a vulgar fraction, or ".5"). */
export function startsNumber(text: string, pos: number): boolean {
  const ch = text[pos];
  if (ch === undefined) return false;
  if (/\d/.test(ch) || isVulgarFraction(ch)) return true;
  return ch === '.' && /\d/.test(text[pos + 1] ?? '');
}

const plain = (end: number, value: number, decimal = false): NumberRead => ({
  end,
  value,
  decimal,
  unicode: false,
  glyphJoiner: '',
  decimalComma: false,
});

function properFraction(numerator: string, denominator: string): number | null {
  const n = Number(numerator);
  const d = Number(denominator);
  return d > 0 && n < d ? n / d : null;
}

/** One number (no range) at `pos`, or null. */
function readNumber(text: string, pos: number): NumberRead | null {
  const rest = text.slice(pos);
  const glyph = VULGAR_FRACTIONS[rest[0] ?? ''];
  if (glyph !== undefined) return { ...plain(pos + 1, glyph), unicode: true };

  const point = DECIMAL_POINT.exec(rest);
  if (point) return plain(pos + point[0].length, Number(`0${point[0]}`), true);

  const fraction = FRACTION.exec(rest);
  if (fraction) {
    const denominator = Number(fraction[2]);
    if (denominator > 0) return plain(pos + fraction[0].length, Number(fraction[1]) / denominator);
  }

  const integer = INTEGER.exec(rest);
  if (!integer) return null;
  const whole = Number(integer[0]);
  const afterWhole = pos + integer[0].length;
  const tail = text.slice(afterWhole);

  const decimal = DECIMAL_POINT.exec(tail);
  if (decimal) return plain(afterWhole + decimal[0].length, Number(`${integer[0]}${decimal[0]}`), true);
  const thousands = THOUSANDS.exec(tail);
  if (thousands)
    return plain(
      afterWhole + thousands[0].length,
      Number(`${integer[0]}${thousands[0]}`.replaceAll(',', '')),
    );
  const comma = DECIMAL_COMMA.exec(tail);
  if (comma) {
    const value = Number(`${integer[0]}.${comma[0].slice(1)}`);
    return { ...plain(afterWhole + comma[0].length, value, true), decimalComma: true };
  }

  const withGlyph = GLYPH_AFTER_WHOLE.exec(tail);
  if (withGlyph) {
    const part = VULGAR_FRACTIONS[withGlyph[2] ?? ''] ?? 0;
    return {
      ...plain(afterWhole + withGlyph[0].length, whole + part),
      unicode: true,
      glyphJoiner: withGlyph[1] ?? '',
    };
  }

  // "1 1/2", "1-1/2" and "1 and 1/2" are one and a half; "1-1/2" is never the descending range 1 to 1/2.
  const mixed = FRACTION_AFTER_WHOLE.exec(tail);
  const part = mixed ? properFraction(mixed[1] ?? '', mixed[2] ?? '') : null;
  if (mixed && part !== null) return plain(afterWhole + mixed[0].length, whole + part);
  const joinedGlyph = GLYPH_AFTER_JOINER.exec(tail);
  if (joinedGlyph) {
    const glyphValue = VULGAR_FRACTIONS[joinedGlyph[1] ?? ''] ?? 0;
    return {
      ...plain(afterWhole + joinedGlyph[0].length, whole + glyphValue),
      unicode: true,
      glyphJoiner: ' ',
    };
  }
  // "1 buçuk" is one and a half.
  const half = HALF_AFTER.exec(tail);
  if (half) return plain(afterWhole + half[0].length, whole + 0.5);

  return plain(afterWhole, whole);
}

function styleOf(reads: readonly NumberRead[]): QuantityStyle {
  const unicode = reads.some((r) => r.unicode);
  return {
    notation: reads.some((r) => r.decimal) ? 'decimal' : 'fraction',
    unicode,
    glyphJoiner: reads.find((r) => r.unicode && r.glyphJoiner !== '')?.glyphJoiner ?? '',
    decimalComma: reads.some((r) => r.decimalComma),
    capitalised: false,
  };
}

/** The amount (a number or an ascending range) written at `pos`, or null when no number starts there. */
export function readQuantity(text: string, pos: number): Quantity | null {
  const low = readNumber(text, pos);
  if (!low) return null;
  const joiner = RANGE_JOINER.exec(text.slice(low.end));
  const high = joiner ? readNumber(text, low.end + joiner[0].length) : null;
  if (joiner && high && high.value > low.value) {
    return {
      start: pos,
      end: high.end,
      text: text.slice(pos, high.end),
      value: low.value,
      high: high.value,
      rangeSeparator: joiner[0],
      style: styleOf([low, high]),
    };
  }
  return {
    start: pos,
    end: low.end,
    text: text.slice(pos, low.end),
    value: low.value,
    high: null,
    rangeSeparator: null,
    style: styleOf([low]),
  };
}
