// Invitation codes end to end: an admin generates a code, one cook redeems it for lifetime access, a
// second cook is refused the same code, the admin revokes the lifetime access, and /admin turns
// non-admins away.
import type { Browser, Page } from '@playwright/test';
import { patient } from '../support/patience';
import { seriousViolations } from './axe';
import { type Account, adminAccount, expect, newAccount, registerAccount, signIn, test } from './support';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

async function cookPage(browser: Browser): Promise<{ page: Page; account: Account }> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const account = newAccount('redeemer');
  await registerAccount(account);
  await signIn(page, account.email, account.password);
  return { page, account };
}

/** Redeems on /subscription through its Redeem Code dialog (a missing button fails the test). */
async function redeem(page: Page, code: string): Promise<void> {
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Redeem Code' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder(/LIFETIME-/).fill(code.toLowerCase());
  await dialog.getByRole('button', { name: /^Redeem/ }).click();
}

test('an admin generates a code, one cook redeems it, the next is refused, the admin revokes lifetime', async ({
  page,
  browser,
}) => {
  // Three accounts in three browsers on a shared, slow machine.
  test.setTimeout(patient(180_000));
  const admin = adminAccount();
  await signIn(page, admin.email, admin.password, admin.totpSecret);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();

  const notes = `E2E book club ${Date.now()}`;
  await page.getByLabel('Notes').fill(notes);
  await page.getByRole('button', { name: 'Generate Code' }).click();
  await expect(page.getByText('Code Generated')).toBeVisible();
  const codes = page.getByRole('region', { name: 'Generated codes' });
  const newest = codes.getByRole('listitem').filter({ hasText: notes });
  await expect(newest).toBeVisible();
  const code = (await newest.getAttribute('aria-label')) ?? '';
  expect(code).toMatch(/^LIFETIME-[A-Z0-9]{6}$/);
  await expect(newest.getByText('Active', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The first cook redeems it.
  const first = await cookPage(browser);
  await redeem(first.page, code);
  await expect(first.page.getByText('Success! 🎉')).toBeVisible();
  await expect(first.page.getByText('Lifetime Active').first()).toBeVisible({ timeout: patient(15_000) });

  // The second cook is refused the same code.
  const second = await cookPage(browser);
  await redeem(second.page, code);
  await expect(second.page.getByText('Code Redemption Failed')).toBeVisible();
  await expect(second.page.getByText('This code has already been used')).toBeVisible();

  // The admin sees who used it, finds the cook with lifetime access and revokes it.
  await page.reload();
  const used = codes.getByRole('listitem').filter({ hasText: notes });
  await expect(used.getByText('Used', { exact: true })).toBeVisible();
  await expect(used.getByText(`Used by ${first.account.email}`)).toBeVisible();
  await expect(used.getByRole('button', { name: /Deactivate/ })).toHaveCount(0);

  await page.getByLabel('Search users by email').fill(first.account.email.toUpperCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page
    .getByRole('list', { name: 'Users found' })
    .getByRole('listitem', { name: first.account.email });
  await expect(row.getByText('Lifetime', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Revoke Lifetime for ${first.account.email}` }).click();
  await expect(page.getByText('Lifetime access revoked')).toBeVisible();
  await expect(row.getByRole('button', { name: `Grant Lifetime for ${first.account.email}` })).toBeVisible();
  await expect(row.getByText('Lifetime', { exact: true })).toHaveCount(0);
  const log = page.getByRole('list', { name: 'Admin actions' });
  await expect(log.getByRole('listitem').first()).toContainText('Revoked lifetime access');

  // The cook has lost the paid features: a photo import is now refused, with the way to the plans.
  await first.page.goto('/');
  await first.page.getByRole('button', { name: 'Add Recipe' }).first().click();
  const addRecipe = first.page.getByRole('dialog', { name: 'Add Recipe' });
  await addRecipe.getByRole('tab', { name: 'Image' }).click();
  await addRecipe.getByLabel('Recipe photo').setInputFiles({
    name: 'card.png',
    mimeType: 'image/png',
    // A 1x1 PNG: the server refuses before anything is uploaded.
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await addRecipe.getByRole('button', { name: 'Extract recipe' }).click();
  await expect(first.page.getByText('This needs a subscription')).toBeVisible();
  await first.page.goto('/subscription');
  // The lifetime plan is offered again (the button is enabled once the status has loaded).
  await expect(first.page.getByRole('button', { name: 'Get Lifetime Access' })).toBeEnabled({
    timeout: patient(15_000),
  });
  await expect(first.page.getByText('Lifetime Active')).toHaveCount(0);

  // A cook without admin rights is turned away from /admin.
  await second.page.goto('/admin');
  await expect(second.page.getByText('Access Denied')).toBeVisible();
  await expect(second.page.getByText("You don't have admin privileges")).toBeVisible();
  await expect(second.page).toHaveURL(/\/$/);

  await first.page.context().close();
  await second.page.context().close();
});

test('an admin deactivates a code and invites a friend by e-mail', async ({ page }) => {
  const admin = adminAccount();
  await signIn(page, admin.email, admin.password, admin.totpSecret);
  await page.goto('/admin');
  const notes = `E2E spare ${Date.now()}`;
  await page.getByLabel('Notes').fill(notes);
  await page.getByRole('button', { name: 'Generate Code' }).click();
  const row = page
    .getByRole('region', { name: 'Generated codes' })
    .getByRole('listitem')
    .filter({ hasText: notes });
  await row.getByRole('button', { name: /^Deactivate/ }).click();
  await expect(page.getByText('Code Deactivated')).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Copy/ })).toHaveCount(0);

  const invite = page.getByLabel("Friend's email");
  await invite.fill('not-an-address');
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invalid Email')).toBeVisible();
  const friend = newAccount('friend');
  await invite.fill(friend.email);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invitation Sent')).toBeVisible();
});
