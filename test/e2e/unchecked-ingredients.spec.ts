import { seriousViolations } from './axe';
import { addRecipesAsUser, expect, openAccountMenu, signInNewCook, test } from './support';

// An ingredient Hearth cannot check (issue 38): Sam, allergic to peanuts, has a recipe with a jar of a
// spread the classifier does not know. The recipe says some ingredients could not be checked, naming the
// line, and "Safe for everyone at home" hides it; once Sam, its cook, checks the line, it is safe.

test.use({ reducedMotion: 'reduce' });

test('a line that could not be checked keeps the recipe out of the safe filter until its cook checks it', async ({
  page,
}) => {
  test.slow();
  await signInNewCook(page, 'Sam');
  const [toastId] = await addRecipesAsUser(page, [
    { title: 'Blorbo Toast', ingredients: '2 slices bread\n1 jar Blorbo spread' },
    { title: 'Tomato Salad', ingredients: '4 tomatoes\n1 tbsp olive oil\nsalt' },
  ]);
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Household' }).click();
  const needs = page.getByRole('region', { name: 'Your allergies and diets' });
  await needs.getByRole('checkbox', { name: 'Peanuts' }).check();
  await needs.getByRole('button', { name: 'Save allergies and diets' }).click();
  await expect(page.getByText('Your allergies and diets are saved')).toBeVisible();

  await page.goto(`/recipe/${toastId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Blorbo Toast' })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Some ingredients could not be checked — for Sam' }),
  ).toContainText('1 jar Blorbo spread');
  await expect(page.getByRole('list', { name: 'Ingredients not checked' })).toHaveText('1 jar Blorbo spread');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/');
  await expect(page.getByRole('article', { name: 'Blorbo Toast' })).toContainText(
    'Some ingredients could not be checked — for Sam',
  );
  await page.getByRole('switch', { name: 'Safe for everyone at home' }).click();
  await expect(page.getByRole('article', { name: 'Tomato Salad' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Blorbo Toast' })).toHaveCount(0);

  await page.goto(`/recipe/${toastId}`);
  await page.getByText('Correct these badges').click();
  await page.getByRole('checkbox', { name: '1 jar Blorbo spread' }).check();
  await page.getByLabel('What you know').fill('Blorbo is our plum jam');
  await page.getByRole('button', { name: 'Save correction' }).click();
  await expect(page.getByText('Badges corrected')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ingredients not checked' })).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be checked' })).toHaveCount(0);

  await page.goto('/');
  await page.getByRole('switch', { name: 'Safe for everyone at home' }).click();
  await expect(page.getByRole('article', { name: 'Blorbo Toast' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Tomato Salad' })).toBeVisible();
});
