import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pngPhoto } from '../support/collection-files';
import { patient } from '../support/patience';
import { seriousViolations } from './axe';
import {
  addRecipesAsUser,
  expect,
  newAccount,
  openAccountMenu,
  registerAccount,
  signIn,
  signOut,
  test,
  waitForMailLink,
} from './support';

// Export everything, then bring it into another account (issue 18): cook A exports from My Account and
// downloads the zip; cook B uploads it on the collection import page and finds the recipe, photo and all.

/** Uploads a photo with the signed-in tab's own session, as the recipe form does; answers its address. */
async function uploadPhoto(page: Page, bytes: Uint8Array): Promise<string> {
  return page.evaluate(async (base64) => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
    const token = key ? localStorage.getItem(key) : null;
    const body = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const signed = await fetch('/api/uploads/recipe-image', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ contentType: 'image/png', size: body.length }),
    }).then((response) => response.json());
    const form = new FormData();
    for (const [name, value] of Object.entries(signed.fields as Record<string, string>))
      form.append(name, value);
    form.append('file', new Blob([body], { type: 'image/png' }), 'photo.png');
    await fetch(signed.url, { method: 'POST', body: form });
    return signed.imageUrl as string;
  }, Buffer.from(bytes).toString('base64'));
}

async function openMyAccount(page: Page) {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  return page.getByRole('dialog', { name: 'My Account' });
}

test('a cook exports everything and another cook imports it with nothing lost', async ({
  page,
  request,
  user,
}) => {
  test.setTimeout(patient(180_000));
  const imageUrl = await uploadPhoto(page, pngPhoto(4, 3));
  await addRecipesAsUser(page, [
    {
      title: 'Grandma’s leek soup',
      ingredients: 'Soup:\n2 leeks\n3 potatoes',
      instructions: 'Simmer 20 minutes.\nBlend.',
      notes: 'Use butter.',
      cookTime: 30,
      imageUrl,
    },
  ]);

  const account = await openMyAccount(page);
  await account.getByRole('button', { name: 'Export everything' }).click();
  // The first export of a fresh stack loads the workflow's tasks: allow it time.
  const link = account.getByRole('link', { name: /^Download hearth-export-\d{4}-\d{2}-\d{2}\.zip$/ });
  await expect(link).toBeVisible({ timeout: patient(60_000) });
  await expect(account.getByText('Your export is ready: 1 recipe, 1 photo and 0 meal plans.')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const zip = await readFile(await download.path());
  expect(download.suggestedFilename()).toMatch(/^hearth-export-.*\.zip$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // The e-mail says the export is ready and links to its page, which signs a fresh download link.
  await page.goto(await waitForMailLink(request, user.email, /\/exports\/[0-9A-Z]{26}$/));
  await expect(page.getByRole('heading', { name: 'Your Hearth export' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: download.suggestedFilename().replace(/^/, 'Download ') }),
  ).toBeVisible();

  await page.goto('/');
  await signOut(page);
  const other = newAccount('importer');
  await registerAccount(other);
  await signIn(page, other.email, other.password);
  await (await openMyAccount(page)).getByRole('link', { name: 'Import a collection' }).click();
  await page.getByLabel('Collection file').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/zip',
    buffer: zip,
  });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/imports\/[a-f0-9]{24}$/, { timeout: patient(60_000) });
  await expect(page.getByText('1 of 1 · 1 imported · 0 failed')).toBeVisible({ timeout: patient(60_000) });

  await page.getByRole('link', { name: 'Grandma’s leek soup', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Grandma’s leek soup' })).toBeVisible();
  await expect(page.getByText('Use butter.')).toBeVisible();
  await expect(page.getByText('2 leeks')).toBeVisible();
  // The recipe's picture is decorative (alt=""), so it is found by where it is stored.
  const photo = page.locator('img[src*="/api/media/recipe-images/"]').first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(4);
});
