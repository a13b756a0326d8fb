import type { Page } from '@playwright/test';
import { addRecipesAsUser, expect, test } from './support';

// Home by the cook log (issue 39): two recipes logged on different days from their pages; Home lists
// them by last cooked, then not cooked for longest first, and shows the one never cooked on its own.

async function logOn(page: Page, id: string, day: string) {
  await page.goto(`/recipe/${id}`);
  await page.getByRole('button', { name: 'We cooked this' }).click();
  const log = page.getByRole('dialog', { name: 'We cooked this' });
  await log.getByLabel('Day').fill(day);
  await log.getByRole('button', { name: 'Save' }).click();
  await expect(log).toBeHidden();
}

const titles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });

test('Home sorts by last cooked and shows what was never cooked', async ({ page, user: _signedIn }) => {
  test.slow();
  const [pieId, stewId] = await addRecipesAsUser(page, [
    { title: 'Cottage Pie', ingredients: '500 g beef mince' },
    { title: 'Bean Stew', ingredients: '2 cans beans' },
    { title: 'Fig Jam', ingredients: '1 kg figs' },
  ]);
  await logOn(page, stewId as string, '2026-01-10');
  await logOn(page, pieId as string, '2026-02-14');

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  await expect(titles(page)).toHaveCount(3);
  const cooked = page.getByLabel('Cooked', { exact: true });

  await cooked.selectOption({ label: 'Last cooked' });
  await expect(page).toHaveURL(/cooked=recent/);
  await expect(titles(page)).toHaveText(['Cottage Pie', 'Bean Stew']);
  await expect(page.getByRole('article', { name: 'Cottage Pie' })).toContainText('Cooked Feb 14, 2026');

  await cooked.selectOption({ label: 'Not cooked in a while' });
  await expect(titles(page)).toHaveText(['Bean Stew', 'Cottage Pie']);

  await cooked.selectOption({ label: 'Never cooked' });
  await expect(titles(page)).toHaveText(['Fig Jam']);

  await cooked.selectOption({ label: 'Any time (newest added first)' });
  await expect(titles(page)).toHaveCount(3);
});

// The cook's name comes with their profile: on a slow connection the dialog can open before it has
// arrived, and the name then fills in rather than leaving "Who cooked" blank (CI's one-worker run
// caught Save refused with "Say who cooked" when the profile came late).
test('"We cooked this" fills in who cooked when the profile arrives after the dialog opened', async ({
  page,
  user,
}) => {
  const [id] = await addRecipesAsUser(page, [{ title: 'Slow Soup', ingredients: '1 l stock' }]);
  let releaseProfile = () => {};
  const profileHeld = new Promise<void>((resolve) => {
    releaseProfile = resolve;
  });
  await page.route('**/api/me', async (route) => {
    await profileHeld;
    await route.continue();
  });
  await page.goto(`/recipe/${id}`);
  await page.getByRole('button', { name: 'We cooked this' }).click();
  const log = page.getByRole('dialog', { name: 'We cooked this' });
  await expect(log.getByLabel('Who cooked')).toHaveValue('');
  releaseProfile();
  await expect(log.getByLabel('Who cooked')).toHaveValue(user.displayName);
  await log.getByRole('button', { name: 'Save' }).click();
  await expect(log).toBeHidden();
});
