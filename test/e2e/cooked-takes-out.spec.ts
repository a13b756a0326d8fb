import type { Page } from '@playwright/test';
import { addRecipesAsUser, expect, test } from './support';

// Cooking from the plans takes from the pantry (issue 38): a planned dinner marked cooked, and a dinner
// party's menu marked cooked, each offer then and there to take their ingredients out of the pantry,
// as Cook Mode's end does; the pantry then holds what is left.

test.use({ reducedMotion: 'reduce' });

async function putInPantry(page: Page, food: string) {
  await page.goto('/pantry');
  const add = page.getByRole('region', { name: 'Add to the pantry' });
  await add.getByLabel('Food').fill(food);
  await add.getByLabel('Place').selectOption('Fridge');
  // The next step opens another page: the add must have reached the server first. (A change still on
  // its way when a page is left is kept and sent again when the next opens, so it would count twice.)
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/pantry/items') && response.request().method() === 'POST',
  );
  await add.getByRole('button', { name: 'Add' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(add.getByLabel('Food')).toHaveValue('');
}

const fridgeLine = (page: Page, food: string) =>
  page.getByRole('list', { name: 'Fridge' }).getByRole('listitem').filter({ hasText: food });

test('a planned meal and a menu marked cooked offer to take their ingredients out of the pantry', async ({
  page,
  user: _user,
}) => {
  test.slow();
  await addRecipesAsUser(page, [
    { title: 'Harvest Stew', servings: 4, ingredients: '2 carrots\n1 onion' },
    { title: 'Plum Tart', servings: 8, ingredients: '6 plums\n1 sheet pastry' },
  ]);
  await putInPantry(page, '6 carrots');
  await putInPantry(page, '10 plums');
  await expect(fridgeLine(page, 'carrots')).toContainText('carrots · 6');

  await page.goto('/meal-plans');
  await page.getByRole('button', { name: 'New Meal Plan' }).click();
  const create = page.getByRole('dialog', { name: 'New Meal Plan' });
  await create.getByLabel('Plan name').fill('Autumn week');
  await create.getByLabel('Start date').fill('2026-11-02');
  await create.getByRole('button', { name: 'Create Plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Autumn week' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Recipe' }).click();
  const pick = page.getByRole('dialog', { name: 'Add Recipe to Plan' });
  await pick.getByLabel('Day').selectOption('Tuesday');
  await pick.getByLabel('Meal').selectOption('dinner');
  await pick.getByLabel('Search your recipes').fill('Harvest');
  await pick.getByRole('radio', { name: 'Harvest Stew' }).check();
  await pick.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(pick).toBeHidden();

  const tuesday = page.getByRole('region', { name: /Tuesday/ });
  // Nothing is offered before the meal is cooked.
  await expect(tuesday.getByRole('button', { name: 'Take the ingredients out of the pantry' })).toHaveCount(
    0,
  );
  await tuesday.getByRole('button', { name: 'Mark Harvest Stew cooked' }).click();
  await page
    .getByRole('dialog', { name: 'We cooked Harvest Stew' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(tuesday.getByText('Cooked Nov 3')).toBeVisible();
  await tuesday.getByRole('button', { name: 'Take the ingredients out of the pantry' }).click();
  await expect(tuesday.getByRole('status')).toContainText('Taken out of the pantry: carrots');

  await page.goto('/dinner-parties');
  await page.getByRole('button', { name: 'New Dinner Party' }).click();
  const party = page.getByRole('dialog', { name: 'New Dinner Party' });
  await party.getByLabel('Menu name').fill('Harvest supper');
  await party.getByLabel('Date').fill('2026-11-07');
  await party.getByLabel('Guests').fill('8');
  await party.getByRole('button', { name: 'Create Menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harvest supper' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Recipes' }).click();
  const add = page.getByRole('dialog', { name: 'Add Recipes' });
  await add.getByRole('checkbox', { name: 'Plum Tart' }).check();
  await add.getByRole('button', { name: 'Add to Menu' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('button', { name: 'We cooked this menu' }).click();
  await page
    .getByRole('dialog', { name: 'We cooked this menu' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Cooked on November 7, 2026')).toBeVisible();
  await page.getByRole('button', { name: 'Take the ingredients out of the pantry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Taken out of the pantry' })).toContainText(
    'plums',
  );

  await page.goto('/pantry');
  await expect(fridgeLine(page, 'carrots')).toContainText('carrots · 4');
  await expect(fridgeLine(page, 'plums')).toContainText('plums · 4');
});
