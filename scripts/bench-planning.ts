// Bench scenarios of the planning and shopping areas' other routes: the lists of plans and menus, and
// the writes (a plan or menu made, filled, emptied and deleted; a calendar feed turned on and off and
// read as a calendar app reads it; list lines added, ticked and cleared; the pantry's foods). Each write
// that uses something up gets it fresh before its call (arrange), so every call is the usual case. The reads of
// a plan, a menu and the list are in bench-pages.ts (a cook's) and bench-household.ts (a family's).
import { type BenchContext, type Scenario, type ScenarioGroup, setupCall } from './bench-scenario.js';

/** Call `i` as letters (a number in a line would be read as its quantity and lines would merge). */
export const letters = (i: number) => i.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)] ?? 'q');

const as = (ctx: BenchContext) => (path: string, method?: string, body?: unknown) =>
  setupCall<Record<string, unknown>>(ctx, ctx.idToken, path, method, body);

const newPlan = async (ctx: BenchContext, i: number) =>
  (await as(ctx)('/api/meal-plans', 'POST', { name: `Bench plan ${i}`, startDate: '2026-11-30' }))
    .id as string;

const newMenu = async (ctx: BenchContext, i: number) =>
  (await as(ctx)('/api/dinner-parties', 'POST', { name: `Bench menu ${i}`, guestCount: 6 })).id as string;

/** A new line on the bench cook's list; answers its id. */
async function newLine(ctx: BenchContext, i: number, checked = false): Promise<string> {
  const word = `bench spice ${letters(i)}`;
  const list = (await as(ctx)('/api/shopping-list/items', 'POST', { text: word })) as {
    items: { id: string; item: string }[];
  };
  const id = list.items.find((line) => line.item.includes(word))?.id;
  if (!id) throw new Error(`Bench: the line ${word} is not on the list`);
  if (checked) await as(ctx)(`/api/shopping-list/items/${id}`, 'PATCH', { checked: true });
  return id;
}

