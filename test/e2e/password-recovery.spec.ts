import { expect, newAccount, signIn, signUp, test, waitForMailLink } from './support';

test.describe('password recovery', () => {
  test('a cook resets a forgotten password through the e-mailed link', async ({ page, request }) => {
    const account = newAccount('reset');
    await signUp(page, account);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

    const link = await waitForMailLink(request, account.email, /\/auth#type=recovery&/);
    const url = new URL(link);
    await page.goto(url.pathname + url.hash);
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    await expect(page.getByText(account.email, { exact: true })).toBeVisible();

    // Recovery mode survives a reload: it is held in the session until the password is saved.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();

    const newPassword = `${account.password}-New2`;
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

    // The old password no longer works; the new one does.
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Error' })).toBeVisible();
    await signIn(page, account.email, newPassword);
    await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
  });

  test('a recovery link that lands on another page is moved to /auth', async ({ page }) => {
    await page.goto('/auth');
    const entriesBefore = await page.evaluate(() => window.history.length);
    await page.goto('/how-it-works#type=recovery&email=someone%40example.com&code=123456');
    await expect(page).toHaveURL(/\/auth#type=recovery&email=someone%40example.com&code=123456$/);
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    await expect(page.getByText('someone@example.com')).toBeVisible();

    // The redirect replaced the history entry rather than adding one.
    expect(await page.evaluate(() => window.history.length)).toBe(entriesBefore + 1);

    // Leaving recovery mode ends it.
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  test('a wrong reset code is refused with the server message', async ({ page }) => {
    const account = newAccount('badcode');
    await signUp(page, account);
    await page.goto(`/auth#type=recovery&email=${encodeURIComponent(account.email)}&code=000000`);
    await page.getByLabel('New password').fill('Another-Pw-123!');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Error' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  });
});
