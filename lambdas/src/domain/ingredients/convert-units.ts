// Converts an ingredient line's volumes and weights into the cook's unit system with exact factors (units.ts),
// then writes them as a cook measures: metric in whole grams and millilitres (kilograms and litres from a
// thousand), US volumes in cups from a quarter cup, else tablespoons or teaspoons, to the nearest measurable
// fraction, US weights in ounces or pounds. Cups and spoons of a food in the density table (densities.ts)
// become grams. Spoons of anything else stay spoons (metric kitchens use the same 5 and 15 ml spoons), and a
// line that already gives an amount in the wanted system is left as written, as is every count or package.
import type { UnitSystem } from '../../contracts/measure.js';
import { type Density, densityOf, gramsPerMillilitre } from './densities.js';
import { formatQuantity } from './format-quantity.js';
import { findIngredientAmounts, findLeadingAmount, type IngredientAmount } from './ingredient-amounts.js';
import { parseIngredient } from './parse-ingredient.js';
import type { UnitDefinition } from './units.js';

const ML_PER_CUP = 236.588;
const ML_PER_TBSP = 14.7868;
const ML_PER_TSP = 4.92892;
const G_PER_OZ = 28.3495;
const G_PER_LB = 453.592;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** The food a line is about, past a second amount ("1 cup plus 2 tbsp flour" is about flour). */
export function foodOfLine(line: string): string {
  const item = parseIngredient(line).item;
  const plus = /^(?:plus|\+)\s+/i.exec(item);
  if (!plus) return item;
  const rest = item.slice(plus[0].length);
  const second = findLeadingAmount(rest);
  return second ? rest.slice(second.itemStart).trim() : item;
}

/** The density of the food a line is about, or null when the table has none. */
export const densityOfLine = (line: string): Density | null => densityOf(foodOfLine(line));

const isSpoon = (unit: UnitDefinition) => unit.name === 'tsp' || unit.name === 'tbsp';

type Dimension = 'volume' | 'weight';

/** Metric grams or millilitres: whole above ten, one decimal below, kilo/litres from a thousand. */
function metricUnit(base: number, dimension: Dimension): { unit: string; per: number } {
  if (base >= 1000) return { unit: dimension === 'weight' ? 'kg' : 'l', per: 1000 };
  return { unit: dimension === 'weight' ? 'g' : 'ml', per: 1 };
}

function metricText(base: number, per: number): string {
  const value = base / per;
  if (per === 1000) return formatQuantity(roundTo(value, 0.01), { notation: 'decimal' });
  return formatQuantity(value >= 10 ? Math.round(value) : roundTo(value, 0.5), { notation: 'decimal' });
}

function usUnit(base: number, dimension: Dimension): { unit: string; per: number; step: number } {
  if (dimension === 'weight') {
    return base >= G_PER_LB * 0.97
      ? { unit: 'lb', per: G_PER_LB, step: 0.05 }
      : { unit: 'oz', per: G_PER_OZ, step: 0.25 };
  }
  if (base >= ML_PER_CUP / 4 - 0.5) return { unit: 'cup', per: ML_PER_CUP, step: 1 / 8 };
  if (base >= ML_PER_TBSP - 0.25) return { unit: 'tbsp', per: ML_PER_TBSP, step: 1 / 2 };
  return { unit: 'tsp', per: ML_PER_TSP, step: 1 / 8 };
}

function usText(base: number, per: number, step: number, unit: string): string {
  const value = Math.max(step, roundTo(base / per, step));
  // Pounds read as decimals ("2.2 lb"), as on a shop's scale; cups and spoons as fractions.
  return formatQuantity(value, { notation: unit === 'lb' ? 'decimal' : 'fraction' });
}

/** The amount's size in grams or millilitres after conversion, and the dimension it is shown in. */
function converted(
  amount: IngredientAmount,
  unit: UnitDefinition,
  target: UnitSystem,
  density: Density | null,
): { low: number; high: number | null; dimension: Dimension } | null {
  const base = unit.base;
  if (base === undefined || (unit.kind !== 'volume' && unit.kind !== 'weight')) return null;
  const toWeight = target === 'metric' && unit.kind === 'volume' && density !== null;
  if ((unit.metric ? 'metric' : 'us') === target) return null;
  if (target === 'metric' && isSpoon(unit) && !toWeight) return null;
  const factor = toWeight && density ? base * gramsPerMillilitre(density) : base;
  return {
    low: amount.value * factor,
    high: amount.high === null ? null : amount.high * factor,
    dimension: toWeight ? 'weight' : unit.kind,
  };
}

function writtenAmount(
  size: { low: number; high: number | null; dimension: Dimension },
  target: UnitSystem,
  separator: string,
): string {
  const top = size.high ?? size.low;
  if (target === 'metric') {
    const { unit, per } = metricUnit(top, size.dimension);
    const low = metricText(size.low, per);
    return size.high === null ? `${low} ${unit}` : `${low}${separator}${metricText(size.high, per)} ${unit}`;
  }
  const { unit, per, step } = usUnit(top, size.dimension);
  const low = usText(size.low, per, step, unit);
  const text = size.high === null ? low : `${low}${separator}${usText(size.high, per, step, unit)}`;
  const plural = unit === 'cup' && roundTo(top / per, step) > 1 + 1e-9;
  return `${text} ${plural ? 'cups' : unit}`;
}

/** Whether the line already gives an amount in the target system, e.g. "1 cup (120 g) flour". */
const alreadyIn = (amounts: readonly IngredientAmount[], target: UnitSystem) =>
  amounts.some(
    (amount) =>
      amount.unit?.unit.base !== undefined && (amount.unit.unit.metric ? 'metric' : 'us') === target,
  );

type Size = NonNullable<ReturnType<typeof converted>>;

interface Part {
  readonly start: number;
  readonly end: number;
  readonly size: Size;
  readonly separator: string;
}

/** Converted amounts; "1 cup plus 2 tbsp" becomes one part, since "120 g plus 15 g" helps nobody. */
function convertedParts(line: string, amounts: readonly IngredientAmount[], target: UnitSystem): Part[] {
  const density = target === 'metric' ? densityOfLine(line) : null;
  const parts: Part[] = [];
  for (const amount of amounts) {
    const size = amount.unit ? converted(amount, amount.unit.unit, target, density) : null;
    if (!size || !amount.unit) continue;
    const part = { start: amount.start, end: amount.unit.end, size, separator: amount.rangeSeparator ?? '-' };
    const previous = parts[parts.length - 1];
    const joined =
      previous &&
      /^\s*(?:plus|\+)\s*$/i.test(line.slice(previous.end, part.start)) &&
      previous.size.dimension === size.dimension &&
      previous.size.high === null &&
      size.high === null;
    if (previous && joined) {
      parts[parts.length - 1] = {
        ...part,
        start: previous.start,
        size: { ...size, low: previous.size.low + size.low },
      };
    } else parts.push(part);
  }
  return parts;
}

/** The line with its volumes and weights written in `target`; anything that cannot be converted stays. */
export function convertIngredientLine(line: string, target: UnitSystem): string {
  const amounts = findIngredientAmounts(line);
  if (amounts.length === 0 || alreadyIn(amounts, target)) return line;
  return convertedParts(line, amounts, target)
    .reverse()
    .reduce(
      (text, part) =>
        text.slice(0, part.start) + writtenAmount(part.size, target, part.separator) + text.slice(part.end),
      line,
    );
}

/** Every line converted into `target` (see convertIngredientLine). */
export const convertIngredients = (lines: readonly string[], target: UnitSystem): string[] =>
  lines.map((line) => convertIngredientLine(line, target));
