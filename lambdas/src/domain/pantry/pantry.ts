// The pantry's use cases (issue 38). Every one works on the caller's household's pantry only (its
// partition is keyed by the household's id), so another household's food cannot be named: it is not found.
import { randomBytes } from 'node:crypto';
import {
  type AddPantryItemRequest,
  MAX_PANTRY_ITEMS,
  type Pantry,
  type PantryItem,
  type PantryItemRecord,
  type UpdatePantryItemRequest,
  type UsePantryRequest,
  type UsePantryResponse,
} from '../../contracts/pantry.js';
import type { PantryChanges, PantryRepository } from '../../data/entities/pantry.js';
import type { RecipeRepository } from '../../data/entities/recipe.js';
import { badRequest, conflict, notFound } from '../../shared/errors.js';
import { pauseBeforeRetry } from '../../shared/retry.js';
import { foodKey } from '../ingredients/food-name.js';
import { scaleIngredients } from '../ingredients/scale-ingredients.js';
import { type RecipeViewer, requireVisible } from '../recipes/use-cases/access.js';
import type { Clock } from '../recipes/use-cases/repositories.js';
import { isShoppable } from '../shopping/shopping-line.js';
import { byBestBefore, joinTarget, planUse, readFood, toPantryItemView } from './pantry-rules.js';

export interface PantryRepositories {
  pantry: PantryRepository;
  recipes: Pick<RecipeRepository, 'get'>;
}

/** A member acting on their household's pantry. */
export interface PantryMember {
  userId: string;
  householdId: string;
}

/** How often a change worked out from a read is worked out again after losing a race. */
const MAX_ATTEMPTS = 6;

const pause = (attempt: number) => pauseBeforeRetry(attempt, { baseMs: 20, capMs: 640 });

let sequence = 0;
/** Ids that sort by creation time, unique across Lambdas by their random tail. */
function newPantryId(now: Date): string {
  sequence = (sequence + 1) % 1296;
  return `${now.getTime().toString(36).padStart(9, '0')}${sequence.toString(36).padStart(2, '0')}${randomBytes(5).toString('hex')}`;
}

export const pantryItemNotFound = () => notFound('Pantry item not found');
const busy = () => conflict('The pantry is busy. Please try again.');

export const pantryView = (items: readonly PantryItemRecord[]): Pantry => ({
  items: [...items].sort(byBestBefore).map(toPantryItemView),
});

export async function getPantry(
  repos: Pick<PantryRepositories, 'pantry'>,
  householdId: string,
): Promise<Pantry> {
  return pantryView(await repos.pantry.read(householdId));
}

/**
 * Keeps a food: joined into the same food in the same place with the same best-before date when the
 * amounts add up, else a new item. Worked out from a strongly consistent read, written only if that
 * item is unchanged since, and worked out again if not, so no amount is lost or counted twice.
 */
export async function addPantryItem(
  repos: Pick<PantryRepositories, 'pantry'>,
  who: PantryMember,
  request: AddPantryItemRequest,
  clock: Clock,
): Promise<Pantry> {
  const reading = readFood(request.food, request.amount, request.unit);
  const change = request.changeId
    ? { userId: who.userId, kind: 'pantry-add' as const, changeId: request.changeId }
    : null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await pause(attempt);
    const kept = await repos.pantry.read(who.householdId);
    const now = clock();
    const adding = {
      foodKey: reading.foodKey,
      place: request.place,
      bestBefore: request.bestBefore ?? null,
      amount: reading.amount,
      unit: reading.unit,
    };
    const join = joinTarget(kept, adding);
    const mark = change ? { change, part: 0, now } : undefined;
    let written: PantryItemRecord;
    if (join) {
      written = { ...join.item, amount: join.amount, unit: join.unit, updatedAt: now.toISOString() };
      const outcome = await repos.pantry.save(written, join.item, mark);
      if (outcome === 'conflict') continue;
      // Sent again (kept offline, on its way when the page closed): the first time it was added.
      if (outcome === 'duplicate') return getPantry(repos, who.householdId);
      written = { ...written, version: join.item.version + 1 };
    } else {
      if (kept.length >= MAX_PANTRY_ITEMS)
        throw badRequest(`A pantry keeps at most ${MAX_PANTRY_ITEMS} foods. Please remove some first.`);
      written = {
        id: newPantryId(now),
        householdId: who.householdId,
        food: reading.food,
        ...adding,
        addedBy: who.userId,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        version: 1,
      };
      const outcome = await repos.pantry.save(written, undefined, mark);
      if (outcome === 'conflict') continue;
      if (outcome === 'duplicate') return getPantry(repos, who.householdId);
    }
    return pantryView([...kept.filter((item) => item.id !== written.id), written]);
  }
  throw busy();
}

