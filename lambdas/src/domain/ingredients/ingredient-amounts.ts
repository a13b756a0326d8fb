// Which numbers in an ingredient line are amounts of the ingredient. The amount at the start of the line (after
// a bullet, list number or "about") is one; any other number is one only when a unit follows it ("plus 2 tbsp").
// Never amounts: sizes ("8-inch", "9x13", "1 (14.5 oz) can", "2 x 400g tins"), temperatures and percentages.
import { type InflectableWord, inflectableAt } from './inflection.js';
import { type Quantity, readQuantity, readWordQuantity, startsNumber } from './parse-quantity.js';
import { isLetter, matchUnitAt, type UnitMatch } from './units.js';

export interface IngredientAmount extends Quantity {
  /** The unit written right after the amount (or after its package size), if any. */
  readonly unit: UnitMatch | null;
  /** True for the amount that opens the line. */
  readonly leading: boolean;
  /** The unit word or countable food that must agree with the amount when it changes ("cups", "eggs"). */
  readonly agreeing: InflectableWord | null;
}

export interface LeadingAmount extends IngredientAmount {
  /** Text before the amount that is not a bullet or list number ("About", "Juice of"), trimmed. */
  readonly qualifier: string;
  /** A package or piece size written next to the amount ("14.5 oz", "8-ounce", "(3 lb)"), not scaled. */
  readonly size: { readonly start: number; readonly end: number; readonly text: string } | null;
  /** Where the item text starts: after the amount, its size and its unit. */
  readonly itemStart: number;
}

const LIST_MARKER = /^\s*(?:[-*•·▪◦]\s*|\d{1,2}[.)]\s+(?=\S))?/;
const QUALIFIERS =
  /^(?:(?:about|approx\.?|approximately|around|roughly|up to|a scant|a heaping|a generous|a good|scant|heaping|heaped|generous|rounded|level|(?:the\s+)?(?:juice|zest)(?:\s+and\s+(?:juice|zest))?\s+of)\s+|~\s*)*/i;
