import type { Page } from '@playwright/test';
import { addRecipesAsUser, callApiAsCook, expect, test as signedInTest, signIn, signOut } from './support';

// Issue 19, offline: a recipe read once opens again with no connection, Cook Mode included; ticks made
// offline on the shopping list are kept, sent when the connection returns and seen on another device;
// and signing out leaves nothing private in the browser's caches.

const test = signedInTest.extend<{ onHome: undefined }>({
  onHome: [
    async ({ page, user: _signedIn }, use) => {
      await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
      await use(undefined);
    },
    { auto: true },
  ],
});

// The installed kitchen: these stories need the service worker (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

async function controlledByWorker(page: Page) {
  await page.evaluate(async () => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

const soup = {
  title: 'Offline Onion Soup',
  servings: 2,
  ingredients: '4 onions, sliced\n2 tbsp butter\n4 cups beef stock',
  instructions: 'Melt the butter.\nCook the onions 40 minutes.\nAdd the stock and simmer 20 minutes.',
};

test('a recipe opened once opens offline after a reload, and Cook Mode works', async ({ page, context }) => {
  await controlledByWorker(page);
  const [id] = await addRecipesAsUser(page, [soup]);
  await page.goto(`/recipe/${id}`);
  await expect(page.getByRole('list', { name: 'Ingredients' })).toContainText('4 onions, sliced');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Offline Onion Soup' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ingredients' })).toContainText('4 cups beef stock');
  await expect(page.getByRole('status').filter({ hasText: 'Offline: changes will sync' })).toBeVisible();
  await page.getByRole('button', { name: 'Increase servings' }).click();
  await expect(page.getByRole('list', { name: 'Ingredients' })).toContainText('6 onions, sliced');
  await page.getByRole('button', { name: 'Cook Mode' }).click();
  await expect(page.getByRole('dialog')).toContainText('Melt the butter.');
  await context.setOffline(false);
});

test('a tick, an addition and a removal made offline survive a reload offline, are sent when the connection returns, and another device sees them', async ({
  page,
  context,
  browser,
  user,
}) => {
  await controlledByWorker(page);
  const [id] = await addRecipesAsUser(page, [soup]);
  await page.goto(`/recipe/${id}`);
  await page.getByRole('button', { name: 'Add to List' }).click();
  await expect(page.getByText('Ingredients added to shopping list')).toBeVisible();
  await page.goto('/shopping-list');
  const butter = page.getByRole('checkbox', { name: /butter/ });
  await expect(butter).not.toBeChecked();
  const waiting = page.getByRole('status').filter({ hasText: 'Offline: changes will sync' });

  await context.setOffline(true);
  await page.reload();
  await expect(butter).toBeVisible();
  await butter.click();
  await expect(butter).toBeChecked();
  await page.getByRole('button', { name: /^Delete .*beef stock/ }).click();
  await expect(page.getByRole('checkbox', { name: /beef stock/ })).toBeHidden();
  await page.getByRole('textbox', { name: 'Add an item' }).fill('2 lemons');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(waiting).toContainText('3 waiting');

  // The page goes away while still offline: the three changes are kept on the device.
  await page.reload();
  await expect(waiting).toContainText('3 waiting');
  await expect(butter).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /beef stock/ })).toBeHidden();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeHidden();
  await expect(page.getByRole('checkbox', { name: /lemons/ })).toBeVisible();

  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await signIn(other, user.email, user.password);
  await other.goto('/shopping-list');
  await expect(other.getByRole('checkbox', { name: /butter/ })).toBeChecked();
  await expect(other.getByRole('checkbox', { name: /onions/ })).not.toBeChecked();
  await expect(other.getByRole('checkbox', { name: /lemons/ })).toBeVisible();
  await expect(other.getByRole('checkbox', { name: /beef stock/ })).toBeHidden();
  await otherDevice.close();
  // Nothing is sent twice: a reload online finds no change still waiting.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /lemons/ })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
});

