import { seriousViolations } from './axe';
import { addRecipesAsUser, expect, openAccountMenu, test } from './support';

// The pantry beside the shopping list (issue 38): a line whose food is at home says how much, in the
// cook's own units, and whether it is enough; the cook may hide what the pantry covers (a choice kept on
// the device), never a line whose amount cannot be compared.

test.use({ reducedMotion: 'reduce' });

test('the list says what the pantry holds, in the cook’s units, and hides what it covers when asked', async ({
  page,
  user: _user,
}) => {
  test.slow();
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  const [pancakesId] = await addRecipesAsUser(page, [
    { title: 'Pancakes', servings: 4, ingredients: '2 eggs\n1 cup flour\n1 cup milk\n1 pinch salt' },
  ]);

  await page.goto('/pantry');
  const add = page.getByRole('region', { name: 'Add to the pantry' });
  for (const [food, place] of [
    ['12 eggs', 'Fridge'],
    ['100 g flour', 'Cupboard'],
    ['1 kg salt', 'Cupboard'],
  ] as const) {
    await add.getByLabel('Food').fill(food);
    await add.getByLabel('Place').selectOption(place);
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('list', { name: place })).toContainText(food.split(' ').at(-1) ?? food);
  }

  await page.goto(`/recipe/${pancakesId}`);
  await page.getByRole('button', { name: 'Add to List' }).click();
  await expect(page.getByText('Ingredients added to shopping list')).toBeVisible();

  await page.goto('/shopping-list');
  const line = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name }) });
  await expect(line('2 eggs')).toContainText('You have 12 eggs: enough');
  // 100 g is less than a cup of flour (about 120 g), and a US cook reads it in ounces.
  await expect(line('1 cup flour')).toContainText('You have 3 1/2 oz flour');
  await expect(line('1 cup flour')).not.toContainText('enough');
  // A pinch cannot be weighed against a kilo: said, never counted as covered.
  await expect(line('1 pinch salt')).toContainText('You have 2.2 lb salt');
  await expect(line('1 pinch salt')).not.toContainText('enough');
  await expect(line('1 cup milk')).not.toContainText('You have');
  await expect(page.getByText('4 items to buy')).toBeVisible();

  const hide = page.getByRole('switch', { name: 'Hide what we have enough of' });
  await expect(hide).not.toBeChecked();
  await hide.click();
  await expect(hide).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'hidden' })).toHaveText(
    '1 line hidden: the pantry has enough',
  );
  await expect(page.getByRole('checkbox', { name: '2 eggs' })).toBeHidden();
  await expect(page.getByRole('checkbox', { name: '1 cup flour' })).toBeVisible();
  await expect(page.getByText('3 items to buy')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The choice is kept on this device.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Hide what we have enough of' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '1 cup flour' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '2 eggs' })).toBeHidden();

  // A cook who reads metric sees the pantry in grams and kilos.
  await page.goto('/');
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await page
    .getByRole('dialog', { name: 'My Account' })
    .getByRole('radio', { name: /Metric/ })
    .check();
  await expect(page.getByText('Recipes convert to metric')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/shopping-list');
  await expect(line('1 cup flour')).toContainText('You have 100 g flour');
  await expect(line('1 pinch salt')).toContainText('You have 1 kg salt');

  await page.getByRole('switch', { name: 'Hide what we have enough of' }).click();
  await expect(line('2 eggs')).toContainText('You have 12 eggs: enough');
  await expect(page.getByText('4 items to buy')).toBeVisible();
});
