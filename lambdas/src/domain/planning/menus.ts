// Dinner-party menus (SPEC 2, 4, 5; issue 15): a menu belongs to a household; any member sees and edits
// it, and to anyone else it is 404 (its householdId). Each added recipe gets a
// course (default main) and remembers who added it; a recipe goes on a menu only if that member may see it.
import { monotonicFactory } from 'ulid';
import type * as z from 'zod/mini';
import {
  type addMenuRecipesRequest,
  type createMenuRequest,
  MAX_MENU_RECIPES,
  type MenuDetail,
  type MenuEntry,
  type MenuGuest,
  type MenuSummary,
} from '../../contracts/planning.js';
import type { MenuDishRecord, MenuRecord } from '../../data/entities/dinner-party.js';
import type { RecipeRecord } from '../../data/entities/recipe.js';
import { conflict, notFound } from '../../shared/errors.js';
import { plannedRow, requireRecipesVisible, visibleRecipes } from './planned-recipes.js';
import type { Clock, PlanMember, PlanningRepositories } from './repositories.js';

const newId = monotonicFactory();
const menuNotFound = () => notFound('Menu not found');

const toSummary = (menu: MenuRecord): MenuSummary => ({
  id: menu.id,
  name: menu.name,
  eventDate: menu.eventDate,
  description: menu.description,
  guestCount: menu.guestCount,
  createdAt: menu.createdAt,
  guests: menu.guests ?? [],
  cookedOn: menu.cookedOn ?? null,
});

const toEntry = (dish: MenuDishRecord, recipes: Map<string, RecipeRecord>): MenuEntry => ({
  ...plannedRow(dish, recipes),
  courseType: dish.courseType,
  notes: dish.notes,
});

export async function listMenus(repos: PlanningRepositories, who: PlanMember) {
  return { menus: (await repos.menus.listByOwner(who.householdId)).map(toSummary) };
}

export async function createMenu(
  repos: PlanningRepositories,
  who: PlanMember,
  input: z.output<typeof createMenuRequest>,
  clock: Clock,
): Promise<MenuSummary> {
  const menu: MenuRecord = {
    id: newId(),
    householdId: who.householdId,
    ...input,
    createdAt: clock().toISOString(),
  };
  await repos.menus.create(menu);
  return toSummary(menu);
}

/** The menu page: ONE Query for the menu and its dishes, ONE BatchGet for the recipe cards. */
export async function getMenu(
  repos: PlanningRepositories,
  who: PlanMember,
  menuId: string,
): Promise<MenuDetail> {
  const read = await repos.menus.read(menuId);
  if (!read || read.parent.householdId !== who.householdId) throw menuNotFound();
  const recipes = await visibleRecipes(
    repos,
    who,
    read.children.map((dish) => dish.recipeId),
  );
  const entries = [...read.children]
    .sort((a, b) => a.position - b.position)
    .map((dish) => toEntry(dish, recipes));
  return { ...toSummary(read.parent), entries };
}

/** Replaces the guests a menu is checked against (issue 38): one conditional write. */
export async function setMenuGuests(
  repos: PlanningRepositories,
  who: PlanMember,
  menuId: string,
  guests: MenuGuest[],
): Promise<MenuSummary> {
  const kept = guests.map((guest) => ({
    name: guest.name,
    allergies: [...new Set(guest.allergies)],
    diets: [...new Set(guest.diets)],
  }));
  const menu = await repos.menus.setGuests(menuId, who.householdId, kept);
  if (!menu) throw menuNotFound();
  return toSummary(menu);
}

export async function deleteMenu(repos: PlanningRepositories, who: PlanMember, menuId: string) {
  if (!(await repos.menus.delete(menuId, who.householdId))) throw menuNotFound();
}

export async function addRecipesToMenu(
  repos: PlanningRepositories,
  who: PlanMember,
  menuId: string,
  input: z.output<typeof addMenuRecipesRequest>,
  clock: Clock,
): Promise<{ added: MenuEntry[]; count: number }> {
  const wanted = input.recipes.map((item) => item.recipeId);
  const [menu, recipes] = await Promise.all([repos.menus.read(menuId), visibleRecipes(repos, who, wanted)]);
  if (!menu || menu.parent.householdId !== who.householdId) throw menuNotFound();
  requireRecipesVisible(wanted, recipes);
  const next = menu.children.reduce((top, dish) => Math.max(top, dish.position + 1), 0);
  const now = clock().toISOString();
  const dishes: MenuDishRecord[] = input.recipes.map((item, index) => ({
    id: newId(),
    recipeId: item.recipeId,
    courseType: item.courseType,
    notes: null,
    position: next + index,
    addedBy: who.userId,
    createdAt: now,
  }));
  const outcome = await repos.menus.addDishes(menuId, who.householdId, dishes);
  if (outcome === 'missing') throw menuNotFound();
  if (outcome === 'full') throw conflict(`A menu holds at most ${MAX_MENU_RECIPES} recipes`);
  const added = dishes.map((dish) => toEntry(dish, recipes));
  return { added, count: added.length };
}

export async function removeRecipeFromMenu(
  repos: PlanningRepositories,
  who: PlanMember,
  menuId: string,
  dishId: string,
) {
  if (!(await repos.menus.removeDish(menuId, who.householdId, dishId)))
    throw notFound('That recipe is not on this menu');
}
