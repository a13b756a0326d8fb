// Whether what the household keeps covers what a shopping line asks for (issue 38: the list marks, or
// hides by the cook's choice, what the pantry already holds). Amounts are compared in one base: volumes in
// millilitres, weights in grams (a volume against a weight through the food's density when Hearth knows
// it), counts of the same thing. When the two cannot be compared ("a pinch" against "500 g", "2 cans"
// against "6 tomatoes", or no amount on either side) the answer is 'unknown': the line is marked as held,
// never hidden, so nothing the cook needs drops off the list on a guess.
import type { Measure } from '../../contracts/measure.js';
import { densityOf, gramsPerMillilitre } from './densities.js';
import { measureOf } from './measure.js';
import { parseIngredient } from './parse-ingredient.js';

export type Cover = 'enough' | 'some' | 'unknown';

/** What the pantry keeps of one food: its amount and unit as stored (null amount: "some"). */
export interface Held {
  amount: number | null;
  unit: string | null;
  food: string;
}

/** The held measures in the needed one's base, or null when they cannot be compared. */
function inBaseOf(need: Measure, have: Measure, food: string): number | null {
  if (need.dimension === have.dimension) {
    if (need.dimension !== 'count') return have.amount;
    return need.unit === have.unit ? have.amount : null;
  }
  if (need.dimension === 'count' || have.dimension === 'count') return null;
  const density = densityOf(food);
  if (!density) return null;
  const perMl = gramsPerMillilitre(density);
  return need.dimension === 'weight' ? have.amount * perMl : have.amount / perMl;
}

/** Whether the foods held (all of the line's food) cover the line ("2 cups flour"). */
export function pantryCovers(line: string, held: readonly Held[]): Cover {
  const parsed = parseIngredient(line);
  const need = measureOf(parsed.amount, parsed.amountMax, parsed.unit, parsed.size);
  if (!need || held.length === 0) return 'unknown';
  let total = 0;
  for (const item of held) {
    const have = measureOf(item.amount, null, item.unit, null);
    const amount = have ? inBaseOf(need, have, item.food || parsed.item) : null;
    if (amount === null) return 'unknown';
    total += amount;
  }
  // A hair under is enough: conversions through cups and densities round.
  return total >= (need.amountMax ?? need.amount) * 0.995 ? 'enough' : 'some';
}
