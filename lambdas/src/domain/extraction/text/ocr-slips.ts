// Misreadings OCR makes in the amount and unit of an ingredient line, repaired only where the
// reading cannot be right as it stands: "Thsp" is not a word but "Tbsp" is, "1b" after an amount is
// "lb", and "172 cups" is no amount anyone measures, while "1/2 cups" is. Everything else stays as read.
import { matchUnitAt } from '../../ingredients/units.js';

const UNIT_SLIPS: readonly [RegExp, string][] = [
  [/^([Tt])hsp(s?)\b/, '$1bsp$2'],
  [/^([Tt])bsps?p\b/, '$1bsp'],
  [/^[Il1|]b(s?)\b/, 'lb$1'],
  [/^0z\b/, 'oz'],
];

const VOLUME_UNIT = /^(?:cups?|c\.?|tsps?|tbsps?|teaspoons?|tablespoons?|Tbsp|T)\b/;
/** A fraction's slash read as a digit: "172", "1/2" read as "122"; "V4" or "Y2" for "1/4", "1/2". */
const SLASH_AS_DIGIT = /^([13])[1279]([2348])$/;
const SLASH_AS_LETTER = /^[VY\\|]([2348])$/;

/** Repairs the amount and unit at the start of an ingredient line (after any bullet). */
export function repairAmountAndUnit(line: string): string {
  const lead = /^(\S+)(\s+)(\S.*)$/.exec(line);
  if (!lead) return line;
  let [, amount, gap, rest] = lead as unknown as [string, string, string, string];
  for (const [slip, fix] of UNIT_SLIPS) {
    if (slip.test(rest) && !matchUnitAt(rest, 0)) {
      rest = rest.replace(slip, fix);
      break;
    }
  }
  if (VOLUME_UNIT.test(rest)) {
    const digit = SLASH_AS_DIGIT.exec(amount);
    const letter = SLASH_AS_LETTER.exec(amount);
    if (digit) amount = `${digit[1]}/${digit[2]}`;
    else if (letter) amount = `1/${letter[1]}`;
  }
  // A zero read for the "o" of a size: "(14-0z.)", "2 0z".
  rest = rest.replace(/(\d[\s-]?)0z\b/g, '$1oz');
  return `${amount}${gap}${rest}`;
}
