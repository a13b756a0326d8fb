import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './support';

// axe over the recipe screens with content in them, and a phone-width check that nothing scrolls sideways.

async function addRecipe(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Recipe' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Servings').fill('4');
  await dialog.getByLabel('Ingredients').fill('2 cups rice\n1 onion');
  await dialog.getByLabel('Instructions').fill('Fry the onion.\nSimmer 18 minutes.');
  await dialog.getByRole('button', { name: 'Choose categories' }).click();
  await dialog.getByRole('checkbox', { name: 'Dinner', exact: true }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save recipe' }).click();
  await expect(page.getByText('Added 1 recipe successfully')).toBeVisible();
}

test.use({ reducedMotion: 'reduce' });

test('Home with recipes, the Add Recipe dialog, the recipe page and Cook Mode have no serious axe violations', async ({
  page,
  user: _signedIn,
}) => {
  test.slow();

  await addRecipe(page, 'Weeknight Risotto');
  await expect(page.getByRole('article', { name: 'Weeknight Risotto' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Browse by category' })
    .getByRole('button', { name: 'Dinner' })
    .click();
  await expect(page.getByRole('list', { name: 'Dinner subcategories' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Weeknight Risotto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weeknight Risotto' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog', { name: 'Share recipe' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Cook Mode' }).click();
  await page.getByRole('dialog', { name: 'Cook Mode' }).getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Start 18 minute timer' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Exit Cook Mode' }).click();

  await page.getByRole('button', { name: 'Delete recipe' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('Home and the recipe page fit the screen', async ({ page, user: _signedIn }) => {
    test.slow();

    await addRecipe(page, 'Weeknight Risotto');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Weeknight Risotto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Weeknight Risotto' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Increase servings' }).tap();
    await expect(page.getByRole('list', { name: 'Ingredients' }).getByText('2 1/2 cups rice')).toBeVisible();
  });
});