const planning: Scenario[] = [
  { method: 'GET', route: '/api/meal-plans' },
  {
    method: 'POST',
    route: '/api/meal-plans',
    body: (_ctx, i) => ({ name: `Bench week ${i}`, startDate: '2026-12-07' }),
    expectStatus: 201,
  },
  {
    method: 'DELETE',
    route: '/api/meal-plans/{id}',
    arrange: async (ctx, i) => ({ path: `/api/meal-plans/${await newPlan(ctx, i)}` }),
    expectStatus: 204,
  },
  {
    method: 'POST',
    route: '/api/meal-plans/{id}/recipes',
    label: 'Meal plan: add a meal',
    arrange: async (ctx, i) => ({ path: `/api/meal-plans/${await newPlan(ctx, i)}/recipes` }),
    body: (ctx, i) => ({ recipeId: ctx.recipeId, dayOfWeek: i % 7, mealType: 'dinner' }),
    expectStatus: 201,
  },
  {
    method: 'DELETE',
    route: '/api/meal-plans/{id}/recipes/{entryId}',
    arrange: async (ctx, i) => {
      const plan = await newPlan(ctx, i);
      const entry = await as(ctx)(`/api/meal-plans/${plan}/recipes`, 'POST', {
        recipeId: ctx.recipeId,
        dayOfWeek: 3,
        mealType: 'lunch',
      });
      return { path: `/api/meal-plans/${plan}/recipes/${entry.id}` };
    },
    expectStatus: 204,
  },
  {
    method: 'POST',
    route: '/api/meal-plans/{id}/recipes/{entryId}/cooked',
    label: 'Meal plan: mark a meal cooked (issue 39)',
    arrange: async (ctx, i) => {
      const plan = await newPlan(ctx, i);
      const entry = await as(ctx)(`/api/meal-plans/${plan}/recipes`, 'POST', {
        recipeId: ctx.recipeId,
        dayOfWeek: 2,
        mealType: 'dinner',
      });
      return { path: `/api/meal-plans/${plan}/recipes/${entry.id}/cooked` };
    },
    body: (_ctx, i) => ({
      cookedOn: `2026-02-${String((i % 28) + 1).padStart(2, '0')}`,
      cookName: 'Bench cook',
    }),
    expectStatus: 201,
  },
  {
    method: 'PUT',
    route: '/api/meal-plans/{id}/calendar-feed',
    label: 'Meal plan: turn its calendar feed on',
    arrange: async (ctx, i) => ({ path: `/api/meal-plans/${await newPlan(ctx, i)}/calendar-feed` }),
  },
  {
    method: 'DELETE',
    route: '/api/meal-plans/{id}/calendar-feed',
    arrange: async (ctx, i) => {
      const path = `/api/meal-plans/${await newPlan(ctx, i)}/calendar-feed`;
      await as(ctx)(path, 'PUT');
      return { path };
    },
  },
  {
    method: 'GET',
    route: '/api/calendar/{feed}',
    label: 'Calendar feed of a plan of 14 meals, as a calendar app reads it',
    path: (ctx) => ctx.calendarFeedPath,
    signedIn: false,
  },
  { method: 'GET', route: '/api/dinner-parties' },
  {
    method: 'POST',
    route: '/api/dinner-parties',
    body: (_ctx, i) => ({ name: `Bench supper ${i}`, guestCount: 4 }),
    expectStatus: 201,
  },
  {
    method: 'DELETE',
    route: '/api/dinner-parties/{id}',
    arrange: async (ctx, i) => ({ path: `/api/dinner-parties/${await newMenu(ctx, i)}` }),
    expectStatus: 204,
  },
  {
    method: 'POST',
    route: '/api/dinner-parties/{id}/recipes',
    label: 'Dinner-party menu: add two dishes',
    arrange: async (ctx, i) => ({ path: `/api/dinner-parties/${await newMenu(ctx, i)}/recipes` }),
    body: (ctx) => ({
      recipes: [
        { recipeId: ctx.recipeId, courseType: 'main' },
        { recipeId: ctx.otherPublicRecipeId, courseType: 'dessert' },
      ],
    }),
    expectStatus: 201,
  },
  {
    method: 'PUT',
    route: '/api/dinner-parties/{id}/guests',
    label: 'Dinner-party menu: its guests and what they eat',
    path: (ctx) => `/api/dinner-parties/${ctx.menuId}/guests`,
    body: (_ctx, i) => ({
      guests: [
        { name: 'Jo', allergies: [], diets: ['vegetarian'] },
        { name: `Guest ${i}`, allergies: ['peanuts', 'sesame'], diets: [] },
      ],
    }),
  },
  {
    method: 'POST',
    route: '/api/dinner-parties/{id}/cooked',
    label: 'Dinner-party menu: mark it cooked at once (its own dish logged, a public one left out; issue 39)',
    arrange: async (ctx, i) => {
      const menu = await newMenu(ctx, i);
      await as(ctx)(`/api/dinner-parties/${menu}/recipes`, 'POST', {
        recipes: [
          { recipeId: ctx.recipeId, courseType: 'main' },
          { recipeId: ctx.otherPublicRecipeId, courseType: 'dessert' },
        ],
      });
      return { path: `/api/dinner-parties/${menu}/cooked` };
    },
    body: (_ctx, i) => ({
      cookedOn: `2026-03-${String((i % 28) + 1).padStart(2, '0')}`,
      cookName: 'Bench cook',
    }),
    expectStatus: 201,
  },
  {
    method: 'DELETE',
    route: '/api/dinner-parties/{id}/recipes/{entryId}',
    arrange: async (ctx, i) => {
      const menu = await newMenu(ctx, i);
      const added = (await as(ctx)(`/api/dinner-parties/${menu}/recipes`, 'POST', {
        recipes: [{ recipeId: ctx.recipeId, courseType: 'side' }],
      })) as { added: { id: string }[] };
      return { path: `/api/dinner-parties/${menu}/recipes/${added.added[0]?.id}` };
    },
    expectStatus: 204,
  },
];

