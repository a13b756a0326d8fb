import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { patient } from '../support/patience';
import { seriousViolations } from './axe';
import { addRecipesAsUser, expect, test } from './support';

// The shopping list journey: two recipes' ingredients added from their pages (one scaled), the shared food
// on one line in its aisle, a tick that survives a reload and shows in another tab, the export and Clear Checked.

async function openRecipe(page: Page, recipeId: string, title: string) {
  await page.goto(`/recipe/${recipeId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

test('a new list is empty and offers Browse Recipes, not Open in', async ({ page, user: _signedIn }) => {
  await page.goto('/shopping-list');
  await expect(page.getByRole('heading', { name: 'Your shopping list is empty' })).toBeVisible();
  await expect(page.getByText('0 items to buy')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open in/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear Checked' })).toBeDisabled();
  await page.getByRole('link', { name: 'Browse Recipes' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('two recipes share butter on one line; tick, reload, export and clear', async ({
  page,
  context,
  user: _signedIn,
}) => {
  // A long journey over two tabs and a popup: more time than one screen's test on a slow machine.
  test.slow();

  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  const [cookies, biscuits] = await addRecipesAsUser(page, [
    { title: 'Brown Butter Cookies', servings: 2, ingredients: '1/2 cup butter\n1 cup flour\n1 egg' },
    {
      title: 'Buttermilk Biscuits',
      servings: 4,
      ingredients: '2 tbsp butter\n2 cups flour\n1 cup buttermilk',
    },
  ]);
  if (!cookies || !biscuits) throw new Error('recipes were not added');

  // Cookies at 4 servings instead of 2: 1 cup butter and 2 cups flour.
  await openRecipe(page, cookies, 'Brown Butter Cookies');
  await page.getByRole('button', { name: 'Increase servings' }).click();
  await page.getByRole('button', { name: 'Increase servings' }).click();
  await expect(page.getByRole('list', { name: 'Ingredients' })).toContainText('1 cup butter');
  await page.getByRole('button', { name: 'Add to List' }).click();
  await expect(page.getByText('Ingredients added to shopping list')).toBeVisible();

  await openRecipe(page, biscuits, 'Buttermilk Biscuits');
  await page.getByRole('button', { name: 'Add to List' }).click();
  await expect(page.getByText('Ingredients added to shopping list').last()).toBeVisible();

  await page.goto('/shopping-list');
  const dairy = page.getByRole('region', { name: 'Dairy' });
  const butter = dairy.getByRole('checkbox', { name: '1 1/8 cups butter' });
  await expect(butter).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /butter$/ })).toHaveCount(1);
  await expect(dairy.getByText('From Brown Butter Cookies, Buttermilk Biscuits')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Pantry' }).getByRole('checkbox', { name: '4 cups flour' }),
  ).toBeVisible();
  await expect(page.getByText('4 items to buy')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A second tab of the same cook sees the tick within a few seconds.
  const otherTab = await context.newPage();
  await otherTab.goto('/shopping-list');
  await expect(otherTab.getByRole('checkbox', { name: '1 1/8 cups butter' })).not.toBeChecked();

  await butter.click();
  await expect(butter).toBeChecked();
  await expect(page.getByText('3 items to buy')).toBeVisible();
  await expect(otherTab.getByRole('checkbox', { name: '1 1/8 cups butter' })).toBeChecked({
    timeout: patient(15_000),
  });
  await otherTab.close();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: '1 1/8 cups butter' })).toBeChecked();
  await expect(page.getByText('3 items to buy')).toBeVisible();

  // 'Open in' downloads the unchecked foods and opens the grocery site (served locally: no network in tests).
  await context.route(/^https:\/\/www\.instacart\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Grocery</title><h1>Grocery</h1>' }),
  );
  const [download, popup] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Open in Instacart' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('shopping-list.txt');
  const exported = await readFile(await download.path(), 'utf8');
  expect(exported.trim().split('\n')).toEqual(['flour', 'eggs', 'buttermilk']);
  await popup.waitForLoadState();
  expect(popup.url()).toMatch(/^https:\/\/www\.instacart\.com\//);
  await popup.close();

  await page.getByRole('button', { name: 'Clear Checked' }).click();
  await expect(page.getByText('Checked items cleared')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /butter$/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('3 items to buy')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /butter$/ })).toHaveCount(0);
});

test('an item moved to another aisle stays there, and a typed item joins the list', async ({
  page,
  user: _signedIn,
}) => {
  await page.goto('/shopping-list');
  await page.getByLabel('Add an item').fill('2 lemons');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const produce = page.getByRole('region', { name: 'Produce' });
  await expect(produce.getByRole('checkbox', { name: '2 lemons' })).toBeVisible();
  await page.getByLabel('Aisle for 2 lemons').selectOption('other');
  await expect(
    page.getByRole('region', { name: 'Other' }).getByRole('checkbox', { name: '2 lemons' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Other' }).getByRole('checkbox', { name: '2 lemons' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete 2 lemons' }).click();
  await expect(page.getByText('Item removed from shopping list')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your shopping list is empty' })).toBeVisible();
});
