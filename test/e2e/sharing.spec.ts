import type { Page } from '@playwright/test';
import { patient } from '../support/patience';
import { seriousViolations } from './axe';
import { expect, newAccount, registerAccount, signIn, test } from './support';

// Sharing: a cook shares a private recipe with a relative by e-mail; the relative finds it under
// Shared With Me (Community and Home) and opens it; once revoked, the link no longer opens it. Along
// the way: the share dialog's copy confirmation, the visibility toasts and an axe check of the dialog.

async function addPrivateRecipe(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Recipe' });
  const block = dialog.getByRole('region', { name: 'Recipe 1' });
  await block.getByLabel('Title').fill(title);
  await block.getByLabel('Description').fill('Only for the family');
  await block.getByLabel('Ingredients').fill('3 apples\n1 cup sugar');
  await dialog.getByRole('button', { name: /^Save recipes?$/ }).click();
  await expect(page.getByText('Added 1 recipe successfully')).toBeVisible();
  await page.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a cook shares a private recipe with one person, who opens it until it is revoked', async ({
  page,
  user: _owner,
  browser,
  context,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const title = `Aunt May's apple cake ${Date.now().toString(36)}`;

  const relativeContext = await browser.newContext();
  const relativePage = await relativeContext.newPage();
  const relative = newAccount('relative');
  await registerAccount(relative);
  await signIn(relativePage, relative.email, relative.password);

  await addPrivateRecipe(page, title);
  const recipeUrl = page.url();
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share recipe' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Not shared with anyone yet.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Copy shows its confirmation, which goes back after two seconds.
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('button', { name: 'Link copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recipeUrl);
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: patient(5_000) });

  // The owner's visibility toggle, both ways.
  const visibility = dialog.getByRole('switch', { name: 'Public recipe' });
  await visibility.click();
  await expect(page.getByText('Recipe is now public')).toBeVisible();
  await expect(visibility).toBeChecked();
  await visibility.click();
  await expect(page.getByText('Recipe is now private')).toBeVisible();
  await expect(visibility).not.toBeChecked();

  // Share with the relative by e-mail (typed in another case).
  await dialog.getByLabel('Share with a person').fill(relative.email.toUpperCase());
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText(`Shared with ${relative.displayName}`)).toBeVisible();
  const revoke = dialog.getByRole('button', { name: `Stop sharing with ${relative.displayName}` });
  await expect(revoke).toBeVisible();

  // The relative finds it under Shared With Me and opens it, though it is private.
  await relativePage.goto('/community');
  await relativePage.getByRole('tab', { name: 'Shared With Me' }).click();
  const card = relativePage.getByRole('article', { name: title });
  await expect(card).toBeVisible({ timeout: patient(15_000) });
  await expect(card.getByRole('button', { name: 'Save' })).toBeVisible();
  await card.getByRole('link', { name: 'View Recipe' }).click();
  await expect(relativePage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(relativePage.getByText('Household', { exact: true })).toBeVisible();

  // Home's shared-only filter shows it too.
  await relativePage.goto('/');
  await relativePage.getByRole('button', { name: 'Shared with Me' }).click();
  await expect(relativePage.getByRole('article', { name: title })).toBeVisible();

  // Revoked: the link no longer opens it for them.
  await revoke.click();
  await expect(page.getByText(`${relative.displayName} can no longer open this recipe`)).toBeVisible();
  await expect(dialog.getByText('Not shared with anyone yet.')).toBeVisible();
  await relativePage.goto(recipeUrl);
  await expect(relativePage.getByText('Failed to load recipe')).toBeVisible();
  await expect(relativePage).toHaveURL(/\/$/);
  await relativePage.goto('/community');
  await relativePage.getByRole('tab', { name: 'Shared With Me' }).click();
  await expect(relativePage.getByText('No recipes have been shared with you yet')).toBeVisible();
  await relativeContext.close();
});

test('Share to Community makes the recipe public and closes the dialog; an unknown address is refused', async ({
  page,
  user: _owner,
}) => {
  const title = `Community stew ${Date.now().toString(36)}`;
  await addPrivateRecipe(page, title);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share recipe' });

  // The form checks the address with the contract's schema, loaded at its first check.
  await dialog.getByLabel('Share with a person').fill('not an address');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address');

  await dialog.getByLabel('Share with a person').fill('nobody-at-all@example.com');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('No Hearth account uses that e-mail');

  await dialog.getByRole('button', { name: 'Share to Community' }).click();
  await expect(page.getByText('Shared to Community!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Public', { exact: true })).toBeVisible();
});
