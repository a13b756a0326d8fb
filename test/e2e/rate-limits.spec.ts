// Abuse limits in the browser: guessing invitation codes is refused after five tries, and the cook is
// told once, in a toast, when they may try again.
import { expect, test } from './support';

test('a sixth invitation code within 15 minutes is refused with one toast saying when to try again', async ({
  page,
  user: _cook,
}) => {
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Redeem Code' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Invitation Code' });
  const input = dialog.getByLabel('Invitation code');
  const notifications = page.getByRole('region', { name: /Notifications/ });

  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await input.fill(`LIFETIME-WRONG${attempt}`);
    await dialog.getByRole('button', { name: 'Redeem Code' }).click();
    await expect(notifications.getByText('Code Redemption Failed').first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Redeem Code' })).toBeEnabled();
  }

  await input.fill('LIFETIME-WRONG6');
  await dialog.getByRole('button', { name: 'Redeem Code' }).click();
  const limited = page.getByText(/^Too many invitation code attempts\. Please try again in 1[45] minutes\.$/);
  await expect(limited).toBeVisible();
  // Said once: the dialog leaves the announcement to the API client's toast.
  await expect(limited).toHaveCount(1);
});
