// Sessions end when they should: "Sign out of all devices" in one browser ends the session of another
// browser at once (its live socket is closed and its next request refused), which lands on the sign-in
// page with the reason, kept until that browser signs in again.
import { seriousViolations } from './axe';
import { expect, openAccountMenu, signIn, test } from './support';

test.describe('sign out of all devices', () => {
  test('ends the session in a second browser at once', async ({ page, user, browser }) => {
    const laptop = await browser.newContext();
    const other = await laptop.newPage();
    await signIn(other, user.email, user.password);
    await expect(other.getByRole('button', { name: 'Account menu' })).toBeVisible();

    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    const account = page.getByRole('dialog', { name: 'My Account' });
    await account.getByRole('button', { name: 'Sign out of all devices' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign out of all devices?' });
    await expect(confirm).toBeVisible();
    // Focus starts on Cancel: a stray Enter does not sign every device out.
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    // Cancel changes nothing.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await account.getByRole('button', { name: 'Sign out of all devices' }).click();
    await page
      .getByRole('alertdialog', { name: 'Sign out of all devices?' })
      .getByRole('button', { name: 'Sign out everywhere' })
      .click();

    // This browser is signed out too.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByText('Signed out of all devices')).toBeVisible();

    // The other browser still holds an unexpired token, and nobody touches it: the sign-out closed its
    // live socket (issue 32), its reconnect asks for a ticket, that request is refused as the session
    // is over, and it leaves for the sign-in page saying why.
    await expect(other).toHaveURL(/\/auth$/);
    await expect(other.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    const reason = other.getByText('Your session has ended. Please sign in again.');
    await expect(reason).toBeVisible();
    // The reason stays until read (a toast's usual four seconds would be gone before someone comes back
    // to a tab in the background).
    await other.waitForTimeout(5_000);
    await expect(reason).toBeVisible();
    // Signed out for good: opening Home again, in another tab of that browser, asks for a sign-in.
    const again = await laptop.newPage();
    await again.goto('/');
    await expect(again).toHaveURL(/\/auth/);
    // Signing in again there, the reason has served and goes.
    await signIn(other, user.email, user.password);
    await expect(other.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(reason).toBeHidden();

    // A fresh sign-in works.
    await signIn(page, user.email, user.password);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await laptop.close();
  });
});