/** Changes a food's name, amount, place or best-before date as the household typed them. */
export async function updatePantryItem(
  repos: Pick<PantryRepositories, 'pantry'>,
  householdId: string,
  itemId: string,
  patch: UpdatePantryItemRequest,
  clock: Clock,
): Promise<PantryItem> {
  const changes: PantryChanges = {};
  if (patch.food !== undefined) {
    changes.food = patch.food.replace(/\s+/g, ' ').trim();
    changes.foodKey = foodKey(changes.food);
  }
  if (patch.amount !== undefined) changes.amount = patch.amount;
  if (patch.unit !== undefined) changes.unit = patch.unit;
  if (patch.amount === null) changes.unit = null;
  if (patch.place !== undefined) changes.place = patch.place;
  if (patch.bestBefore !== undefined) changes.bestBefore = patch.bestBefore;
  const updated = await repos.pantry.update(householdId, itemId, changes, clock().toISOString());
  if (!updated) throw pantryItemNotFound();
  return toPantryItemView(updated);
}

export async function deletePantryItem(
  repos: Pick<PantryRepositories, 'pantry'>,
  householdId: string,
  itemId: string,
): Promise<void> {
  if (!(await repos.pantry.remove(householdId, itemId))) throw pantryItemNotFound();
}

/** The ingredient lines of the recipes cooked, scaled; refuses recipes the caller may not see. */
async function cookedLines(
  repos: Pick<PantryRepositories, 'recipes'>,
  viewer: RecipeViewer,
  request: UsePantryRequest,
): Promise<string[]> {
  const ids = [...new Set(request.recipes.map((entry) => entry.recipeId))];
  const found = new Map(await Promise.all(ids.map(async (id) => [id, await repos.recipes.get(id)] as const)));
  return request.recipes.flatMap((entry) => {
    const recipe = requireVisible(found.get(entry.recipeId) ?? null, viewer);
    const lines = (recipe.ingredients ?? '').split(/\r?\n/).filter(isShoppable);
    return entry.servings !== undefined && recipe.servings
      ? scaleIngredients(lines, recipe.servings, entry.servings)
      : lines;
  });
}

/**
 * Cooking (Cook Mode's end): takes the recipes' ingredients out of the pantry, each food only if unchanged
 * since read, all in one transaction, worked out again after a member's change meanwhile.
 */
export async function usePantry(
  repos: PantryRepositories,
  who: PantryMember,
  request: UsePantryRequest,
  clock: Clock,
): Promise<UsePantryResponse> {
  const lines = await cookedLines(repos, who, request);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await pause(attempt);
    const kept = await repos.pantry.read(who.householdId);
    const uses = planUse(kept, lines);
    const at = clock();
    const now = at.toISOString();
    const mark = request.changeId
      ? {
          change: { userId: who.userId, kind: 'pantry-use' as const, changeId: request.changeId },
          part: 0,
          now: at,
        }
      : undefined;
    const outcome = await repos.pantry.applyUse(uses, now, mark);
    if (outcome === 'conflict') continue;
    // Sent again after it was applied: what is left is what the pantry holds; nothing more is taken.
    if (outcome === 'duplicate') return { ...pantryView(await repos.pantry.read(who.householdId)), used: [] };
    const changed = new Map(uses.map(({ before, after }) => [before.id, after]));
    const left = kept.flatMap((item) => {
      if (!changed.has(item.id)) return [item];
      const after = changed.get(item.id);
      return after ? [{ ...after, updatedAt: now, version: item.version + 1 }] : [];
    });
    return { ...pantryView(left), used: [...new Set(uses.map(({ before }) => before.food))] };
  }
  throw busy();
}