test('a favourite never opened on this device opens offline', async ({ page, context }) => {
  await controlledByWorker(page);
  const [id] = await addRecipesAsUser(page, [{ ...soup, title: 'Favourite Stew' }]);
  const favourited = await page.evaluate(async (recipeId) => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
    const response = await fetch(`/api/recipes/${recipeId}/favorite`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key ? localStorage.getItem(key) : ''}` },
    });
    return response.status;
  }, id);
  expect(favourited).toBeLessThan(300);
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(async (recipeId) => {
        const cache = await caches.open('hearth-private-api');
        return (await cache.keys()).some((request) => request.url.endsWith(`/api/recipes/${recipeId}`));
      }, id),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.goto(`/recipe/${id}`);
  await expect(page.getByRole('heading', { name: 'Favourite Stew' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ingredients' })).toContainText('4 onions, sliced');
  await context.setOffline(false);
});

/** A call to the API as the signed-in cook. */
const asCook = (page: Page, method: string, path: string, body?: unknown) =>
  callApiAsCook<{ id?: string }>(page, method, path, body);

test("this week's meal plan opens offline, with its recipes, though it was never opened on this device", async ({
  page,
  context,
}) => {
  await controlledByWorker(page);
  const [recipeId] = await addRecipesAsUser(page, [{ ...soup, title: 'Planned Onion Soup' }]);
  const { today, weekday } = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      today: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
      weekday: (now.getDay() + 6) % 7,
    };
  });
  const plan = await asCook(page, 'POST', '/api/meal-plans', { name: 'This week', startDate: today });
  expect(plan.status).toBe(201);
  const entry = await asCook(page, 'POST', `/api/meal-plans/${plan.body.id}/recipes`, {
    recipeId,
    dayOfWeek: weekday,
    mealType: 'dinner',
  });
  expect(entry.status).toBe(201);

  // Home, opened online, reads this week's plan and its recipes for later.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        async (ids) => {
          const kept = (await (await caches.open('hearth-private-api')).keys()).map((r) => r.url);
          return ids.every((path) => kept.some((url) => url.endsWith(path)));
        },
        [`/api/meal-plans/${plan.body.id}`, `/api/recipes/${recipeId}`],
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('link', { name: 'Meal Plans' }).first().click();
  await page.getByRole('link', { name: /This week/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This week' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Planned Onion Soup');
  await page
    .getByRole('link', { name: /Planned Onion Soup/ })
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'Ingredients' })).toContainText('4 onions, sliced');
  await context.setOffline(false);
});

/** What a browser database holds: the records of one store (none when the database is not there). */
function storedRecords(page: Page, database: string, store: string) {
  return page.evaluate(
    async ({ database, store }) => {
      if (!(await indexedDB.databases()).some((known) => known.name === database)) return [];
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(database);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      try {
        if (!db.objectStoreNames.contains(store)) return [];
        const reading = db.transaction(store).objectStore(store).getAll();
        return await new Promise<unknown[]>((resolve, reject) => {
          reading.onsuccess = () => resolve(reading.result);
          reading.onerror = () => reject(reading.error);
        });
      } finally {
        db.close();
      }
    },
    { database, store },
  );
}

const privateCacheRecords = async (page: Page) =>
  (await storedRecords(page, 'workbox-expiration', 'cache-entries')).filter(
    (entry) => (entry as { cacheName?: string }).cacheName === 'hearth-private-api',
  );

test('signing out leaves nothing private in the caches or the browser databases', async ({ page }) => {
  await controlledByWorker(page);
  const [id] = await addRecipesAsUser(page, [soup]);
  await page.goto(`/recipe/${id}`);
  await expect(page.getByRole('list', { name: 'Ingredients' })).toContainText('4 onions, sliced');
  await expect
    .poll(() =>
      page.evaluate(async () => (await caches.open('hearth-private-api')).keys().then((k) => k.length)),
    )
    .toBeGreaterThan(0);
  await expect.poll(async () => (await privateCacheRecords(page)).length).toBeGreaterThan(0);
  // The list's screen keeps its changes for a reload: its store is there to be cleared.
  await page.goto('/shopping-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping List' })).toBeVisible();
  await expect.poll(() => storedRecords(page, 'hearth-offline-changes', 'changes')).toHaveLength(1);

  await page.goto('/');
  await signOut(page);
  expect(await page.evaluate(() => caches.has('hearth-private-api'))).toBe(false);
  expect(await storedRecords(page, 'hearth-offline-changes', 'changes')).toEqual([]);
  await expect.poll(async () => (await privateCacheRecords(page)).length).toBe(0);
});

test('a reload shows the cards seen last time at once, then the fresh ones when they come', async ({
  page,
  context,
}) => {
  await controlledByWorker(page);
  await addRecipesAsUser(page, [soup]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Offline Onion Soup' })).toBeVisible();

  // A recipe added elsewhere, and a slow connection: the collection's first page is held back.
  await addRecipesAsUser(page, [{ ...soup, title: 'Slow Network Stew' }]);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/api/recipes?filter=all', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  // What this device kept is drawn while the answer is on its way (the list says it is still busy).
  await expect(page.getByRole('heading', { name: 'Offline Onion Soup' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('list').filter({ hasText: 'Offline Onion Soup' }),
  ).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('heading', { name: 'Slow Network Stew' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Slow Network Stew' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Offline Onion Soup' })).toBeVisible();
  await context.unroute('**/api/recipes?filter=all');
});
