import { seriousViolations } from './axe';
import { expect, test } from './support';

// Animations are switched off so axe never measures colours halfway through a fade.
test.use({ reducedMotion: 'reduce' });

test.describe('accessibility (axe: no serious or critical violations)', () => {
  test('every /auth mode', async ({ page }) => {
    for (const [path, heading] of [
      ['/auth', 'Welcome Back'],
      ['/auth?mode=signup', 'Create Account'],
      ['/auth?mode=forgot', 'Reset Password'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    // With validation errors showing.
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // With an error toast showing.
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Whatever-123!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Error' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('Home, its account menu and My Account', async ({ page, user }) => {
    await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(page.getByRole('dialog', { name: 'My Account' }).getByText(user.email)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('How It Works and the 404 page', async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page.getByRole('button', { name: 'Adding Recipes' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/missing-page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
