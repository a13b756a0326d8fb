// A planned meal or a whole dinner-party menu marked cooked (issue 39) over the stand-ins: each recipe
// gets its entry in the household's cook log and its summary moves, and the meal (or menu) keeps the day,
// in one transaction: never marked without its log, never logged twice.
import { describe, expect, it } from 'vitest';
import { addRecipe, getCounted } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { placeInHousehold } from './support/households.js';

type ErrorBody = { error?: { message: string } };
interface Entry {
  recipeId: string;
  recipeTitle: string;
  cookedOn: string;
  cookName: string;
  servings: number | null;
  note: string | null;
  revision: number | null;
  byYou: boolean;
}

const post = <T>(path: string, user: Session | null, body: unknown) =>
  api<T & ErrorBody>(path, { method: 'POST', token: user?.idToken, body });
const timeline = async (user: Session) =>
  (await api<{ items: Entry[] }>('/api/cook-log', { token: user.idToken })).body.items;
const cookedOf = async (id: string, user: Session) =>
  (
    await api<{ cooked?: { count: number; lastOn: string | null } }>(`/api/recipes/${id}`, {
      token: user.idToken,
    })
  ).body.cooked;

async function planWith(user: Session, recipeId: string) {
  const plan = await post<{ id: string }>('/api/meal-plans', user, {
    name: 'This week',
    startDate: '2026-03-02',
  });
  const entry = await post<{ id: string }>(`/api/meal-plans/${plan.body.id}/recipes`, user, {
    recipeId,
    dayOfWeek: 6,
    mealType: 'dinner',
  });
  return { planId: plan.body.id, entryId: entry.body.id };
}

async function menuWith(user: Session, recipeIds: string[]) {
  const menu = await post<{ id: string }>('/api/dinner-parties', user, { name: 'Birthday', guestCount: 8 });
  const added = await post(`/api/dinner-parties/${menu.body.id}/recipes`, user, {
    recipes: recipeIds.map((recipeId) => ({ recipeId, courseType: 'main' })),
  });
  expect(added.status).toBe(201);
  return menu.body.id;
}

const markMeal = (user: Session | null, planId: string, entryId: string, body: unknown) =>
  post<Entry>(`/api/meal-plans/${planId}/recipes/${entryId}/cooked`, user, body);
const markMenu = (user: Session | null, menuId: string, body: unknown) =>
  post<{ cookedOn: string; logged: Entry[]; skipped: number }>(
    `/api/dinner-parties/${menuId}/cooked`,
    user,
    body,
  );

