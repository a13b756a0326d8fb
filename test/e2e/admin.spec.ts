import { adminAccount, expect, openAccountMenu, signIn, test } from './support';

test.describe('admin panel', () => {
  test('an admin finds the Admin Panel in the menu and sees its sections', async ({ page }) => {
    const admin = adminAccount();
    await signIn(page, admin.email, admin.password, admin.totpSecret);
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Admin Panel' }).click();

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    for (const section of ['Invitation Codes', 'Invite User with Lifetime Access', 'Manage User Access']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a cook without admin rights has no Admin Panel and is turned away from /admin', async ({
    page,
    user: _signedIn,
  }) => {
    await openAccountMenu(page);
    await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/admin');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByText("You don't have admin privileges")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Invitation Codes' })).toHaveCount(0);
  });

  // Issue 37: the lifetime invitation to an address without an account, in the language the admin chose.
  test('an admin invites a friend with lifetime access in German, and the mail arrives in German', async ({
    page,
  }) => {
    const admin = adminAccount();
    await signIn(page, admin.email, admin.password, admin.totpSecret);
    await page.goto('/admin');
    const friend = `freundin-${Date.now()}@example.com`;
    await expect(page.getByLabel('Their language')).toHaveValue('');
    await page.getByLabel('Their language').selectOption({ label: 'German' });
    await page.getByLabel("Friend's email").fill(friend);
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText(`${friend} gets lifetime access on sign-up`)).toBeVisible();

    const subject = 'Du bist zu Hearth eingeladen, mit lebenslangem Zugang';
    await page.goto('/__mail');
    await page.getByRole('link', { name: subject }).first().click();
    await expect(page.getByRole('heading', { name: subject })).toBeVisible();
    const body = page.frameLocator('iframe[title="Message body"]');
    await expect(body.getByRole('link', { name: 'Mein Konto erstellen' })).toBeVisible();
  });
});
