import { addRecipesAsUser, expect, test as signedInTest } from './support';

// Issue 19, print: a recipe prints on one clean page as shown on screen (scaled), without navigation,
// the photo at the cook's choice and the ingredients beside the steps; the shopping list prints by aisle.
// The screenshots under docs/screenshots/ are taken under print emulation.

const test = signedInTest.extend<{ onHome: undefined }>({
  onHome: [
    async ({ page, user: _signedIn }, use) => {
      await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
      await use(undefined);
    },
    { auto: true },
  ],
});

/** How many pages Chromium's own print-to-PDF makes of the page. */
async function printedPages(page: import('@playwright/test').Page): Promise<number> {
  const pdf = await page.pdf({ format: 'Letter', printBackground: false });
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

test('a recipe prints on one clean page, scaled as shown, photo optional', async ({ page, baseURL }) => {
  const [id] = await addRecipesAsUser(page, [
    {
      title: 'Lemon Drizzle Cake',
      description: 'A Sunday favourite.',
      servings: 2,
      imageUrl: `${baseURL}/favicon.svg`,
      ingredients:
        '1 1/2 cups all-purpose flour\n1 cup granulated sugar\n1/2 cup unsalted butter, softened\n2 large eggs\n1/2 cup whole milk\n2 lemons, zested and juiced',
      instructions:
        'Heat the oven to 350°F and line a loaf pan.\nCream the butter and sugar until pale.\nBeat in the eggs, then the zest.\nFold in the flour and milk.\nBake 45 minutes.\nPour the lemon juice and sugar over the warm cake.',
    },
  ]);
  await page.goto(`/recipe/${id}`);
  await page.getByRole('button', { name: 'Increase servings' }).click();
  const ingredients = page.getByRole('list', { name: 'Ingredients' });
  await expect(ingredients).toContainText('2 1/4 cups all-purpose flour');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Lemon Drizzle Cake' })).toBeVisible();
  await expect(ingredients).toContainText('2 1/4 cups all-purpose flour');
  await expect(page.getByText('3 servings')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  for (const name of ['Increase servings', 'Cook Mode', 'Print', 'Add to List', 'Scale to what I have']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeHidden();
  }
  await expect(page.getByRole('link', { name: 'Back to Recipes' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Shopping List' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Shopping List' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Personal Notes' })).toBeHidden();
  const photo = page.locator('main img');
  await expect(photo).toBeVisible();

  // Ingredients beside the steps: side by side, not one under the other.
  const left = await page.getByRole('heading', { name: 'Ingredients' }).boundingBox();
  const right = await page.getByRole('heading', { name: 'Instructions' }).boundingBox();
  expect(left && right && right.x > left.x + left.width).toBe(true);
  expect(left && right && Math.abs(right.y - left.y) < 40).toBe(true);
  await page.screenshot({ path: 'docs/screenshots/recipe-print.png', fullPage: true });
  expect(await printedPages(page)).toBe(1);

  // Without the photo.
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('checkbox', { name: 'Photo in print' }).uncheck();
  await page.emulateMedia({ media: 'print' });
  await expect(photo).toBeHidden();
  await expect(ingredients).toContainText('2 1/4 cups all-purpose flour');
  await page.screenshot({ path: 'docs/screenshots/recipe-print-no-photo.png', fullPage: true });
  expect(await printedPages(page)).toBe(1);
});

test('the shopping list prints grouped by aisle, without its controls', async ({ page }) => {
  const [soup] = await addRecipesAsUser(page, [
    {
      title: 'Tomato Soup',
      servings: 4,
      ingredients:
        '2 tbsp butter\n1 onion, diced\n2 (14.5 oz) cans diced tomatoes\n2 cups chicken stock\n1/2 cup heavy cream\nSalt and pepper',
    },
  ]);
  await page.goto(`/recipe/${soup}`);
  await page.getByRole('button', { name: 'Add to List' }).click();
  await expect(page.getByText('Ingredients added to shopping list')).toBeVisible();
  await page.goto('/shopping-list');
  await expect(page.getByRole('region', { name: 'Dairy' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  for (const aisle of ['Produce', 'Dairy', 'Pantry']) {
    await expect(page.getByRole('heading', { name: aisle })).toBeVisible();
  }
  await expect(
    page.getByRole('region', { name: 'Dairy' }).getByRole('checkbox', { name: /butter/ }),
  ).toBeVisible();
  for (const name of ['Print', 'Clear Checked', /^Open in/, /^Delete /]) {
    await expect(page.getByRole('button', { name }).first()).toBeHidden();
  }
  await expect(page.getByRole('combobox').first()).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to Recipes' })).toBeHidden();
  await page.screenshot({ path: 'docs/screenshots/shopping-list-print.png', fullPage: true });
});
