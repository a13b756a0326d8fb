import type { Page } from '@playwright/test';
import { patient } from '../support/patience';
import { seriousViolations } from './axe';
import { appleCrumble, crumbleSvg, recipePage } from './fixtures/recipe-pages';
import { type RecipeSite, startRecipeSite } from './fixtures/recipe-site';
import { addRecipesAsUser, expect, test } from './support';

// Planning: a week's meal plan sent to the shopping list and to a phone calendar, a dinner-party menu
// grouped by course, and a recipe imported into a menu from a web page (served here on 127.0.0.1).

let site: RecipeSite;

test.beforeAll(async () => {
  const pages: Record<string, string> = {};
  site = await startRecipeSite(pages, { '/images/crumble.svg': crumbleSvg });
  pages['/recipes/apple-crumble'] = recipePage(appleCrumble, site.url('/images/crumble.svg'));
});

test.afterAll(async () => {
  await site?.close();
});

test.use({ reducedMotion: 'reduce' });

async function addToPlan(page: Page, day: string, meal: string, title: string) {
  await page.getByRole('button', { name: 'Add Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Recipe to Plan' });
  await dialog.getByLabel('Day').selectOption(day);
  await dialog.getByLabel('Meal').selectOption(meal);
  await dialog.getByLabel('Search your recipes').fill(title.split(' ')[0] ?? title);
  await dialog.getByRole('radio', { name: title }).check();
  await dialog.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Recipe added to meal plan').last()).toBeVisible();
}

