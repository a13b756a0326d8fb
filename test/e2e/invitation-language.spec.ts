import { expect, newAccount, openAccountMenu, test } from './support';

// Issue 37's done-means story: an invitation to a person whose browser is French arrives in French in
// the mail viewer. Camille signs up in a French browser (the screen's language goes on the account as
// Cognito's `locale`, and on her profile); Ana, whose Hearth speaks English, invites her from the
// Household page; the local mail viewer shows the invitation in French, with Ana's own line in English.

test.use({ reducedMotion: 'reduce' });

test('an invitation to a French browser arrives in French', async ({ page, browser, user }) => {
  const camille = newAccount('camille');
  const french = await browser.newContext({ locale: 'fr-FR', reducedMotion: 'reduce' });
  const other = await french.newPage();
  // Her screens are French from the first one (the sign-in screen's words are the catalog's).
  await other.goto('/auth?mode=signup');
  await expect(other.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await other.getByLabel('E-mail').fill(camille.email);
  await other.getByLabel('Mot de passe', { exact: true }).fill(camille.password);
  await other.getByLabel('Nom affiché').fill(camille.displayName);
  await other.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(other.getByText('Compte créé, vous pouvez maintenant vous connecter')).toBeVisible();
  await other.getByLabel('E-mail').fill(camille.email);
  await other.getByLabel('Mot de passe', { exact: true }).fill(camille.password);
  await other.getByRole('button', { name: 'Se connecter' }).click();
  await expect(other.getByRole('heading', { name: 'Mes recettes' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'fr');
  await french.close();

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Household' }).click();
  await page.getByLabel('E-mail address').fill(camille.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${camille.email}`)).toBeVisible();

  const household = `${user.displayName}'s kitchen`;
  const subject = `${user.displayName} vous invite à rejoindre « ${household} » sur Hearth`;
  await page.goto('/__mail');
  await page.getByRole('link', { name: subject }).first().click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  const body = page.frameLocator('iframe[title="Message body"]');
  await expect(
    body.getByRole('heading', { name: `${user.displayName} vous invite à rejoindre ${household}` }),
  ).toBeVisible();
  await expect(body.getByRole('link', { name: 'Rejoindre le foyer' })).toBeVisible();
  await expect(
    body.getByText('Le lien ne fonctionne qu’une fois, pour cette adresse, pendant 7 jours.'),
  ).toBeVisible();
  await expect(
    body.getByText(`${user.displayName} invited you to join “${household}” on Hearth`),
  ).toBeVisible();
});
