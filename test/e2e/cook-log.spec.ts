import { addRecipesAsUser, expect, test } from './support';

// The cook log (issue 39): a cook finishes a recipe in Cook Mode, logs it there with a note, the
// recipe shows "Cooked 1 time", and the household's timeline shows the meal in its week.

test('logging a meal from the end of Cook Mode shows on the recipe and in the timeline', async ({
  page,
  user,
}) => {
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  const [id] = await addRecipesAsUser(page, [
    {
      title: 'Rice and Peas',
      servings: 2,
      ingredients: '1 cup rice\n2 cups water\n1 cup peas',
      instructions: 'Simmer the rice in the water.\nStir in the peas.',
    },
  ]);
  await page.goto(`/recipe/${id}`);
  await expect(page.getByText('Not cooked yet')).toBeVisible();

  await page.getByRole('button', { name: 'Cook Mode' }).click();
  const cook = page.getByRole('dialog', { name: 'Cook Mode' });
  // "We cooked this" waits for the last step.
  await expect(cook.getByRole('button', { name: 'We cooked this' })).toBeHidden();
  await cook.getByRole('button', { name: 'Next' }).click();
  await cook.getByRole('button', { name: 'We cooked this' }).click();

  const log = page.getByRole('dialog', { name: 'We cooked this' });
  await expect(log.getByLabel('Who cooked')).toHaveValue(user.displayName);
  await expect(log.getByLabel('For how many')).toHaveValue('2');
  await log.getByLabel('For how many').fill('4');
  await log.getByLabel('Rating').selectOption({ label: '5 stars' });
  await log.getByLabel('Note').fill('Doubled it for the neighbours');
  await log.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Logged: cooked on /)).toBeVisible();
  await expect(log).toBeHidden();

  await cook.getByRole('button', { name: 'Exit Cook Mode' }).click();
  await expect(cook).toBeHidden();
  const cooked = page.getByRole('link', { name: /^Cooked 1 time · last on / });
  await expect(cooked).toBeVisible();

  await cooked.click();
  await expect(page.getByRole('heading', { level: 1, name: 'What We Cooked' })).toBeVisible();
  const week = page.getByRole('region', { name: /^Week of / });
  await expect(week).toHaveCount(1);
  await expect(week.getByRole('link', { name: 'Rice and Peas' })).toBeVisible();
  await expect(week).toContainText(`cooked by ${user.displayName} · for 4`);
  await expect(week).toContainText('5 out of 5');
  await expect(week).toContainText('Doubled it for the neighbours');
});

test('what a cook typed in "We cooked this" waits for them when they close it; a saved meal leaves its note behind', async ({
  page,
  user: _signedIn,
}) => {
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  const [id] = await addRecipesAsUser(page, [
    { title: 'Lentil Soup', servings: 4, ingredients: '1 cup red lentils\n1 onion', instructions: 'Simmer.' },
  ]);
  await page.goto(`/recipe/${id}`);
  const open = page.getByRole('button', { name: 'We cooked this' });
  const log = page.getByRole('dialog', { name: 'We cooked this' });

  await open.click();
  await log.getByLabel('For how many').fill('6');
  await log.getByLabel('Rating').selectOption({ label: '4 stars' });
  await log.getByLabel('Note').fill('Less salt next time');
  await log.getByRole('button', { name: 'Cancel' }).click();
  await expect(log).toBeHidden();

  await open.click();
  await expect(log.getByLabel('Note')).toHaveValue('Less salt next time');
  await expect(log.getByLabel('Rating')).toHaveValue('4');
  await expect(log.getByLabel('For how many')).toHaveValue('6');
  await log.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Logged: cooked on /)).toBeVisible();
  await expect(log).toBeHidden();

  // The next meal starts without the last one's note and rating; who cooked and for how many stay.
  await open.click();
  await expect(log.getByLabel('Note')).toHaveValue('');
  await expect(log.getByLabel('Rating')).toHaveValue('');
  await expect(log.getByLabel('For how many')).toHaveValue('6');
});

test('the recipe names the version the family rated best', async ({ page, user: _signedIn }) => {
  test.slow();
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  const [id] = await addRecipesAsUser(page, [
    { title: 'Sunday Stew', servings: 6, ingredients: '1 kg beef\n2 tsp salt\n3 carrots' },
  ]);
  await page.goto(`/recipe/${id}`);
  const logWith = async (day: string, stars: string) => {
    await page.getByRole('button', { name: 'We cooked this' }).click();
    const log = page.getByRole('dialog', { name: 'We cooked this' });
    await log.getByLabel('Day').fill(day);
    await log.getByLabel('Rating').selectOption({ label: stars });
    await log.getByRole('button', { name: 'Save' }).click();
    await expect(log).toBeHidden();
  };
  await logWith('2026-03-01', '3 stars');
  await expect(page.getByText(/best rated/)).toBeHidden();

  await page.getByRole('button', { name: 'Edit recipe' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit recipe' });
  await edit.getByLabel('Ingredients').fill('1 kg beef\n1 tsp salt\n3 carrots');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await logWith('2026-03-08', '5 stars');
  await expect(page.getByRole('link', { name: /^Cooked 2 times/ })).toBeVisible();

  // Which version is best rated shows when the recipe is read again.
  await page.reload();
  const best = page.getByRole('link', { name: /^best rated: the version of .+ \(5 out of 5\)$/ });
  await expect(best).toBeVisible();
  await best.click();
  await expect(page.getByRole('heading', { level: 1, name: 'History of Sunday Stew' })).toBeVisible();
});

// A photo of the meal (issue 39): chosen in "We cooked this" on the recipe page, described for whoever
// cannot see it; the recipe shows the latest photo and the timeline shows it by its meal, each loaded
// through the household's own short link.
test('a meal logged with a photo shows it on the recipe and in the timeline, described', async ({
  page,
  user: _signedIn,
}) => {
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  const [id] = await addRecipesAsUser(page, [{ title: 'Plum Crumble', servings: 6, ingredients: '8 plums' }]);
  await page.goto(`/recipe/${id}`);
  await page.getByRole('button', { name: 'We cooked this' }).click();
  const log = page.getByRole('dialog', { name: 'We cooked this' });
  // Not an image: said at once, and nothing is sent.
  await log
    .getByLabel('Photo')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(log.getByText('Please upload an image file')).toBeVisible();
  await log.getByLabel('Photo').setInputFiles({
    name: 'crumble.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(log.getByText('Please upload an image file')).toBeHidden();
  await log.getByLabel('What the photo shows').fill('The crumble, golden, on the garden table');
  await log.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Logged: cooked on /)).toBeVisible();
  await expect(log).toBeHidden();

  await page.reload();
  const onRecipe = page.getByRole('img', { name: 'The crumble, golden, on the garden table' });
  await expect(onRecipe).toBeVisible();
  await expect.poll(() => onRecipe.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page.getByRole('link', { name: /^Cooked 1 time/ }).click();
  const week = page.getByRole('region', { name: /^Week of / });
  const inTimeline = week.getByRole('img', { name: 'The crumble, golden, on the garden table' });
  await expect(inTimeline).toBeVisible();
  await expect.poll(() => inTimeline.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
