// `npm run bench`: every API route's usual case (scripts/bench-scenarios.ts) timed on a throw-away
// local stack (loopback only), with the DynamoDB requests and items each call reports beside its
// route's budget; the finder's and Community's searches old way beside new; a family's live list; Home
// in Chromium and Lighthouse on Home and a recipe page (bench-lighthouse.ts); collection import
// (bench-collections.ts, its own process); each Lambda bundle's size and cold start
// (bench-bundles.ts); the SPA's initial JS; photo reading. Then the summary table, and every figure
// that moved since scripts/bench-baseline.json, old beside new (`-- --save-baseline` writes this
// run's figures there). `npm run bench -- --only lighthouse` runs Lighthouse alone on a small kitchen;
// `-- --only allergens` prints the allergen classifier's recall and precision, per allergen, alone.
// BENCH_ONLY=<text> times only the scenarios whose label or route contains it (with the setup before
// them); BENCH_N sets the calls per scenario (30); BENCH_BROWSER=1 also times Home in Chromium then (say
// BENCH_ONLY='Household of 4' BENCH_BROWSER=1: Home's first cards on the 5,000 recipes, without the rest
// of the bench). BENCH_ONLY=Finder times the finder's routes and its in-process search old way beside new.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, startLocalStack, webDistDir } from '../infra/local/stack.js';
import { buildWebIfNeeded } from '../infra/local/web-build.js';
import { routes } from '../lambdas/src/routes.js';
import type { RouteBudget } from '../lambdas/src/shared/route-manifest.js';
import { benchBundles } from './bench-bundles.js';
import { communityScenarios, seedCommunity } from './bench-community.js';
import { benchExtraction } from './bench-extraction.js';
import { finderScenarios } from './bench-finder.js';
import { householdScenarios, timeLiveUpdates } from './bench-household.js';
import { serveRecipePage } from './bench-import.js';
import { benchAllergens, benchBrowser, benchIngredientLines, frontendInitialJs } from './bench-parts.js';
import { benchPhotos } from './bench-photos.js';
import { BIG_COLLECTION } from './bench-recipes.js';
import {
  type BenchContext,
  callScenario,
  expectAnswer,
  type Scenario,
  scenarioName,
} from './bench-scenario.js';
import { allScenarios, scenarioGroups } from './bench-scenarios.js';
import { seedCollectionDirectly } from './bench-seed.js';
import {
  baselineNote,
  movedRows,
  noteFigure,
  noteResult,
  saveBaseline,
  summaryRows,
} from './bench-summary.js';
import { prepareWorld } from './bench-world.js';
import { budgetBreach, coverageProblems, routeKey } from './route-budgets.js';

const only = process.env.BENCH_ONLY;
const isSelected = (scenario: Scenario) =>
  !only || `${scenario.label ?? ''} ${scenario.route}`.includes(only);

