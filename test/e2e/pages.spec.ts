import { expect, test } from './support';

test.describe('public pages', () => {
  test('an unknown address shows the 404 page, logs the path and leads home', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect.poll(() => errors.some((text) => text.includes('/no/such/page'))).toBe(true);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    // Home needs a signed-in cook, so a visitor ends on the sign-in screen.
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('How It Works opens one section at a time and can close it', async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { level: 1, name: 'How This App Works' })).toBeVisible();

    const sections = [
      'Adding Recipes',
      'Organizing & Finding Recipes',
      'Meal Planning',
      'Shopping Lists & Grocery Ordering',
      'Sharing Recipes',
      'Video Tutorials',
    ];
    for (const name of sections) await expect(page.getByRole('button', { name })).toBeVisible();

    const adding = page.getByRole('button', { name: 'Adding Recipes' });
    const organizing = page.getByRole('button', { name: 'Organizing & Finding Recipes' });
    await expect(adding).toHaveAttribute('aria-expanded', 'true');

    await organizing.click();
    await expect(organizing).toHaveAttribute('aria-expanded', 'true');
    await expect(adding).toHaveAttribute('aria-expanded', 'false');
    for (const category of ['Breakfast', 'Lunch', 'Appetizers/Breads', 'Dinner', 'Desserts']) {
      await expect(
        page
          .getByRole('region', { name: 'Organizing & Finding Recipes' })
          .getByText(category, { exact: true }),
      ).toBeVisible();
    }

    await organizing.click();
    await expect(organizing).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[role="region"]:visible')).toHaveCount(0);

    await expect(page.getByRole('link', { name: 'Go to Recipes' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('Home offers the main-area links to every part of the kitchen', async ({ page, user: _signedIn }) => {
    const links: [string, RegExp][] = [
      ['How It Works', /\/how-it-works$/],
      ['Community Recipes', /\/community$/],
      ['Meal Plans', /\/meal-plans$/],
      ['Dinner Party Menus', /\/dinner-parties$/],
      ['Video Tutorials', /\/video-tutorials$/],
      ['Find Recipes by Ingredients', /\/ingredient-search$/],
      ['Subscribe', /\/subscription$/],
      ['Shopping List', /\/shopping-list$/],
    ];
    for (const [name, url] of links) {
      await page.getByRole('link', { name, exact: false }).first().click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
    }
  });
});

test.describe('a screen that cannot load', () => {
  test('shows the error page in place of the app; Back returns Home and Try again loads it', async ({
    page,
    user: _signedIn,
  }) => {
    // A deploy that replaced the screen's code, or a connection lost on the way: its chunk fails.
    await page.route('**/assets/video-tutorials-*.js', (route) => route.abort('failed'));
    await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Video Tutorials' }).first().click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      page.getByText(
        'This page could not be loaded. Check your connection and try again; your recipes are safe.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/video-tutorials$/);

    // Elsewhere still draws: Back leaves the error for Home.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);

    // The connection is back: Try again loads the screen afresh.
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await page.unroute('**/assets/video-tutorials-*.js');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Video Tutorials' })).toBeVisible();
  });
});
