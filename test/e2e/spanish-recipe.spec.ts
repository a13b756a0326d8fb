import { crumbleSvg, recipePage } from './fixtures/recipe-pages';
import { type RecipeSite, startRecipeSite } from './fixtures/recipe-site';
import { addRecipesAsUser, expect, openAddRecipeTab, test } from './support';

// Issue 37's done-means story: a Spanish recipe with "2 cucharadas de azúcar", doubled on the recipe page,
// reads "4 cucharadas"; on the shopping list with another recipe's "100 g de azúcar" the sugar is one
// line, the spoons counted in grams by sugar's density. The recipe page tells an English reader it is "Written in Spanish" (the
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
  // One food, one line: 4 tablespoons of sugar (about 50 g by its density) and 100 g add up in grams.
  const sugar = page.getByRole('checkbox', { name: /azúcar/ });
  await expect(sugar).toHaveCount(1);
  await expect(sugar).toHaveAccessibleName('150 g azúcar');
  await expect(page.getByText('From Flan de la abuela, Bizcocho')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '200 g de harina' })).toBeVisible();
});

// A recipe's language may also be chosen (issue 37): "Detect automatically" by default in the form, or one
// of the twelve, named in the reader's language. An English-looking recipe set to Italian says so.
test('a person sets the language of a recipe to Italian', async ({ page, user }) => {
  expect(user.email).toBeTruthy();
  const [id] = await addRecipesAsUser(page, [
    { title: 'Pasta al pomodoro', servings: 2, ingredients: '200 g spaghetti\n2 cups tomatoes' },
  ]);
  await page.goto(`/recipe/${id}`);
  await expect(page.getByRole('heading', { name: 'Pasta al pomodoro' })).toBeVisible();
  await expect(page.getByText(/^Written in/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit recipe' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit recipe' });
  const language = edit.getByLabel('Language');
  await expect(language).toHaveValue('en');
  await language.selectOption({ label: 'Italian' });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Recipe updated successfully')).toBeVisible();
  await expect(page.getByText('Written in Italian')).toBeVisible();

  // Back to "Detect automatically": the ingredients read as English again, and the line goes.
  await page.getByRole('button', { name: 'Edit recipe' }).click();
  await expect(edit.getByLabel('Language')).toHaveValue('it');
  await edit.getByLabel('Language').selectOption({ label: 'Detect automatically' });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Recipe updated successfully').first()).toBeVisible();
  await expect(page.getByText('Written in Italian')).toHaveCount(0);
});

// An import keeps the language its page declares (issue 37): a page served here, in Italian by its
// <html lang>, arrives in the review with Language set to Italian, and the saved recipe says so.
let site: RecipeSite | undefined;
test.afterAll(async () => {
  await site?.close();
});

test('a recipe imported from a page in Italian keeps its language', async ({ page, user }) => {
  expect(user.email).toBeTruthy();
  const pages: Record<string, string> = {};
  site = await startRecipeSite(pages, { '/images/torta.svg': crumbleSvg });
  const torta = {
    title: 'Torta della nonna',
    description: 'La torta di ogni domenica.',
    ingredients: ['250 g di farina', '2 uova', '100 g di zucchero'],
    steps: ['Mescolare tutto.', 'Cuocere per 40 minuti.'],
    prepMinutes: 20,
    cookMinutes: 40,
    servings: 8,
  };
  pages['/ricette/torta'] = recipePage(torta, site.url('/images/torta.svg')).replace(
    '<html lang="en">',
    '<html lang="it-IT">',
  );

  const dialog = await openAddRecipeTab(page, 'URL');
  await dialog.getByLabel('Recipe URL').fill(site.url('/ricette/torta'));
  await dialog.getByRole('button', { name: 'Extract recipe' }).click();
  await expect(page.getByText('Recipe extracted, review and save')).toBeVisible();
  const block = dialog.getByRole('region', { name: 'Recipe 1' });
  await expect(block.getByLabel('Title')).toHaveValue('Torta della nonna');
  await expect(block.getByLabel('Language')).toHaveValue('it');
  await dialog.getByRole('button', { name: /^Save recipes?$/ }).click();
  await expect(page.getByText('Added 1 recipe successfully')).toBeVisible();

  await page
    .getByRole('article', { name: 'Torta della nonna' })
    .getByRole('link', { name: 'Torta della nonna' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Torta della nonna' })).toBeVisible();
  await expect(page.getByText('Written in Italian')).toBeVisible();
});
