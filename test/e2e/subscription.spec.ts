// Subscriptions end to end against the local stack: the plans page, a monthly trial started through the
// local checkout simulator (which drives the same signed-webhook code as Stripe), Home's header after it.

import { patient } from '../support/patience';
import { seriousViolations } from './axe';
import { expect, startFreeTrial, test } from './support';

test.use({ reducedMotion: 'reduce' });

test.describe('subscription plans', () => {
  test('a new cook sees the three plans, starts a monthly trial, and Home says Free Trial Active', async ({
    page,
    user: _signedIn,
  }) => {
    // Before: Home offers Subscribe.
    const subscribe = page.getByRole('link', { name: 'Subscribe' });
    await expect(subscribe).toBeVisible({ timeout: patient(15_000) });
    await subscribe.click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole('heading', { name: 'Subscription Plans' })).toBeVisible();

    const monthly = page.getByRole('region', { name: 'Monthly' });
    const yearly = page.getByRole('region', { name: 'Yearly' });
    const lifetime = page.getByRole('region', { name: 'Lifetime' });
    await expect(monthly.getByText('$4.99')).toBeVisible();
    await expect(yearly.getByText('Save 20%')).toBeVisible();
    await expect(yearly.getByText('$4.00/month, billed yearly')).toBeVisible();
    await expect(lifetime.getByText('Best Value')).toBeVisible();
    await expect(lifetime.getByText('Never pay again!')).toBeVisible();
    await expect(monthly.getByRole('listitem')).toHaveCount(5);
    await expect(lifetime.getByRole('listitem')).toHaveCount(8);
    await expect(lifetime.getByRole('button', { name: 'Get Lifetime Access' })).toBeEnabled();
    await expect(page.getByText("You're on a free trial.")).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Have an invitation code?' })).toBeVisible();

    await startFreeTrial(page);
    await expect(page.getByRole('region', { name: 'Current Subscription' })).toBeVisible();
    await expect(monthly.getByText('Current Plan')).toBeVisible();
    await expect(monthly.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
    await expect(yearly.getByRole('button', { name: 'Start Free Trial' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to Recipes' }).click();
    await expect(page.getByRole('link', { name: 'Free Trial Active' })).toBeVisible({
      timeout: patient(15_000),
    });
    await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveCount(0);
  });

  test('the Redeem Code dialog upper-cases the code and asks for one', async ({ page, user: _signedIn }) => {
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Redeem Code' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Redeem Invitation Code' });
    const input = dialog.getByLabel('Invitation code');
    await expect(input).toHaveAttribute('placeholder', 'LIFETIME-XXXXXX');
    await expect(dialog.getByRole('button', { name: 'Redeem Code' })).toBeDisabled();
    await input.fill('lifetime-abc123');
    await expect(input).toHaveValue('LIFETIME-ABC123');
    await input.fill('   ');
    await input.press('Enter');
    await expect(page.getByText('Please enter a code')).toBeVisible();
  });

  test('the plans page has no serious accessibility violations', async ({ page, user: _signedIn }) => {
    await page.goto('/subscription');
    await expect(
      page.getByRole('region', { name: 'Monthly' }).getByRole('button', { name: 'Start Free Trial' }),
    ).toBeEnabled({
      timeout: patient(15_000),
    });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a free cook asked to pay for photo import is offered the plans page', async ({
    page,
    user: _signedIn,
  }) => {
    await page.getByRole('button', { name: 'Add Recipe' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Recipe' });
    await dialog.getByRole('tab', { name: 'Image' }).click();
    // A 1x1 PNG: the server refuses before anything is uploaded.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await dialog
      .getByLabel('Recipe photo')
      .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('button', { name: 'Extract recipe' }).click();
    await expect(page.getByText('This needs a subscription')).toBeVisible();
    // The dialog is modal: close it, then follow the toast to the plans.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'See plans' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole('region', { name: 'Monthly' })).toBeVisible();
  });
});
