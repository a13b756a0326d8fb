// The bench's parts that stand alone (scripts/bench.ts): Home in Chromium and Lighthouse, the SPA's
// initial JS, the allergen classifier's figures and the ingredient parser's per language. Each prints
// its figures and notes them for the summary (bench-summary.ts).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { webDistDir } from '../infra/local/stack.js';
import { timeHomeInBrowser } from './bench-browser.js';
import { lighthouseSummary, printLighthouse, runLighthouse } from './bench-lighthouse.js';
import { BIG_COLLECTION } from './bench-recipes.js';
import type { BenchContext } from './bench-scenario.js';
import { noteFigure, noteResult } from './bench-summary.js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Home in Chromium with the large collection, then Lighthouse on Home and a recipe page. */
export async function benchBrowser(origin: string, ctx: BenchContext): Promise<void> {
  const size = BIG_COLLECTION.toLocaleString('en-US');
  const timing = await timeHomeInBrowser(origin, `bench-${ctx.runId}-big@example.com`, ctx.password);
  if (timing) {
    noteResult(
      'home',
      `${timing.homeUsableMs.toFixed(0)} ms in page (${timing.homeWallClockMs.toFixed(0)} ms by Playwright; fresh page ${timing.homeFreshMs.toFixed(0)} ms)`,
    );
    noteFigure('Home in Chromium, large collection: first cards', timing.homeUsableMs, 'ms');
    noteFigure('Home in Chromium, large collection: fresh first page', timing.homeFreshMs, 'ms');
    console.log(
      `\nHome in headless Chromium with ${size} recipes: first cards drawn ${timing.homeUsableMs.toFixed(0)} ms after reload, median of 7 as the page counts (${timing.homeWallClockMs.toFixed(0)} ms by Playwright's clock; ${timing.cardsOnFirstPage} cards), the fresh first page drawn at ${timing.homeFreshMs.toFixed(0)} ms (until then, the page as this device kept it), next page ${timing.nextPageMs.toFixed(0)} ms after scrolling`,
    );
  }
  const lighthouse = await runLighthouse(origin, { email: ctx.email, password: ctx.password }, [
    { name: 'Home', path: '/' },
    { name: 'Recipe page', path: `/recipe/${ctx.recipeId}` },
  ]);
  if (!lighthouse) return;
  printLighthouse(lighthouse, 'the bench cook; a shared machine under the bench, so performance varies');
  const [home, recipe] = lighthouse.scores;
  if (home) noteResult('lighthouseHome', lighthouseSummary(home));
  if (recipe) noteResult('lighthouseRecipe', lighthouseSummary(recipe));
  for (const row of lighthouse.scores)
    noteFigure(
      `Lighthouse ${row.page}: worst run's performance`,
      Math.min(...row.runs.map((run) => run.performance)),
      'score',
    );
}

export async function frontendInitialJs(): Promise<void> {
  const dist = webDistDir();
  let html: string;
  try {
    html = await readFile(join(dist, 'index.html'), 'utf8');
  } catch {
    console.log('\nFrontend: not built, skipped (run `npm run build:web` first).');
    return;
  }
  // What the browser loads before the first render: the entry script and its module preloads.
  const scripts = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  let raw = 0;
  let gzipped = 0;
  for (const src of new Set(scripts)) {
    const code = await readFile(join(dist, src.replace(/^\//, '')));
    raw += code.length;
    gzipped += gzipSync(code).length;
  }
  // The first screen also waits for the shell's catalog in the person's language (app/catalogs.ts,
  // fetched beside /config.json): the budget counts the largest of them beside the script (issue 35).
  const catalogs = await shellCatalogs(dist);
  const largest = catalogs.sort((a, b) => b.gzipped - a.gzipped)[0] ?? { locale: 'none', gzipped: 0 };
  const total = gzipped + largest.gzipped;
  console.log(
    `\nFrontend initial JS: ${scripts.length} file(s), ${kb(raw)} minified, ${kb(gzipped)} gzipped; ` +
      `with the largest shell catalog (${largest.locale}, ${kb(largest.gzipped)} gzipped; smallest ` +
      `${catalogs.at(-1)?.locale ?? 'none'}, ${kb(catalogs.at(-1)?.gzipped ?? 0)}): ${kb(total)} gzipped`,
  );
  noteResult('initialJs', kb(total));
  noteFigure('Frontend initial JS, gzipped', gzipped / 1024, 'kb');
  noteFigure('Frontend initial JS with the largest shell catalog, gzipped', total / 1024, 'kb');
}

/** Each language's shell catalog chunk (locales/<locale>.ts with its .po), found by its source map. */
async function shellCatalogs(dist: string): Promise<{ locale: string; gzipped: number }[]> {
  const assets = join(dist, 'assets');
  const found: { locale: string; gzipped: number }[] = [];
  for (const file of await readdir(assets)) {
    if (!/^[a-z]{2}(-[A-Z]{2})?-[\w-]+\.js\.map$/.test(file)) continue;
    const { sources = [] } = JSON.parse(await readFile(join(assets, file), 'utf8')) as { sources?: string[] };
    const locale = sources.map((source) => /\/src\/locales\/([\w-]+)\.po$/.exec(source)?.[1]).find(Boolean);
    // The pseudo-locale is for tests: no person reads it.
    if (!locale || locale === 'pseudo') continue;
    const code = await readFile(join(assets, file.replace(/\.map$/, '')));
    found.push({ locale, gzipped: gzipSync(code).length });
  }
  return found;
}

/** The allergen classifier's recall and precision on the labelled lines, overall and per allergen. */
export async function benchAllergens(): Promise<void> {
  const { figuresReport, missedSilentlyShare, scoreClassifier } = await import(
    '../test/support/allergen-figures.js'
  );
  const started = performance.now();
  const scored = scoreClassifier();
  const ms = performance.now() - started;
  console.log(`\n${figuresReport(scored)}\n  ${(ms / scored.lines).toFixed(3)} ms a line`);
  noteFigure('Allergen recall, %', scored.overall.recall * 100, 'score');
  noteFigure('Allergen precision, %', scored.overall.precision * 100, 'score');
  noteFigure('Allergens missed silently, %', missedSilentlyShare(scored) * 100, 'count');
}

/** The ingredient parser's exact lines per language (issue 37), with the recipe's language known and not. */
export async function benchIngredientLines(): Promise<void> {
  const { exactPercent, scoreLines, scoreReport } = await import('../test/support/ingredient-figures.js');
  const started = performance.now();
  const withLanguage = scoreLines();
  const given = performance.now();
  const withoutLanguage = scoreLines(undefined, false);
  const ended = performance.now();
  const lines = withLanguage.reduce((sum, score) => sum + score.lines, 0);
  // Without the language a Latin-script line is tried against every Latin language's words: the
  // recipe page reads its lines so (it offers Convert before any language is chosen).
  const perLine = (ms: number) => `${(ms / lines).toFixed(3)} ms a line`;
  console.log(
    `\n${scoreReport(withLanguage, withoutLanguage)}\n  ${perLine(given - started)} with the language given (the first pass, modules loading), ${perLine(ended - given)} without`,
  );
  noteFigure('Ingredient line read and scored, language not given', (ended - given) / lines, 'ms');
  const lowest = Math.min(...withLanguage.map(exactPercent));
  noteFigure('Ingredient lines parsed exactly, lowest language, %', lowest, 'score');
}
