import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../test/e2e/chromium.js';
import { seedSmallKitchen, startStackBesideBrowser } from './lighthouse.js';
import {
  type LoadProfile,
  minimumTask,
  simulatedSlowdown,
  summarise,
  type TraceEvent,
  top,
} from './profile-first-load/trace.js';

/** The value after `name` on the command line, if it was given. */
const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

const argument = (name: string, fallback: number) => {
  const value = Number(option(name) ?? Number.NaN);
  return value > 0 ? value : fallback;
};

const categories = [
  '-*',
  'toplevel',
  'v8.execute',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

async function profileLoad(page: Page, url: string, slowdown: number, ready: string): Promise<LoadProfile> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const browser = page.context().browser();
  if (!browser) throw new Error('No browser');
  await browser.startTracing(page, { categories });
  await page.goto(url);
  // Quiet: some seconds after the load event (Lighthouse waits for the network and the CPU to settle);
  // no locator meanwhile, whose injected script would be profiled with the page.
  await page.waitForTimeout(5_000);
  const trace = await browser.stopTracing();
  await cdp.detach();
  if (!(await page.getByText(ready, { exact: true }).first().isVisible()))
    throw new Error(`${url} did not show ${ready}`);
  const parsed = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
  return summarise(parsed.traceEvents);
}

async function main() {
  const path = process.argv[2]?.startsWith('/') ? process.argv[2] : '/';
  const runs = argument('--runs', 3);
  // No CPU slowdown by default: Lighthouse observes an unthrottled load and simulates the slowdown.
  const slowdown = argument('--cpu-slowdown', 1);
  const dataDir = await mkdtemp(join(tmpdir(), 'hearth-profile-'));
  const stack = await startStackBesideBrowser(dataDir);
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const { cook, recipeId } = await seedSmallKitchen(stack.url);
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const signIn = await context.newPage();
    await signIn.goto(`${stack.url}/auth`);
    await signIn.getByLabel('Email').fill(cook.email);
    await signIn.getByLabel('Password', { exact: true }).fill(cook.password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await signIn.waitForURL(`${stack.url}/`);
    await signIn.evaluate(async () => navigator.serviceWorker.ready);
    await signIn.reload();
    await signIn.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, {
      timeout: 30_000,
    });
    await signIn.close();
    const target = path === '/recipe' ? `/recipe/${recipeId}` : path;
    // What the screen shows once drawn: `--ready "<text>"` for a screen other than Home or the recipe page.
    const ready =
      option('--ready') ?? (target.startsWith('/recipe/') ? 'Weeknight Lasagne' : 'Family Stew 1');
    const loads: LoadProfile[] = [];
    const requests: string[] = [];
    for (let run = 0; run < runs; run++) {
      const page = await context.newPage();
      if (run === 0)
        page.on('request', (request) =>
          requests.push(`${request.method()} ${request.url().replace(stack.url, '')}`),
        );
      loads.push(await profileLoad(page, `${stack.url}${target}`, slowdown, ready));
      await page.close();
    }
    const mean = (pick: (load: LoadProfile) => Map<string, number>) => {
      const sum = new Map<string, number>();
      for (const load of loads)
        for (const [key, ms] of pick(load)) sum.set(key, (sum.get(key) ?? 0) + ms / runs);
      return sum;
    };
    console.log(`\n${target} at ${slowdown}x CPU slowdown, ${runs} loads (mean ms of CPU profile samples)`);
    console.log(
      `simulated blocking time per load (CPU time x ${simulatedSlowdown}): ${loads.map((load) => Math.round(load.blocking)).join(', ')} ms; first paint at ${loads.map((load) => load.paint).join(', ')} ms`,
    );
    for (const load of loads)
      console.log(
        `threads' CPU: ${load.threads.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ')}`,
      );
    console.log(`scripting per load: ${loads.map((load) => Math.round(load.scripting)).join(', ')} ms`);
    console.log(`requests of the first load: ${requests.join(', ')}`);
    console.log('\nself time by module:');
    for (const [module, ms] of top(
      mean((load) => load.selfByModule),
      30,
    ))
      console.log(`${ms.toFixed(1).padStart(8)}  ${module}`);
    console.log('\nbusiest functions (self time):');
    for (const [name, ms] of top(
      mean((load) => load.selfByFunction),
      30,
    ))
      console.log(`${ms.toFixed(1).padStart(8)}  ${name}`);
    for (const [index, load] of loads.entries()) {
      console.log(`\nload ${index + 1}: main-thread tasks of ${minimumTask / 1000} ms CPU or more`);
      for (const task of load.tasks) {
        const list = (entries: [string, number][]) =>
          entries.map(([module, ms]) => `${module} ${Math.round(ms)}`).join(', ');
        console.log(`  @${task.start} ${task.duration} ms (CPU ${task.cpu} ms): ${list(task.self)}`);
        if (task.within.length > 0) console.log(`      within: ${list(task.within)}`);
        console.log(`      browser: ${list(task.work)}`);
        if (task.functions.length > 0) console.log(`      functions: ${list(task.functions)}`);
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
