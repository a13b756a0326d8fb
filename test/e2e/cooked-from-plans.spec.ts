import type { Page } from '@playwright/test';
import { addRecipesAsUser, expect, test } from './support';

// The cook log from the plans (issue 39): a planned dinner is marked cooked from the meal plan, a
// dinner party's whole menu at once from its page; the plan and the menu say so, each recipe counts it,
// and What We Cooked lists every one.

test.use({ reducedMotion: 'reduce' });

async function addToPlan(page: Page, day: string, title: string) {
  await page.getByRole('button', { name: 'Add Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Recipe to Plan' });
  await dialog.getByLabel('Day').selectOption(day);
  await dialog.getByLabel('Meal').selectOption('dinner');
  await dialog.getByLabel('Search your recipes').fill(title.split(' ')[0] ?? title);
  await dialog.getByRole('radio', { name: title }).check();
  await dialog.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(dialog).toBeHidden();
}

async function addToMenu(page: Page, titles: string[]) {
  await page.getByRole('button', { name: 'Add Recipes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Recipes' });
  for (const title of titles) await dialog.getByRole('checkbox', { name: title }).check();
  await dialog.getByRole('button', { name: 'Add to Menu' }).click();
  await expect(dialog).toBeHidden();
}

test('a planned meal and a whole dinner-party menu are marked cooked into the log', async ({
  page,
  user,
}) => {
  test.slow();
  const [stewId, tartId] = await addRecipesAsUser(page, [
    { title: 'Harvest Stew', servings: 4, ingredients: '2 carrots\n1 onion' },
    { title: 'Plum Tart', servings: 8, ingredients: '6 plums\n1 sheet pastry' },
    { title: 'Green Salad', servings: 4, ingredients: '1 lettuce\n2 tbsp olive oil' },
  ]);

  // The meal plan: Tuesday's dinner, marked cooked on the day it was planned.
  await page.goto('/meal-plans');
  await page.getByRole('button', { name: 'New Meal Plan' }).click();
  const create = page.getByRole('dialog', { name: 'New Meal Plan' });
  await create.getByLabel('Plan name').fill('Autumn week');
  await create.getByLabel('Start date').fill('2026-11-02');
  await create.getByRole('button', { name: 'Create Plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Autumn week' })).toBeVisible();
  await addToPlan(page, 'Tuesday', 'Harvest Stew');

  const tuesday = page.getByRole('region', { name: /Tuesday/ });
  await tuesday.getByRole('button', { name: 'Mark Harvest Stew cooked' }).click();
  const mark = page.getByRole('dialog', { name: 'We cooked Harvest Stew' });
  await expect(mark.getByLabel('Day')).toHaveValue('2026-11-03');
  await expect(mark.getByLabel('Who cooked')).toHaveValue(user.displayName);
  await expect(mark.getByLabel('For how many')).toHaveValue('4');
  await mark.getByLabel('Note').fill('Extra thyme');
  await mark.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Logged Harvest Stew in What We Cooked')).toBeVisible();
  await expect(mark).toBeHidden();
  await expect(tuesday.getByText('Cooked Nov 3')).toBeVisible();
  await expect(tuesday.getByRole('button', { name: 'Mark Harvest Stew cooked' })).toBeHidden();

  // The dinner party: its two dishes at once, for its eight guests.
  await page.goto('/dinner-parties');
  await page.getByRole('button', { name: 'New Dinner Party' }).click();
  const party = page.getByRole('dialog', { name: 'New Dinner Party' });
  await party.getByLabel('Menu name').fill('Harvest supper');
  await party.getByLabel('Date').fill('2026-11-07');
  await party.getByLabel('Guests').fill('8');
  await party.getByRole('button', { name: 'Create Menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harvest supper' })).toBeVisible();
  await addToMenu(page, ['Harvest Stew', 'Plum Tart']);

  await page.getByRole('button', { name: 'We cooked this menu' }).click();
  const menuLog = page.getByRole('dialog', { name: 'We cooked this menu' });
  await expect(menuLog.getByLabel('Day')).toHaveValue('2026-11-07');
  await expect(menuLog.getByLabel('For how many')).toHaveValue('8');
  await expect(menuLog.getByLabel('Rating')).toBeHidden();
  await menuLog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Logged 2 recipes in What We Cooked')).toBeVisible();
  await expect(page.getByText('Cooked on November 7, 2026')).toBeVisible();
  await expect(page.getByRole('button', { name: 'We cooked this menu' })).toBeHidden();

  // Each recipe counts what was logged.
  await page.goto(`/recipe/${stewId}`);
  await expect(page.getByRole('link', { name: /^Cooked 2 times · last on / })).toBeVisible();
  await page.goto(`/recipe/${tartId}`);
  await expect(page.getByRole('link', { name: /^Cooked 1 time · last on / })).toBeVisible();

  await page.goto('/cooked');
  await expect(page.getByRole('heading', { level: 1, name: 'What We Cooked' })).toBeVisible();
  const weeks = page.getByRole('region', { name: /^Week of / });
  await expect(weeks).toHaveCount(1);
  await expect(weeks.getByRole('link', { name: 'Harvest Stew' })).toHaveCount(2);
  await expect(weeks.getByRole('link', { name: 'Plum Tart' })).toHaveCount(1);
  await expect(weeks).toContainText('Extra thyme');
  await expect(weeks.getByRole('link', { name: 'Green Salad' })).toHaveCount(0);
});
