import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './support';

// Find Recipes by Ingredients: chips, searching one's own collection by fit, and saving a suggestion
// (the local stack runs without a model, so suggestions come from Hearth's library).

async function addRecipe(page: Page, title: string, ingredients: string[]) {
  await page.getByRole('button', { name: 'Add Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Recipe' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Ingredients').fill(ingredients.join('\n'));
  await dialog.getByLabel('Instructions').fill('Prepare everything.\nServe.');
  await dialog.getByRole('button', { name: 'Save recipe' }).click();
  await expect(page.getByText('Added 1 recipe successfully').last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.use({ reducedMotion: 'reduce' });

test('add three ingredients, find the best match in my collection, then save a suggestion as my recipe', async ({
  page,
  user: _signedIn,
}) => {
  test.slow();
  await addRecipe(page, 'Tomato omelette', ['3 large eggs', '1 tomato, chopped', '1 tbsp butter']);
  await addRecipe(page, 'Pico de gallo', [
    '4 ripe tomatoes, diced',
    '1/2 cup finely chopped red onion',
    '1 jalapeño, seeded and minced',
    '1/4 cup chopped fresh coriander',
    'Juice of 1 lime',
  ]);
  await addRecipe(page, 'Pancakes', ['1 1/2 cups all-purpose flour', '1 1/4 cups milk', '1 egg']);

  await page.getByRole('link', { name: 'Find Recipes by Ingredients' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find Recipes by Ingredients' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Recipes' })).toHaveAttribute('href', '/');

  await page.getByRole('button', { name: 'Search My Recipes' }).click();
  await expect(page.getByText('Please add at least one ingredient')).toBeVisible();

  const input = page.getByLabel('Ingredients you have');
  await input.fill('Tomatoes');
  await input.press('Enter');
  await input.pressSequentially('onion,');
  await input.fill('cilantro');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await input.fill('ONION');
  await input.press('Enter');
  const chips = page.getByRole('list', { name: 'Your ingredients' }).getByRole('listitem');
  await expect(chips).toHaveText(['tomatoes', 'onion', 'cilantro']);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Search My Recipes' }).click();
  await expect(page.getByText('Found 2 recipe(s)')).toBeVisible();
  const matches = page
    .getByRole('list', { name: 'Matching recipes from your collection' })
    .getByRole('article');
  await expect(matches).toHaveCount(2);
  const best = matches.first();
  await expect(best.getByRole('heading', { name: 'Pico de gallo' })).toBeVisible();
  await expect(best.getByText('Uses all your ingredients')).toBeVisible();
  await expect(best.getByRole('list', { name: 'Missing' }).getByRole('listitem')).toHaveText([
    '1 jalapeño, seeded and minced',
    'Juice of 1 lime',
  ]);
  await expect(matches.nth(1).getByRole('heading', { name: 'Tomato omelette' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Suggest Recipes' }).click();
  await expect(page.getByText(/these suggestions come from Hearth's built-in library/)).toBeVisible();
  const suggestion = page.getByRole('list', { name: 'Suggested recipes' }).getByRole('article').first();
  const title = (await suggestion.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(title).not.toBe('');
  await expect(suggestion.getByText(/licensed CC0-1\.0/)).toBeVisible();
  await suggestion.getByText('Ingredients and instructions').click();
  await expect(suggestion.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await suggestion.getByRole('button', { name: 'Save to My Recipes' }).click();
  await expect(page.getByText('Recipe saved to your collection!')).toBeVisible();
  await suggestion.getByRole('link', { name: `Open ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The owner's own cards: it is the user's recipe, private.
  await expect(page.getByText('Personal Notes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete recipe' })).toBeVisible();
});
