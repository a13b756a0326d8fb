// Planning area: meal plans (with their private iCal feed) and dinner-party menus. Every plan and menu
// is its owner's alone; handlers parse, call one use case and answer.
import {
  addMenuRecipesRequest,
  addPlanEntryRequest,
  createMealPlanRequest,
  createMenuRequest,
} from '../../../contracts/planning.js';
import { menuRepository } from '../../../data/entities/dinner-party.js';
import { mealPlanRepository } from '../../../data/entities/meal-plan.js';
import { recipeRepository } from '../../../data/entities/recipe.js';
import {
  addRecipeToMealPlan,
  calendarFeed,
  createMealPlan,
  deleteMealPlan,
  getMealPlan,
  listMealPlans,
  removeRecipeFromMealPlan,
  revokeCalendarFeed,
  rotateCalendarFeed,
} from '../../../domain/planning/meal-plans.js';
import {
  addRecipesToMenu,
  createMenu,
  deleteMenu,
  getMenu,
  listMenus,
  removeRecipeFromMenu,
} from '../../../domain/planning/menus.js';
import type { Clock, PlanningRepositories } from '../../../domain/planning/repositories.js';
import { appOrigin } from '../../../shared/app-origin.js';
import { db } from '../../../shared/clients.js';
import { defineRoute, httpApi, json, noContent, textResult } from '../../../shared/http.js';
import { logger } from '../../../shared/logger.js';
import { withRequestCount } from '../../../shared/request-count.js';

const repos: PlanningRepositories = {
  mealPlans: mealPlanRepository(db),
  menus: menuRepository(db),
  recipes: recipeRepository(db),
};
const clock: Clock = () => new Date();

const param = (params: Record<string, string>, name: string) => params[name] ?? '';

/** The site origin for recipe links in the feed; the feed still works without it. */
async function originOrNull(): Promise<string | null> {
  try {
    return await appOrigin();
  } catch (error) {
    logger.warn('calendar feed without recipe links', { error: String(error) });
    return null;
  }
}

export const mealPlanRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/meal-plans',
    handler: ({ caller }) => listMealPlans(repos, caller.userId),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/meal-plans',
    body: createMealPlanRequest,
    handler: async ({ caller, body }) => json(201, await createMealPlan(repos, caller.userId, body, clock)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/meal-plans/{id}',
    handler: ({ caller, params }) => getMealPlan(repos, caller.userId, param(params, 'id')),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/meal-plans/{id}',
    handler: async ({ caller, params }) => {
      await deleteMealPlan(repos, caller.userId, param(params, 'id'));
      return noContent();
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/meal-plans/{id}/recipes',
    body: addPlanEntryRequest,
    handler: async ({ caller, params, body }) =>
      json(201, await addRecipeToMealPlan(repos, caller.userId, param(params, 'id'), body, clock)),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/meal-plans/{id}/recipes/{entryId}',
    handler: async ({ caller, params }) => {
      await removeRecipeFromMealPlan(repos, caller.userId, param(params, 'id'), param(params, 'entryId'));
      return noContent();
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/meal-plans/{id}/calendar-feed',
    handler: ({ caller, params }) => rotateCalendarFeed(repos, caller.userId, param(params, 'id')),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/meal-plans/{id}/calendar-feed',
    handler: ({ caller, params }) => revokeCalendarFeed(repos, caller.userId, param(params, 'id')),
  }),
  // Public: calendar apps cannot sign in, so the unguessable token in the address is the key.
  defineRoute({
    method: 'GET',
    path: '/api/calendar/{feed}',
    auth: 'none',
    handler: async ({ params }) => {
      const token = param(params, 'feed').replace(/\.ics$/, '');
      const feed = await calendarFeed(repos, token, await originOrNull());
      return textResult(feed.body, 'text/calendar; charset=utf-8', {
        'content-disposition': `inline; filename="${feed.fileName}"`,
        'cache-control': 'private, max-age=300',
      });
    },
  }),
].map(withRequestCount);

export const dinnerPartyRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/dinner-parties',
    handler: ({ caller }) => listMenus(repos, caller.userId),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/dinner-parties',
    body: createMenuRequest,
    handler: async ({ caller, body }) => json(201, await createMenu(repos, caller.userId, body, clock)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/dinner-parties/{id}',
    handler: ({ caller, params }) => getMenu(repos, caller.userId, param(params, 'id')),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/dinner-parties/{id}',
    handler: async ({ caller, params }) => {
      await deleteMenu(repos, caller.userId, param(params, 'id'));
      return noContent();
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/dinner-parties/{id}/recipes',
    body: addMenuRecipesRequest,
    handler: async ({ caller, params, body }) =>
      json(201, await addRecipesToMenu(repos, caller.userId, param(params, 'id'), body, clock)),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/dinner-parties/{id}/recipes/{entryId}',
    handler: async ({ caller, params }) => {
      await removeRecipeFromMenu(repos, caller.userId, param(params, 'id'), param(params, 'entryId'));
      return noContent();
    },
  }),
].map(withRequestCount);

export const handler = httpApi([...mealPlanRoutes, ...dinnerPartyRoutes]);
