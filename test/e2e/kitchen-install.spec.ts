import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test as signedInTest } from './support';

// Issue 19, installable: the manifest with its icons and shortcuts, the service worker (under the site's
// Content-Security-Policy), the share target for pages and photos, the Add Recipe shortcut and the iOS
// "Save to Hearth" bookmarklet.

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

const photoPath = fileURLToPath(new URL('../../frontend/public/icons/icon-512.png', import.meta.url));

/** Waits until the service worker controls the page (the first visit installs it; a reload hands over). */
async function controlledByWorker(page: Page) {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Posts a share to the share target as the phone's Share sheet does: a multipart form navigation. */
async function share(page: Page, fields: Record<string, string>, photo?: string) {
  await page.evaluate((values) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = '/share-target';
    form.enctype = 'multipart/form-data';
    form.id = 'share-sheet';
    for (const [name, value] of Object.entries(values)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    const file = document.createElement('input');
    file.type = 'file';
    file.name = 'photo';
    form.append(file);
    document.body.append(form);
  }, fields);
  if (photo) await page.locator('#share-sheet input[type=file]').setInputFiles(photo);
  await page.evaluate(() => (document.getElementById('share-sheet') as HTMLFormElement).submit());
}

test('the site is installable: manifest, icons, shortcuts and a service worker under the CSP', async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    display: string;
    icons: { src: string; sizes: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest.display).toBe('standalone');
  expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual([
    'Add Recipe',
    'Shopping List',
    'Meal Plans',
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await controlledByWorker(page);
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the Add Recipe shortcut opens the dialog', async ({ page }) => {
  await page.goto('/?add=recipe');
  const dialog = page.getByRole('dialog', { name: 'Add Recipe' });
  await expect(dialog.getByRole('tab', { name: 'Manual' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/$/);
});

test('a page shared to Hearth opens the URL import with its address; a photo opens the photo import', async ({
  page,
}) => {
  await controlledByWorker(page);

  await share(page, { title: 'Best lasagne', text: 'Look: https://recipes.example/lasagne', url: '' });
  const dialog = page.getByRole('dialog', { name: 'Add Recipe' });
  await expect(dialog.getByRole('tab', { name: 'URL' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Recipe URL' })).toHaveValue(
    'https://recipes.example/lasagne',
  );
  await page.keyboard.press('Escape');

  await share(page, { title: '', text: '', url: '' }, photoPath);
  await expect(dialog.getByRole('tab', { name: 'Image' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('icon-512.png')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Extract recipe' })).toBeEnabled();
});

test('iPhone cooks get a Save to Hearth bookmarklet with a how-to', async ({ page, baseURL }) => {
  await page.goto('/?add=url');
  const dialog = page.getByRole('dialog', { name: 'Add Recipe' });
  await dialog.getByText('On iPhone or iPad? Save recipes from Safari').click();
  const bookmarklet = dialog.getByRole('link', { name: 'Save to Hearth' });
  await expect(bookmarklet).toHaveAttribute(
    'href',
    `javascript:(()=>{location.href="${baseURL}/?add=url&url="+encodeURIComponent(location.href)})()`,
  );
  await expect(dialog.getByText('Open Bookmarks, tap Edit')).toBeVisible();
});
