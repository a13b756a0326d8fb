// The pantry's rules (issue 38), pure: how a food is read and kept, when a new one joins one already kept,
// and what cooking a recipe takes out. Decisions (the issue is silent on them):
// - A food joins one already kept only in the same place with the same best-before date (eggs bought
//   today and eggs from last week are two items, so the finder still sees the older ones expire), and
//   only when their amounts add up (6 eggs + 6 eggs; 500 g + 1 kg flour; a food with no amount joins any).
// - Cooking takes out what the recipe's lines measure, soonest best-before first. A food kept without an
//   amount stays (a jar of cumin is not used up by a teaspoon: the household says when it is finished);
//   a food whose amount cannot meet the line's (a bag of flour, 200 g of flour) stays too.
import type { Measure } from '../../contracts/measure.js';
import {
  MAX_PANTRY_AMOUNT,
  MIN_PANTRY_AMOUNT,
  type PantryItem,
  type PantryItemRecord,
} from '../../contracts/pantry.js';
import { keyMatches, lineFoods, foodKey as matchKeyOf } from '../ingredients/food-keys.js';
import { foodKey } from '../ingredients/food-name.js';
import { measureOf, sameKind } from '../ingredients/measure.js';
import { parseIngredient } from '../ingredients/parse-ingredient.js';
import { readShoppingLine } from '../shopping/shopping-line.js';

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface FoodReading {
  food: string;
  foodKey: string;
  amount: number | null;
  unit: string | null;
}

/**
 * A food as the household typed it. Without an amount of its own, the text may carry one ("6 eggs",
 * "500 g flour"), read as the shopping list reads a line.
 */
export function readFood(food: string, amount?: number | null, unit?: string | null): FoodReading {
  const text = tidy(food);
  if (amount !== undefined) return { food: text, foodKey: foodKey(text), amount, unit: unit ?? null };
  const parsed = parseIngredient(text);
  const name = tidy(parsed.item);
  const usable =
    parsed.amount !== null && parsed.amount >= MIN_PANTRY_AMOUNT && parsed.amount <= MAX_PANTRY_AMOUNT;
  if (!usable || name === '' || !/\p{L}/u.test(name))
    return { food: text, foodKey: foodKey(text), amount: null, unit: unit ?? null };
  return { food: name, foodKey: foodKey(name), amount: parsed.amount, unit: parsed.unit ?? unit ?? null };
}

const measureOfItem = (item: Pick<PantryItemRecord, 'amount' | 'unit'>): Measure | null =>
  measureOf(item.amount, null, item.unit, null);

/** How many base units (ml, g, or one) one `unit` is. */
const baseOf = (unit: string | null): number => measureOf(1, null, unit, null)?.amount ?? 1;

const round = (value: number) => Math.round(value * 1000) / 1000;

/** An amount in `unit`, from a measure in base units. */
const inUnit = (measure: Measure, unit: string | null) => round(measure.amount / baseOf(unit));

/**
 * The item `adding` joins (same food, place and best-before, amounts that add), with its new amount;
 * null when it is kept apart.
 */
export function joinTarget(
  kept: readonly PantryItemRecord[],
  adding: Pick<PantryItemRecord, 'foodKey' | 'place' | 'bestBefore' | 'amount' | 'unit'>,
): { item: PantryItemRecord; amount: number | null; unit: string | null } | null {
  const added = measureOfItem(adding);
  for (const item of kept) {
    if (
      item.foodKey !== adding.foodKey ||
      item.place !== adding.place ||
      item.bestBefore !== adding.bestBefore
    )
      continue;
    const have = measureOfItem(item);
    if (have === null) return { item, amount: adding.amount, unit: adding.unit };
    if (added === null) return { item, amount: item.amount, unit: item.unit };
    if (sameKind(have, added))
      return { item, amount: round((item.amount ?? 0) + inUnit(added, item.unit)), unit: item.unit };
  }
  return null;
}

/** An amount as a person reads it: "6", "500 g", "1.5 cup". */
export function amountText(amount: number | null, unit: string | null): string | null {
  if (amount === null) return null;
  return tidy(`${round(amount)} ${unit ?? ''}`);
}

export function toPantryItemView(record: PantryItemRecord): PantryItem {
  return {
    id: record.id,
    food: record.food,
    matchKey: matchKeyOf(record.food),
    amount: record.amount,
    unit: record.unit,
    amountText: amountText(record.amount, record.unit),
    place: record.place,
    bestBefore: record.bestBefore,
    addedBy: record.addedBy,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** Soonest best-before first (foods without one last), then by food, then oldest first. */
export function byBestBefore(a: PantryItemRecord, b: PantryItemRecord): number {
  const ad = a.bestBefore ?? '9999-99-99';
  const bd = b.bestBefore ?? '9999-99-99';
  if (ad !== bd) return ad < bd ? -1 : 1;
  const byFood = a.food.localeCompare(b.food);
  if (byFood !== 0) return byFood;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Whether a pantry food is one of an ingredient line's foods (by the finder's keys). */
export function meetsLine(item: Pick<PantryItemRecord, 'food'>, foods: string[][]): boolean {
  const key = matchKeyOf(item.food);
  return key !== null && foods.some((alternatives) => alternatives.some((food) => keyMatches(key, food)));
}

export interface PlannedUse {
  before: PantryItemRecord;
  after: PantryItemRecord | null;
}

/**
 * What cooking takes out of the pantry for the ingredient lines given (already scaled): each line's
 * measure from the matching foods, soonest best-before first. Foods kept without an amount, or in an
 * amount of another kind, stay as they are.
 */
export function planUse(kept: readonly PantryItemRecord[], lines: readonly string[]): PlannedUse[] {
  const left = new Map(kept.map((item) => [item.id, item]));
  const order = [...kept].sort(byBestBefore);
  for (const line of lines) {
    const foods = lineFoods(line);
    if (foods.length === 0) continue;
    let need = readShoppingLine(line).measure;
    if (need === null) continue;
    for (const original of order) {
      const item = left.get(original.id);
      if (!item || !meetsLine(item, foods)) continue;
      const have = measureOfItem(item);
      if (have === null || need === null || !sameKind(have, need)) continue;
      const taken = Math.min(have.amount, need.amount);
      const remaining = round((have.amount - taken) / baseOf(item.unit));
      if (remaining <= 0) left.delete(item.id);
      else left.set(item.id, { ...item, amount: remaining });
      need = need.amount - taken <= 1e-9 ? null : { ...need, amount: need.amount - taken };
      if (need === null) break;
    }
  }
  return kept.flatMap((before) => {
    const after = left.get(before.id) ?? null;
    if (after === before) return [];
    return [{ before, after }];
  });
}
