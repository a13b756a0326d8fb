import type { Page } from '@playwright/test';
import { patient } from '../support/patience';
import { seriousViolations } from './axe';
import { expect, newAccount, registerAccount, signIn, test } from './support';

// Community: one cook shares a recipe with everyone; another finds it by a word of its description,
// saves a copy and finds it on Home as their own. Signed out, the list shows but saving asks to sign in.

/** A word no other test uses, so the search finds only this test's recipe. */
const uniqueWord = () =>
  `zest${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8)}`;

async function addPublicRecipe(page: Page, title: string, description: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Recipe' });
  const block = dialog.getByRole('region', { name: 'Recipe 1' });
  await block.getByLabel('Title').fill(title);
  await block.getByLabel('Description').fill(description);
  await block.getByLabel('Ingredients').fill('2 cups flour\n1 cup sugar');
  await dialog.getByRole('button', { name: /^Save recipes?$/ }).click();
  await expect(page.getByText('Added 1 recipe successfully')).toBeVisible();
  await page.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share recipe' });
  await share.getByRole('switch', { name: 'Public recipe' }).click();
  await expect(page.getByText('Recipe is now public')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();
}

test('a cook finds a public recipe by a word of its description and saves a copy', async ({
  page,
  user: author,
  browser,
}) => {
  test.slow();
  const word = uniqueWord();
  const title = `Lemon drizzle ${word.slice(-4)}`;
  await addPublicRecipe(page, title, `A bright ${word} loaf for Sunday tea`);

  // The author sees Share, not Save, on their own recipe.
  await page.goto('/community');
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill(word);
  const ownCard = page.getByRole('article', { name: title });
  await expect(ownCard).toBeVisible({ timeout: patient(15_000) });
  await expect(ownCard.getByRole('link', { name: 'Share' })).toBeVisible();
  await expect(ownCard.getByRole('button', { name: 'Save' })).toHaveCount(0);

  const context = await browser.newContext();
  const other = await context.newPage();
  const friend = newAccount('friend');
  await registerAccount(friend);
  await signIn(other, friend.email, friend.password);
  await other.getByRole('link', { name: 'Community Recipes' }).click();
  await expect(other).toHaveURL(/\/community$/);
  await expect(other.getByRole('tab', { name: 'Community', selected: true })).toBeVisible();
  // Typed in upper case and unfinished: the search is case-insensitive and matches word starts.
  await other.getByPlaceholder('Search recipes...').fill(word.slice(0, -2).toUpperCase());
  const card = other.getByRole('article', { name: title });
  await expect(card).toBeVisible({ timeout: patient(15_000) });
  await expect(card.getByText(`A bright ${word} loaf for Sunday tea`)).toBeVisible();
  await expect(card.getByText(`by ${author.displayName}`)).toBeVisible();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByText('Recipe saved!')).toBeVisible();
  await expect(other.getByText('This recipe has been added to your collection')).toBeVisible();

  await other.getByRole('link', { name: 'Back to Recipes' }).click();
  const copy = other.getByRole('article', { name: title });
  await expect(copy).toBeVisible();
  await copy.getByRole('link', { name: title }).click();
  await expect(other.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The copy is the friend's own: the owner-only Personal Notes card shows.
  await expect(other.getByText('Personal Notes')).toBeVisible();
  // Its Source card credits the recipe and cook it was saved from.
  await expect(other.getByText('Saved from')).toBeVisible();
  // ...and the version it was saved at, as a variant keeps it (issue 39).
  await expect(other.getByText(/as it was at its version 1$/)).toBeVisible();
  await expect(other.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(other.getByText(`by ${author.displayName}`)).toBeVisible();

  // The Shared With Me tab answers with its own empty state for this search.
  await other.goto('/community');
  await other.getByRole('tab', { name: 'Shared With Me' }).click();
  await expect(other.getByText('No recipes have been shared with you yet')).toBeVisible();
  await context.close();
});

test('signed out, community recipes show and saving asks to sign in', async ({ page, browser }) => {
  test.slow();
  const author = newAccount('author');
  await registerAccount(author);
  await signIn(page, author.email, author.password);
  const word = uniqueWord();
  const title = `Plum cake ${word.slice(-4)}`;
  await addPublicRecipe(page, title, `Soft ${word} sponge with plums`);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/community');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Community Recipes' })).toBeVisible();
  await visitor.getByRole('searchbox', { name: 'Search recipes' }).fill(word);
  const card = visitor.getByRole('article', { name: title });
  await expect(card).toBeVisible({ timeout: patient(15_000) });
  await expect(card.getByText('Prep:')).toHaveCount(0);
  expect(await seriousViolations(visitor)).toEqual([]);

  await visitor.getByRole('searchbox', { name: 'Search recipes' }).fill(`${word} nomatchatall`);
  await expect(visitor.getByText('No recipes found')).toBeVisible({ timeout: patient(15_000) });
  await expect(visitor.getByText('Try adjusting your search')).toBeVisible();

  await visitor.getByRole('searchbox', { name: 'Search recipes' }).fill(word);
  await visitor.getByRole('article', { name: title }).getByRole('button', { name: 'Save' }).click();
  await expect(visitor.getByText('Authentication required')).toBeVisible();
  await expect(visitor.getByText('Please sign in to save recipes')).toBeVisible();
  await expect(visitor).toHaveURL(/\/auth/);
  await context.close();
});
