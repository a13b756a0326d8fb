import { addRecipesAsUser, expect, openAccountMenu, test } from './support';

// A printable cookbook (issue 18): the cook picks two of their recipes from My Account → Make a
// printable cookbook, makes it, and downloads a PDF.

test('the cook picks recipes, makes a cookbook and downloads the PDF', async ({ page, user: _user }) => {
  await page.goto('/');
  await addRecipesAsUser(page, [
    { title: 'Jollof rice', ingredients: '2 cups rice', instructions: 'Simmer.' },
    { title: 'Puff-puff', ingredients: 'flour\nyeast', instructions: 'Fry.' },
    { title: 'Not in the book', ingredients: 'water' },
  ]);
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await page
    .getByRole('dialog', { name: 'My Account' })
    .getByRole('link', { name: 'Make a printable cookbook' })
    .click();
  await expect(page).toHaveURL(/\/cookbook$/);
  await expect(page.getByRole('heading', { name: 'Make a cookbook' })).toBeVisible();

  await page.getByLabel('Title on the cover').fill('Sunday food');
  await page.getByRole('checkbox', { name: 'Jollof rice' }).check();
  await page.getByRole('checkbox', { name: 'Puff-puff' }).check();
  await expect(page.getByText('2 chosen (at most 100)')).toBeVisible();
  await page.getByRole('button', { name: 'Make the cookbook' }).click();

  await expect(page.getByRole('heading', { name: 'Your cookbook is ready' })).toBeVisible();
  await expect(page.getByText('2 recipes on 4 pages.')).toBeVisible();
  const link = page.getByRole('link', { name: 'Download the cookbook (PDF)' });
  const address = await link.getAttribute('href');
  expect(address).toBeTruthy();
  const pdf = await page.request.get(address ?? '');
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
