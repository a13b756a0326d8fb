import { addRecipesAsUser, expect, test } from './support';

// The free tier holds on every way a recipe is created: a free cook with 50 recipes who saves a
// suggestion is told why it was refused and shown the way to the plans, and nothing is saved.

test.use({ reducedMotion: 'reduce' });

test('a free cook with 50 recipes cannot save a suggestion as a 51st and is offered the plans', async ({
  page,
  user: _signedIn,
}) => {
  test.slow();

  for (let from = 0; from < 50; from += 20) {
    const blocks = Array.from({ length: Math.min(20, 50 - from) }, (_, i) => ({
      title: `Keeper ${from + i + 1}`,
    }));
    expect(await addRecipesAsUser(page, blocks)).toHaveLength(blocks.length);
  }

  await page.getByRole('link', { name: 'Find Recipes by Ingredients' }).first().click();
  const input = page.getByLabel('Ingredients you have');
  await input.fill('eggs');
  await input.press('Enter');
  await page.getByRole('button', { name: 'Suggest Recipes' }).click();
  const suggestion = page.getByRole('list', { name: 'Suggested recipes' }).getByRole('article').first();
  const title = (await suggestion.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(title).not.toBe('');

  await suggestion.getByRole('button', { name: 'Save to My Recipes' }).click();
  await expect(
    page.getByText(
      'Keeping more than 50 recipes needs a subscription or lifetime access. See the Subscription plans page (/subscription) to start a free trial.',
    ),
  ).toBeVisible();
  await expect(page.getByText('This needs a subscription')).toBeVisible();
  await expect(suggestion.getByRole('link', { name: `Open ${title}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/subscription$/);

  // Nothing was saved: the account still owns 50 recipes.
  const owned = await page.evaluate(async () => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
    const response = await fetch('/api/subscription', {
      headers: { authorization: `Bearer ${key ? localStorage.getItem(key) : ''}` },
    });
    return ((await response.json()) as { ownRecipeCount: number }).ownRecipeCount;
  });
  expect(owned).toBe(50);
});
