import { expect, newAccount, openAccountMenu, signIn, signOut, signUp, test } from './support';

test.describe('my account', () => {
  test('the cook changes their display name in My Account', async ({ page, user }) => {
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'My Account' }).click();

    const dialog = page.getByRole('dialog', { name: 'My Account' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(user.email)).toBeVisible();
    const name = dialog.getByLabel('Display name');
    await expect(name).toHaveValue(user.displayName);

    await name.fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please enter a display name')).toBeVisible();

    await name.fill('Nonna Maria');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Display name saved')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Saved on the server, not just in the page.
    await page.reload();
    await expect(page.getByText('Nonna Maria')).toBeVisible();
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(page.getByRole('dialog', { name: 'My Account' }).getByLabel('Display name')).toHaveValue(
      'Nonna Maria',
    );
  });

  test('the cook changes their e-mail and signs in with the new one', async ({ page, user }) => {
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Change Email' }).click();
    await expect(page).toHaveURL(/\/auth\?change-email=true$/);
    await expect(page.getByRole('heading', { name: 'Change Email' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();

    const field = page.getByLabel('New email address');
    await page.getByRole('button', { name: 'Change Email' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await field.fill('not-an-address');
    await page.getByRole('button', { name: 'Change Email' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page).toHaveURL(/change-email=true/);

    const newEmail = newAccount('moved').email;
    await field.fill(newEmail);
    await page.getByRole('button', { name: 'Change Email' }).click();
    await expect(page.getByText('Email changed')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await signOut(page);
    await signIn(page, newEmail, user.password);
    await openAccountMenu(page);
    await expect(page.getByRole('menu').getByText(newEmail)).toBeVisible();
  });

  test('an address another account uses is refused', async ({ page, user, browser }) => {
    const other = newAccount('taken');
    const otherPage = await browser.newPage();
    await signUp(otherPage, other);
    await otherPage.close();

    await page.goto('/auth?change-email=true');
    await page.getByLabel('New email address').fill(other.email);
    await page.getByRole('button', { name: 'Change Email' }).click();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'An account with this email already exists' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/change-email=true/);
    expect(user.email).not.toBe(other.email);
  });

  test('Cancel leaves the change-email screen without changing anything', async ({ page, user }) => {
    expect(user.email).toContain('@');
    await page.goto('/auth?change-email=true');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
  });
});
