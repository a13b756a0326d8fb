import { seriousViolations } from './axe';
import { addRecipesAsUser, expect, test } from './support';

// Issue 36: a recipe imported from a photo keeps what the reader read; when today's reader reads a line
// better than the reader did then, the recipe page says so quietly, shows the line before and after,
// and the cook takes it. The old reading is planted as the photo import saves one (POST /api/recipes
// with the line's `readings`): the reader of the time read "1½" as "1%".

test.use({ reducedMotion: 'reduce' });

test('a line the reader misread is offered as today’s reader reads it, and the cook takes it', async ({
  page,
  user: _signedIn,
}) => {
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  const lines = ['1% cups flour', '2 eggs', 'Ya cup sugar'];
  const [cake] = await addRecipesAsUser(page, [
    {
      title: 'Card Cake',
      ingredients: lines.join('\n'),
      instructions: 'Mix and bake.',
      readings: lines.map((text) => ({ field: 'ingredients', text, read: text, confidence: 40 })),
    },
  ]);

  await page.goto(`/recipe/${cake}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Card Cake' })).toBeVisible();
  await expect(page.getByText('1% cups flour')).toBeVisible();
  await page.getByRole('button', { name: 'Hearth reads 2 lines of this recipe better now' }).click();

  const dialog = page.getByRole('dialog', { name: 'Lines Hearth reads better now' });
  const flour = dialog.getByRole('checkbox', { name: '1% cups flour becomes 1½ cups flour' });
  const sugar = dialog.getByRole('checkbox', { name: 'Ya cup sugar becomes ¼ cup sugar' });
  await expect(flour).toBeChecked();
  await expect(sugar).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  // The cook takes the flour line and leaves the sugar line as the card has it.
  await sugar.click();
  await expect(sugar).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Updated 1 line')).toBeVisible();
  await expect(page.getByText('1½ cups flour')).toBeVisible();
  await expect(page.getByText('1% cups flour')).toHaveCount(0);
  await expect(page.getByText('Ya cup sugar')).toBeVisible();
  // One line is left to offer, and it stays after a reload: the change was saved.
  await expect(
    page.getByRole('button', { name: 'Hearth reads 1 line of this recipe better now' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByText('1½ cups flour')).toBeVisible();

  // Cancel leaves everything as it is.
  await page.getByRole('button', { name: 'Hearth reads 1 line of this recipe better now' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ya cup sugar')).toBeVisible();
});
