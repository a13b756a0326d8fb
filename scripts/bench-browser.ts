// Time until Home is usable in headless Chromium for a cook with a big collection: from navigation
// to the first recipe card being visible (the grid pages by cursor, so this should not grow with
// the collection), plus the time to the next page after scrolling to the end. The page itself notes
// when the first card is drawn (the frame after it has a size), measured from the reload's start as
// the browser counts it (performance.now(), whose origin is the navigation's start); the median of
// RELOADS reloads is reported. Playwright's own wall clock is shown beside it: it adds its round
// trips and its waits' polling, tens to hundreds of milliseconds. A reload draws the first page as
// the device kept it while the fresh one is on its way (lib/kept-answers.ts); the frame after the
// fresh page is drawn (the grid no longer aria-busy) is reported beside the first cards.
import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../test/e2e/chromium.js';

const args = ['--headless', ...chromiumArgs];

/** Reloads timed; the median is reported (a VM's timings wander). */
const RELOADS = 7;

/**
 * Sets `window[name]` to a promise resolving, in the page, with the time of the frame after
 * `drawn` (a JS expression) first held. Plain text: tsx's helpers (`__name`) do not exist in the page.
 */
const frameAfter = (name: string, drawn: string) => `window.${name} = new Promise((resolve) => {
  const look = () => {
    if (${drawn}) requestAnimationFrame(() => resolve(performance.now()));
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
});`;

/** A page expression awaiting `promise` (plain text, like frameAfter), failing after a minute. */
const withinAMinute = (promise: string) =>
  `Promise.race([${promise}, new Promise((_, reject) => setTimeout(() => reject(new Error('${promise} took over a minute')), 60000))])`;

/** The first recipe card drawn (it has a size), and the fresh first page drawn (the grid not busy). */
const homeProbes = [
  frameAfter(
    'hearthFirstCard',
    `document.querySelector('main a[href^="/recipe/"]')?.getBoundingClientRect().height > 0`,
  ),
  frameAfter(
    'hearthFreshCards',
    `document.querySelector('main ul[aria-busy="false"]')?.querySelector('a[href^="/recipe/"]')`,
  ),
].join('\n');

/**
 * From scrolling to the end of the grid to more cards than `before` (counted before the scroll: a count
 * taken after it can already hold the next page, and then waits for a third that no scroll asks for).
 * The wheel is turned again each few seconds until the page grows; NaN, said aloud, if it never does.
 */
async function timeNextPage(page: Page, before: number): Promise<number> {
  const scrolled = performance.now();
  for (let tries = 0; tries < 12; tries += 1) {
    await page.mouse.wheel(0, 100_000);
    const grew = await page
      .waitForFunction(
        (count) => document.querySelectorAll('main a[href^="/recipe/"]').length > count,
        before,
        { timeout: 5_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (grew) return performance.now() - scrolled;
  }
  console.log(`
Home in Chromium: no more cards than the first ${before} within 60 s of scrolling to the end`);
  return Number.NaN;
}

export interface BrowserTiming {
  /** Median, from the reload's start to the frame after the first card was drawn, as the page counts. */
  homeUsableMs: number;
  /** Median of the same, by Playwright's clock around reload() and waitFor(). */
  homeWallClockMs: number;
  /** Median, from the reload's start to the frame after the fresh first page was drawn. */
  homeFreshMs: number;
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
    // Measure fresh loads of Home with the session in place.
    // Any recipe card (a household's newest may be another member's, not one of the seeded dishes).
    const cards = page.getByRole('main').locator('a[href^="/recipe/"]');
    await page.addInitScript({ content: homeProbes });
    const inPage: number[] = [];
    const fresh: number[] = [];
    const wallClock: number[] = [];
    for (let reload = 0; reload < RELOADS; reload += 1) {
      const started = performance.now();
      await page.reload();
      // The page's own promise, not a locator: a locator's first use in a page evaluates Playwright's
      // injected script there, ~20 ms of the main thread's time just as Home draws its first cards,
      // which the timing then counted as the page's (seen in a trace of the reload).
      inPage.push(Number(await page.evaluate(withinAMinute('window.hearthFirstCard'))));
      wallClock.push(performance.now() - started);
      fresh.push(Number(await page.evaluate('window.hearthFreshCards')));
    }
    const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
    const homeUsableMs = median(inPage);
    const homeWallClockMs = median(wallClock);
    const homeFreshMs = median(fresh);
    const cardsOnFirstPage = await cards.count();
    const nextPageMs = await timeNextPage(page, cardsOnFirstPage);
    return { homeUsableMs, homeWallClockMs, homeFreshMs, nextPageMs, cardsOnFirstPage };
  } finally {
    await browser.close();
  }
}
