// Suggestions for a household (issue 38): never a recipe that conflicts with someone at home unless the
// person asks for every recipe, and ranked by the pantry as "Cook from what we have" ranks (fewest
// missing foods, counting what the pantry holds as held, then the soonest best-before date among the
// foods it uses, then the most foods used; ties keep the order they came in).
import type { DietaryInfo } from '../../contracts/allergens.js';
import { classifyIngredients, currentDietary } from '../ingredients/classify-allergens.js';
import { dateOrder, type PantryFood, pantryIngredients, withSoonest } from './pantry-ingredients.js';
import { type Fit, type GivenIngredient, rankByFit } from './rank.js';

/** Whether a recipe is safe for the household (safeFor, list-home.ts), given its classification. */
export type SafeCheck = (recipe: { dietary?: DietaryInfo | null }) => boolean;

/** A suggestion's classification: the stored one when made by the rules in force, else read now. */
export const dietaryOf = (ingredients: string, stored?: DietaryInfo | null): DietaryInfo =>
  currentDietary(stored) ?? classifyIngredients(ingredients);

/**
 * Whether a suggestion may be shown: always without a check, else when the check finds it safe. The
 * classification is asked for only when there is a check.
 */
export const maySuggest = (safe: SafeCheck | undefined, dietary: () => DietaryInfo) =>
  !safe || safe({ dietary: dietary() });

const libraryClassified = new WeakMap<object, DietaryInfo>();

/**
 * A library recipe's classification, read once in a container: the library does not change while it
 * runs, and a household with allergies had all ~300 recipes read again at each request (~0.2 s).
 */
export function libraryDietary(recipe: { ingredients: readonly string[] }): DietaryInfo {
  let dietary = libraryClassified.get(recipe);
  if (!dietary) {
    dietary = classifyIngredients(recipe.ingredients.join('\n'));
    libraryClassified.set(recipe, dietary);
  }
  return dietary;
}

/** The ingredients typed, then the pantry's foods not typed, each with its soonest date (pantry only). */
export function withPantry(
  typed: GivenIngredient[],
  pantry: readonly PantryFood[],
): (GivenIngredient & { bestBefore?: string | null })[] {
  const kept = pantryIngredients(pantry).filter(
    (food) => !typed.some((ingredient) => ingredient.key === food.key),
  );
  return [...typed, ...kept];
}

/**
 * Candidates ranked for the ingredients typed and what the pantry holds: fewest missing, soonest
 * best-before among the pantry foods used, most used. `uses` names the typed ingredients and the pantry's.
 */
export function rankWithPantry<T>(
  typed: GivenIngredient[],
  pantry: readonly PantryFood[],
  candidates: { item: T; foods: string[][] }[],
): (Fit & { item: T; soonest: string | null })[] {
  const held = withPantry(typed, pantry);
  const dateOf = new Map(held.map((food) => [food.name, food.bestBefore ?? null]));
  const order = new Map(candidates.map((candidate, index) => [candidate.item, index]));
  return withSoonest(rankByFit(held, candidates), dateOf).sort(
    (a, b) =>
      a.missing.length - b.missing.length ||
      dateOrder(a.soonest, b.soonest) ||
      b.uses.length - a.uses.length ||
      (order.get(a.item) ?? 0) - (order.get(b.item) ?? 0),
  );
}
