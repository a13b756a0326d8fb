import { addRecipesAsUser, expect, test } from './support';

// The printable cookbook prints a chosen version (issue 39): from a recipe's history, an older version
// is printed as it was, and its PDF opens from the link handed back.

test('an older version of a recipe is printed from its history', async ({ page, user: _signedIn }) => {
  test.slow();
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  const [id] = await addRecipesAsUser(page, [
    { title: 'Lemon Cake', servings: 8, ingredients: '200 g flour\n2 lemons\n200 g sugar' },
  ]);
  await page.goto(`/recipe/${id}`);
  await page.getByRole('button', { name: 'Edit recipe' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit recipe' });
  await edit.getByLabel('Ingredients').fill('200 g flour\n2 lemons\n150 g sugar');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();

  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'History of Lemon Cake' })).toBeVisible();
  const first = page.getByRole('article', { name: 'Version 1' });
  await first.getByRole('button', { name: 'Print version 1' }).click();
  const pdf = first.getByRole('link', { name: 'Open version 1 as a PDF' });
  await expect(pdf).toBeVisible();
  const address = await pdf.getAttribute('href');
  const answer = await page.request.get(address ?? '');
  expect(answer.status()).toBe(200);
  expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
