// The pantry's foods as the finder's ingredients (issue 38), for "Cook from what we have" and suggestions.
import { normaliseChip } from '../ingredients/food-keys.js';
import { type GivenIngredient, givenIngredients } from './rank.js';

export interface PantryFood {
  food: string;
  bestBefore: string | null;
}

/** The pantry's foods as the finder's ingredients, each with its soonest best-before date (one per key). */
export function pantryIngredients(
  foods: readonly PantryFood[],
): (GivenIngredient & { bestBefore: string | null })[] {
  const byKey = new Map<string, GivenIngredient & { bestBefore: string | null }>();
  for (const { food, bestBefore } of foods) {
    const [given] = givenIngredients([normaliseChip(food)]);
    if (!given) continue;
    const known = byKey.get(given.key);
    if (!known) byKey.set(given.key, { ...given, bestBefore });
    else if (bestBefore && (!known.bestBefore || bestBefore < known.bestBefore))
      known.bestBefore = bestBefore;
  }
  return [...byKey.values()];
}

/** Dates in order, a food without one last. */
export const dateOrder = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

/**
 * Each fit with `soonest`: the earliest best-before date (by `dateOf`, the foods' dates by name) among
 * the foods it uses, or null when none of them has one.
 */
export function withSoonest<F extends { uses: readonly string[] }>(
  fits: F[],
  dateOf: ReadonlyMap<string, string | null>,
): (F & { soonest: string | null })[] {
  return fits.map((fit) => ({
    ...fit,
    soonest: fit.uses.reduce<string | null>((soonest, name) => {
      const date = dateOf.get(name) ?? null;
      return dateOrder(date, soonest) < 0 ? date : soonest;
    }, null),
  }));
}
