import { addRecipesAsUser, expect, openAccountMenu, test as signedInTest } from './support';

// Issue 19, units: a cook who reads metric converts a US recipe in one tap, and scales a recipe to the
// amount of one ingredient they have.

// Every story starts signed in, as a fresh cook, on Home.
const test = signedInTest.extend<{ onHome: undefined }>({
  onHome: [
    async ({ page, user: _signedIn }, use) => {
      await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
      await use(undefined);
    },
    { auto: true },
  ],
});

const cookies = {
  title: 'Oatmeal Cookies',
  servings: 4,
  ingredients:
    '2 cups all-purpose flour\n1 cup granulated sugar\n1 1/2 cups old-fashioned rolled oats\n2 large eggs',
  instructions: 'Mix everything.\nBake 12 minutes.',
};

test('a metric cook converts a recipe and sees grams', async ({ page }) => {
  const [id] = await addRecipesAsUser(page, [cookies]);

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'My Account' });
  await dialog.getByRole('radio', { name: /Metric/ }).check();
  await expect(page.getByText('Recipes convert to metric')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/recipe/${id}`);
  const ingredients = page.getByRole('list', { name: 'Ingredients' });
  await expect(ingredients).toContainText('2 cups all-purpose flour');
  await page.getByRole('button', { name: 'Convert to metric' }).click();
  await expect(ingredients.getByRole('listitem')).toHaveText([
    '240 g all-purpose flour',
    '198 g granulated sugar',
    '134 g old-fashioned rolled oats',
    '2 large eggs',
  ]);
  await expect(page.getByText('Amounts shown in metric.')).toBeVisible();

  await page.getByRole('button', { name: 'Show as written' }).click();
  await expect(ingredients).toContainText('2 cups all-purpose flour');
});

test('a cook scales the whole recipe to the flour they have', async ({ page }) => {
  const [id] = await addRecipesAsUser(page, [cookies]);
  await page.goto(`/recipe/${id}`);

  await page.getByRole('button', { name: 'Scale to what I have' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scale to what I have' });
  await dialog.getByLabel('Ingredient').selectOption({ label: '2 cups all-purpose flour' });
  await dialog.getByLabel('Amount on hand').fill('360 g');
  await dialog.getByRole('button', { name: 'Scale recipe' }).click();

  const ingredients = page.getByRole('list', { name: 'Ingredients' });
  await expect(ingredients.getByRole('listitem')).toHaveText([
    '3 cups all-purpose flour',
    '1 1/2 cups granulated sugar',
    '2 1/4 cups old-fashioned rolled oats',
    '3 large eggs',
  ]);
  await expect(page.getByText('6 servings')).toBeVisible();
  await expect(page.getByText('Scaled to 360 g of all-purpose flour.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Opened again, it starts from the last try; an amount it cannot read says so, and the message
  // does not outlive the dialog.
  await page.getByRole('button', { name: 'Scale to what I have' }).click();
  await expect(dialog.getByLabel('Amount on hand')).toHaveValue('360 g');
  await expect(dialog.getByLabel('Ingredient')).toHaveValue('0');
  await dialog.getByLabel('Amount on hand').fill('lots');
  await dialog.getByRole('button', { name: 'Scale recipe' }).click();
  const unreadable = 'Enter how much you have, like "300 g" or "1 1/2 cups".';
  await expect(dialog.getByText(unreadable)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Scale to what I have' }).click();
  await expect(dialog.getByLabel('Amount on hand')).toHaveValue('lots');
  await expect(dialog.getByText(unreadable)).toBeHidden();
});
