import { patient } from '../support/patience';
import { seriousViolations } from './axe';
import { photoOf } from './fixtures/printed-recipe';
import type { PrintedRecipe } from './fixtures/recipe-pages';
import { expect, openAddRecipeTab, startFreeTrial, test } from './support';

// A photo of a printed card whose fractions the reader's English model has no letters for: the
// reader reads "½" as a "4" it is unsure of, the correction pass reads the glyph's shape, and the
// review screen marks the word so the cook checks it against the photo before saving.

const scones: PrintedRecipe = {
  title: 'Buttermilk Scones',
  intro: 'Makes 8. Prep 15 minutes. Bake 12 minutes.',
  facts: 'From the family recipe box',
  ingredients: ['2 cups plain flour', '¾ cup buttermilk', '½ teaspoon salt', '⅓ cup cold butter'],
  steps: [
    'Heat the oven to 220C.',
    'Rub the butter into the flour and salt.',
    'Stir in the buttermilk and bake for 12 minutes.',
  ],
};

test.use({ reducedMotion: 'reduce' });

test('a word the photo reader was unsure of is marked beside the photo, corrected and saved', async ({
  page,
  user: _signedIn,
  browser,
}, testInfo) => {
  test.slow();

  // Photo import is a paid feature: a free trial first, then back Home.
  await startFreeTrial(page);
  await page.goto('/');
  const photo = await photoOf(browser, scones, testInfo.outputPath('buttermilk-scones.png'));

  const dialog = await openAddRecipeTab(page, 'Image');
  await dialog.getByLabel('Recipe photo').setInputFiles(photo);
  await dialog.getByRole('button', { name: 'Extract recipe' }).click();
  await expect(page.getByText('Recipe extracted from image, review and save')).toBeVisible({
    timeout: patient(60_000),
  });

  // The fractions are read as printed, never as the "4" the English model saw.
  const block = dialog.getByRole('region', { name: 'Recipe 1' });
  const ingredients = block.getByLabel('Ingredients');
  await expect(ingredients).toHaveValue(/¾ cup buttermilk\n½ teaspoon salt\n⅓ cup cold butter/);

  // The doubtful word is marked in its line, beside the photo, and says so without colour: the lines
  // to check come first, in a group of their own, the least sure first.
  const note = dialog.getByRole('region', { name: 'About this import' });
  const group = note.getByRole('region', { name: 'Check these lines' });
  await expect(group.getByRole('heading', { name: 'Check these lines' })).toBeVisible();
  await expect(group.getByText(/^\d+ words? to check$/)).toBeVisible();
  await expect(group.getByRole('img', { name: 'Your photo, to compare with' })).toBeVisible();
  const lines = group.getByRole('list', { name: 'Lines with words to check' });
  const salt = lines.getByRole('listitem').filter({ hasText: 'teaspoon salt' });
  await expect(salt.getByText('Ingredient 3:')).toBeVisible();
  await expect(salt.locator('mark')).toHaveText('unsure: ½');
  expect(await seriousViolations(page)).toEqual([]);

  // The cook checks the card and, from the keyboard, goes to the line and types it the way the family
  // writes it: the line is selected in the form, so the typing replaces it and nothing else.
  const fix = salt.getByRole('button', { name: 'Fix Ingredient 3' });
  await fix.focus();
  await page.keyboard.press('Enter');
  await expect(ingredients).toBeFocused();
  await page.keyboard.type('1/2 teaspoon fine salt');
  await expect(ingredients).toHaveValue(/¾ cup buttermilk\n1\/2 teaspoon fine salt\n⅓ cup cold butter/);
  const saved = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/recipes',
  );
  await dialog.getByRole('button', { name: /^Save recipes?$/ }).click();
  await expect(page.getByText('Added 1 recipe successfully')).toBeVisible();

  // The saved recipe keeps how each imported line was read, keyed by the line as imported (the
  // cook's fix does not move it), so a later fix of the reader can read the line again.
  const body = (await saved).postDataJSON() as {
    recipes: { readings?: { field: string; text: string; read: string; confidence: number }[] }[];
  };
  const readings = body.recipes[0]?.readings ?? [];
  const saltReading = readings.find((r) => r.field === 'ingredients' && r.text === '½ teaspoon salt');
  expect(saltReading?.read).toMatch(/teaspoon salt/);
  expect(saltReading?.confidence).toBeGreaterThanOrEqual(0);
  expect(readings.some((r) => r.field === 'instructions' && /Heat the oven/.test(r.text))).toBe(true);

  await page
    .getByRole('article', { name: /Buttermilk Scones/ })
    .getByRole('link', { name: /Buttermilk Scones/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buttermilk Scones' })).toBeVisible();
  await expect(page.getByText(/teaspoon fine salt/)).toBeVisible();
});
