// Planning area routes: meal plans (with their private iCal feed) and dinner-party menus.
import { logMenuCookedRequest, logPlannedCookRequest } from '../../../contracts/cook-log.js';
import {
  addMenuRecipesRequest,
  addPlanEntryRequest,
  createMealPlanRequest,
  createMenuRequest,
  setMenuGuestsRequest,
} from '../../../contracts/planning.js';
import { defineManifest } from '../../../shared/route-manifest.js';

export const planningManifest = defineManifest({
  listMealPlans: {
    method: 'GET',
    path: '/api/meal-plans',
    auth: 'user',
    doc: "The caller's meal plans",
    budget: { requests: 1 },
  },
  createMealPlan: {
    method: 'POST',
    path: '/api/meal-plans',
    auth: 'user',
    body: createMealPlanRequest,
    doc: 'Starts a meal plan for a week',
    budget: { requests: 1 },
  },
  getMealPlan: {
    method: 'GET',
    path: '/api/meal-plans/{id}',
    auth: 'user',
    doc: 'One meal plan with its meals',
    budget: { requests: 2 },
  },
  deleteMealPlan: {
    method: 'DELETE',
    path: '/api/meal-plans/{id}',
    auth: 'user',
    doc: 'Deletes a meal plan',
    budget: { requests: 2 },
  },
  addRecipeToMealPlan: {
    method: 'POST',
    path: '/api/meal-plans/{id}/recipes',
    auth: 'user',
    body: addPlanEntryRequest,
    doc: 'Plans a recipe for a day and meal',
    budget: { requests: 3 },
  },
  removeRecipeFromMealPlan: {
    method: 'DELETE',
    path: '/api/meal-plans/{id}/recipes/{entryId}',
    auth: 'user',
    doc: 'Takes a meal off the plan',
    budget: { requests: 1 },
  },
  markPlannedMealCooked: {
    method: 'POST',
    path: '/api/meal-plans/{id}/recipes/{entryId}/cooked',
    auth: 'user',
    body: logPlannedCookRequest,
    doc: "Marks a planned meal cooked: its recipe's entry in the household's cook log (issue 39)",
    // the plan's Query, the recipe's card, then the entry, the recipe's summary and the meal's mark at once.
    budget: { requests: 3 },
  },
  rotateCalendarFeed: {
    method: 'PUT',
    path: '/api/meal-plans/{id}/calendar-feed',
    auth: 'user',
    doc: 'Makes a new private iCal link for the plan (the old one stops at once)',
    // reads when the household last ended its links, so a link made in that same second still counts as after it (issue 32).
    budget: { requests: 3 },
  },
  revokeCalendarFeed: {
    method: 'DELETE',
    path: '/api/meal-plans/{id}/calendar-feed',
    auth: 'user',
    doc: "Turns the plan's iCal link off",
    budget: { requests: 2 },
  },
  // Public: calendar apps cannot sign in, so the unguessable token ({feed} = <token>.ics) is the key.
  calendarFeed: {
    method: 'GET',
    path: '/api/calendar/{feed}',
    auth: 'public',
    doc: "A meal plan's iCal feed, opened by its token",
    // checks the link against when the household last ended its links, as it is read (issue 32).
    budget: { requests: 4 },
  },
  listMenus: {
    method: 'GET',
    path: '/api/dinner-parties',
    auth: 'user',
    doc: "The caller's dinner-party menus",
    budget: { requests: 1 },
  },
  createMenu: {
    method: 'POST',
    path: '/api/dinner-parties',
    auth: 'user',
    body: createMenuRequest,
    doc: 'Starts a dinner-party menu',
    budget: { requests: 1 },
  },
  getMenu: {
    method: 'GET',
    path: '/api/dinner-parties/{id}',
    auth: 'user',
    doc: 'One menu with its courses',
    budget: { requests: 2 },
  },
  deleteMenu: {
    method: 'DELETE',
    path: '/api/dinner-parties/{id}',
    auth: 'user',
    doc: 'Deletes a menu',
    budget: { requests: 2 },
  },
  addRecipesToMenu: {
    method: 'POST',
    path: '/api/dinner-parties/{id}/recipes',
    auth: 'user',
    body: addMenuRecipesRequest,
    doc: 'Adds recipes to a menu, each under a course',
    budget: { requests: 3 },
  },
  setMenuGuests: {
    method: 'PUT',
    path: '/api/dinner-parties/{id}/guests',
    auth: 'user',
    body: setMenuGuestsRequest,
    doc: "Sets a menu's guests with their allergies and diets, which each course is checked against",
    budget: { requests: 1 },
  },
  markMenuCooked: {
    method: 'POST',
    path: '/api/dinner-parties/{id}/cooked',
    auth: 'user',
    body: logMenuCookedRequest,
    doc: "Marks a whole menu cooked: each of its recipes into the household's cook log at once (issue 39)",
    // the menu's Query, its recipes' cards (one BatchGet), then every entry and summary and the mark at once.
    budget: { requests: 3 },
  },
  removeRecipeFromMenu: {
    method: 'DELETE',
    path: '/api/dinner-parties/{id}/recipes/{entryId}',
    auth: 'user',
    doc: 'Takes a recipe off a menu',
    budget: { requests: 1 },
  },
});
