// Which numbers in an ingredient line are amounts of the ingredient. The amount at the start of the line (after
// a bullet, list number or "about") is one; any other number is one only when a unit follows it ("plus 2 tbsp").
// Never amounts: sizes ("8-inch", "9x13", "1 (14.5 oz) can", "2 x 400g tins"), temperatures and percentages.
import type { IngredientAmount, LeadingAmount } from './amount-shapes.js';
import { inflectableAt } from './inflection.js';
import { findJapaneseAmount } from './japanese-amount.js';
import { asciiDigits, lowerInPlace } from './languages/fold.js';
import { startsWithForeignFood } from './languages/foods.js';
import type { IngredientLanguage } from './languages/types.js';
import { counterIndex, partOfPhrasesFor, scriptLanguage } from './languages/words.js';
import { type Quantity, readQuantity, startsNumber } from './parse-quantity.js';
import { isLetter, matchUnitAt, type UnitMatch } from './units.js';
import { readWordQuantity } from './word-quantity.js';

export type { IngredientAmount, LeadingAmount } from './amount-shapes.js';

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
const unitAfter = (text: string, end: number, language?: IngredientLanguage): UnitMatch | null =>
  matchUnitAt(text, skipSpaces(text, end), language);

/** Whether a number at `start..end` is something other than an amount: a size, temperature, percentage. */
function isNotAnAmount(text: string, start: number, end: number, language?: IngredientLanguage): boolean {
  if (TIMES_BEFORE.test(text.slice(0, start))) return true;
  const after = text.slice(end);
  if (COUNT_TIMES_SIZE.test(after) && start === leadingStart(text)) return false;
  if (NOT_AMOUNT_AFTER.test(after)) return true;
  // Letters glued to the number that are not a unit: "2nd", "3rd".
  return (
    isLetter(text[end]) && matchUnitAt(text, end, language) === null && counterAt(text, end, language) === 0
  );
}

/** How long a counting word at `pos` is ("adet", "Stück", "個", "حبة"): it counts the food, it is no unit. */
function counterAt(text: string, pos: number, language?: IngredientLanguage): number {
  const lower = lowerInPlace(text);
  for (const { entry: counter, lower: counted } of counterIndex(text, language).candidates(
    text,
    lower,
    pos,
  )) {
    const end = pos + counter.length;
    if (lower.slice(pos, end) === counted && !(isLetter(text[end]) && isLetter(counter.at(-1))))
      return counter.length;
  }
  return 0;
}

/** How many characters of bullet or list number ("- ", "2. ") open the line. */
export const listMarkerLength = (line: string): number => LIST_MARKER.exec(line)?.[0].length ?? 0;

