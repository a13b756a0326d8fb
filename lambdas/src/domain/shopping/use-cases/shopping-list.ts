// The shopping list use cases: reading the list, ticking, moving, rewording and clearing lines (adding
// them: ./add-to-list.ts). Every one works on the caller's household's list only (its partition is keyed by
// that id), so another household's list or line cannot be named, let alone read: it is simply not found.
import { randomBytes } from 'node:crypto';
import type { ShoppingItemRecord } from '../../../contracts/shopping.js';
import {
  DEFAULT_LIST_NAME,
  type ShoppingItem,
  type ShoppingList,
  type UpdateItemRequest,
} from '../../../contracts/shopping.js';
import type { AisleCorrectionRepository } from '../../../data/entities/aisle-correction.js';
import type { RecipeRepository } from '../../../data/entities/recipe.js';
import type {
  ItemChanges,
  ShoppingListRecord,
  ShoppingListRepository,
} from '../../../data/entities/shopping-list.js';
import { conflict, notFound } from '../../../shared/errors.js';
import { aisleOf } from '../../ingredients/aisles.js';
import { itemFoodKey } from '../../ingredients/read-line.js';
import type { Clock } from '../../recipes/use-cases/repositories.js';
import { readShoppingLine } from '../shopping-line.js';

export interface ShoppingRepositories {
  lists: ShoppingListRepository;
  aisles: AisleCorrectionRepository;
  recipes: Pick<RecipeRepository, 'get'>;
}

export interface GrocerySite {
  name: string;
  url: string;
}

/** How often an addition is planned again after losing a race with another tab. */
export const MAX_ATTEMPTS = 6;

export const itemNotFound = () => notFound('Item not found');

/**
 * Who adds to a list: a member of the household whose list it is (issue 15). Every other use case takes
 * the household's id as the list's key: the list, its lines and the remembered aisles are the household's.
 */
export interface ListMember {
  userId: string;
  householdId: string;
}

export function toItemView(line: ShoppingItemRecord): ShoppingItem {
  return {
    id: line.id,
    quantity: line.quantity,
    item: line.item,
    food: line.food,
    // The finder's key of the food in any language ("azúcar" is sugar), as the pantry and the finder read it.
    matchKey: itemFoodKey(line.food),
    checked: line.checked,
    aisle: line.aisle,
    aisleCorrected: line.aisleCorrected,
    recipeId: line.recipes[0]?.id ?? null,
    recipes: line.recipes,
    addedBy: line.addedBy ?? null,
    createdAt: line.createdAt,
    updatedAt: line.updatedAt,
  };
}

export function toListView(
  list: ShoppingListRecord,
  items: ShoppingItemRecord[],
  grocery: GrocerySite,
): ShoppingList {
  const sorted = [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    id: list.id,
    name: list.name,
    createdAt: list.createdAt,
    items: sorted.map(toItemView),
    toBuy: sorted.filter((line) => !line.checked).length,
    grocery,
  };
}

export const freshList = (householdId: string, now: Date): ShoppingListRecord => ({
  id: randomBytes(10).toString('hex'),
  householdId,
  name: DEFAULT_LIST_NAME,
  createdAt: now.toISOString(),
});

/** The user's list, created on first use (SPEC: "select latest; insert if none"). */
export async function getShoppingList(
  repos: Pick<ShoppingRepositories, 'lists'>,
  householdId: string,
  clock: Clock,
  grocery: GrocerySite,
): Promise<ShoppingList> {
  let read = await repos.lists.read(householdId);
  if (!read.list) {
    const created = freshList(householdId, clock());
    if ((await repos.lists.create(created)) === 'created') read = { list: created, items: read.items };
    else read = await repos.lists.read(householdId);
  }
  return toListView(read.list as ShoppingListRecord, read.items, grocery);
}

/**
 * Ticks, moves or rewords one line. Moving a line to another aisle remembers that aisle for its food; rewording
 * reads the line again, so later recipes join it by its new food.
 */
export async function updateShoppingItem(
  repos: Pick<ShoppingRepositories, 'lists' | 'aisles'>,
  householdId: string,
  itemId: string,
  patch: UpdateItemRequest,
  clock: Clock,
): Promise<ShoppingItem> {
  const now = clock().toISOString();
  const rewording = patch.item !== undefined || patch.quantity !== undefined;
  let updated: ShoppingItemRecord | null = null;
  // A tick or an aisle move is written as is; rewording is worked out from the line as read, so it is
  // written only if the line is unchanged (a recipe may have joined it meanwhile) and worked out again if not.
  for (let attempt = 0; attempt < MAX_ATTEMPTS && !updated; attempt += 1) {
    const changes: ItemChanges = {};
    if (patch.checked !== undefined) changes.checked = patch.checked;
    let expectedVersion: number | undefined;
    if (rewording) {
      const current = await repos.lists.getLine(householdId, itemId);
      if (!current) throw itemNotFound();
      expectedVersion = current.version;
      Object.assign(changes, await rewordedLine(repos, householdId, current, patch));
    }
    if (patch.aisle !== undefined) {
      changes.aisle = patch.aisle;
      changes.aisleCorrected = true;
    }
    updated = await repos.lists.updateLine(householdId, itemId, changes, now, expectedVersion);
    if (!updated && !rewording) throw itemNotFound();
  }
  if (!updated) throw conflict('The shopping list is busy. Please try again.');
  if (patch.aisle !== undefined) await repos.aisles.remember(householdId, updated.foodKey, patch.aisle, now);
  return toItemView(updated);
}

/** The fields of a reworded line, read again so later recipes join it by its new food. */
async function rewordedLine(
  repos: Pick<ShoppingRepositories, 'aisles'>,
  householdId: string,
  current: ShoppingItemRecord,
  patch: UpdateItemRequest,
): Promise<ItemChanges> {
  const quantity = patch.quantity !== undefined ? patch.quantity : current.quantity;
  const reading = readShoppingLine(`${quantity ?? ''} ${patch.item ?? current.item}`);
  const changes: ItemChanges = {
    quantity: reading.quantity,
    item: reading.item,
    food: reading.food,
    foodKey: reading.foodKey,
    measure: reading.measure,
    units: [...reading.units],
  };
  if (!current.aisleCorrected && patch.aisle === undefined && reading.foodKey !== current.foodKey) {
    const corrected = (await repos.aisles.forUser(householdId)).get(reading.foodKey);
    changes.aisle = corrected ?? aisleOf(reading.foodKey);
    changes.aisleCorrected = corrected !== undefined;
  }
  return changes;
}

export async function deleteShoppingItem(
  repos: Pick<ShoppingRepositories, 'lists'>,
  householdId: string,
  itemId: string,
): Promise<void> {
  if (!(await repos.lists.deleteLine(householdId, itemId))) throw itemNotFound();
}

/** Clear Checked: deletes the lines that are ticked, keeping any another tab unticked meanwhile. */
export async function clearCheckedItems(
  repos: Pick<ShoppingRepositories, 'lists'>,
  householdId: string,
  clock: Clock,
  grocery: GrocerySite,
): Promise<ShoppingList & { cleared: number }> {
  const before = await repos.lists.read(householdId);
  const checked = before.items.filter((line) => line.checked);
  const deleted = new Set<string>();
  for (let i = 0; i < checked.length; i += 10) {
    await Promise.all(
      checked.slice(i, i + 10).map(async (line) => {
        if (await repos.lists.deleteIfChecked(householdId, line.id)) deleted.add(line.id);
      }),
    );
  }
  const list = await getShoppingList(repos, householdId, clock, grocery);
  return { ...list, cleared: deleted.size };
}
