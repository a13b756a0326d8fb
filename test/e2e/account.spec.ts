import { expect, newAccount, openAccountMenu, registerAccount, signIn, signOut, test } from './support';

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

  test('the cook changes their e-mail with the code from the mail viewer; a wrong code is refused', async ({
    page,
    user,
  }) => {
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Change Email' }).click();
    await expect(page).toHaveURL(/\/auth\?change-email=true$/);
    await expect(page.getByRole('heading', { name: 'Change Email' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();

    const field = page.getByLabel('New email address');
    const password = page.getByLabel('Current password');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await field.fill('not-an-address');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page).toHaveURL(/change-email=true/);

    // The current password is asked for, and a wrong one is refused.
    const newEmail = newAccount('moved').email;
    await field.fill(newEmail);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByText('Please enter your current password')).toBeVisible();
    await password.fill('Not-my-password-1!');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'That password is not right' })).toBeVisible();

    await password.fill(user.password);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByRole('status').filter({ hasText: `We sent a code to ${newEmail}` })).toBeVisible();

    // The code arrives at the new address, in the local mail viewer.
    const mailPage = await page.context().newPage();
    await mailPage.goto('/__mail');
    await mailPage
      .getByRole('row')
      .filter({ hasText: newEmail })
      .getByRole('link', { name: /e-mail change code/ })
      .click();
    const body = mailPage.getByTitle('Message body').contentFrame();
    const codeText = await body.getByText(/^\d{6}$/).textContent();
    const code = (codeText ?? '').trim();
    expect(code).toMatch(/^\d{6}$/);
    await mailPage.close();

    // Nothing has changed yet: My Account still shows the old address.
    const codeField = page.getByLabel('Code from the e-mail');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await codeField.fill(wrong);
    await page.getByRole('button', { name: 'Confirm New Email' }).click();
    await expect(
      page.getByText('That code is not right. Check the e-mail we sent and try again.').first(),
    ).toBeVisible();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/change-email=true/);

    await codeField.fill(code);
    await page.getByRole('button', { name: 'Confirm New Email' }).click();
    await expect(page.getByText('Email changed')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await openAccountMenu(page);
    await expect(page.getByRole('menu').getByText(newEmail)).toBeVisible();
    await page.keyboard.press('Escape');

    await signOut(page);
    await signIn(page, newEmail, user.password);
    await openAccountMenu(page);
    await expect(page.getByRole('menu').getByText(newEmail)).toBeVisible();
  });

  test('an address another account uses is refused', async ({ page, user }) => {
    const other = newAccount('taken');
    await registerAccount(other);

    await page.goto('/auth?change-email=true');
    await page.getByLabel('New email address').fill(other.email);
    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'An account with this email already exists' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/change-email=true/);
    expect(user.email).not.toBe(other.email);
  });

  test('Cancel leaves the change-email screen without changing anything', async ({
    page,
    user: _signedIn,
  }) => {
    await page.goto('/auth?change-email=true');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
  });

  test('the cook deletes their own account after giving the password, and can no longer sign in', async ({
    page,
    user,
  }) => {
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await page
      .getByRole('dialog', { name: 'My Account' })
      .getByRole('button', { name: 'Delete my account' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(confirm.getByText('This cannot be undone.')).toBeVisible();

    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(confirm.getByText('Please enter your current password')).toBeVisible();
    await confirm.getByLabel('Your password').fill('not-my-password');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(
      page.getByText('That password is not right. Enter the password you sign in with.'),
    ).toBeVisible();
    await expect(confirm).toBeVisible();

    await confirm.getByLabel('Your password').fill(user.password);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Account deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    // The address and password no longer open Hearth.
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Error', { exact: true }).last()).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });
});
