// Meal plans, their private iCal feeds and dinner-party menus through the local API Gateway adapter,
// with real tokens and DynamoDB Local: CRUD, the spec's validation messages, 401, other users' plans
// and menus (404), recipes the owner may not see (refused), and what a plan shows once a recipe goes.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import ICAL from 'ical.js';
import { describe, expect, inject, it } from 'vitest';
import { addRecipe, getCounted } from './recipes-fixtures.js';
import { api, stackUrl } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';

type ErrorBody = { error: { code: string; message: string } };
interface Planned {
  id: string;
  title: string;
}
interface PlanEntry {
  id: string;
  recipeId: string;
  dayOfWeek: number;
  mealType: string;
  recipe: Planned | null;
}
interface Plan {
  id: string;
  name: string;
  startDate: string;
  entries: PlanEntry[];
  calendarFeedUrl: string | null;
}
interface MenuEntry {
  id: string;
  recipeId: string;
  courseType: string;
  recipe: Planned | null;
}
interface Menu {
  id: string;
  name: string;
  eventDate: string | null;
  description: string | null;
  guestCount: number | null;
  entries: MenuEntry[];
}

const createPlan = (
  user: Session,
  body: Record<string, unknown> = { name: 'Week 48', startDate: '2026-11-23' },
) => api<Plan & ErrorBody>('/api/meal-plans', { method: 'POST', token: user.idToken, body });
const addToPlan = (user: Session, planId: string, body: Record<string, unknown>) =>
  api<PlanEntry & ErrorBody>(`/api/meal-plans/${planId}/recipes`, {
    method: 'POST',
    token: user.idToken,
    body,
  });
const getPlan = (user: Session, planId: string) =>
  api<Plan & ErrorBody>(`/api/meal-plans/${planId}`, { token: user.idToken });
const createMenu = (user: Session, body: Record<string, unknown>) =>
  api<Menu & ErrorBody>('/api/dinner-parties', { method: 'POST', token: user.idToken, body });
const addToMenu = (user: Session, menuId: string, recipes: Record<string, unknown>[]) =>
  api<{ added: MenuEntry[]; count: number } & ErrorBody>(`/api/dinner-parties/${menuId}/recipes`, {
    method: 'POST',
    token: user.idToken,
    body: { recipes },
  });
const getMenu = (user: Session, menuId: string) =>
  api<Menu & ErrorBody>(`/api/dinner-parties/${menuId}`, { token: user.idToken });

async function newPlan(user: Session, body?: Record<string, unknown>): Promise<Plan> {
  const reply = await createPlan(user, body);
  expect(reply.status).toBe(201);
  return reply.body;
}

