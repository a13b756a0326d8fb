import { addRecipesAsUser, expect, test } from './support';

// A recipe's history (issue 39): two edits make three versions, each showing the lines and words it
// changed; two versions compared; an old one restored, and the recipe shows it again.

test('two edits make three versions with the changes marked, and an old one is restored', async ({
  page,
  user: _signedIn,
}) => {
  // A long journey (sign-up, two edits, the history, a restore): three times the usual time.
  test.slow();
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  const [id] = await addRecipesAsUser(page, [
    {
      title: "Grandma's Stew",
      servings: 6,
      ingredients: '1 kg beef\n2 tsp salt\n1 glass red wine\n3 carrots',
      instructions: 'Brown the beef.\nSimmer two hours.',
    },
  ]);
  await page.goto(`/recipe/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: "Grandma's Stew" })).toBeVisible();

  // First edit: less salt. Second: stock instead of wine, and fewer servings.
  const editWith = async (fill: (dialog: ReturnType<typeof page.getByRole>) => Promise<void>) => {
    await page.getByRole('button', { name: 'Edit recipe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit recipe' });
    await fill(dialog);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Recipe updated successfully').last()).toBeVisible();
    await expect(dialog).toBeHidden();
  };
  await editWith((dialog) =>
    dialog.getByLabel('Ingredients').fill('1 kg beef\n1 tsp salt\n1 glass red wine\n3 carrots'),
  );
  await editWith(async (dialog) => {
    await dialog.getByLabel('Ingredients').fill('1 kg beef\n1 tsp salt\n1 glass beef stock\n3 carrots');
    await dialog.getByLabel('Servings').fill('4');
  });

  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "History of Grandma's Stew" })).toBeVisible();
  const versions = page.getByRole('list', { name: 'Versions' }).getByRole('article');
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0).getByRole('heading', { name: /Version 3/ })).toBeVisible();
  await expect(versions.nth(2).getByRole('heading', { name: 'Version 1' })).toBeVisible();

  // Version 3 changed a line (words marked) and the servings; version 2 the salt.
  const third = versions.nth(0);
  await expect(third.getByRole('deletion').filter({ hasText: 'red wine' })).toBeVisible();
  await expect(third.getByRole('insertion').filter({ hasText: 'beef stock' })).toBeVisible();
  await expect(third.getByText('Servings')).toBeVisible();
  await expect(third.getByRole('deletion').filter({ hasText: /^6$/ })).toBeVisible();
  await expect(third.getByRole('insertion').filter({ hasText: /^4$/ })).toBeVisible();
  const second = versions.nth(1);
  await expect(second.getByRole('deletion')).toHaveText(['2']);
  await expect(second.getByRole('insertion')).toHaveText(['1']);
  await expect(second.getByText('1 unchanged line', { exact: true })).toBeVisible();
  await expect(second.getByText('2 unchanged lines', { exact: true })).toBeVisible();

  // Compare the first and the last: both the salt and the wine.
  await page.getByRole('checkbox', { name: 'Compare version 1' }).check();
  await page.getByRole('checkbox', { name: 'Compare version 3' }).check();
  const compared = page.getByRole('region', { name: 'Changes from version 1 to version 3' });
  await expect(compared.getByRole('insertion').filter({ hasText: 'beef stock' })).toBeVisible();
  await expect(compared.getByRole('deletion').filter({ hasText: /^2$/ })).toBeVisible();

  // Restore version 1, after confirming: a new version, and the recipe as it was.
  await versions.nth(2).getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore version 1?' });
  await expect(confirm).toContainText('nothing in its history is lost');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Version 1 restored')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/recipe/${id}$`));
  await expect(page.getByText('2 tsp salt')).toBeVisible();
  await expect(page.getByText('1 glass red wine')).toBeVisible();

  await page.getByRole('link', { name: 'History' }).click();
  await expect(versions).toHaveCount(4);
  await expect(versions.nth(0)).toContainText('Restored from version 1');
});