const NOT_AMOUNT_AFTER =
  /^(?:-\p{L}|\s*(?:%|percent\b|[°º˚]|degrees?\b|deg\b|[x×]\s*\d)|\s*-?\s*(?:inch(?:es)?\b|in\.|["”″]|cm\b|mm\b))/iu;
const TIMES_BEFORE = /\d\s*[x×]\s*$/;
const COUNT_TIMES_SIZE = /^\s+[x×]\s+/;
const SIZE_ADJECTIVE = /^(?:extra[- ]large|small|medium|large|big|jumbo|whole)\s+/i;
const HYPHENATED_SIZE = /^\d+(?:[.,]\d+)?(?:\s*[/⁄]\s*\d+)?-(?!\d)[\p{L}]+\.?\s+/u;

const skipSpaces = (text: string, pos: number): number => {
  let at = pos;
  while (/\s/.test(text[at] ?? '')) at += 1;
  return at;
};

/** The closing index of a parenthesised group opening at `pos`, or -1. */
function closingParen(text: string, pos: number): number {
  if (text[pos] !== '(') return -1;
  let depth = 0;
  for (let at = pos; at < text.length; at += 1) {
    if (text[at] === '(') depth += 1;
    if (text[at] === ')') depth -= 1;
    if (depth === 0) return at;
  }
  return -1;
}

/** Parenthesised groups as [open, close] index pairs. */
function parenGroups(text: string): [number, number][] {
  const groups: [number, number][] = [];
  for (let at = text.indexOf('('); at !== -1; at = text.indexOf('(', at + 1)) {
    const close = closingParen(text, at);
    if (close !== -1) groups.push([at, close]);
  }
  return groups;
}

/** A unit after the amount, allowing a space before it ("2 cups") or none ("400g"). */
const unitAfter = (text: string, end: number): UnitMatch | null => matchUnitAt(text, skipSpaces(text, end));

/** Whether a number at `start..end` is something other than an amount: a size, temperature, percentage. */
function isNotAnAmount(text: string, start: number, end: number): boolean {
  if (TIMES_BEFORE.test(text.slice(0, start))) return true;
  const after = text.slice(end);
  if (COUNT_TIMES_SIZE.test(after) && start === leadingStart(text)) return false;
  if (NOT_AMOUNT_AFTER.test(after)) return true;
  // Letters glued to the number that are not a unit: "2nd", "3rd".
  return isLetter(text[end]) && matchUnitAt(text, end) === null;
}

/** How many characters of bullet or list number ("- ", "2. ") open the line. */
export const listMarkerLength = (line: string): number => LIST_MARKER.exec(line)?.[0].length ?? 0;

function leadingStart(text: string): number {
  const marker = listMarkerLength(text);
  return marker + (QUALIFIERS.exec(text.slice(marker))?.[0].length ?? 0);
}

/** The amount at `pos` that opens the line, numeric or spelled out ("one", "a dozen", "an onion"). */
function readLeadingQuantity(text: string, pos: number): Quantity | null {
  if (startsNumber(text, pos)) return readQuantity(text, pos);
  const word = readWordQuantity(text, pos);
  if (!word) return null;
  if (!word.article) return word;
  // "a"/"an" is an amount only before a unit or a countable food: "a pinch of salt", "an onion", not "a few".
  const next = skipSpaces(text, word.end);
  return matchUnitAt(text, next) || inflectableAt(text, next) ? word : null;
}

/** Describes what follows the opening amount: a package or piece size, the unit, the agreeing word. */
type Span = NonNullable<LeadingAmount['size']>;

const spanOf = (text: string, start: number, end: number): Span => ({
  start,
  end,
  text: text.slice(start, end).trim(),
});

/** A package or piece size written right after the opening amount or its container unit, or null. */
function packageSize(text: string, quantity: Quantity, unit: UnitMatch | null): Span | null {
  const countTimesSize = COUNT_TIMES_SIZE.exec(text.slice(quantity.end));
  if (countTimesSize) {
    // "2 x 400g tins": the count is the amount, "400g" the size of each tin.
    const start = quantity.end + countTimesSize[0].length;
    const sized = readQuantity(text, start);
    return sized ? spanOf(text, start, unitAfter(text, sized.end)?.end ?? sized.end) : null;
  }
  if (unit !== null && unit.unit.kind !== 'container') return null;
  const from = skipSpaces(text, unit ? unit.end : quantity.end);
  const close = closingParen(text, from);
  if (close !== -1) return spanOf(text, from, close + 1);
  if (unit !== null) return null;
  const hyphenated = HYPHENATED_SIZE.exec(text.slice(from));
  if (hyphenated) return spanOf(text, from, from + hyphenated[0].length);
  // "1 14.5 oz can": a measured size directly followed by a container or piece word.
  const spaced = startsNumber(text, from) ? readQuantity(text, from) : null;
  const spacedUnit = spaced ? unitAfter(text, spaced.end) : null;
  const next = spacedUnit ? unitAfter(text, spacedUnit.end) : null;
  return spacedUnit && next && next.unit.kind !== 'volume' ? spanOf(text, from, spacedUnit.end) : null;
}

/** Describes what follows the opening amount: a package or piece size, the unit, the agreeing word. */
function describeLeading(text: string, quantity: Quantity, qualifier: string): LeadingAmount {
  const unitRightAfter = COUNT_TIMES_SIZE.test(text.slice(quantity.end))
    ? null
    : unitAfter(text, quantity.end);
  const size = packageSize(text, quantity, unitRightAfter);
  const unit = unitRightAfter ?? (size ? unitAfter(text, size.end) : null);
  const itemStart = skipSpaces(text, Math.max(quantity.end, unit?.end ?? 0, size?.end ?? 0));
  // The word that agrees with the amount is the unit, else the item after a size adjective ("3 large eggs").
  const adjective = unit ? null : SIZE_ADJECTIVE.exec(text.slice(itemStart));
  const agreeing = inflectableAt(text, unit ? unit.start : itemStart + (adjective?.[0].length ?? 0));
  return { ...quantity, unit, leading: true, agreeing, qualifier, size, itemStart };
}

/** The amount that opens an ingredient line, with its unit and any package size, or null. */
export function findLeadingAmount(line: string): LeadingAmount | null {
  const marker = listMarkerLength(line);
  const start = leadingStart(line);
  const quantity = readLeadingQuantity(line, start);
  if (!quantity || isNotAnAmount(line, quantity.start, quantity.end)) return null;
  return describeLeading(line, quantity, line.slice(marker, start).trim());
}

/** Every amount of the ingredient in the line, in order; everything else in the line is not an amount. */
export function findIngredientAmounts(line: string): IngredientAmount[] {
  const leading = findLeadingAmount(line);
  const amounts: IngredientAmount[] = leading ? [leading] : [];
  const groups = parenGroups(line);
  // "(about 1 lb each)" gives the size of one piece, which stays when the number of pieces changes.
  const inPerPieceGroup = (pos: number) =>
    groups.some(([open, close]) => pos > open && pos < close && /\beach\b/i.test(line.slice(open, close)));

  for (let at = leading ? leading.end : 0; at < line.length; at += 1) {
    if (!startsNumber(line, at) || /[\p{L}\d.,/⁄]/u.test(line[at - 1] ?? ' ')) continue;
    const quantity = readQuantity(line, at);
    if (!quantity) continue;
    at = quantity.end - 1;
    if (leading?.size && quantity.start >= leading.size.start && quantity.start < leading.size.end) continue;
    if (isNotAnAmount(line, quantity.start, quantity.end) || inPerPieceGroup(quantity.start)) continue;
    const unit = unitAfter(line, quantity.end);
    // A measure followed by a container is that container's size: "one 15 oz can".
    if (!unit || unitAfter(line, unit.end)?.unit.kind === 'container') continue;
    amounts.push({ ...quantity, unit, leading: false, agreeing: inflectableAt(line, unit.start) });
  }
  return amounts;
}