describe('meal plans', () => {
  it('creates, lists newest start first, fills the week, removes a recipe and deletes the plan', async () => {
    const user = await signUpUser();
    const soup = await addRecipe(user, { title: 'Tomato Soup' });
    const pie = await addRecipe(user, { title: 'Shepherd Pie' });
    const older = await newPlan(user, { name: 'Week 47', startDate: '2026-11-16' });
    const plan = await newPlan(user, { name: ' Week 48 ', startDate: '2026-11-23' });
    expect(plan).toMatchObject({ name: 'Week 48', startDate: '2026-11-23' });

    const list = await api<{ mealPlans: Plan[] }>('/api/meal-plans', { token: user.idToken });
    expect(list.body.mealPlans.map((item) => item.id)).toEqual([plan.id, older.id]);

    const monday = await addToPlan(user, plan.id, { recipeId: soup.id, dayOfWeek: 0, mealType: 'lunch' });
    expect(monday.status).toBe(201);
    expect(monday.body.recipe).toMatchObject({ id: soup.id, title: 'Tomato Soup' });
    await addToPlan(user, plan.id, { recipeId: pie.id, dayOfWeek: 3, mealType: 'dinner' });
    await addToPlan(user, plan.id, { recipeId: soup.id, dayOfWeek: 0, mealType: 'breakfast' });

    const page = await getCounted<Plan>(`/api/meal-plans/${plan.id}`, user.idToken);
    expect(page.status).toBe(200);
    // One Query for the plan with its entries, one BatchGet for the recipes.
    expect(page.dynamoRequests).toBeLessThanOrEqual(2);
    expect(page.body.entries.map((entry) => [entry.dayOfWeek, entry.mealType, entry.recipe?.title])).toEqual([
      [0, 'breakfast', 'Tomato Soup'],
      [0, 'lunch', 'Tomato Soup'],
      [3, 'dinner', 'Shepherd Pie'],
    ]);

    const removed = await api(`/api/meal-plans/${plan.id}/recipes/${monday.body.id}`, {
      method: 'DELETE',
      token: user.idToken,
    });
    expect(removed.status).toBe(204);
    const again = await api(`/api/meal-plans/${plan.id}/recipes/${monday.body.id}`, {
      method: 'DELETE',
      token: user.idToken,
    });
    expect(again.status).toBe(404);
    expect((await getPlan(user, plan.id)).body.entries).toHaveLength(2);

    expect((await api(`/api/meal-plans/${plan.id}`, { method: 'DELETE', token: user.idToken })).status).toBe(
      204,
    );
    expect((await getPlan(user, plan.id)).status).toBe(404);
    const after = await api<{ mealPlans: Plan[] }>('/api/meal-plans', { token: user.idToken });
    expect(after.body.mealPlans.map((item) => item.id)).toEqual([older.id]);
  });

  it("answers 400 'Please fill in all fields' for a missing name, start date, day, meal or recipe", async () => {
    const user = await signUpUser();
    for (const body of [
      { name: 'Week' },
      { startDate: '2026-11-23' },
      { name: '  ', startDate: '2026-11-23' },
    ]) {
      const reply = await createPlan(user, body);
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toBe('Please fill in all fields');
    }
    expect((await createPlan(user, { name: 'Week', startDate: '2026-02-30' })).status).toBe(400);

    const plan = await newPlan(user);
    const recipe = await addRecipe(user);
    for (const body of [
      { dayOfWeek: 0, mealType: 'lunch' },
      { recipeId: recipe.id, mealType: 'lunch' },
      { recipeId: recipe.id, dayOfWeek: 0 },
      { recipeId: recipe.id, dayOfWeek: 7, mealType: 'lunch' },
      { recipeId: recipe.id, dayOfWeek: 0, mealType: 'brunch' },
    ]) {
      const reply = await addToPlan(user, plan.id, body);
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toBe('Please fill in all fields');
    }
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await api('/api/meal-plans')).status).toBe(401);
    expect(
      (await api('/api/meal-plans', { method: 'POST', body: { name: 'x', startDate: '2026-11-23' } })).status,
    ).toBe(401);
    expect((await api('/api/meal-plans/any')).status).toBe(401);
    expect((await api('/api/meal-plans/any/calendar-feed', { method: 'PUT' })).status).toBe(401);
  });

  it("keeps a plan private: another user's reads and writes are 404 and change nothing", async () => {
    const owner = await signUpUser();
    const other = await signUpUser();
    const plan = await newPlan(owner);
    const recipe = await addRecipe(owner);
    const entry = await addToPlan(owner, plan.id, { recipeId: recipe.id, dayOfWeek: 1, mealType: 'dinner' });
    const theirs = await addRecipe(other);

    expect((await getPlan(other, plan.id)).status).toBe(404);
    expect(
      (await addToPlan(other, plan.id, { recipeId: theirs.id, dayOfWeek: 0, mealType: 'lunch' })).status,
    ).toBe(404);
    const remove = await api(`/api/meal-plans/${plan.id}/recipes/${entry.body.id}`, {
      method: 'DELETE',
      token: other.idToken,
    });
    expect(remove.status).toBe(404);
    expect(
      (await api(`/api/meal-plans/${plan.id}/calendar-feed`, { method: 'PUT', token: other.idToken })).status,
    ).toBe(404);
    expect((await api(`/api/meal-plans/${plan.id}`, { method: 'DELETE', token: other.idToken })).status).toBe(
      404,
    );
    const list = await api<{ mealPlans: Plan[] }>('/api/meal-plans', { token: other.idToken });
    expect(list.body.mealPlans).toEqual([]);

    const still = await getPlan(owner, plan.id);
    expect(still.body.entries.map((item) => item.id)).toEqual([entry.body.id]);
  });

  it("refuses another user's private recipe (404) but takes a public one; a recipe made private later shows as unavailable", async () => {
    const owner = await signUpUser();
    const cook = await signUpUser();
    const plan = await newPlan(owner);
    const secret = await addRecipe(cook, { title: 'Secret Stew' });
    const shared = await addRecipe(cook, { title: 'Public Pasta', isPublic: true });

    const refused = await addToPlan(owner, plan.id, {
      recipeId: secret.id,
      dayOfWeek: 0,
      mealType: 'dinner',
    });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Recipe not found');
    expect(
      (await addToPlan(owner, plan.id, { recipeId: 'no-such-recipe', dayOfWeek: 0, mealType: 'dinner' }))
        .status,
    ).toBe(404);

    const added = await addToPlan(owner, plan.id, { recipeId: shared.id, dayOfWeek: 2, mealType: 'lunch' });
    expect(added.status).toBe(201);
    expect(added.body.recipe?.title).toBe('Public Pasta');

    const hidden = await api(`/api/recipes/${shared.id}/visibility`, {
      method: 'PUT',
      token: cook.idToken,
      body: { isPublic: false },
    });
    expect(hidden.status).toBe(200);
    const page = await getPlan(owner, plan.id);
    expect(page.body.entries).toHaveLength(1);
    expect(page.body.entries[0]).toMatchObject({ recipeId: shared.id, recipe: null });
    expect(JSON.stringify(page.body)).not.toContain('Public Pasta');
  });

  it('serves a private iCal feed by token, rotates it (the old address stops) and revokes it', async () => {
    const user = await signUpUser();
    const soup = await addRecipe(user, {
      title: 'Soup, with; bread',
      description: 'Warming',
      prepTime: 10,
      cookTime: 20,
    });
    const pie = await addRecipe(user, { title: 'Apple Pie' });
    const gone = await addRecipe(user, { title: 'Deleted Dish' });
    const plan = await newPlan(user, { name: 'Week 48', startDate: '2026-11-25' }); // a Wednesday
    await addToPlan(user, plan.id, { recipeId: soup.id, dayOfWeek: 0, mealType: 'dinner' });
    await addToPlan(user, plan.id, { recipeId: pie.id, dayOfWeek: 6, mealType: 'snack' });
    await addToPlan(user, plan.id, { recipeId: gone.id, dayOfWeek: 1, mealType: 'lunch' });
    expect((await api(`/api/recipes/${gone.id}`, { method: 'DELETE', token: user.idToken })).status).toBe(
      204,
    );

    const turnedOn = await api<{ calendarFeedUrl: string }>(`/api/meal-plans/${plan.id}/calendar-feed`, {
      method: 'PUT',
      token: user.idToken,
    });
    expect(turnedOn.status).toBe(200);
    const path = turnedOn.body.calendarFeedUrl;
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await getPlan(user, plan.id)).body.calendarFeedUrl).toBe(path);

    // No sign-in: calendar apps fetch it with the address alone.
    const feed = await fetch(`${stackUrl()}${path}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component))
      .map((event) => ({
        summary: event.summary,
        start: event.startDate.toString(),
        description: event.description,
      }));
    // The week holding Wednesday the 25th runs Monday 23rd to Sunday 29th; the deleted recipe is left out.
    expect(events.map(({ summary, start }) => ({ summary, start }))).toEqual([
      { summary: 'Dinner: Soup, with; bread', start: '2026-11-23T18:30:00' },
      { summary: 'Snack: Apple Pie', start: '2026-11-29T15:30:00' },
    ]);
    expect(events[0]?.description).toContain('Warming\nReady in 30 min');
    expect(events[0]?.description).toContain(`/recipe/${soup.id}`);

    const rotated = await api<{ calendarFeedUrl: string }>(`/api/meal-plans/${plan.id}/calendar-feed`, {
      method: 'PUT',
      token: user.idToken,
    });
    expect(rotated.body.calendarFeedUrl).not.toBe(path);
    expect((await fetch(`${stackUrl()}${path}`)).status).toBe(404);
    expect((await fetch(`${stackUrl()}${rotated.body.calendarFeedUrl}`)).status).toBe(200);

    const revoked = await api<{ calendarFeedUrl: null }>(`/api/meal-plans/${plan.id}/calendar-feed`, {
      method: 'DELETE',
      token: user.idToken,
    });
    expect(revoked.body.calendarFeedUrl).toBeNull();
    expect((await fetch(`${stackUrl()}${rotated.body.calendarFeedUrl}`)).status).toBe(404);
  });

  it('answers 404 for a malformed or unknown feed token', async () => {
    const bad = await fetch(`${stackUrl()}/api/calendar/not-a-token.ics`);
    expect(bad.status).toBe(404);
    const unknown = await fetch(`${stackUrl()}/api/calendar/${'A'.repeat(43)}.ics`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorBody).error.message).toBe('Calendar not found');
  });

  it('deletes a plan with its feed, so the feed address stops working', async () => {
    const user = await signUpUser();
    const plan = await newPlan(user);
    const on = await api<{ calendarFeedUrl: string }>(`/api/meal-plans/${plan.id}/calendar-feed`, {
      method: 'PUT',
      token: user.idToken,
    });
    await api(`/api/meal-plans/${plan.id}`, { method: 'DELETE', token: user.idToken });
    expect((await fetch(`${stackUrl()}${on.body.calendarFeedUrl}`)).status).toBe(404);
  });
});

describe('dinner-party menus', () => {
  it('creates a menu, adds recipes by course (default main), lists, removes and deletes', async () => {
    const user = await signUpUser();
    const [soup, roast, beans, cake] = await Promise.all(
      ['Pumpkin Soup', 'Roast Chicken', 'Green Beans', 'Chocolate Cake'].map((title) =>
        addRecipe(user, { title }),
      ),
    );
    const undated = await createMenu(user, { name: 'Someday supper' });
    const reply = await createMenu(user, {
      name: ' Harvest Dinner ',
      eventDate: '2026-12-05',
      description: 'Six friends, long table',
      guestCount: '6',
    });
    expect(reply.status).toBe(201);
    const menu = reply.body;
    expect(menu).toMatchObject({
      name: 'Harvest Dinner',
      eventDate: '2026-12-05',
      description: 'Six friends, long table',
      guestCount: 6,
    });
    expect(undated.body).toMatchObject({ eventDate: null, description: null, guestCount: null });

    const list = await api<{ menus: Menu[] }>('/api/dinner-parties', { token: user.idToken });
    expect(list.body.menus.map((item) => item.name)).toEqual(['Harvest Dinner', 'Someday supper']);

    const added = await addToMenu(user, menu.id, [
      { recipeId: cake?.id, courseType: 'dessert' },
      { recipeId: roast?.id },
      { recipeId: soup?.id, courseType: 'appetizer' },
      { recipeId: beans?.id, courseType: 'side' },
    ]);
    expect(added.status).toBe(201);
    expect(added.body.count).toBe(4);
    expect(added.body.added[1]).toMatchObject({ courseType: 'main', recipe: { title: 'Roast Chicken' } });

    const page = await getCounted<Menu>(`/api/dinner-parties/${menu.id}`, user.idToken);
    expect(page.dynamoRequests).toBeLessThanOrEqual(2);
    expect(page.body.entries.map((entry) => [entry.courseType, entry.recipe?.title])).toEqual([
      ['dessert', 'Chocolate Cake'],
      ['main', 'Roast Chicken'],
      ['appetizer', 'Pumpkin Soup'],
      ['side', 'Green Beans'],
    ]);

    const dish = added.body.added[0]?.id;
    expect(
      (await api(`/api/dinner-parties/${menu.id}/recipes/${dish}`, { method: 'DELETE', token: user.idToken }))
        .status,
    ).toBe(204);
    expect((await getMenu(user, menu.id)).body.entries).toHaveLength(3);
    expect(
      (await api(`/api/dinner-parties/${menu.id}`, { method: 'DELETE', token: user.idToken })).status,
    ).toBe(204);
    expect((await getMenu(user, menu.id)).status).toBe(404);
  });

  it("answers with the spec's messages for a missing name or no recipes", async () => {
    const user = await signUpUser();
    const noName = await createMenu(user, { name: '   ', guestCount: 4 });
    expect(noName.status).toBe(400);
    expect(noName.body.error.message).toBe('Please enter a menu name');
    expect((await createMenu(user, { name: 'Party', guestCount: -1 })).status).toBe(400);
    expect((await createMenu(user, { name: 'Party', eventDate: 'next friday' })).status).toBe(400);
    const menu = (await createMenu(user, { name: 'Party' })).body;
    const none = await addToMenu(user, menu.id, []);
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('Please add at least one recipe');
    const recipe = await addRecipe(user);
    expect((await addToMenu(user, menu.id, [{ recipeId: recipe.id, courseType: 'brunch' }])).status).toBe(
      400,
    );
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await api('/api/dinner-parties')).status).toBe(401);
    expect((await api('/api/dinner-parties', { method: 'POST', body: { name: 'x' } })).status).toBe(401);
    expect(
      (await api('/api/dinner-parties/any/recipes', { method: 'POST', body: { recipes: [] } })).status,
    ).toBe(401);
  });

  it("keeps a menu private and refuses another user's private recipe, all or nothing", async () => {
    const owner = await signUpUser();
    const other = await signUpUser();
    const menu = (await createMenu(owner, { name: 'Private party' })).body;
    const mine = await addRecipe(owner);
    const secret = await addRecipe(other, { title: 'Secret Sauce' });

    expect((await getMenu(other, menu.id)).status).toBe(404);
    expect((await addToMenu(other, menu.id, [{ recipeId: secret.id }])).status).toBe(404);
    expect(
      (await api(`/api/dinner-parties/${menu.id}`, { method: 'DELETE', token: other.idToken })).status,
    ).toBe(404);

    const mixed = await addToMenu(owner, menu.id, [{ recipeId: mine.id }, { recipeId: secret.id }]);
    expect(mixed.status).toBe(404);
    expect((await getMenu(owner, menu.id)).body.entries).toEqual([]);
  });
});

describe('deleteAllForUser', () => {
  it("removes every plan (with entries and feed) and menu of one user, and nobody else's", async () => {
    process.env.TABLE_NAME ??= 'hearth';
    const { mealPlanRepository } = await import('../../lambdas/src/data/entities/meal-plan.js');
    const { menuRepository } = await import('../../lambdas/src/data/entities/dinner-party.js');
    const table = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: 'us-east-1',
        endpoint: inject('hearthDynamoEndpoint'),
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
    const leaving = await signUpUser();
    const staying = await signUpUser();
    const recipe = await addRecipe(leaving);
    const plan = await newPlan(leaving);
    await addToPlan(leaving, plan.id, { recipeId: recipe.id, dayOfWeek: 0, mealType: 'lunch' });
    const feed = await api<{ calendarFeedUrl: string }>(`/api/meal-plans/${plan.id}/calendar-feed`, {
      method: 'PUT',
      token: leaving.idToken,
    });
    const menu = (await createMenu(leaving, { name: 'Farewell' })).body;
    await addToMenu(leaving, menu.id, [{ recipeId: recipe.id }]);
    const kept = await newPlan(staying);

    await mealPlanRepository(table, 'hearth').deleteAllForUser(leaving.userId);
    await menuRepository(table, 'hearth').deleteAllForUser(leaving.userId);

    expect((await getPlan(leaving, plan.id)).status).toBe(404);
    expect((await getMenu(leaving, menu.id)).status).toBe(404);
    expect((await fetch(`${stackUrl()}${feed.body.calendarFeedUrl}`)).status).toBe(404);
    expect(
      (await api<{ mealPlans: Plan[] }>('/api/meal-plans', { token: leaving.idToken })).body.mealPlans,
    ).toEqual([]);
    expect((await getPlan(staying, kept.id)).status).toBe(200);
  });
});
