import type { Page } from '@playwright/test';
import { addRecipesAsUser, adminAccount, callApiAsCook, expect, signIn, test } from './support';

// Issue 35: the screens a cook opens most draw without zod, the library behind the forms' rules and the
// answers' checks: 37 KB whose evaluation was one of the longest tasks of a phone's first load. Their first
// reads are typed but unchecked, and a form loads its rules at its first check (schemaOnFirstCheck). The
// build keeps zod in a chunk of its own named "schemas" (frontend/vite.config.ts), which is what is watched.

/** The page's requests for zod's chunk, counted from now on. */
function zodLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/schemas-[\w-]+\.js$/.test(new URL(request.url()).pathname)) loads.push(request.url());
  });
  return loads;
}

test('the everyday screens draw without loading zod, and a form loads it at its first check', async ({
  page,
  context,
  user: _signedIn,
}) => {
  const [tart] = await addRecipesAsUser(page, [
    { title: 'Lemon Tart', servings: 6, ingredients: '3 lemons\n1 cup sugar\n3 eggs' },
  ]);
  const menu = await callApiAsCook<{ id: string }>(page, 'POST', '/api/dinner-parties', {
    name: 'Supper for six',
    guestCount: 6,
  });
  const video = await callApiAsCook<{ id: string }>(page, 'POST', '/api/videos', {
    source: 'url',
    videoUrl: 'https://videos.example.com/lemon-curd.mp4',
    title: 'Lemon curd, slowly',
  });
  // An export, and a collection import waiting for its file: the pages their links open.
  const exported = await callApiAsCook<{ jobId: string }>(page, 'POST', '/api/exports', {});
  const collection = await callApiAsCook<{ job: { jobId: string } }>(page, 'POST', '/api/imports', {
    fileName: 'our-kitchen.paprikarecipes',
    size: 2048,
  });
  expect([menu.status, video.status, exported.status, collection.status]).toEqual([201, 201, 202, 201]);
  const screens: [string, (opened: Page) => Promise<void>][] = [
    [
      '/',
      (opened) =>
        expect(opened.getByRole('main').getByText('Lemon Tart', { exact: true }).first()).toBeVisible(),
    ],
    [
      `/recipe/${tart}`,
      (opened) => expect(opened.getByRole('heading', { name: 'Lemon Tart', level: 1 })).toBeVisible(),
    ],
    [
      `/recipe/${tart}/history`,
      (opened) =>
        expect(opened.getByRole('heading', { name: 'History of Lemon Tart', level: 1 })).toBeVisible(),
    ],
    [
      '/shopping-list',
      (opened) => expect(opened.getByRole('heading', { name: 'Your shopping list is empty' })).toBeVisible(),
    ],
    [
      '/pantry',
      (opened) =>
        expect(opened.getByRole('heading', { name: 'Pantry', level: 1, exact: true })).toBeVisible(),
    ],
    [
      '/meal-plans',
      (opened) => expect(opened.getByRole('heading', { name: 'Meal Plans', level: 1 })).toBeVisible(),
    ],
    [
      '/dinner-parties',
      (opened) => expect(opened.getByRole('heading', { name: 'Dinner Party Menus', level: 1 })).toBeVisible(),
    ],
    [
      `/dinner-party/${menu.body.id}`,
      (opened) => expect(opened.getByRole('heading', { name: 'Supper for six', level: 1 })).toBeVisible(),
    ],
    [
      '/ingredient-search',
      (opened) =>
        expect(opened.getByRole('heading', { name: 'Find Recipes by Ingredients', level: 1 })).toBeVisible(),
    ],
    [
      '/cookbook',
      (opened) => expect(opened.getByRole('heading', { name: 'Make a cookbook', level: 1 })).toBeVisible(),
    ],
    [
      '/video-tutorials',
      (opened) => expect(opened.getByRole('main').getByText('Lemon curd, slowly')).toBeVisible(),
    ],
    [
      `/video/${video.body.id}`,
      (opened) => expect(opened.getByRole('heading', { name: 'Lemon curd, slowly', level: 1 })).toBeVisible(),
    ],
    [
      `/exports/${exported.body.jobId}`,
      (opened) => expect(opened.getByText(/Making your export|Download hearth-export/)).toBeVisible(),
    ],
    [
      '/import-collection',
      (opened) =>
        expect(opened.getByRole('heading', { name: 'Import a collection', level: 1 })).toBeVisible(),
    ],
    [
      `/imports/${collection.body.job.jobId}`,
      (opened) =>
        expect(opened.getByRole('heading', { name: /^our-kitchen\.paprikarecipes: / })).toBeVisible(),
    ],
  ];
  for (const [path, drawn] of screens) {
    // A tab of its own: a page load of the screen, as a cook opening it, with nothing loaded before.
    const opened = await context.newPage();
    const loads = zodLoads(opened);
    await opened.goto(path);
    await drawn(opened);
    await opened.waitForLoadState('networkidle');
    expect({ path, zodLoads: loads }).toEqual({ path, zodLoads: [] });
    if (path === '/shopping-list') {
      await opened.getByLabel('Add an item').fill('2 limes');
      await opened.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(opened.getByText('2 limes')).toBeVisible();
      expect(loads.length).toBeGreaterThan(0);
    }
    if (path.startsWith('/dinner-party/')) {
      // The menu's import tabs load their form, and its rules, when one is opened.
      await opened.getByRole('button', { name: 'Add Recipes' }).click();
      const dialog = opened.getByRole('dialog', { name: 'Add Recipes' });
      await dialog.getByRole('tab', { name: 'URL' }).click();
      await expect(dialog.getByLabel('Recipe URL')).toBeVisible();
      await expect.poll(() => loads.length).toBeGreaterThan(0);
    }
    await opened.close();
  }
});

test('the Admin Panel draws without loading zod, and an invitation code loads it with its answer', async ({
  page,
  context,
}) => {
  const admin = adminAccount();
  await signIn(page, admin.email, admin.password, admin.totpSecret);
  const panel = await context.newPage();
  const loads = zodLoads(panel);
  await panel.goto('/admin');
  await expect(panel.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  const log = panel.getByRole('list', { name: 'Admin actions' });
  await expect(log.or(panel.getByText('No admin actions yet.'))).toBeVisible();
  await panel.waitForLoadState('networkidle');
  expect(loads).toEqual([]);

  await panel.getByRole('button', { name: 'Generate Code' }).click();
  await expect(panel.getByText('Code Generated')).toBeVisible();
  expect(loads.length).toBeGreaterThan(0);
});

test('Community and the sign-in screen draw for a visitor without loading zod, and the form loads it at the first check', async ({
  browser,
  baseURL,
}) => {
  const visitor = await browser.newContext({ baseURL });
  const community = await visitor.newPage();
  const communityLoads = zodLoads(community);
  await community.goto('/community');
  await expect(community.getByRole('heading', { level: 1, name: 'Community Recipes' })).toBeVisible();
  await community.waitForLoadState('networkidle');
  expect(communityLoads).toEqual([]);
  await community.close();

  const page = await visitor.newPage();
  const loads = zodLoads(page);
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(loads).toEqual([]);

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  expect(loads.length).toBeGreaterThan(0);
  await visitor.close();
});
