import type { Page } from '@playwright/test';
import { patient } from '../support/patience';
import { expect, newAccount, openAccountMenu, signUp, startFreeTrial, test } from './support';

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

/** From the next page load on, adds up the page's layout shifts as Lighthouse counts them (not after input). */
function watchLayoutShift(page: Page) {
  return page.addInitScript(() => {
    const held = window as unknown as { layoutShift: number };
    held.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] &
        { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) held.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift added up since the page loaded (watchLayoutShift). */
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

test('on a small phone Home holds still while its header and greeting fill in', async ({
  page,
  user: _signedIn,
}) => {
  // A trial's button is the header's widest; it and the cook's name arrive after the first paint. (The
  // name here fits the greeting's line; a longer one is drawn from the first paint: the test below.)
  await page.setViewportSize({ width: 360, height: 780 });
  await startFreeTrial(page);
  await watchLayoutShift(page);
  await page.goto('/');
  const trial = page.getByRole('link', { name: 'Free Trial Active' });
  await expect(trial).toBeVisible({ timeout: patient(15_000) });
  await expect(page.getByText(/^Good (morning|afternoon|evening), /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();

  // One row: the trial's button sits beside Hearth's mark, not on a line of its own beneath it.
  const brand = await page.getByRole('link', { name: /Hearth/ }).boundingBox();
  const button = await trial.boundingBox();
  expect(
    brand && button && Math.abs(brand.y + brand.height / 2 - (button.y + button.height / 2)),
  ).toBeLessThan(4);
  // Nothing moved as the answers came (Lighthouse's cumulative layout shift; 0.18 when the header wrapped).
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test.describe('on a slow network', () => {
  // The service worker would fetch the profile itself, out of the page's routes.
  test.use({ serviceWorkers: 'block' });

  test('a long name, just saved, is in the greeting from the first paint of a reload', async ({
    page,
    user: _signedIn,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const longName = 'Maria-Antonietta Bellavista-Ricci';
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'My Account' });
    await dialog.getByLabel('Display name').fill(longName);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Display name saved')).toBeVisible();
    await expect(dialog).toBeHidden();

    await watchLayoutShift(page);
    // The profile comes a second after the screen: what the first paint shows is what was kept.
    let answered = false;
    await page.route('**/api/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
      answered = true;
    });
    await page.reload();
    const greeting = page.getByText(new RegExp(`^Good (morning|afternoon|evening), ${longName}$`));
    await expect(greeting).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
    await expect.poll(() => answered).toBe(true);
    // The name takes the greeting's second line at this width…
    expect((await greeting.boundingBox())?.height).toBeGreaterThan(30);
    // …and it was there from the first paint (the profile kept at the save), so nothing moved when the
    // server's answer came (0.126 when the greeting grew a line after the first paint).
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
});
