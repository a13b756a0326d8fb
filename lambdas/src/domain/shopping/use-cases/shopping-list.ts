// The shopping list use cases. Every one works on the caller's own list only (its partition is keyed by the
// caller's id), so another user's list or line cannot be named, let alone read: it is simply not found.
import { randomBytes } from 'node:crypto';
import type { Aisle } from '../../../contracts/aisles.js';
import type { ShoppingItemRecord } from '../../../contracts/shopping.js';
import {
  type AddItemRequest,
  type AddRecipesToListRequest,
  DEFAULT_LIST_NAME,
  type ShoppingItem,
  type ShoppingList,
  type UpdateItemRequest,
} from '../../../contracts/shopping.js';
import type { AisleCorrectionRepository } from '../../../data/entities/aisle-correction.js';
import type { RecipeRepository } from '../../../data/entities/recipe.js';
import {
  type ItemChanges,
  MAX_TRANSACTION_ACTIONS,
  type ShoppingListRead,
  type ShoppingListRecord,
  type ShoppingListRepository,
} from '../../../data/entities/shopping-list.js';
import { badRequest, conflict, notFound } from '../../../shared/errors.js';
import { pauseBeforeRetry } from '../../../shared/retry.js';
import { aisleOf } from '../../ingredients/aisles.js';
import { foodKey as matchKeyOf } from '../../ingredients/food-keys.js';
import { scaleIngredients } from '../../ingredients/scale-ingredients.js';
import { type RecipeViewer, requireVisible } from '../../recipes/use-cases/access.js';
import type { Clock } from '../../recipes/use-cases/repositories.js';
import { type IncomingLine, planAdditions } from '../plan-additions.js';
import { isShoppable, readShoppingLine } from '../shopping-line.js';

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
const MAX_ATTEMPTS = 6;

let sequence = 0;
/** Ids that sort by creation time (so lines read oldest first), unique across Lambdas by their random tail. */
export function newItemId(now: Date): string {
  sequence = (sequence + 1) % 1296;
  return `${now.getTime().toString(36).padStart(9, '0')}${sequence.toString(36).padStart(2, '0')}${randomBytes(5).toString('hex')}`;
}

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
    matchKey: matchKeyOf(line.food),
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

