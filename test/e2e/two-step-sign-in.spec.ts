// A cook turns on two-step sign-in under My Account with an authenticator app (the key shown beside
// the QR code; the code computed here as the app would), then signs in with password and code.
import { totpCode } from '../../infra/local/totp';
import { expect, openAccountMenu, signIn, signOut, test } from './support';

test('a cook sets up two-step sign-in and then signs in with a code', async ({ page, user }) => {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'My Account' });
  await dialog.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await dialog.locator('code').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await dialog.getByLabel('Code from the app').fill('000000');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Error', { exact: true }).last()).toBeVisible();
  await dialog.getByLabel('Code from the app').fill(totpCode(secret));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-step sign-in is on')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeVisible();
  await page.keyboard.press('Escape');

  await signOut(page);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Authentication code').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Error', { exact: true }).last()).toBeVisible();
  await page.getByLabel('Authentication code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Turned off, the password alone signs in again.
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await dialog.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(page.getByText('Two-step sign-in is off')).toBeVisible();
  await page.keyboard.press('Escape');
  await signOut(page);
  await signIn(page, user.email, user.password);
});
