// How much of a food a shopping line asks for, in a form that adds up: volumes in millilitres and weights in
// grams (so 1 cup + 2 tbsp and 200 g + 0.5 kg combine), everything else counted in its own unit ("3 cloves",
// "2 (14.5 oz) cans", "4 eggs"). Two measures add only when they share a dimension and, for counts, a unit
// and package size; a cup of flour and 200 g of flour stay two lines, since converting needs a density.
import type { Measure, UnitSystem } from '../../contracts/measure.js';
import { formatQuantity } from './format-quantity.js';
import { readsPlural } from './inflection.js';
import { UNITS } from './units.js';

interface Convertible {
  readonly dimension: 'volume' | 'weight';
  /** Millilitres or grams in one unit. */
  readonly base: number;
  readonly system: UnitSystem;
  /** Shown when the sum is expressed in this unit. */
  readonly label: readonly [singular: string, plural: string];
  /** Offered for a sum even when no line used it. */
  readonly standard: boolean;
}

// The units whose amounts add up, from the one unit table (units.ts). An abbreviated unit is shown as
// written ("tbsp", "g"); a unit named by a word takes its plural ("cups").
const CONVERTIBLE: Readonly<Record<string, Convertible>> = Object.fromEntries(
  UNITS.flatMap((unit) => {
    if (unit.base === undefined || (unit.kind !== 'volume' && unit.kind !== 'weight')) return [];
    const words = unit.forms[0];
    const convertible: Convertible = {
      dimension: unit.kind,
      base: unit.base,
      system: unit.metric ? 'metric' : 'us',
      label: words && words[0] === unit.name ? words : [unit.name, unit.name],
      standard: unit.standard,
    };
    return [[unit.name, convertible]];
  }),
);

/** The measure of a parsed amount and unit, or null when the line gives no amount. */
export function measureOf(
  amount: number | null,
  amountMax: number | null,
  unit: string | null,
  size: string | null,
): Measure | null {
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return null;
  const convertible = unit ? CONVERTIBLE[unit] : undefined;
  if (convertible) {
    return {
      dimension: convertible.dimension,
      amount: amount * convertible.base,
      amountMax: amountMax === null ? null : amountMax * convertible.base,
      unit,
      size: null,
      system: convertible.system,
    };
  }
  return { dimension: 'count', amount, amountMax, unit, size, system: null };
}

/** Whether two measures can be added into one line. */
export function sameKind(a: Measure, b: Measure): boolean {
  if (a.dimension !== b.dimension) return false;
  if (a.dimension !== 'count') return true;
  return a.unit === b.unit && (a.size ?? '').toLowerCase() === (b.size ?? '').toLowerCase();
}

/** The sum of two measures of the same kind; the first one's units and system lead. */
export function addMeasures(a: Measure, b: Measure): Measure {
  if (!sameKind(a, b)) throw new Error('Cannot add measures of different kinds');
  const high = a.amountMax !== null || b.amountMax !== null;
  // A metric line joining a US one is shown in metric: grams add up exactly, cups of grams do not.
  const system = a.system === 'metric' || b.system === 'metric' ? 'metric' : a.system;
  return {
    ...a,
    amount: a.amount + b.amount,
    amountMax: high ? (a.amountMax ?? a.amount) + (b.amountMax ?? b.amount) : null,
    system,
  };
}

// The fractions a cook measures in each US unit: spoons come in halves (and teaspoons in quarters and eighths),
// cups in quarters and thirds; above one cup an eighth still reads well ("1 1/8 cups"), below it "6 tbsp" does.
const QUARTERS_AND_THIRDS = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4];
const MEASURABLE: Readonly<Record<string, readonly number[]>> = {
  tbsp: [0, 1 / 2],
  tsp: [0, 1 / 8, 1 / 4, 1 / 2, 3 / 4],
};
const EIGHTHS = [0, 1 / 8, 1 / 4, 1 / 3, 3 / 8, 1 / 2, 5 / 8, 2 / 3, 3 / 4, 7 / 8];

/** Whether `value` of a US unit is an amount a cook can measure in it. */
function measurable(unit: string, value: number): boolean {
  const allowed = unit === 'cup' && value >= 1 ? EIGHTHS : (MEASURABLE[unit] ?? QUARTERS_AND_THIRDS);
  const rest = value - Math.floor(value);
  return allowed.some((fraction) => Math.abs(rest - fraction) <= 0.01 || Math.abs(rest - 1) <= 0.01);
}

/** The unit a summed volume or weight is best shown in, among the standard ones and those written. */
function displayUnit(measure: Measure, written: readonly string[]): string {
  const system = measure.system ?? 'us';
  const candidates = Object.entries(CONVERTIBLE)
    .filter(
      ([name, unit]) =>
        unit.dimension === measure.dimension &&
        unit.system === system &&
        (unit.standard || written.includes(name)),
    )
    .sort((a, b) => b[1].base - a[1].base);
  for (const [name, unit] of candidates) {
    const value = measure.amount / unit.base;
    if (system === 'metric') {
      if (value >= 1 - 1e-9) return name;
      continue;
    }
    // A quarter cup and more reads better in cups than in tablespoons ("3/4 cup", not "12 tbsp").
    const enough = value >= 1 - 1e-9 || (name === 'cup' && value >= 0.25 - 1e-9);
    if (enough && measurable(name, value)) return name;
  }
  return candidates[candidates.length - 1]?.[0] ?? 'g';
}

function formatAmount(value: number, metric: boolean): string {
  if (!metric) return formatQuantity(value);
  // Metric sums read as whole grams or millilitres above ten, else up to two decimals (0.75 kg).
  return value >= 10 ? String(Math.round(value)) : formatQuantity(value, { notation: 'decimal' });
}

/** The unit word for a count ("clove"/"cloves"), from the recipe units' own forms. */
function countUnitWord(unit: string, plural: boolean): string {
  const definition = UNITS.find((candidate) => candidate.name === unit);
  const forms = definition?.forms[0];
  if (!forms) return unit;
  return plural ? forms[1] : forms[0];
}

export interface MeasureText {
  /** The amount as text, e.g. "1 1/8", "2-3", "700". */
  readonly amount: string;
  /** The unit as text ("cups", "g", "cloves", "(14.5 oz) cans"), or "" for a bare count. */
  readonly unit: string;
  /** Whether the amount reads as plural (so a counted food takes its plural). */
  readonly plural: boolean;
}

/** A measure written out for a shopping line; `written` lists the units its lines used. */
export function describeMeasure(measure: Measure, written: readonly string[] = []): MeasureText {
  const top = measure.amountMax ?? measure.amount;
  if (measure.dimension === 'count') {
    const amount =
      measure.amountMax === null
        ? formatQuantity(measure.amount)
        : `${formatQuantity(measure.amount)}-${formatQuantity(measure.amountMax)}`;
    const plural = readsPlural(top);
    const unitWord = measure.unit ? countUnitWord(measure.unit, plural) : '';
    const unit = measure.size && unitWord ? `(${measure.size}) ${unitWord}` : unitWord;
    return { amount, unit, plural };
  }
  const name = displayUnit(measure, written);
  const unit = CONVERTIBLE[name] as Convertible;
  const metric = unit.system === 'metric';
  const low = formatAmount(measure.amount / unit.base, metric);
  const amount =
    measure.amountMax === null ? low : `${low}-${formatAmount(measure.amountMax / unit.base, metric)}`;
  const plural = readsPlural(top / unit.base);
  return { amount, unit: plural ? unit.label[1] : unit.label[0], plural };
}
