// Adding to the shopping list: a recipe's ingredients (scaled, each line linked to its recipe) or a line
// typed by a person, joined with the lines of the same food already there (../plan-additions.ts).
import { randomBytes } from 'node:crypto';
import type { Aisle } from '../../../contracts/aisles.js';
import type { AddItemRequest, AddRecipesToListRequest, ShoppingList } from '../../../contracts/shopping.js';
import {
  MAX_TRANSACTION_ACTIONS,
  type ShoppingListRead,
  type ShoppingListRecord,
} from '../../../data/entities/shopping-list.js';
import { badRequest, conflict } from '../../../shared/errors.js';
import { pauseBeforeRetry } from '../../../shared/retry.js';
import { aisleOf } from '../../ingredients/aisles.js';
import { isIngredientLanguage } from '../../ingredients/languages/types.js';
import { scaleIngredients } from '../../ingredients/scale-ingredients.js';
import { type RecipeViewer, requireVisible } from '../../recipes/use-cases/access.js';
import type { Clock } from '../../recipes/use-cases/repositories.js';
import { type IncomingLine, planAdditions } from '../plan-additions.js';
import { isShoppable } from '../shopping-line.js';
import {
  freshList,
  type GrocerySite,
  type ListMember,
  MAX_ATTEMPTS,
  type ShoppingRepositories,
  toListView,
} from './shopping-list.js';

let sequence = 0;
/** Ids that sort by creation time (so lines read oldest first), unique across Lambdas by their random tail. */
export function newItemId(now: Date): string {
  sequence = (sequence + 1) % 1296;
  return `${now.getTime().toString(36).padStart(9, '0')}${sequence.toString(36).padStart(2, '0')}${randomBytes(5).toString('hex')}`;
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
  const { householdId } = who;
  const corrections = await repos.aisles.forUser(householdId);
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
  let read = await repos.lists.read(householdId);
  for (const [part, batch] of batches.entries()) {
    let saved = false;
    for (let attempt = 0; attempt < MAX_ATTEMPTS && !saved; attempt += 1) {
      if (attempt > 0) {
        await pauseBeforeRetry(attempt, { baseMs: 20, capMs: 640 });
        read = await repos.lists.read(householdId);
      }
      const now = clock();
      const newList = read.list ? null : freshList(householdId, now);
      const list = (read.list ?? newList) as ShoppingListRecord;
      const plan = planAdditions(read.items, batch, {
        householdId,
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
        read = await repos.lists.read(householdId);
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
    // The recipe's language (recorded at import, chosen, or detected) reads its lines (issue 37).
    const language = isIngredientLanguage(recipe.language) ? recipe.language : undefined;
    const scaled =
      entry.servings !== undefined && recipe.servings
        ? scaleIngredients(lines, recipe.servings, entry.servings, language)
        : lines;
    const ref = { id: recipe.id, title: recipe.title };
    return scaled.map((text) => ({ text, recipe: ref, ...(language ? { language } : {}) }));
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
