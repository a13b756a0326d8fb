// A planned meal, or a whole dinner-party menu, marked cooked (issue 39): each recipe gets its entry in
// the household's cook log, as "We cooked this" writes it, and the plan's meal (or the menu) keeps the
// day it was cooked, all in ONE transaction (the cook log's `logTogether`): a meal is never marked
// without its log, nor logged twice by two cooks pressing at once.
//
// Who may: any member of the household the plan or menu belongs to (anyone else: 404, as its page).
// What is logged: the household's own recipes, as "We cooked this" allows; a public or shared recipe
// planned by the household is left out of a menu's log (`skipped`), and a planned meal of one is refused
// (403). A menu logs at most MAX_RECIPES_COOKED_TOGETHER recipes at once (one transaction); a recipe on
// it twice is logged once.
import {
  type CookLogEntry,
  type LogCookRequest,
  type LogMenuCookedRequest,
  MAX_RECIPES_COOKED_TOGETHER,
  type MenuCookedResponse,
} from '../../contracts/cook-log.js';
import type { CookLogRepository } from '../../data/entities/cook-log.js';
import type { MenuRepository } from '../../data/entities/dinner-party.js';
import type { MealPlanRepository } from '../../data/entities/meal-plan.js';
import type { RecipeRecord } from '../../data/entities/recipe.js';
import { badRequest, conflict, forbidden, notFound } from '../../shared/errors.js';
import { cookLogRecord, NOT_YOUR_HOUSEHOLD, refuseFutureDay, toEntry } from '../recipes/cook-log/cook-log.js';
import { visibleRecipes } from './planned-recipes.js';
import type { Clock, PlanMember, PlanningRepositories } from './repositories.js';

export const NOTHING_TO_LOG = "None of this menu's recipes are your household's to log";
export const MENU_TOO_BIG = `A menu of more than ${MAX_RECIPES_COOKED_TOGETHER} recipes is logged one recipe at a time`;

export interface CookedRepos {
  mealPlans: Pick<MealPlanRepository, 'read' | 'cookedMark'>;
  menus: Pick<MenuRepository, 'read' | 'cookedMark'>;
  recipes: PlanningRepositories['recipes'];
  cookLog: Pick<CookLogRepository, 'logTogether'>;
  newId: () => string;
}

const lastCookedOf = (recipes: Map<string, RecipeRecord>) => (id: string) =>
  recipes.get(id)?.lastCookedOn ?? null;

/** Marks one meal of a plan cooked: its recipe's log entry and the meal's day, in one transaction. */
export async function markPlannedMealCooked(
  repos: CookedRepos,
  who: PlanMember,
  planId: string,
  entryId: string,
  input: Omit<LogCookRequest, 'photo' | 'photoAlt'>,
  clock: Clock,
): Promise<CookLogEntry> {
  refuseFutureDay(input.cookedOn, clock);
  const plan = await repos.mealPlans.read(planId);
  if (!plan || plan.parent.householdId !== who.householdId) throw notFound('Meal plan not found');
  const entry = plan.children.find((child) => child.id === entryId);
  if (!entry) throw notFound('That recipe is not on this meal plan');
  if (entry.cookedOn) throw conflict(`This meal was already marked cooked on ${entry.cookedOn}`);
  const recipes = await visibleRecipes(repos, who, [entry.recipeId]);
  const recipe = recipes.get(entry.recipeId);
  if (!recipe) throw notFound('Recipe not found');
  if (recipe.householdId !== who.householdId) throw forbidden(NOT_YOUR_HOUSEHOLD);
  const record = cookLogRecord(recipe, who, repos.newId(), input, clock);
  const result = await repos.cookLog.logTogether(
    [record],
    lastCookedOf(recipes),
    repos.mealPlans.cookedMark(planId, entryId, input.cookedOn),
  );
  if (result.outcome === 'marked')
    throw conflict('This meal was marked cooked or taken off the plan meanwhile');
  if (result.logged.length === 0) throw notFound('Recipe not found');
  return toEntry(record, who.userId);
}

/** Marks a whole menu cooked: an entry for each of its household's recipes and the menu's day, at once. */
export async function markMenuCooked(
  repos: CookedRepos,
  who: PlanMember,
  menuId: string,
  input: LogMenuCookedRequest,
  clock: Clock,
): Promise<MenuCookedResponse> {
  refuseFutureDay(input.cookedOn, clock);
  const menu = await repos.menus.read(menuId);
  if (!menu || menu.parent.householdId !== who.householdId) throw notFound('Menu not found');
  if (menu.parent.cookedOn) throw conflict(`This menu was already marked cooked on ${menu.parent.cookedOn}`);
  const ids = [
    ...new Set([...menu.children].sort((a, b) => a.position - b.position).map((dish) => dish.recipeId)),
  ];
  if (ids.length === 0) throw badRequest('Add recipes to the menu before marking it cooked');
  const recipes = await visibleRecipes(repos, who, ids);
  const ours = ids.flatMap((id) => {
    const recipe = recipes.get(id);
    return recipe && recipe.householdId === who.householdId ? [recipe] : [];
  });
  if (ours.length === 0) throw forbidden(NOTHING_TO_LOG);
  if (ours.length > MAX_RECIPES_COOKED_TOGETHER) throw badRequest(MENU_TOO_BIG);
  const records = ours.map((recipe) => cookLogRecord(recipe, who, repos.newId(), input, clock));
  const result = await repos.cookLog.logTogether(
    records,
    lastCookedOf(recipes),
    repos.menus.cookedMark(menuId, who.householdId, input.cookedOn),
  );
  if (result.outcome === 'marked') throw conflict('This menu was marked cooked or deleted meanwhile');
  if (result.logged.length === 0) throw conflict("The menu's recipes changed meanwhile. Please reload it");
  return {
    cookedOn: input.cookedOn,
    logged: result.logged.map((record) => toEntry(record, who.userId)),
    skipped: ids.length - result.logged.length,
  };
}