/** A phrase that puts the food after it, in another language ("el zumo de", "le jus d'", "מיץ מ-"). */
function foreignQualifierLength(text: string, language?: IngredientLanguage): number {
  const lower = lowerInPlace(text);
  for (const { entry: phrase, lower: phraseLower } of partOfPhrasesFor(text, language)) {
    if (!lower.startsWith(phraseLower)) continue;
    const rest = text.slice(phrase.length);
    const glued = /['’-]$/.test(phrase);
    if (glued || /^\s/.test(rest)) return phrase.length + (rest.length - rest.trimStart().length);
  }
  return 0;
}

function leadingStart(text: string, language?: IngredientLanguage): number {
  const marker = listMarkerLength(text);
  const english = QUALIFIERS.exec(text.slice(marker))?.[0].length ?? 0;
  return marker + english + foreignQualifierLength(text.slice(marker + english), language);
}

/** The amount at `pos` that opens the line, numeric or spelled out ("one", "a dozen", "an onion", "una"). */
function readLeadingQuantity(text: string, pos: number, language?: IngredientLanguage): Quantity | null {
  if (startsNumber(text, pos)) return readQuantity(text, pos);
  const word = readWordQuantity(text, pos, language);
  if (!word) return null;
  if (!word.article) return word;
  // "a"/"an" is an amount only before a unit or a countable food: "a pinch of salt", "an onion", not "a few";
  // so are "una", "eine", "een" ("una pizca", "un oignon", not "un peu").
  const next = skipSpaces(text, word.end);
  if (matchUnitAt(text, next, language) || inflectableAt(text, next)) return word;
  return word.foreign && startsWithForeignFood(text.slice(next), language) ? word : null;
}

/** Describes what follows the opening amount: a package or piece size, the unit, the agreeing word. */
type Span = NonNullable<LeadingAmount['size']>;

const spanOf = (text: string, start: number, end: number): Span => ({
  start,
  end,
  text: text.slice(start, end).trim(),
});

/** A package or piece size written right after the opening amount or its container unit, or null. */
function packageSize(
  text: string,
  quantity: Quantity,
  unit: UnitMatch | null,
  language?: IngredientLanguage,
): Span | null {
  const countTimesSize = COUNT_TIMES_SIZE.exec(text.slice(quantity.end));
  if (countTimesSize) {
    // "2 x 400g tins": the count is the amount, "400g" the size of each tin.
    const start = quantity.end + countTimesSize[0].length;
    const sized = readQuantity(text, start);
    return sized ? spanOf(text, start, unitAfter(text, sized.end, language)?.end ?? sized.end) : null;
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
  const spacedUnit = spaced ? unitAfter(text, spaced.end, language) : null;
  const next = spacedUnit ? unitAfter(text, spacedUnit.end, language) : null;
  return spacedUnit && next && next.unit.kind !== 'volume' ? spanOf(text, from, spacedUnit.end) : null;
}

/** Describes what follows the opening amount: a package or piece size, the unit, the agreeing word. */
function describeLeading(
  text: string,
  quantity: Quantity,
  qualifier: string,
  language?: IngredientLanguage,
): LeadingAmount {
  const unitRightAfter = COUNT_TIMES_SIZE.test(text.slice(quantity.end))
    ? null
    : unitAfter(text, quantity.end, language);
  const size = packageSize(text, quantity, unitRightAfter, language);
  const unit = unitRightAfter ?? (size ? unitAfter(text, size.end, language) : null);
  const afterUnit = Math.max(quantity.end, unit?.end ?? 0, size?.end ?? 0);
  const counted = unit ? 0 : counterAt(text, skipSpaces(text, afterUnit), language);
  const itemStart = skipSpaces(text, skipSpaces(text, afterUnit) + counted);
  // The word that agrees with the amount is the unit, else the item after a size adjective ("3 large eggs").
  const adjective = unit ? null : SIZE_ADJECTIVE.exec(text.slice(itemStart));
  const agreeing = inflectableAt(
    text,
    unit ? unit.start : itemStart + (adjective?.[0].length ?? 0),
    unit?.language ?? language,
  );
  return { ...quantity, unit, leading: true, agreeing, qualifier, size, itemStart };
}

const HALF_AFTER_UNIT = /^\s*(?:וחצי|و\s?نصف)(?!\p{L})/u;

/**
 * An Arabic, Hebrew or Polish line that opens with its unit says one of it ("כף סוכר", "رشة ملح", "szczypta
 * soli"), or two with a
 * dual ("ملعقتان كبيرتان"), and "and a half" after the unit adds a half ("כוס וחצי אורז").
 */
function implicitAmount(
  line: string,
  start: number,
  qualifier: string,
  language?: IngredientLanguage,
): LeadingAmount | null {
  const unit = matchUnitAt(line, start, language ?? scriptLanguage(line));
  const own = language ?? scriptLanguage(line) ?? unit?.language;
  if (!unit || (own !== 'ar' && own !== 'he' && own !== 'pl')) return null;
  const half = HALF_AFTER_UNIT.exec(line.slice(unit.end));
  const end = unit.end + (half?.[0].length ?? 0);
  const value = (unit.counted ?? 1) + (half ? 0.5 : 0);
  return {
    start,
    end: start,
    text: '',
    value,
    high: null,
    rangeSeparator: null,
    style: { notation: 'fraction', unicode: true, glyphJoiner: '', decimalComma: false, capitalised: false },
    unit: { ...unit, end },
    leading: true,
    agreeing: unit.counted === undefined && !half ? inflectableAt(line, unit.start, unit.language) : null,
    qualifier,
    size: null,
    itemStart: skipSpaces(line, end),
    implicit: true,
  };
}

/** The amount that opens an ingredient line, with its unit and any package size, or null. */
export function findLeadingAmount(written: string, language?: IngredientLanguage): LeadingAmount | null {
  if ((language ?? scriptLanguage(written)) === 'ja') return findJapaneseAmount(written);
  // Arabic-Indic digits read as ASCII ones, character for character, so every offset holds for the line.
  const line = asciiDigits(written);
  const marker = listMarkerLength(line);
  const start = leadingStart(line, language);
  const quantity = readLeadingQuantity(line, start, language);
  const qualifier = line.slice(marker, start).trim();
  if (!quantity) return implicitAmount(line, start, qualifier, language);
  if (isNotAnAmount(line, quantity.start, quantity.end, language)) return null;
  return describeLeading(line, quantity, qualifier, language);
}

/** Every amount of the ingredient in the line, in order; everything else in the line is not an amount. */
export function findIngredientAmounts(written: string, language?: IngredientLanguage): IngredientAmount[] {
  const line = asciiDigits(written);
  const leading = findLeadingAmount(line, language);
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
    if (isNotAnAmount(line, quantity.start, quantity.end, language) || inPerPieceGroup(quantity.start))
      continue;
    const unit = unitAfter(line, quantity.end, language);
    // A measure followed by a container is that container's size: "one 15 oz can".
    if (!unit || unitAfter(line, unit.end, language)?.unit.kind === 'container') continue;
    amounts.push({
      ...quantity,
      unit,
      leading: false,
      agreeing: inflectableAt(line, unit.start, unit.language ?? language),
    });
  }
  return amounts;
}
