import { expect, newAccount, openAccountMenu, signUp, test } from './support';

// A phone-sized run of the main sign-in story (Chromium with a Pixel-like viewport and touch).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

test('on a phone a cook signs up, signs in and uses the account menu', async ({ page }) => {
  const account = newAccount('phone');
  await signUp(page, account);

  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).tap();
  await expect(page.getByText('Welcome back', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();

  // The header fits the screen: nothing scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('link', { name: 'Shopping List' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribe' })).toBeVisible();

  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
});

test('on a phone the sign-in form fits and its toggle works', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByLabel('Password', { exact: true }).fill('pw');
  await page.getByRole('button', { name: 'Show password' }).tap();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
});
