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

test.describe('toasts before the toast library has loaded', () => {
  // The held-back chunk must come through the network, not the service worker's precache.
  test.use({ serviceWorkers: 'block' });

  test('a live region holds the toasts’ place from the first screen, so a dialog opened early spares it', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('data-sonner-toaster')) await held;
      await route.fulfill({ response, body });
    });
    await page.goto('/how-it-works');
    await expect(page.getByRole('button', { name: 'Adding Recipes' })).toBeVisible();

    // sonner is still held back: the app's own empty live region stands in its place.
    const notifications = page.getByRole('region', { name: /^Notifications/ });
    await expect(notifications).toHaveAttribute('aria-live', 'polite');
    await expect(notifications).toHaveAccessibleName('Notifications');

    release();
    // sonner's region (its name carries the hotkey) takes the place.
    await expect(notifications).toHaveAccessibleName(/^Notifications alt\+T$/);
    await expect(notifications).toHaveCount(1);
  });
});