describe('a planned meal marked cooked', () => {
  it("logs its recipe, moves the recipe's summary and marks the meal, once", async () => {
    const cook = await signUpUser();
    const recipe = await addRecipe(cook, { title: 'Sunday roast' });
    const { planId, entryId } = await planWith(cook, recipe.id);

    const marked = await markMeal(cook, planId, entryId, {
      cookedOn: '2026-03-08',
      cookName: 'Sam',
      servings: 4,
      rating: 4,
      note: 'Crispier potatoes this time',
    });
    expect(marked.status).toBe(201);
    expect(marked.body).toMatchObject({
      recipeId: recipe.id,
      recipeTitle: 'Sunday roast',
      cookedOn: '2026-03-08',
      cookName: 'Sam',
      servings: 4,
      note: 'Crispier potatoes this time',
      revision: 1,
      byYou: true,
    });
    expect(await cookedOf(recipe.id, cook)).toEqual({ count: 1, lastOn: '2026-03-08' });
    expect(await timeline(cook)).toMatchObject([{ recipeTitle: 'Sunday roast', cookName: 'Sam' }]);
    const plan = await getCounted<{ entries: { id: string; cookedOn?: string | null }[] }>(
      `/api/meal-plans/${planId}`,
      cook.idToken,
    );
    expect(plan.dynamoRequests).toBe(2);
    expect(plan.body.entries).toMatchObject([{ id: entryId, cookedOn: '2026-03-08' }]);

    // Marked again: refused, and nothing is logged twice.
    const again = await markMeal(cook, planId, entryId, { cookedOn: '2026-03-08', cookName: 'Sam' });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('This meal was already marked cooked on 2026-03-08');
    expect(await cookedOf(recipe.id, cook)).toEqual({ count: 1, lastOn: '2026-03-08' });
    expect(await timeline(cook)).toHaveLength(1);
  });

  it('two cooks marking the same meal at once log it once', async () => {
    const cook = await signUpUser();
    const member = await signUpUser();
    await placeInHousehold(cook, member);
    const recipe = await addRecipe(cook, { title: 'Shared soup', visibility: 'household' });
    const { planId, entryId } = await planWith(cook, recipe.id);
    const replies = await Promise.all([
      markMeal(cook, planId, entryId, { cookedOn: '2026-03-08', cookName: 'Sam' }),
      markMeal(member, planId, entryId, { cookedOn: '2026-03-08', cookName: 'Kim' }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(await cookedOf(recipe.id, cook)).toEqual({ count: 1, lastOn: '2026-03-08' });
    expect(await timeline(member)).toHaveLength(1);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const cook = await signUpUser();
    const recipe = await addRecipe(cook);
    const { planId, entryId } = await planWith(cook, recipe.id);
    const cases: [unknown, string][] = [
      [{ cookName: 'Sam' }, 'Choose the day you cooked it'],
      [{ cookedOn: '2026-03-08', cookName: ' ' }, 'Say who cooked'],
      [{ cookedOn: '2026-03-08', cookName: 'Sam', rating: 0 }, 'Rating must be a whole number from 1 to 5'],
      [{ cookedOn: '2999-01-01', cookName: 'Sam' }, 'The day you cooked it cannot be in the future'],
    ];
    for (const [body, message] of cases) {
      const reply = await markMeal(cook, planId, entryId, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(reply.body)).toContain(message);
    }
    const missing = await markMeal(cook, planId, 'no-such-entry', {
      cookedOn: '2026-03-08',
      cookName: 'Sam',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error?.message).toBe('That recipe is not on this meal plan');
    expect(await cookedOf(recipe.id, cook)).toEqual({ count: 0, lastOn: null });
    expect(await timeline(cook)).toEqual([]);
  });

  it("needs a signed-in member of the plan's household; a public recipe is not the household's to log", async () => {
    const cook = await signUpUser();
    const stranger = await signUpUser();
    const recipe = await addRecipe(cook);
    const { planId, entryId } = await planWith(cook, recipe.id);
    const body = { cookedOn: '2026-03-08', cookName: 'Eve' };
    expect((await markMeal(null, planId, entryId, body)).status).toBe(401);
    const outsider = await markMeal(stranger, planId, entryId, body);
    expect(outsider.status).toBe(404);
    expect(outsider.body.error?.message).toBe('Meal plan not found');

    const open = await addRecipe(stranger, { title: 'Open pie', isPublic: true });
    const planned = await planWith(cook, open.id);
    const refused = await markMeal(cook, planned.planId, planned.entryId, body);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe("Only the recipe's household can log cooking it");
    expect(await timeline(cook)).toEqual([]);
    expect(await timeline(stranger)).toEqual([]);
  });
});

describe('a dinner-party menu marked cooked', () => {
  it('logs each of its recipes once, all at once, and marks the menu', async () => {
    const cook = await signUpUser();
    const other = await signUpUser();
    const starter = await addRecipe(cook, { title: 'Beet salad' });
    const main = await addRecipe(cook, { title: 'Lamb shoulder' });
    const open = await addRecipe(other, { title: 'Open tart', isPublic: true });
    // An earlier log of the main: the menu's later day moves its last day.
    expect(
      (await post(`/api/recipes/${main.id}/cooked`, cook, { cookedOn: '2026-01-01', cookName: 'Sam' }))
        .status,
    ).toBe(201);
    const menuId = await menuWith(cook, [starter.id, main.id, starter.id, open.id]);

    const marked = await markMenu(cook, menuId, {
      cookedOn: '2026-03-07',
      cookName: 'Sam and Kim',
      servings: 8,
    });
    expect(marked.status).toBe(201);
    expect(marked.body.cookedOn).toBe('2026-03-07');
    expect(marked.body.skipped).toBe(1);
    expect(marked.body.logged.map((entry) => [entry.recipeTitle, entry.servings])).toEqual([
      ['Beet salad', 8],
      ['Lamb shoulder', 8],
    ]);
    expect(await cookedOf(starter.id, cook)).toEqual({ count: 1, lastOn: '2026-03-07' });
    expect(await cookedOf(main.id, cook)).toEqual({ count: 2, lastOn: '2026-03-07' });
    // The earlier log of the main, and the menu's two.
    expect((await timeline(cook)).map((entry) => [entry.cookedOn, entry.recipeTitle])).toEqual([
      ['2026-03-07', 'Lamb shoulder'],
      ['2026-03-07', 'Beet salad'],
      ['2026-01-01', 'Lamb shoulder'],
    ]);
    const menu = await api<{ cookedOn?: string | null }>(`/api/dinner-parties/${menuId}`, {
      token: cook.idToken,
    });
    expect(menu.body.cookedOn).toBe('2026-03-07');

    const again = await markMenu(cook, menuId, { cookedOn: '2026-03-07', cookName: 'Sam' });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('This menu was already marked cooked on 2026-03-07');
    expect(await cookedOf(starter.id, cook)).toEqual({ count: 1, lastOn: '2026-03-07' });
  });

  it('a day before the last one leaves the last day as it was', async () => {
    const cook = await signUpUser();
    const dish = await addRecipe(cook, { title: 'Trifle' });
    expect(
      (await post(`/api/recipes/${dish.id}/cooked`, cook, { cookedOn: '2026-05-01', cookName: 'Sam' }))
        .status,
    ).toBe(201);
    const menuId = await menuWith(cook, [dish.id]);
    expect((await markMenu(cook, menuId, { cookedOn: '2026-04-01', cookName: 'Sam' })).status).toBe(201);
    expect(await cookedOf(dish.id, cook)).toEqual({ count: 2, lastOn: '2026-05-01' });
  });

  it('refuses bad input, an empty menu and a menu of no household recipe, writing nothing', async () => {
    const cook = await signUpUser();
    const other = await signUpUser();
    const dish = await addRecipe(cook);
    const menuId = await menuWith(cook, [dish.id]);
    for (const [body, message] of [
      [{ cookName: 'Sam' }, 'Choose the day you cooked it'],
      [{ cookedOn: '2026-03-07', cookName: '' }, 'Say who cooked'],
      [
        { cookedOn: '2026-03-07', cookName: 'Sam', servings: 101 },
        'For how many must be a whole number from 1 to 100',
      ],
    ] as const) {
      const reply = await markMenu(cook, menuId, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(reply.body)).toContain(message);
    }
    const empty = await post<{ id: string }>('/api/dinner-parties', cook, { name: 'Empty' });
    const nothing = await markMenu(cook, empty.body.id, { cookedOn: '2026-03-07', cookName: 'Sam' });
    expect(nothing.status).toBe(400);
    expect(nothing.body.error?.message).toBe('Add recipes to the menu before marking it cooked');

    const open = await addRecipe(other, { isPublic: true });
    const theirs = await menuWith(cook, [open.id]);
    const refused = await markMenu(cook, theirs, { cookedOn: '2026-03-07', cookName: 'Sam' });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe("None of this menu's recipes are your household's to log");
    expect(await timeline(cook)).toEqual([]);
  });

  it("needs a signed-in member of the menu's household", async () => {
    const cook = await signUpUser();
    const member = await signUpUser();
    const stranger = await signUpUser();
    await placeInHousehold(cook, member);
    const dish = await addRecipe(cook, { title: 'Paella', visibility: 'household' });
    const menuId = await menuWith(cook, [dish.id]);
    const body = { cookedOn: '2026-03-07', cookName: 'Kim' };
    expect((await markMenu(null, menuId, body)).status).toBe(401);
    const outsider = await markMenu(stranger, menuId, body);
    expect(outsider.status).toBe(404);
    expect(outsider.body.error?.message).toBe('Menu not found');
    expect((await markMenu(member, menuId, body)).status).toBe(201);
    expect(await timeline(cook)).toMatchObject([{ recipeTitle: 'Paella', byYou: false }]);
  });
});
