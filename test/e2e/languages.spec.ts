import { seriousViolations } from './axe';
import { expect, newAccount, openAccountMenu, signIn, signUp, test } from './support';

// Issue 37: Hearth speaks the browser's language on a first visit, a picker on the sign-in screen and
// in My Account changes it at once (Arabic and Hebrew turn the page right to left), the choice stays on
// the device through a reload, and a choice made in My Account follows the person to another device.

test.describe('a browser set to German', () => {
  test.use({ locale: 'de-DE' });

  test('opens Hearth in German, and a switch to Arabic turns the page right to left and survives a reload', async ({
    page,
  }) => {
    await page.goto('/auth');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'de');
    await expect(html).toHaveAttribute('dir', 'ltr');
    const picker = page.getByRole('combobox', { name: 'Sprache' });
    await expect(picker).toHaveValue('de');

    await picker.selectOption('ar');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    expect(await seriousViolations(page), '/auth in Arabic').toEqual([]);

    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
  });
});

test('a language chosen in My Account follows the person to another device', async ({ page, browser }) => {
  // A sign-up, two sign-ins and an axe analysis: each takes seconds on a busy two-core machine.
  test.slow();
  const account = newAccount();
  await signUp(page, account);
  await signIn(page, account.email, account.password);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'My Account' });
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/me/language') && response.request().method() === 'PUT',
  );
  await dialog.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  // My Account speaks Japanese too, its title included.
  const inJapanese = page.getByRole('dialog', { name: 'マイアカウント' });
  await expect(inJapanese.getByRole('combobox', { name: '言語' })).toHaveValue('ja');
  expect(await seriousViolations(page), 'My Account in Japanese').toEqual([]);

  // Another device: an English browser that has never seen Hearth.
  const other = await browser.newContext({ locale: 'en-US' });
  const phone = await other.newPage();
  await phone.goto('/auth');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  await signIn(phone, account.email, account.password);
  await expect(phone.locator('html')).toHaveAttribute('lang', 'ja');
  await other.close();
});

test('a German reader meets a server refusal and a form check in German, though the server speaks English', async ({
  page,
}) => {
  // A sign-up, a sign-in, a change of language and two screens: seconds each on a busy machine.
  test.slow();
  const account = newAccount('meldungen');
  await signUp(page, account);
  await signIn(page, account.email, account.password);
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await page
    .getByRole('dialog', { name: 'My Account' })
    .getByRole('combobox', { name: 'Language' })
    .selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.keyboard.press('Escape');

  // The server refuses an unknown code in English (the API's words); the toast says it in German.
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Code einlösen' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Einladungscode einlösen' });
  await dialog.getByLabel('Einladungscode').fill('LIFETIME-NOPE42');
  const refused = page.waitForResponse(
    (response) => response.url().includes('/api/') && response.status() === 404,
  );
  await dialog.getByRole('button', { name: 'Code einlösen' }).click();
  expect(await (await refused).json()).toMatchObject({
    error: { message: 'This invitation code does not exist' },
  });
  await expect(page.getByText('Code konnte nicht eingelöst werden')).toBeVisible();
  await expect(page.getByText('Diesen Einladungscode gibt es nicht')).toBeVisible();
  await expect(page.getByText('This invitation code does not exist')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The recipe form checks with the contract's zod messages (English); the field says it in German.
  await page.goto('/');
  await page.getByRole('button', { name: 'Rezept hinzufügen' }).first().click();
  const form = page.getByRole('dialog', { name: 'Rezept hinzufügen' });
  await form.getByRole('button', { name: 'Rezept speichern' }).click();
  await expect(form.getByText('Ein Titel ist erforderlich')).toBeVisible();
  await expect(form.getByText('Title is required')).toHaveCount(0);
});
