import { seriousViolations } from './axe';
import { addRecipesAsUser, expect, openAccountMenu, test } from './support';

// Issue 37: axe finds nothing serious with the page in Japanese (a language without spaces between
// words, whose words run longer or shorter than English) on Home, a recipe, the list and My Account.
// Arabic's run is in languages-journey.spec.ts.

test('in Japanese, Home, a recipe, the shopping list and My Account have nothing serious for axe', async ({
  page,
  user: _signedIn,
}) => {
  test.slow();
  const [id] = await addRecipesAsUser(page, [
    {
      title: '肉じゃが',
      servings: 4,
      ingredients: 'じゃがいも 3個\n牛肉 200 g\n醤油 大さじ3',
      instructions: '材料を切る。\n鍋で煮る。',
    },
  ]);

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await page
    .getByRole('dialog', { name: 'My Account' })
    .getByRole('combobox', { name: 'Language' })
    .selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const account = page.getByRole('dialog', { name: 'マイアカウント' });
  await expect(account.getByRole('combobox', { name: '言語' })).toHaveValue('ja');
  expect(await seriousViolations(page), 'My Account in Japanese').toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/');
  await expect(page.getByText('肉じゃが').first()).toBeVisible();
  expect(await seriousViolations(page), 'Home in Japanese').toEqual([]);

  await page.goto(`/recipe/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: '肉じゃが' })).toBeVisible();
  await expect(page.getByRole('list', { name: '材料' })).toContainText('醤油');
  expect(await seriousViolations(page), 'the recipe in Japanese').toEqual([]);
  await page.getByRole('button', { name: 'リストに追加' }).click();

  await page.goto('/shopping-list');
  await expect(page.getByRole('checkbox', { name: /じゃがいも/ })).toBeVisible();
  expect(await seriousViolations(page), 'the list in Japanese').toEqual([]);
});
