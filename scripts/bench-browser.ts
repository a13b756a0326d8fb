// Time until Home is usable in headless Chromium for a cook with a big collection: from navigation
// to the first recipe card being visible (the grid pages by cursor, so this should not grow with
// the collection), plus the time to the next page after scrolling to the end.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../test/e2e/chromium.js';

const args = ['--headless', ...chromiumArgs];

export interface BrowserTiming {
  homeUsableMs: number;
  nextPageMs: number;
  cardsOnFirstPage: number;
}

export async function timeHomeInBrowser(
  origin: string,
  email: string,
  password: string,
): Promise<BrowserTiming | null> {
  if (!existsSync(chromiumExecutable)) {
    console.log('\nHome in Chromium: skipped (no /usr/bin/chromium; run `npm run setup -- --browser`)');
    return null;
  }
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${origin}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${origin}/`);
    await page
      .getByRole('heading', { name: 'Loading recipes' })
      .waitFor({ state: 'detached' })
      .catch(() => {});
    // A returning cook: the service worker has installed (precaching the app) before the timed reload,
    // as for anyone who has opened Hearth before; otherwise the precache's downloads race the reload.
    await page.evaluate(async () => {
      await navigator.serviceWorker?.ready;
    });
    // Measure a fresh load of Home with the session in place.
    // Any recipe card (a household's newest may be another member's, not one of the seeded dishes).
    const cards = page.getByRole('main').locator('a[href^="/recipe/"]');
    const started = performance.now();
    await page.reload();
    await cards.first().waitFor({ state: 'visible', timeout: 60_000 });
    const homeUsableMs = performance.now() - started;
    const cardsOnFirstPage = await cards.count();
    const scrolled = performance.now();
    await page.mouse.wheel(0, 100_000);
    await page.waitForFunction(
      (before) => document.querySelectorAll('main a[href^="/recipe/"]').length > before,
      await page.locator('main a[href^="/recipe/"]').count(),
      { timeout: 60_000 },
    );
    const nextPageMs = performance.now() - scrolled;
    return { homeUsableMs, nextPageMs, cardsOnFirstPage };
  } finally {
    await browser.close();
  }
}
