// The app works under its Content-Security-Policy: pages are served with the header, and walking
// through sign-in, Home, a recipe with pictures (our own and another site's), a dialog and toasts,
// and a video page with a YouTube embed logs no CSP violation at all.
import type { Page } from '@playwright/test';
import { addRecipesAsUser, expect, newAccount, signIn, signUp, test } from './support';

// The service worker registers under the policy too (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Collects every CSP violation the page reports, as events and as console messages. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) logged.push(text);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [
    ...logged,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

test('pages run under the Content-Security-Policy without a single violation', async ({ page, baseURL }) => {
  const violations = await watchViolations(page);

  const first = await page.goto('/auth');
  const csp = first?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("connect-src 'self';");
  expect(csp).toContain("frame-ancestors 'none'");

  const account = newAccount('csp');
  await signUp(page, account);
  await signIn(page, account.email, account.password);
  expect(await violations()).toEqual([]);

  const [recipeId] = await addRecipesAsUser(page, [
    { title: 'Plum Tart', ingredients: '6 plums', imageUrl: `${baseURL}/favicon.svg`, isPublic: true },
    { title: 'Borrowed Picture Pie', ingredients: '1 pie', imageUrl: 'https://images.example.com/pie.jpg' },
  ]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Plum Tart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Borrowed Picture Pie' })).toBeVisible();

  // The worker that loads the engine's Intl data beside the first render (lib/i18n/warm-intl.ts)
  // starts under the policy (worker-src) and closes itself once done.
  const warmUpClosed: Promise<unknown>[] = [];
  const warmUpStarted = page.waitForEvent('worker', (worker) => {
    if (!/\/assets\/warm-intl\.worker-[\w-]+\.js$/.test(worker.url())) return false;
    warmUpClosed.push(new Promise((closed) => worker.once('close', closed)));
    return true;
  });
  const recipePage = await page.goto(`/recipe/${recipeId}`);
  expect(recipePage?.headers()['content-security-policy']).toBe(csp);
  await warmUpStarted;
  await Promise.all(warmUpClosed);
  expect(warmUpClosed).toHaveLength(1);
  await expect(page.getByRole('heading', { name: 'Plum Tart', level: 1 })).toBeVisible();
  // The picture is decorative (alt=""): found by its address, and it really loaded.
  const picture = page.locator(`img[src="${baseURL}/favicon.svg"]`).first();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // A Radix dialog (scroll lock styles) and a toast (sonner's styles).
  await page.getByRole('button', { name: 'Delete recipe' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(await violations()).toEqual([]);

  await page.goto('/video-tutorials');
  await page.getByRole('button', { name: 'Add Video' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Video Tutorial' });
  await dialog.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await dialog.getByLabel('Title').fill('Knife skills');
  await dialog.getByRole('button', { name: 'Add Video' }).click();
  await expect(page.getByText('Video tutorial added successfully')).toBeVisible();
  await page.getByRole('article', { name: 'Knife skills' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/video\//);
  await expect(page.locator('iframe[title="Knife skills"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
  expect(await violations()).toEqual([]);
});
