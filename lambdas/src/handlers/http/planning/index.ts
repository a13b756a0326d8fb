// Planning area: meal plans (with their private iCal feed) and dinner-party menus. Every plan and menu
// is its owner's alone; handlers parse, call one use case and answer.
import { monotonicFactory } from 'ulid';
import { cookLogRepository } from '../../../data/entities/cook-log.js';
import { menuRepository } from '../../../data/entities/dinner-party.js';
import { households } from '../../../data/entities/household/repository.js';
import { mealPlanRepository } from '../../../data/entities/meal-plan.js';
import { recipeRepository } from '../../../data/entities/recipe.js';
import { type CookedRepos, markMenuCooked, markPlannedMealCooked } from '../../../domain/planning/cooked.js';
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
  setMenuGuests,
} from '../../../domain/planning/menus.js';
import type { Clock, PlanningRepositories } from '../../../domain/planning/repositories.js';
import { appOrigin } from '../../../shared/app-origin.js';
import { db } from '../../../shared/clients.js';
import { logger } from '../../../shared/logger.js';
import { bindRoutes, httpApi, json, noContent, textResult } from '../../shared/http.js';
import { planningManifest } from './manifest.js';

const repos: PlanningRepositories = {
  mealPlans: mealPlanRepository(db),
  menus: menuRepository(db),
  recipes: recipeRepository(db),
  households,
};
const clock: Clock = () => new Date();
const cooking: CookedRepos = { ...repos, cookLog: cookLogRepository(db), newId: monotonicFactory() };

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

export const handler = httpApi(
  bindRoutes(planningManifest, {
    listMealPlans: ({ caller }) => listMealPlans(repos, caller),
    createMealPlan: async ({ caller, body }) => json(201, await createMealPlan(repos, caller, body, clock)),
    getMealPlan: ({ caller, params }) => getMealPlan(repos, caller, param(params, 'id')),
    deleteMealPlan: async ({ caller, params }) => {
      await deleteMealPlan(repos, caller, param(params, 'id'));
      return noContent();
    },
    addRecipeToMealPlan: async ({ caller, params, body }) =>
      json(201, await addRecipeToMealPlan(repos, caller, param(params, 'id'), body, clock)),
    removeRecipeFromMealPlan: async ({ caller, params }) => {
      await removeRecipeFromMealPlan(repos, caller, param(params, 'id'), param(params, 'entryId'));
      return noContent();
    },
    markPlannedMealCooked: async ({ caller, params, body }) =>
      json(
        201,
        await markPlannedMealCooked(
          cooking,
          caller,
          param(params, 'id'),
          param(params, 'entryId'),
          body,
          clock,
        ),
      ),
    rotateCalendarFeed: ({ caller, params }) => rotateCalendarFeed(repos, caller, param(params, 'id')),
    revokeCalendarFeed: ({ caller, params }) => revokeCalendarFeed(repos, caller, param(params, 'id')),
    calendarFeed: async ({ params }) => {
      const token = param(params, 'feed').replace(/\.ics$/, '');
      const feed = await calendarFeed(repos, token, await originOrNull());
      return textResult(feed.body, 'text/calendar; charset=utf-8', {
        'content-disposition': `inline; filename="${feed.fileName}"`,
        'cache-control': 'private, max-age=300',
      });
    },
    listMenus: ({ caller }) => listMenus(repos, caller),
    createMenu: async ({ caller, body }) => json(201, await createMenu(repos, caller, body, clock)),
    getMenu: ({ caller, params }) => getMenu(repos, caller, param(params, 'id')),
    deleteMenu: async ({ caller, params }) => {
      await deleteMenu(repos, caller, param(params, 'id'));
      return noContent();
    },
    addRecipesToMenu: async ({ caller, params, body }) =>
      json(201, await addRecipesToMenu(repos, caller, param(params, 'id'), body, clock)),
    setMenuGuests: ({ caller, params, body }) =>
      setMenuGuests(repos, caller, param(params, 'id'), body.guests),
    markMenuCooked: async ({ caller, params, body }) =>
      json(201, await markMenuCooked(cooking, caller, param(params, 'id'), body, clock)),
    removeRecipeFromMenu: async ({ caller, params }) => {
      await removeRecipeFromMenu(repos, caller, param(params, 'id'), param(params, 'entryId'));
      return noContent();
    },
  }),
);
