import { expect, type Page } from '@playwright/test';
import { patient } from '../support/patience';
import { addRecipesAsUser, newAccount, openAccountMenu, registerAccount, signIn, test } from './support';

// "Safe for everyone at home" on the finder and on Community (issue 38): Sam, allergic to peanuts, turns
// the switch on and the recipe with peanuts goes, so do the one that may contain them and the one with
// an ingredient Hearth could not check; the plain one stays.

test.use({ reducedMotion: 'reduce' });

const word = () =>
  `wok${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8)}`;

async function markPeanutAllergy(page: Page) {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Household' }).click();
  const needs = page.getByRole('region', { name: 'Your allergies and diets' });
  await needs.getByRole('checkbox', { name: 'Peanuts' }).check();
  await needs.getByRole('button', { name: 'Save allergies and diets' }).click();
  await expect(page.getByText('Your allergies and diets are saved')).toBeVisible();
}

test('the safe switch hides what conflicts on the finder and on Community', async ({ page }) => {
  test.slow();
  const account = { ...newAccount('sam'), displayName: 'Sam' };
  await registerAccount(account);
  await signIn(page, account.email, account.password);
  const tag = word();
  const recipe = (title: string, extra: string) => ({
    title: `${title} ${tag.slice(-4)}`,
    description: `Noodles for ${tag}`,
    ingredients: `200 g rice noodles\n${extra}`,
    visibility: 'public',
  });
  await addRecipesAsUser(page, [
    recipe('Satay Noodles', '2 tbsp peanut butter'),
    recipe('Nutty Noodles', '1/2 cup mixed nuts'),
    recipe('Mystery Noodles', '1 jar Blorbo sauce'),
    recipe('Plain Noodles', '1 tbsp olive oil'),
  ]);
  const titles = ['Satay', 'Nutty', 'Mystery', 'Plain'].map((name) => `${name} Noodles ${tag.slice(-4)}`);
  await markPeanutAllergy(page);

  // The finder.
  await page.goto('/ingredient-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Recipes by Ingredients' })).toBeVisible();
  const input = page.getByLabel('Ingredients you have');
  await input.fill('rice noodles');
  await input.press('Enter');
  await page.getByRole('button', { name: 'Search My Recipes' }).click();
  const matches = page.getByRole('list', { name: 'Matching recipes from your collection' });
  for (const title of titles) await expect(matches.getByRole('article', { name: title })).toBeVisible();
  await page.getByRole('switch', { name: 'Safe for everyone at home' }).click();
  await page.getByRole('button', { name: 'Search My Recipes' }).click();
  await expect(matches.getByRole('article', { name: titles[3] })).toBeVisible();
  for (const title of titles.slice(0, 3))
    await expect(matches.getByRole('article', { name: title })).toHaveCount(0);

  // Community.
  await page.goto('/community');
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill(tag);
  for (const title of titles)
    await expect(page.getByRole('article', { name: title })).toBeVisible({ timeout: patient(15_000) });
  await page.getByRole('switch', { name: 'Safe for everyone at home' }).click();
  await expect(page.getByRole('article', { name: titles[3] })).toBeVisible();
  for (const title of titles.slice(0, 3))
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});
