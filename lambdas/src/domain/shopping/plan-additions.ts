// Adding lines to a shopping list: each new line joins an unchecked line of the same food when their amounts
// add up (shopping-line.ts), else it becomes a line of its own. A checked line is already in the basket, so more
// of that food starts a new line instead of hiding inside a ticked one. Pure: the caller writes the plan with a
// condition on each joined line's version and plans again from a fresh read if anyone changed it meanwhile.

import type { Aisle } from '../../contracts/aisles.js';
import type { RecipeRef, ShoppingItemRecord } from '../../contracts/shopping.js';
import type { IngredientLanguage } from '../ingredients/languages/types.js';
import { combinedMeasure, mergedLineText, readShoppingLine } from './shopping-line.js';
import { splitShoppingQuantity } from './shopping-quantity.js';

export interface IncomingLine {
  readonly text: string;
  readonly recipe: RecipeRef | null;
  /** The recipe's language, when known (issue 37): the line is read with its words ("1 cs farine"). */
  readonly language?: IngredientLanguage;
}

export interface PlanContext {
  /** The list's key (the household's id). */
  readonly householdId: string;
  /** The member adding the lines. */
  readonly addedBy?: string;
  readonly listId: string;
  readonly now: string;
  readonly newId: () => string;
  /** The aisle of a food key: the user's correction if any, else the built-in table. */
  readonly aisleFor: (foodKey: string) => { aisle: Aisle; corrected: boolean };
}

export interface AdditionPlan {
  readonly creates: ShoppingItemRecord[];
  /** Existing lines joined by new ones: `before` is what was read, `after` what to write. */
  readonly updates: { before: ShoppingItemRecord; after: ShoppingItemRecord }[];
}

const CANNED = new Set(['can', 'tin', 'jar']);
const FRESH_AISLES = new Set<Aisle>(['produce', 'meat-fish']);

const withRecipe = (recipes: RecipeRef[], recipe: RecipeRef | null) =>
  recipe && !recipes.some((known) => known.id === recipe.id) ? [...recipes, recipe] : recipes;

/** The line `target` becomes when `text` from `recipe` joins it, or null when they stay apart. */
export function joinLine(
  target: ShoppingItemRecord,
  text: string,
  recipe: RecipeRef | null,
  now: string,
  language?: IngredientLanguage,
): ShoppingItemRecord | null {
  const incoming = readShoppingLine(text, language);
  if (target.checked || incoming.foodKey !== target.foodKey) return null;
  const measure = combinedMeasure(target.measure, incoming.measure, target.food);
  if (measure === undefined) return null;
  const units = [...new Set([...target.units, ...incoming.units])];
  let wording: { quantity: string | null; item: string; food: string };
  if (incoming.measure === null) wording = target;
  else if (target.measure === null) wording = incoming;
  else {
    const merged = splitShoppingQuantity(mergedLineText(measure, [target.food, incoming.food], units));
    wording = { ...merged, food: target.food };
  }
  return {
    ...target,
    quantity: wording.quantity,
    item: wording.item,
    food: wording.food,
    measure,
    units,
    recipes: withRecipe(target.recipes, recipe),
    updatedAt: now,
  };
}

/** A new line for `text`, not yet stored. */
export function newLine(
  text: string,
  recipe: RecipeRef | null,
  context: PlanContext,
  language?: IngredientLanguage,
): ShoppingItemRecord {
  const reading = readShoppingLine(text, language);
  const found = context.aisleFor(reading.foodKey);
  // "1 (14.5 oz) can diced tomatoes" is on the shelf with the cans, not with the fresh tomatoes.
  const shelved =
    !found.corrected && CANNED.has(reading.measure?.unit ?? '') && FRESH_AISLES.has(found.aisle);
  const { aisle, corrected } = shelved ? { aisle: 'pantry' as const, corrected: false } : found;
  return {
    id: context.newId(),
    householdId: context.householdId,
    ...(context.addedBy ? { addedBy: context.addedBy } : {}),
    listId: context.listId,
    quantity: reading.quantity,
    item: reading.item,
    food: reading.food,
    foodKey: reading.foodKey,
    measure: reading.measure,
    units: [...reading.units],
    recipes: recipe ? [recipe] : [],
    checked: false,
    aisle,
    aisleCorrected: corrected,
    createdAt: context.now,
    updatedAt: context.now,
    version: 0,
  };
}

export function planAdditions(
  existing: readonly ShoppingItemRecord[],
  incoming: readonly IncomingLine[],
  context: PlanContext,
): AdditionPlan {
  const lines = new Map(existing.map((line) => [line.id, line]));
  const before = new Map(existing.map((line) => [line.id, line]));
  const created = new Set<string>();
  for (const { text, recipe, language } of incoming) {
    let joined = false;
    for (const line of lines.values()) {
      const after = joinLine(line, text, recipe, context.now, language);
      if (!after) continue;
      lines.set(line.id, after);
      joined = true;
      break;
    }
    if (!joined) {
      const line = newLine(text, recipe, context, language);
      lines.set(line.id, line);
      created.add(line.id);
    }
  }
  const creates = [...created].map((id) => lines.get(id) as ShoppingItemRecord);
  const updates = [...before.entries()]
    .filter(([id, line]) => lines.get(id) !== line)
    .map(([id, line]) => ({ before: line, after: lines.get(id) as ShoppingItemRecord }));
  return { creates, updates };
}
