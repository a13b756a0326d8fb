import { seriousViolations } from './axe';
import { addRecipesAsUser, expect, openAccountMenu, test } from './support';

// Issue 19, dark mode: Hearth follows the device's light or dark setting, a cook can pin either on this
// device, and both themes pass axe (contrast included).

test.use({ reducedMotion: 'reduce' });

const stew = {
  title: 'Winter Stew',
  description: 'Slow and warming.',
  servings: 4,
  ingredients: '2 lbs beef chuck\n3 cups beef stock\n2 tbsp olive oil',
  instructions: 'Brown the beef.\nSimmer 2 hours.',
  tags: ['winter'],
};

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('follows the system setting and passes axe on the main screens', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await seriousViolations(page), '/auth').toEqual([]);
  });

  test('Home, a recipe, the account menu and My Account pass axe in dark', async ({ page, user }) => {
    // Six full axe analyses of six screens: each takes seconds on a busy two-core machine.
    test.slow();
    await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await seriousViolations(page), 'Home').toEqual([]);

    await openAccountMenu(page);
    expect(await seriousViolations(page), 'account menu').toEqual([]);
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(page.getByRole('dialog', { name: 'My Account' }).getByText(user.email)).toBeVisible();
    expect(await seriousViolations(page), 'My Account').toEqual([]);
    await page.keyboard.press('Escape');

    const [id] = await addRecipesAsUser(page, [stew]);
    await page.goto(`/recipe/${id}`);
    await expect(page.getByRole('list', { name: 'Ingredients' })).toContainText('beef chuck');
    expect(await seriousViolations(page), 'recipe').toEqual([]);
    await page.screenshot({ path: 'docs/screenshots/recipe-dark.png', fullPage: true });

    await page.getByRole('button', { name: 'Cook Mode' }).click();
    await expect(page.getByRole('dialog', { name: 'Cook Mode' })).toContainText('Brown the beef.');
    expect(await seriousViolations(page), 'Cook Mode').toEqual([]);
    await page.getByRole('button', { name: 'Exit Cook Mode' }).click();

    await page.getByRole('button', { name: 'Add to List' }).click();
    await expect(page.getByText('Ingredients added to shopping list')).toBeVisible();
    await page.goto('/shopping-list');
    await expect(page.getByRole('region', { name: 'Meat and Fish' })).toBeVisible();
    expect(await seriousViolations(page), 'shopping list').toEqual([]);
  });
});

test('the manual switch pins Light or Dark on this device and System follows the device again', async ({
  page,
  user: _signedIn,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();

  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'My Account' });
  await dialog.getByRole('radio', { name: 'Dark' }).check();
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(dialog.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'System' }).check();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
});
