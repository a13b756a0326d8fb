// One line of the shopping list, read from an ingredient line. The stored quantity and item follow the spec's
// rule exactly (shopping-quantity.ts: leading digits, spaces, slashes, dots and dashes, then the rest); beside
// them each line keeps what merging needs: the food's key and a measure that adds up (measure.ts). A merged
// line is rewritten from its summed measure, and the spec's rule still reads it back the same way.

import type { Measure } from '../../contracts/measure.js';
import { densityOf, gramsPerMillilitre } from '../ingredients/densities.js';
import { foodKey as finderFoodKey } from '../ingredients/food-keys.js';
import { foodKey, plural, singular } from '../ingredients/food-name.js';
import type { IngredientLanguage } from '../ingredients/languages/types.js';
import { addMeasures, describeMeasure, measureOf, sameKind } from '../ingredients/measure.js';
import { parseIngredient } from '../ingredients/parse-ingredient.js';
import { splitShoppingQuantity } from './shopping-quantity.js';

export interface LineReading {
  /** Spec reading of the line: the leading quantity as written, or null. */
  readonly quantity: string | null;
  /** Spec reading of the line: everything after the quantity. */
  readonly item: string;
  /** The food as the line names it ("large eggs", "all-purpose flour"). */
  readonly food: string;
  /** The merge key of the food (food-name.ts). */
  readonly foodKey: string;
  readonly measure: Measure | null;
  /** Units the line was written in (to show a sum in the cook's units). */
  readonly units: readonly string[];
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether an ingredient line is a heading ("For the sauce:") or empty, so nothing to buy. */
export function isShoppable(line: string): boolean {
  const text = tidy(line);
  return text !== '' && !/:$/.test(text) && /\p{L}/u.test(text);
}

/**
 * Reads an ingredient line (already scaled) into a shopping line; `language` (the recipe's, issue 37) reads
 * it with that language's words, else the line's script decides.
 */
export function readShoppingLine(line: string, language?: IngredientLanguage): LineReading {
  const text = tidy(line);
  const spec = splitShoppingQuantity(text);
  const parsed = parseIngredient(text, language);
  const food = tidy(parsed.item) || spec.item;
  return {
    quantity: spec.quantity,
    item: spec.item,
    food,
    foodKey: foodKey(food),
    measure: measureOf(parsed.amount, parsed.amountMax, parsed.unit, parsed.size),
    units: parsed.unit ? [parsed.unit] : [],
  };
}

/**
 * The measure of two lines of the same food combined, or undefined when they stay apart. A line without an
 * amount ("salt to taste") joins any line of its food; lines with amounts join when their measures add, and
 * a volume joins a weight of a food whose density is known (densities.ts, in any language the food is
 * named in: "2 cucharadas de azúcar" and "100 g de azúcar"), counted in the weight's unit.
 */
export function combinedMeasure(
  a: Measure | null,
  b: Measure | null,
  food?: string,
): Measure | null | undefined {
  if (a === null) return b;
  if (b === null) return a;
  if (sameKind(a, b)) return addMeasures(a, b);
  const weight = a.dimension === 'weight' ? a : b.dimension === 'weight' ? b : null;
  const volume = a.dimension === 'volume' ? a : b.dimension === 'volume' ? b : null;
  if (!weight || !volume || food === undefined) return undefined;
  const density = densityOf(food) ?? densityOf(finderFoodKey(food) ?? '');
  if (!density) return undefined;
  const perMillilitre = gramsPerMillilitre(density);
  const asWeight: Measure = {
    ...weight,
    amount: volume.amount * perMillilitre,
    amountMax: volume.amountMax === null ? null : volume.amountMax * perMillilitre,
  };
  return a === weight ? addMeasures(weight, asWeight) : addMeasures(asWeight, weight);
}

/** The food's name to show beside an amount: plural for several of a counted food ("3 eggs"). */
function nameFor(foods: readonly string[], measure: Measure, pluralAmount: boolean): string {
  const first = foods[0] ?? '';
  if (measure.dimension !== 'count' || measure.unit !== null) return first;
  const wanted = foods.find((food) => {
    const last = /(\S+)$/.exec(food.toLowerCase())?.[1] ?? '';
    return (singular(last) !== last) === pluralAmount;
  });
  if (wanted) return wanted;
  return pluralAmount ? plural(first) : first;
}

/**
 * The text of a merged line, e.g. "1 1/8 cups butter" or "5 eggs", written so the spec's rule splits it into
 * quantity and item again. `foods` are the names the merged lines gave the food, oldest first.
 */
export function mergedLineText(measure: Measure | null, foods: readonly string[], units: readonly string[]) {
  if (measure === null) return foods[0] ?? '';
  const written = describeMeasure(measure, units);
  return tidy(`${written.amount} ${written.unit} ${nameFor(foods, measure, written.plural)}`);
}
