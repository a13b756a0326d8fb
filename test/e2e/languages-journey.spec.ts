import { seriousViolations } from './axe';
import { addRecipesAsUser, expect, newAccount, openAccountMenu, test } from './support';

// Issue 37's stories, read as the person reads them: a German browser goes from signing up to Home, a
// recipe scaled in German and the shopping list, all in German; and a person who switches to Arabic in
// My Account gets a right-to-left page where Cook Mode steps forward with the left arrow and the list
// takes an item, and a reload keeps Arabic. The words are the catalogs' translations, as shown.

test.describe('a browser set to German', () => {
  test.use({ locale: 'de-DE' });

  test('signs up and in, scales a recipe and fills the list, all in German', async ({ page }) => {
    // A sign-up, a sign-in and three screens: seconds each on a busy two-core machine.
    test.slow();
    const account = newAccount('deutsch');
    await page.goto('/auth?mode=signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
    await page.getByLabel('E-Mail').fill(account.email);
    await page.getByLabel('Passwort', { exact: true }).fill(account.password);
    await page.getByLabel('Anzeigename').fill(account.displayName);
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByText('Konto erstellt, du kannst dich jetzt anmelden')).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
    await page.getByLabel('E-Mail').fill(account.email);
    await page.getByLabel('Passwort', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Meine Rezepte' })).toBeVisible();

    const [id] = await addRecipesAsUser(page, [
      {
        title: 'Omas Pfannkuchen',
        servings: 2,
        ingredients: '2 EL Zucker\n200 g Mehl',
        instructions: 'Alles verrühren.\nIn der Pfanne backen.',
      },
    ]);
    await page.goto(`/recipe/${id}`);
    await expect(page.getByRole('heading', { name: 'Omas Pfannkuchen', level: 1 })).toBeVisible();
    const ingredients = page.getByRole('list', { name: 'Zutaten' });
    await expect(ingredients).toContainText('2 EL Zucker');
    // The allergen badges speak German too: Mehl (flour) is a gluten cereal.
    await expect(page.getByRole('list', { name: 'Allergene' })).toContainText('Enthält Gluten');
    await page.getByRole('button', { name: 'Mehr Portionen' }).click();
    await page.getByRole('button', { name: 'Mehr Portionen' }).click();
    await expect(ingredients).toContainText('4 EL Zucker');
    await expect(ingredients).toContainText('400 g Mehl');
    await page.getByRole('button', { name: 'Zur Liste hinzufügen' }).click();
    await expect(page.getByText('Zutaten zur Einkaufsliste hinzugefügt')).toBeVisible();

    await page.goto('/shopping-list');
    await expect(page.getByText('2 Einträge zu kaufen')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /4 EL Zucker/ })).toBeVisible();
    await expect(page.getByText('Aus Omas Pfannkuchen').first()).toBeVisible();
    expect(await seriousViolations(page), 'the list in German').toEqual([]);
  });
});

test('in Arabic the page runs right to left, Cook Mode steps with the left arrow, and the list works', async ({
  page,
  user: _signedIn,
}) => {
  test.slow();
  const [id] = await addRecipesAsUser(page, [
    {
      title: 'Lentil Soup',
      servings: 4,
      ingredients: '1 cup red lentils\n1 onion',
      instructions: 'Chop the onion.\nSimmer the lentils for 20 minutes.\nBlend until smooth.',
    },
  ]);

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await page
    .getByRole('dialog', { name: 'My Account' })
    .getByRole('combobox', { name: 'Language' })
    .selectOption('ar');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Escape');

  await page.goto(`/recipe/${id}`);
  await expect(html).toHaveAttribute('lang', 'ar');
  await page.getByRole('button', { name: 'وضع الطهي' }).click();
  const cook = page.getByRole('dialog', { name: 'وضع الطهي' });
  await expect(cook.getByText('Chop the onion.')).toBeVisible();
  // Right to left, the next step lies to the left.
  await page.keyboard.press('ArrowLeft');
  await expect(cook.getByText('Simmer the lentils for 20 minutes.')).toBeVisible();
  await cook.getByRole('button', { name: 'التالي' }).click();
  await expect(cook.getByText('Blend until smooth.')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(cook.getByText('Simmer the lentils for 20 minutes.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/shopping-list');
  await expect(page.getByRole('heading', { name: 'قائمة التسوق فارغة' })).toBeVisible();
  await page.getByLabel('إضافة عنصر').fill('2 lemons');
  await page.getByRole('button', { name: 'إضافة', exact: true }).click();
  const lemons = page.getByRole('checkbox', { name: /lemons/ });
  await expect(lemons).toBeVisible();
  await lemons.click();
  await expect(lemons).toBeChecked();
  expect(await seriousViolations(page), 'the list in Arabic').toEqual([]);

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('checkbox', { name: /lemons/ })).toBeChecked();
});
