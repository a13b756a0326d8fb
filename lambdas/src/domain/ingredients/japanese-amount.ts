// A Japanese ingredient line names the food first and its amount after, the unit often before the number:
// "砂糖 大さじ2", "醤油 大さじ1と1/2", "卵 2個", "水 1/2カップ", "塩 少々"; a recipe may also open with the
// amount ("大さじ2 砂糖"). The amount is the first one in the line; counters (個, 本, 枚) count the food
// and are no unit. Full-width digits and spaces read as ASCII ones, one for one, so offsets hold.
import type { LeadingAmount } from './amount-shapes.js';
import { LANGUAGE_WORDS } from './languages/words.js';
import { readQuantity, startsNumber } from './parse-quantity.js';
import { matchUnitAt, type UnitMatch } from './units.js';

/** Full-width ASCII ("２", "ｇ") and the ideographic space as plain ones, character for character. */
export const halfWidth = (text: string): string =>
  text.replace(/[\uff01-\uff5e\u3000]/g, (ch) =>
    ch === '\u3000' ? ' ' : String.fromCharCode(ch.charCodeAt(0) - 0xfee0),
  );

const UNIT_FIRST = new Set(['大さじ', '大匙', 'おおさじ', '小さじ', '小匙', 'こさじ', 'カップ']);
const COUNTERS = [...(LANGUAGE_WORDS.ja.counters ?? [])].sort((a, b) => b.length - a.length);

const skipSpaces = (text: string, pos: number) => {
  let at = pos;
  while (text[at] === ' ') at += 1;
  return at;
};

function counterLength(text: string, pos: number): number {
  return COUNTERS.find((counter) => text.startsWith(counter, pos))?.length ?? 0;
}

export interface JapaneseAmount extends LeadingAmount {
  /** Where the amount's words start and end (unit included), so the rest of the line is the food. */
  readonly spanStart: number;
  readonly spanEnd: number;
}

const STYLE = {
  notation: 'fraction',
  unicode: false,
  glyphJoiner: '',
  decimalComma: false,
  capitalised: false,
} as const;

function amountAt(line: string, pos: number): JapaneseAmount | null {
  const unit = matchUnitAt(line, pos, 'ja');
  if (unit && UNIT_FIRST.has(unit.text)) {
    const numberAt = skipSpaces(line, unit.end);
    const quantity = startsNumber(line, numberAt) ? readQuantity(line, numberAt) : null;
    if (quantity) return build(quantity, unit, pos, quantity.end);
  }
  if (unit && unit.unit.name === 'pinch' && unit.text !== 'ひとつまみ')
    return build(null, unit, pos, unit.end);
  if (unit?.counted !== undefined) return build(null, unit, pos, unit.end);
  if (!startsNumber(line, pos) || /[\d./]/.test(line[pos - 1] ?? '')) return null;
  const quantity = readQuantity(line, pos);
  if (!quantity) return null;
  const after = skipSpaces(line, quantity.end);
  const unitAfter = matchUnitAt(line, after, 'ja');
  if (unitAfter) return build(quantity, unitAfter, pos, unitAfter.end);
  return build(quantity, null, pos, after + counterLength(line, after));
}

function build(
  quantity: ReturnType<typeof readQuantity>,
  unit: UnitMatch | null,
  spanStart: number,
  spanEnd: number,
): JapaneseAmount {
  const value = quantity?.value ?? unit?.counted ?? Number.NaN;
  return {
    start: quantity?.start ?? spanStart,
    end: quantity?.end ?? spanStart,
    text: quantity?.text ?? '',
    value,
    high: quantity?.high ?? null,
    rangeSeparator: quantity?.rangeSeparator ?? null,
    style: quantity?.style ?? STYLE,
    unit,
    leading: true,
    agreeing: null,
    qualifier: '',
    size: null,
    itemStart: spanEnd,
    implicit: quantity === null,
    spanStart,
    spanEnd,
  };
}

/** The first amount of a Japanese line, with its unit, or null ("塩 適量" has none). */
export function findJapaneseAmount(written: string): JapaneseAmount | null {
  const line = halfWidth(written);
  for (let at = 0; at < line.length; at += 1) {
    const amount = amountAt(line, at);
    if (amount) return amount;
  }
  return null;
}