function toListView(
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

const freshList = (userId: string, now: Date): ShoppingListRecord => ({
  id: randomBytes(10).toString('hex'),
  userId,
  name: DEFAULT_LIST_NAME,
  createdAt: now.toISOString(),
});

/** The user's list, created on first use (SPEC: "select latest; insert if none"). */
export async function getShoppingList(
  repos: Pick<ShoppingRepositories, 'lists'>,
  userId: string,
  clock: Clock,
  grocery: GrocerySite,
): Promise<ShoppingList> {
  let read = await repos.lists.read(userId);
  if (!read.list) {
    const created = freshList(userId, clock());
    if ((await repos.lists.create(created)) === 'created') read = { list: created, items: read.items };
    else read = await repos.lists.read(userId);
  }
  return toListView(read.list as ShoppingListRecord, read.items, grocery);
}

/**
 * Adds lines to the user's list, joining lines of the same food. Each batch is planned from a strongly
 * consistent read and written in one transaction; a conflict (another tab ticked or changed a joined line)
 * plans that batch again, so no tick and no amount is lost and nothing is added twice.
 */
async function addLines(
  repos: ShoppingRepositories,
  who: ListMember,
  lines: IncomingLine[],
  clock: Clock,
  changeId?: string,
): Promise<ShoppingListRead & { list: ShoppingListRecord }> {
  const userId = who.householdId;
  const corrections = await repos.aisles.forUser(userId);
  const aisleFor = (key: string): { aisle: Aisle; corrected: boolean } => {
    const corrected = corrections.get(key);
    return corrected ? { aisle: corrected, corrected: true } : { aisle: aisleOf(key), corrected: false };
  };
  // Each line writes at most one action; the list itself may need one more, and a named change its mark.
  const batchSize = MAX_TRANSACTION_ACTIONS - 2;
  const change = changeId ? { userId: who.userId, kind: 'shopping-add' as const, changeId } : null;
  const batches: IncomingLine[][] = [];
  for (let start = 0; start < lines.length; start += batchSize)
    batches.push(lines.slice(start, start + batchSize));
  // No lines still makes sure the list exists, as the spec's first use does.
  if (batches.length === 0) batches.push([]);
  let read = await repos.lists.read(userId);
  for (const [part, batch] of batches.entries()) {
    let saved = false;
    for (let attempt = 0; attempt < MAX_ATTEMPTS && !saved; attempt += 1) {
      if (attempt > 0) {
        await pauseBeforeRetry(attempt, { baseMs: 20, capMs: 640 });
        read = await repos.lists.read(userId);
      }
      const now = clock();
      const newList = read.list ? null : freshList(userId, now);
      const list = (read.list ?? newList) as ShoppingListRecord;
      const plan = planAdditions(read.items, batch, {
        userId,
        addedBy: who.userId,
        listId: list.id,
        now: now.toISOString(),
        newId: () => newItemId(now),
        aisleFor,
      });
      const mark = change ? { change, part, now } : undefined;
      const outcome = await repos.lists.applyAddition(newList, plan.creates, plan.updates, mark);
      if (outcome === 'duplicate') {
        // This part was applied when the change was first sent (the device sent it again): it is in the list.
        read = await repos.lists.read(userId);
        saved = true;
      }
      if (outcome === 'saved') {
        saved = true;
        const written = new Map(
          plan.updates.map(({ before, after }) => [after.id, { ...after, version: before.version + 1 }]),
        );
        read = { list, items: [...read.items.map((line) => written.get(line.id) ?? line), ...plan.creates] };
      }
    }
    if (!saved) throw conflict('The shopping list is busy. Please try again.');
  }
  return read as ShoppingListRead & { list: ShoppingListRecord };
}

/** The ingredient lines of the recipes asked for, scaled, each linked to its recipe; refuses unseen ones. */
async function recipeLines(
  repos: Pick<ShoppingRepositories, 'recipes'>,
  viewer: RecipeViewer,
  request: AddRecipesToListRequest,
): Promise<IncomingLine[]> {
  const ids = [...new Set(request.recipes.map((entry) => entry.recipeId))];
  const found = new Map(await Promise.all(ids.map(async (id) => [id, await repos.recipes.get(id)] as const)));
  return request.recipes.flatMap((entry) => {
    // Another user's private recipe is 'not found', exactly as on the recipe page.
    const recipe = requireVisible(found.get(entry.recipeId) ?? null, viewer);
    const lines = (recipe.ingredients ?? '').split(/\r?\n/).filter(isShoppable);
    const scaled =
      entry.servings !== undefined && recipe.servings
        ? scaleIngredients(lines, recipe.servings, entry.servings)
        : lines;
    return scaled.map((text) => ({ text, recipe: { id: recipe.id, title: recipe.title } }));
  });
}

export async function addRecipesToShoppingList(
  repos: ShoppingRepositories,
  who: ListMember,
  request: AddRecipesToListRequest,
  clock: Clock,
  grocery: GrocerySite,
): Promise<ShoppingList> {
  const lines = await recipeLines(repos, who, request);
  const read = await addLines(repos, who, lines, clock, request.changeId);
  return toListView(read.list, read.items, grocery);
}

/** A line typed by the user ("paper towels", "2 lemons"), joined like a recipe's. */
export async function addItemToShoppingList(
  repos: ShoppingRepositories,
  who: ListMember,
  { text, changeId }: AddItemRequest,
  clock: Clock,
  grocery: GrocerySite,
): Promise<ShoppingList> {
  if (!isShoppable(text)) throw badRequest('Please enter an item');
  const read = await addLines(repos, who, [{ text, recipe: null }], clock, changeId);
  return toListView(read.list, read.items, grocery);
}

/**
 * Ticks, moves or rewords one line. Moving a line to another aisle remembers that aisle for its food; rewording
 * reads the line again, so later recipes join it by its new food.
 */
export async function updateShoppingItem(
  repos: Pick<ShoppingRepositories, 'lists' | 'aisles'>,
  userId: string,
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
      const current = await repos.lists.getLine(userId, itemId);
      if (!current) throw itemNotFound();
      expectedVersion = current.version;
      Object.assign(changes, await rewordedLine(repos, userId, current, patch));
    }
    if (patch.aisle !== undefined) {
      changes.aisle = patch.aisle;
      changes.aisleCorrected = true;
    }
    updated = await repos.lists.updateLine(userId, itemId, changes, now, expectedVersion);
    if (!updated && !rewording) throw itemNotFound();
  }
  if (!updated) throw conflict('The shopping list is busy. Please try again.');
  if (patch.aisle !== undefined) await repos.aisles.remember(userId, updated.foodKey, patch.aisle, now);
  return toItemView(updated);
}

/** The fields of a reworded line, read again so later recipes join it by its new food. */
async function rewordedLine(
  repos: Pick<ShoppingRepositories, 'aisles'>,
  userId: string,
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
    const corrected = (await repos.aisles.forUser(userId)).get(reading.foodKey);
    changes.aisle = corrected ?? aisleOf(reading.foodKey);
    changes.aisleCorrected = corrected !== undefined;
  }
  return changes;
}

export async function deleteShoppingItem(
  repos: Pick<ShoppingRepositories, 'lists'>,
  userId: string,
  itemId: string,
): Promise<void> {
  if (!(await repos.lists.deleteLine(userId, itemId))) throw itemNotFound();
}

/** Clear Checked: deletes the lines that are ticked, keeping any another tab unticked meanwhile. */
export async function clearCheckedItems(
  repos: Pick<ShoppingRepositories, 'lists'>,
  userId: string,
  clock: Clock,
  grocery: GrocerySite,
): Promise<ShoppingList & { cleared: number }> {
  const before = await repos.lists.read(userId);
  const checked = before.items.filter((line) => line.checked);
  const deleted = new Set<string>();
  for (let i = 0; i < checked.length; i += 10) {
    await Promise.all(
      checked.slice(i, i + 10).map(async (line) => {
        if (await repos.lists.deleteIfChecked(userId, line.id)) deleted.add(line.id);
      }),
    );
  }
  const list = await getShoppingList(repos, userId, clock, grocery);
  return { ...list, cleared: deleted.size };
}