async function newMenu(page: Page, name: string, fields: { date?: string; guests?: string } = {}) {
  await page.goto('/dinner-parties');
  await page.getByRole('button', { name: 'New Dinner Party' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Dinner Party' });
  await dialog.getByLabel('Menu name').fill(name);
  if (fields.date) await dialog.getByLabel('Date').fill(fields.date);
  if (fields.guests) await dialog.getByLabel('Guests').fill(fields.guests);
  await dialog.getByRole('button', { name: 'Create Menu' }).click();
  await expect(page.getByText('Dinner party menu created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function addFromMyRecipes(page: Page, title: string, course: string) {
  await page.getByRole('button', { name: 'Add Recipes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Recipes' });
  await dialog.getByRole('checkbox', { name: title }).check();
  await dialog.getByLabel('Course').selectOption(course);
  await dialog.getByRole('button', { name: 'Add to Menu' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Added 1 recipe to menu').last()).toBeVisible();
}

test('a week is planned, sent to the shopping list and opened as a calendar feed', async ({
  page,
  user: _signedIn,
}) => {
  test.slow();

  const [soupId] = await addRecipesAsUser(page, [
    { title: 'Tomato Soup', servings: 4, ingredients: '2 cups tomato passata\n1 onion' },
    { title: 'Lemon Pancakes', servings: 2, ingredients: '200 g flour\n2 lemons' },
  ]);

  await page.goto('/meal-plans');
  await expect(page.getByRole('heading', { name: 'No meal plans yet' })).toBeVisible();
  await page.getByRole('button', { name: 'New Meal Plan' }).click();
  const create = page.getByRole('dialog', { name: 'New Meal Plan' });
  await create.getByRole('button', { name: 'Create Plan' }).click();
  await expect(create.getByRole('alert')).toHaveText('Please fill in all fields');
  await create.getByLabel('Plan name').fill('Soup week');
  await create.getByLabel('Start date').fill('2026-11-23');
  await create.getByRole('button', { name: 'Create Plan' }).click();
  await expect(page.getByText('Meal plan created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Soup week' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Monday/ })).toContainText('Nov 23');
  await expect(page.getByRole('region', { name: /Sunday/ })).toContainText('Nov 29');

  await page.getByRole('button', { name: 'Add Recipe' }).click();
  const add = page.getByRole('dialog', { name: 'Add Recipe to Plan' });
  await add.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(add.getByRole('alert')).toHaveText('Please fill in all fields');
  await add.getByRole('button', { name: 'Cancel' }).click();

  await addToPlan(page, 'Monday', 'Dinner', 'Tomato Soup');
  await addToPlan(page, 'Wednesday', 'Breakfast', 'Lemon Pancakes');
  await expect(page.getByRole('list', { name: 'Monday Dinner' })).toContainText('Tomato Soup');
  await expect(page.getByRole('list', { name: 'Wednesday Breakfast' })).toContainText('Lemon Pancakes');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add Week to Shopping List' }).click();
  await expect(page.getByText('Ingredients added to shopping list')).toBeVisible();

  await page.getByRole('button', { name: 'Get calendar link' }).click();
  const link = page.getByLabel('Calendar link');
  await expect(link).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/);
  const feedUrl = await link.inputValue();
  await expect(page.getByRole('link', { name: 'Open in calendar' })).toHaveAttribute('href', /^webcal:\/\//);
  const feed = await page.request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = await feed.text();
  expect(calendar).toContain('SUMMARY:Dinner: Tomato Soup\r\n');
  expect(calendar).toContain('DTSTART:20261123T183000\r\n');
  expect(calendar).toContain('SUMMARY:Breakfast: Lemon Pancakes\r\n');
  expect(calendar).toContain('DTSTART:20261125T080000\r\n');

  await page.getByRole('link', { name: 'Tomato Soup' }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${soupId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tomato Soup' })).toBeVisible();
  await page.goBack();

  await page.getByRole('button', { name: 'Remove Lemon Pancakes' }).click();
  await expect(page.getByText('Recipe removed from meal plan')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Wednesday Breakfast' })).toHaveCount(0);

  await page.goto('/shopping-list');
  await expect(page.getByText(/tomato passata/i).first()).toBeVisible();
  await expect(page.getByText(/lemons?/i).first()).toBeVisible();

  await page.goto('/meal-plans');
  const card = page.getByRole('article', { name: 'Soup week' });
  await expect(card).toContainText('Starts November 23, 2026');
  await card.getByRole('button', { name: 'Delete Soup week' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Meal plan deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No meal plans yet' })).toBeVisible();
  expect((await page.request.get(feedUrl)).status()).toBe(404);
});

test('a dinner-party menu groups recipes by course, scales to the guests and opens a recipe', async ({
  page,
  user: _signedIn,
}) => {
  test.slow();

  await addRecipesAsUser(page, [
    { title: 'Pumpkin Soup', servings: 4, ingredients: '1 pumpkin' },
    { title: 'Roast Chicken', servings: 4, ingredients: '1 chicken' },
    { title: 'Chocolate Mousse', servings: 4, ingredients: '200 g dark chocolate' },
  ]);

  await page.goto('/dinner-parties');
  await expect(page.getByRole('heading', { name: 'No dinner party menus yet' })).toBeVisible();
  await page.getByRole('button', { name: 'New Dinner Party' }).click();
  const create = page.getByRole('dialog', { name: 'New Dinner Party' });
  await create.getByRole('button', { name: 'Create Menu' }).click();
  await expect(create.getByText('Please enter a menu name')).toBeVisible();
  await page.keyboard.press('Escape');
  await newMenu(page, 'Harvest Dinner', { date: '2026-12-05', guests: '8' });
  await expect(page.getByText('December 5, 2026')).toBeVisible();
  await expect(page.getByText('8 guests')).toBeVisible();

  await page.getByRole('button', { name: 'Add Recipes' }).click();
  const add = page.getByRole('dialog', { name: 'Add Recipes' });
  await add.getByRole('button', { name: 'Add to Menu' }).click();
  await expect(add.getByRole('alert')).toHaveText('Please add at least one recipe');
  await page.keyboard.press('Escape');

  await addFromMyRecipes(page, 'Chocolate Mousse', 'Dessert');
  await addFromMyRecipes(page, 'Roast Chicken', 'Main Course');
  await addFromMyRecipes(page, 'Pumpkin Soup', 'Appetizer');
  // The guests' needs (issue 38), then the courses in the order they are served.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Guests’ allergies and diets',
    'Appetizer',
    'Main Course',
    'Dessert',
  ]);
  await expect(page.getByRole('region', { name: 'Dessert' })).toContainText('Chocolate Mousse');
  await expect(page.getByLabel('Cooking for')).toHaveValue('8');
  await expect(page.getByRole('region', { name: 'Dessert' })).toContainText('Serves 4 · ×2 for 8');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add Menu to Shopping List' }).click();
  await expect(page.getByText('Ingredients added to shopping list')).toBeVisible();

  await page
    .getByRole('region', { name: 'Main Course' })
    .getByRole('link', { name: /Roast Chicken/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roast Chicken' })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'Remove Pumpkin Soup' }).click();
  await expect(page.getByText('Recipe removed from menu')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Appetizer' })).toHaveCount(0);
});

test('a recipe imported from a web page joins the menu and the collection', async ({
  page,
  user: _signedIn,
}) => {
  test.slow();

  await newMenu(page, 'Crumble night');
  await page.getByRole('button', { name: 'Add Recipes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Recipes' });
  await dialog.getByRole('tab', { name: 'URL' }).click();
  await dialog.getByRole('button', { name: 'Import and Add to Menu' }).click();
  await expect(dialog.getByText('Please enter a URL')).toBeVisible();
  await dialog.getByLabel('Recipe URL').fill(site.url('/recipes/apple-crumble'));
  await dialog.getByLabel('Course').selectOption('Dessert');
  await dialog.getByRole('button', { name: 'Import and Add to Menu' }).click();
  await expect(page.getByText('Added 1 recipe to menu')).toBeVisible({ timeout: patient(30_000) });
  await expect(page.getByRole('region', { name: 'Dessert' })).toContainText(appleCrumble.title);

  await page.goto('/');
  await expect(page.getByRole('article', { name: appleCrumble.title })).toBeVisible();
});

test('a plan or menu that cannot be loaded sends the cook back to the list', async ({
  page,
  user: _signedIn,
}) => {
  await page.goto('/meal-plan/no-such-plan');
  await expect(page).toHaveURL(/\/meal-plans$/);
  await page.goto('/dinner-party/no-such-menu');
  await expect(page).toHaveURL(/\/dinner-parties$/);
  await expect(page.getByText('Failed to load menu')).toBeVisible();
});
