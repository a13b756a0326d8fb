import { addRecipesAsUser, expect, test } from './support';

// Issue 37's done-means story: a Spanish recipe with "2 cucharadas de azúcar", doubled on the recipe page,
// reads "4 cucharadas"; on the shopping list beside another recipe's "100 g de azúcar" the sugar is one
// line holding both amounts. The recipe page tells an English reader it is "Written in Spanish" (the
// language detected from its ingredients when it was saved).

test.use({ reducedMotion: 'reduce' });

test('a Spanish recipe is written in Spanish, doubles in Spanish and goes to the list scaled', async ({
  page,
  user,
}) => {
  expect(user.email).toBeTruthy();
  const [flan, bizcocho] = await addRecipesAsUser(page, [
    {
      title: 'Flan de la abuela',
      servings: 2,
      ingredients: '2 cucharadas de azúcar\n3 huevos\n1 taza de leche',
      instructions: 'Batir los huevos con la leche y el azúcar.\nHornear al baño María.',
    },
    { title: 'Bizcocho', servings: 4, ingredients: '100 g de azúcar\n200 g de harina' },
  ]);
  expect(flan).toBeTruthy();
  expect(bizcocho).toBeTruthy();

  await page.goto(`/recipe/${flan}`);
  await expect(page.getByRole('heading', { name: 'Flan de la abuela' })).toBeVisible();
  await expect(page.getByText('Written in Spanish')).toBeVisible();
  const ingredients = page.getByRole('list', { name: 'Ingredients' });
  await expect(ingredients.getByText('2 cucharadas de azúcar')).toBeVisible();
  await page.getByRole('button', { name: 'Increase servings' }).click();
  await page.getByRole('button', { name: 'Increase servings' }).click();
  await expect(page.getByText('4 servings', { exact: true })).toBeVisible();
  await expect(ingredients.getByText('4 cucharadas de azúcar')).toBeVisible();
  await page.getByRole('button', { name: 'Add to List' }).click();
  await expect(page.getByText('Ingredients added to shopping list')).toBeVisible();

  await page.goto(`/recipe/${bizcocho}`);
  await expect(page.getByRole('heading', { name: 'Bizcocho' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to List' }).click();
  await expect(page.getByText('Ingredients added to shopping list')).toBeVisible();

  await page.goto('/shopping-list');
  // The doubled Spanish line arrives on the list as it was scaled, beside the other recipe's lines.
  await expect(page.getByRole('checkbox', { name: '4 cucharadas de azúcar' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /100 g de azúcar/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '200 g de harina' })).toBeVisible();
});

// Issue 37 asks for ONE sugar line holding both amounts. The list keeps a volume and a weight of one food
// apart on purpose today (plan-additions.test.ts: "keeps 1 cup flour and 200 g flour apart"), so this
// fails until the list learns to hold both (a decision for the lead: see the report). test.fail turns it
// green-by-failing, and red the day the list merges them, so it is then turned into a plain test.
test.fail('the two sugars are one line on the list', async ({ page, user }) => {
  expect(user.email).toBeTruthy();
  const ids = await addRecipesAsUser(page, [
    { title: 'Flan', servings: 2, ingredients: '4 cucharadas de azúcar\n3 huevos' },
    { title: 'Bizcocho', servings: 4, ingredients: '100 g de azúcar\n200 g de harina' },
  ]);
  for (const id of ids) {
    await page.goto(`/recipe/${id}`);
    await page.getByRole('button', { name: 'Add to List' }).click();
    await expect(page.getByText('Ingredients added to shopping list')).toBeVisible();
  }
  await page.goto('/shopping-list');
  await expect(page.getByRole('checkbox', { name: '200 g de harina' })).toBeVisible();
  // Both sugars are on the list (what passes today); the next line is what fails until they merge.
  await expect(
    page.getByRole('checkbox', { name: /^4 cucharadas de azúcar$|^100 g de azúcar$/ }),
  ).toHaveCount(2);
  await expect(page.getByRole('checkbox', { name: /azúcar/ })).toHaveCount(1, { timeout: 3_000 });
});