const shopping: Scenario[] = [
  {
    method: 'POST',
    route: '/api/shopping-list/recipes',
    label: 'Shopping list: add a recipe’s ingredients',
    body: (ctx) => ({ recipes: [{ recipeId: ctx.recipeId }] }),
  },
  {
    method: 'POST',
    route: '/api/shopping-list/items',
    body: (_ctx, i) => ({ text: `bench herb ${letters(i)}` }),
  },
  {
    method: 'PATCH',
    route: '/api/shopping-list/items/{itemId}',
    label: 'Shopping list: tick a line',
    arrange: async (ctx, i) => ({ path: `/api/shopping-list/items/${await newLine(ctx, i)}` }),
    body: () => ({ checked: true }),
  },
  {
    method: 'DELETE',
    route: '/api/shopping-list/items/{itemId}',
    arrange: async (ctx, i) => ({ path: `/api/shopping-list/items/${await newLine(ctx, i + 1000)}` }),
    expectStatus: 204,
  },
  {
    method: 'POST',
    route: '/api/shopping-list/clear-checked',
    label: 'Shopping list: clear the ticked line',
    arrange: async (ctx, i) => {
      await newLine(ctx, i + 2000, true);
      return {};
    },
  },
];

/** A new food in the bench cook's pantry; answers its id. */
async function newFood(ctx: BenchContext, i: number): Promise<string> {
  const food = `bench pepper ${letters(i)}`;
  const pantry = (await as(ctx)('/api/pantry/items', 'POST', { food, place: 'cupboard' })) as {
    items: { id: string; food: string }[];
  };
  const id = pantry.items.find((item) => item.food === food)?.id;
  if (!id) throw new Error(`Bench: the food ${food} is not in the pantry`);
  return id;
}

/** The pantry (issue 38): kept, changed, removed, and a recipe cooked out of it. */
const pantry: Scenario[] = [
  { method: 'GET', route: '/api/pantry', label: 'Pantry' },
  {
    method: 'POST',
    route: '/api/pantry/items',
    label: 'Pantry: keep a food',
    body: (_ctx, i) => ({ food: `2 bench roots ${letters(i)}`, place: 'fridge', bestBefore: '2026-12-24' }),
  },
  {
    method: 'PATCH',
    route: '/api/pantry/items/{itemId}',
    label: 'Pantry: move a food to the freezer',
    arrange: async (ctx, i) => ({ path: `/api/pantry/items/${await newFood(ctx, i)}` }),
    body: () => ({ place: 'freezer' }),
  },
  {
    method: 'DELETE',
    route: '/api/pantry/items/{itemId}',
    arrange: async (ctx, i) => ({ path: `/api/pantry/items/${await newFood(ctx, i + 1000)}` }),
    expectStatus: 204,
  },
  {
    method: 'POST',
    route: '/api/pantry/use',
    label: 'Pantry: take a cooked recipe’s ingredients out',
    body: (ctx) => ({ recipes: [{ recipeId: ctx.recipeId }] }),
  },
];

/** The calendar feed of the bench cook's plan of 14 meals (bench-pages.ts made it). */
async function turnOnFeed(ctx: BenchContext): Promise<Partial<BenchContext>> {
  const feed = await as(ctx)(`/api/meal-plans/${ctx.mealPlanId}/calendar-feed`, 'PUT');
  return { calendarFeedPath: String(feed.calendarFeedUrl) };
}

/** Runs after bench-pages.ts's reads, so the list and plan they read are as it made them. */
export const planningScenarios: ScenarioGroup = {
  name: 'planning and shopping',
  prepare: turnOnFeed,
  scenarios: [...planning, ...shopping, ...pantry],
};