const iterations = Math.min(Math.max(Number(process.env.BENCH_N ?? 30), 1), 200);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function printTable(headers: string[], rows: string[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

const budgetText = (budget: RouteBudget | undefined) =>
  budget ? `${budget.requests}${budget.items === undefined ? '' : ` / ${budget.items}`}` : 'none';

/** One scenario: a first call, then `calls` timed ones; its row of the routes table. */
async function timeScenario(
  ctx: BenchContext,
  scenario: Scenario,
): Promise<{ row: string[]; over: string | null }> {
  const route = routes.find((candidate) => routeKey(candidate) === `${scenario.method} ${scenario.route}`);
  const first = await callScenario(ctx, scenario, 0);
  expectAnswer(scenario, first);
  const calls = Math.min(iterations, scenario.maxCalls ?? iterations);
  const times: number[] = [];
  let requests = 0;
  let items = 0;
  let over: string | null = null;
  for (let i = 1; i <= calls; i += 1) {
    const result = await callScenario(ctx, scenario, i);
    expectAnswer(scenario, result);
    times.push(result.ms);
    requests += result.requests;
    items += result.items;
    if (route && (scenario.budget ?? route.budget)) over ??= budgetBreach(route, scenario, result);
  }
  times.sort((a, b) => a - b);
  const name = scenarioName(scenario);
  const perCall = (total: number) => {
    const value = total / calls;
    return value.toFixed(value % 1 === 0 ? 0 : 2);
  };
  noteFigure(`${name}: p50`, percentile(times, 50), 'ms');
  noteFigure(`${name}: p95`, percentile(times, 95), 'ms');
  noteFigure(`${name}: DynamoDB requests`, requests / calls, 'count');
  noteFigure(`${name}: items read`, items / calls, 'count');
  return {
    row: [
      name,
      first.ms.toFixed(1),
      percentile(times, 50).toFixed(1),
      percentile(times, 95).toFixed(1),
      perCall(requests),
      perCall(items),
      budgetText(scenario.budget ?? route?.budget),
      over ? 'OVER' : '',
    ],
    over,
  };
}

/** The searches old way beside new, in-process; before the family forms (it changes what they read). */
async function compareSearches(ctx: BenchContext, community: boolean, finder: boolean): Promise<() => void> {
  const { db } = await import('../lambdas/src/shared/clients.js');
  const printed: (() => void)[] = [];
  if (community) {
    const { compareCommunityPrefix } = await import('./bench-community-compare.js');
    const compared = await compareCommunityPrefix(db, iterations);
    printed.push(() => {
      console.log(
        `\nCommunity prefix search in-process, before (vocabulary, then word partitions) and now (prefix bucket), ${iterations} calls each\n`,
      );
      printTable(
        ['search', 'before req', 'before read', 'before p95 ms', 'now req', 'now read', 'now p95 ms'],
        compared,
      );
    });
    const oneLetter = compared.find((row) => row[0]?.includes("prefix 's'"));
    if (oneLetter) noteResult('communityPrefix', `p95 ${oneLetter[6]} ms, ${oneLetter[4]} req`);
  }
  if (finder) {
    const { compareFinder } = await import('./bench-finder-compare.js');
    const compared = await compareFinder(db, ctx.bigUserId, iterations);
    printed.push(() => {
      console.log(
        `\nFinder search in-process, before (food links per term) and now (household index, kept warm in the container), ${iterations} calls each\n`,
      );
      printTable(
        [
          'search',
          'links req',
          'links read',
          'links p95 ms',
          'index req',
          'index read',
          'index p95 ms',
          'index first search',
        ],
        compared,
      );
    });
    const now = (row: string[] | undefined) => row && `p95 ${row[6]} ms, ${row[4]} req, ${row[5]} read`;
    const common = now(compared.find((row) => row[0]?.includes('chicken')));
    const twoWords = now(compared.find((row) => row[0]?.includes('red onion')));
    if (common) noteResult('finderCommon', common);
    if (twoWords) noteResult('finderTwoWords', twoWords);
    for (const row of compared) noteFigure(`${row[0]}: in-process p95`, Number(row[6]), 'ms');
  }
  return () => {
    for (const print of printed) print();
  };
}

/**
 * A fresh clone has no web build and a worked-in one may hold a stale one: the whole bench builds it
 * when its sources changed (Home in Chromium, Lighthouse and the initial JS measure it); a BENCH_ONLY
 * run uses what is there rather than spend a minute building.
 */
function ensureWebBuilt(): boolean {
  if (!only) buildWebIfNeeded();
  return existsSync(join(webDistDir(), 'index.html'));
}

async function benchRoutes(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hearth-bench-'));
  const serveFrontend = ensureWebBuilt();
  // The extract scenario fetches a page the bench serves on 127.0.0.1; the page fetcher refuses
  // loopback unless this is set. This throw-away stack only, as in the integration tests' setup.
  process.env.HEARTH_ALLOW_PRIVATE_FETCH = 'true';
  // One bench user calls a limited route (imports, comments) dozens of times a minute: widen the abuse
  // limits for this throw-away stack only; the check itself still runs and is measured.
  process.env.RATE_LIMIT_MULTIPLIER = '100';
  const stack = await startLocalStack({ port: 0, dataDir, serveFrontend, quiet: true, inMemory: true });
  const recipePage = await serveRecipePage();
  try {
    const ctx = await prepareWorld({
      stackUrl: stack.url,
      admin: stack.admin,
      collectionSize: BIG_COLLECTION,
      seed: seedCollectionDirectly,
      recipePageUrl: recipePage.url,
    });
    const lastGroup = scenarioGroups.findLastIndex((group) => group.scenarios.some(isSelected));
    const community = communityScenarios.scenarios.some(isSelected);
    const finder = finderScenarios.scenarios.some(isSelected);
    let printComparisons: (() => void) | undefined;
    const rows: string[][] = [];
    const breaches: string[] = [];
    for (const group of scenarioGroups.slice(0, lastGroup + 1)) {
      process.stderr.write(`bench: ${group.name}\n`);
      if (group === householdScenarios && group.scenarios.some(isSelected))
        printComparisons = await compareSearches(ctx, community, finder);
      if (group === communityScenarios && community) await seedCommunity();
      await ctx.renewTokens();
      if (group.prepare) Object.assign(ctx, await group.prepare(ctx));
      for (const scenario of group.scenarios.filter(isSelected)) {
        const { row, over } = await timeScenario(ctx, scenario);
        rows.push(row);
        if (over) breaches.push(over);
      }
    }
    printComparisons ??= await compareSearches(ctx, community, finder);

    const size = BIG_COLLECTION.toLocaleString('en-US');
    console.log(
      `\nAPI routes on the local stack: a first call, then ${iterations} timed (fewer where a call sends megabytes); the large collection is ${size} recipes; DynamoDB requests and items read per call as each answer reports them, beside the route's budget (requests / items)\n`,
    );
    printTable(
      ['scenario', 'first ms', 'p50 ms', 'p95 ms', 'DynamoDB req', 'items read', 'budget', ''],
      rows,
    );
    for (const breach of breaches) console.log(`\nOver budget: ${breach}`);
    const problems = coverageProblems(routes, allScenarios);
    for (const problem of problems) console.log(`\n${problem}`);
    if (!only)
      noteResult(
        'routeBudgets',
        `${routes.length} routes, ${rows.length} scenarios, ${breaches.length} over budget${problems.length ? `, ${problems.length} uncovered` : ''}`,
      );
    printComparisons();
    await ctx.renewTokens();
    if (ctx.memberTokens?.[0] && householdScenarios.scenarios.some(isSelected)) {
      // One member writes, another's open socket hears (stream → @connections) and refetches.
      const live = await timeLiveUpdates(stack.url, ctx.memberTokens[0], ctx.bigToken, iterations);
      const ms = (values: number[], p: number) =>
        percentile(
          [...values].sort((a, b) => a - b),
          p,
        ).toFixed(0);
      console.log(
        `\nHousehold of 4, live list: a member's new line reaches another member's open socket in p50 ${ms(live.pushed, 50)} ms, p95 ${ms(live.pushed, 95)} ms; on their screen (refetched) p50 ${ms(live.onScreen, 50)} ms, p95 ${ms(live.onScreen, 95)} ms (${iterations} writes)`,
      );
    }

    if (!serveFrontend) console.log('\nHome in Chromium: skipped (run `npm run build:web` first)');
    else if (!only || process.env.BENCH_BROWSER === '1') await benchBrowser(stack.url, ctx);
  } finally {
    await stack.stop();
    await recipePage.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const onlyArgument = process.argv.indexOf('--only');
if (onlyArgument > 0 && process.argv[onlyArgument + 1] === 'allergens') {
  await benchAllergens();
} else if (onlyArgument > 0 && process.argv[onlyArgument + 1] === 'ingredients') {
  await benchIngredientLines();
} else if (onlyArgument > 0 && process.argv[onlyArgument + 1] === 'lighthouse') {
  const { cpuSlowdownArgument, lighthouseOnSmallKitchen } = await import('./lighthouse.js');
  process.exitCode = (await lighthouseOnSmallKitchen(cpuSlowdownArgument(process.argv))) ? 0 : 1;
} else {
  await benchRoutes();
  if (!only) {
    // Its own process and stack: the handlers' modules keep the clients of the stack they first saw.
    spawnSync('npx', ['tsx', join(repoRoot, 'scripts', 'bench-collections.ts')], { stdio: 'inherit' });
    await benchBundles(repoRoot);
    await frontendInitialJs();
    benchExtraction(repoRoot);
    await benchPhotos(repoRoot);
    await benchAllergens();
    await benchIngredientLines();
  }
  console.log(`\nSummary: the baseline (${baselineNote()}) beside this run, and the target\n`);
  printTable(['what', 'baseline', 'this run', 'target'], summaryRows());
  const moved = movedRows();
  if (moved.length > 0) {
    console.log('\nFigures that moved since the baseline (times past noise: 25% and 3 ms)\n');
    printTable(['figure', 'baseline', 'this run'], moved);
  }
  if (process.argv.includes('--save-baseline')) {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot }).toString().trim();
    saveBaseline(commit);
    console.log('\nSaved this run as the baseline: scripts/bench-baseline.json');
  }
}
