import { paprikaCollection } from '../support/collection-files';
import { patient } from '../support/patience';
import { expect, openAccountMenu, test } from './support';

// Importing a whole collection (issue 18): a Paprika file of 30 recipes made here, uploaded from
// My Account; the job page's progress bar reaches 30 of 30 and an imported recipe has its photo.

test('the cook imports 30 recipes from Paprika and watches them arrive', async ({ page, user: _user }) => {
  test.setTimeout(patient(120_000));
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await page
    .getByRole('dialog', { name: 'My Account' })
    .getByRole('link', { name: 'Import a collection' })
    .click();
  await expect(page).toHaveURL(/\/import-collection$/);

  await page.getByLabel('Collection file').setInputFiles({
    name: 'My Recipes.paprikarecipes',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(paprikaCollection(30)),
  });
  await page.getByRole('button', { name: 'Import' }).click();

  // The first import of a fresh stack loads the workflow's tasks: allow it time.
  await expect(page).toHaveURL(/\/imports\/[a-f0-9]{24}$/, { timeout: patient(60_000) });
  const progress = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toHaveAttribute('aria-valuemax', '30', { timeout: patient(30_000) });
  await expect(progress).toHaveAttribute('aria-valuenow', '30', { timeout: patient(90_000) });
  await expect(page.getByText('30 of 30 · 30 imported · 0 failed')).toBeVisible();

  await page.getByRole('link', { name: 'Family recipe 7', exact: true }).click();
  await expect(page).toHaveURL(/\/recipe\//);
  await expect(page.getByRole('heading', { name: 'Family recipe 7' })).toBeVisible();
  // The recipe's picture is decorative (alt=""), so it is found by where it is stored.
  const photo = page.locator('img[src*="/api/media/recipe-images/"]').first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(4);
});
