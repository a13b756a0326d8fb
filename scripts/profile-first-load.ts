// `npx tsx scripts/profile-first-load.ts [path] [--runs N] [--cpu-slowdown N]`: where a page's first load
// spends the main thread (issue 35). On the same small kitchen as `npm run lighthouse` (a signed-in,
// returning cook whose service worker holds the build in HEARTH_WEB_DIST or frontend/dist), it traces
// N loads (default 3) in Debian's Chromium, unthrottled as Lighthouse observes them (--cpu-slowdown
// throttles), with V8's sampling profiler, for five seconds each. It prints the time per module
// (source-mapped through the build's maps: a package, or a file of frontend/src), the busiest functions,
// each task of 10 ms CPU or more with what ran in it, each thread's CPU time, and a blocking time
// simulated from the main thread's CPU time: Lighthouse multiplies wall time, which a busy machine
// stretches, and CPU time it does not. Compare that figure before and after a change.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { startLocalStack, webDistDir } from '../infra/local/stack.js';
import { chromiumArgs, chromiumExecutable } from '../test/e2e/chromium.js';
import { seedSmallKitchen } from './lighthouse.js';

const simulatedSlowdown = 4;
const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : Number.NaN;
  return value > 0 ? value : fallback;
};

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

const top = (values: Map<string, number>, count: number) =>
  [...values.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);

const maps = new Map<string, SourceMapConsumer | null>();
function mapFor(url: string): SourceMapConsumer | null {
  const file = new URL(url).pathname;
  if (!maps.has(file)) {
    const path = join(webDistDir(), `${file}.map`);
    maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  return maps.get(file) ?? null;
}

/** A package name, or a frontend/src (or lambdas/src) path; V8's own work by its name. */
function whereFrom(frame: CallFrame): { module: string; name: string } {
  if (!frame.url)
    return {
      module: frame.functionName.startsWith('(')
        ? frame.functionName
        : `(${frame.functionName || 'program'})`,
      name: '',
    };
  if (!frame.url.includes('/assets/'))
    return { module: frame.url.replace(/^https?:\/\/[^/]+/, ''), name: frame.functionName };
  const original = mapFor(frame.url)?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  const source = original?.source ?? frame.url.replace(/.*\//, '');
  const module = source.includes('node_modules/')
    ? (source
        .split('node_modules/')
        .pop()
        ?.match(/^(@[^/]+\/)?[^/]+/)?.[0] ?? source)
    : source.replace(/^(\.\.\/)+/, '').replace(/^frontend\/src\//, 'src/');
  const at = original?.line ? `${source.replace(/.*\//, '')}:${original.line}` : '';
  return { module, name: `${original?.name ?? frame.functionName ?? '(anonymous)'} ${at}` };
}

interface Sample {
  ts: number;
  stack: { module: string; name: string }[];
}

interface LoadProfile {
  /** CPU time (ms) of the busiest threads of the load (the page's renderer, the compositor, raster). */
  threads: [string, number][];
  /** Simulated total blocking time (ms): see summarise. */
  blocking: number;
  /** First contentful paint, ms after navigation start (as observed). */
  paint: number;
  selfByModule: Map<string, number>;
  selfByFunction: Map<string, number>;
  scripting: number;
  tasks: {
    start: number;
    duration: number;
    cpu: number;
    self: [string, number][];
    within: [string, number][];
    work: [string, number][];
    functions: [string, number][];
  }[];
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time: unlike `dur`, not stretched by other processes on a busy machine. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: {
        nodes?: { id: number; parent?: number; callFrame: CallFrame }[];
        samples?: number[];
      };
      isLoadingMainFrame?: boolean;
      documentLoaderURL?: string;
    };
  };
}

/** The browser's own kinds of work inside a task (trace event names). */
const browserWork = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.produceModuleCache',
  'MajorGC',
  'MinorGC',
  'FunctionCall',
  'EvaluateScript',
  'RunMicrotasks',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'Decode Image',
  'DocumentLoader::CommitNavigation',
  'HitTest',
]);

const vmWork = new Set(['(program)', '(garbage collector)', '(idle)', '(root)']);

/** The samples of the trace's CPU profile on the page's main thread, each with its stack (top first). */
function samplesOf(events: TraceEvent[], pid: number, tid: number): Sample[] {
  const nodes = new Map<number, { parent?: number; frame: { module: string; name: string } }>();
  const samples: Sample[] = [];
  let ts = 0;
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  if (!profile) return samples;
  ts = profile.args?.data?.startTime ?? profile.ts;
  for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.id === profile.id)) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? [])
      nodes.set(node.id, { parent: node.parent, frame: whereFrom(node.callFrame) });
    for (const [index, id] of (data?.cpuProfile?.samples ?? []).entries()) {
      ts += data?.timeDeltas?.[index] ?? 0;
      const stack: Sample['stack'] = [];
      for (let node = nodes.get(id); node; node = node.parent ? nodes.get(node.parent) : undefined)
        stack.push(node.frame);
      samples.push({ ts, stack });
    }
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/** CPU time per thread (top-level trace events' thread time), the busiest first. */
function threadTimes(events: TraceEvent[]): [string, number][] {
  const names = new Map<string, string>();
  for (const event of events)
    if (event.name === 'thread_name') names.set(`${event.pid}:${event.tid}`, event.args?.name ?? '?');
  const busy = new Map<string, number>();
  const until = new Map<string, number>();
  for (const event of events.filter((each) => each.ph === 'X').sort((a, b) => a.ts - b.ts)) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ts < (until.get(thread) ?? 0)) continue;
    until.set(thread, event.ts + (event.dur ?? 0));
    add(busy, `${names.get(thread) ?? thread} (${event.pid})`, (event.tdur ?? 0) / 1000);
  }
  return top(busy, 8);
}

function add(into: Map<string, number>, key: string, ms: number) {
  into.set(key, (into.get(key) ?? 0) + ms);
}

function summarise(events: TraceEvent[]): LoadProfile {
  // The page's own renderer: the one that navigated to the app (not the browser's own pages).
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  const mainThread = events.find(
    (event) =>
      event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === navigation?.pid,
  );
  if (!navigation || !mainThread)
    throw new Error('No renderer main thread that loaded the page in the trace');
  const { pid, tid } = mainThread;
  const samples = samplesOf(events, pid, tid);
  const selfByModule = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  let scripting = 0;
  const weights = samples.map((sample, index) => ((samples[index + 1]?.ts ?? sample.ts) - sample.ts) / 1000);
  for (const [index, sample] of samples.entries()) {
    const ms = weights[index] ?? 0;
    const [leaf] = sample.stack;
    if (!leaf || leaf.module === '(idle)' || leaf.module === '(root)') continue;
    if (!vmWork.has(leaf.module)) scripting += ms;
    add(selfByModule, leaf.module, ms);
    if (leaf.name) add(selfByFunction, `${leaf.name} [${leaf.module}]`, ms);
  }
  const origin = navigation.ts;
  const threadEvents = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
  const tasks = threadEvents
    .filter((event) => event.name === 'RunTask' && (event.tdur ?? event.dur ?? 0) >= minimumTask)
    .map((task) => {
      const self = new Map<string, number>();
      const within = new Map<string, number>();
      const work = new Map<string, number>();
      const functions = new Map<string, number>();
      const end = task.ts + (task.dur ?? 0);
      for (const event of threadEvents)
        if (event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end && browserWork.has(event.name))
          add(work, event.name, (event.dur ?? 0) / 1000);
      for (const [index, sample] of samples.entries()) {
        if (sample.ts < task.ts || sample.ts > task.ts + (task.dur ?? 0)) continue;
        const ms = weights[index] ?? 0;
        add(self, sample.stack[0]?.module ?? '?', ms);
        const [leaf] = sample.stack;
        if (leaf?.name) add(functions, `${leaf.name.trim()}`, ms);
        for (const module of new Set(sample.stack.map((frame) => frame.module)))
          if (module.startsWith('src/')) add(within, module, ms);
      }
      return {
        start: Math.round((task.ts - origin) / 1000),
        duration: Math.round((task.dur ?? 0) / 1000),
        cpu: Math.round((task.tdur ?? task.dur ?? 0) / 1000),
        self: top(self, 6),
        within: top(within, 6),
        work: top(work, 6),
        functions: top(functions, 5),
      };
    });
  // Lighthouse's blocking time, simulated: each task after the first contentful paint, its CPU time
  // multiplied by the slowdown, blocks for what exceeds 50 ms (Lighthouse multiplies the wall time of an
  // unthrottled load, which a busy machine stretches; the thread's CPU time it does not).
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid);
  const blocking = threadEvents
    .filter((event) => event.name === 'RunTask' && event.ts >= (paint?.ts ?? origin))
    .reduce(
      (sum, task) => sum + Math.max(0, ((task.tdur ?? task.dur ?? 0) / 1000) * simulatedSlowdown - 50),
      0,
    );
  return {
    threads: threadTimes(events),
    selfByModule,
    selfByFunction,
    scripting,
    tasks,
    blocking,
    paint: paint ? Math.round((paint.ts - origin) / 1000) : -1,
  };
}

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

/** Tasks listed: 10 ms of CPU or more (12.5 ms x 4 is where a task starts to block). */
const minimumTask = 10_000;

async function main() {
  const path = process.argv[2]?.startsWith('/') ? process.argv[2] : '/';
  const runs = argument('--runs', 3);
  // No CPU slowdown by default: Lighthouse observes an unthrottled load and simulates the slowdown.
  const slowdown = argument('--cpu-slowdown', 1);
  const dataDir = await mkdtemp(join(tmpdir(), 'hearth-profile-'));
  const stack = await startLocalStack({ port: 0, dataDir, serveFrontend: true, quiet: true, inMemory: true });
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
    const ready = target.startsWith('/recipe/') ? 'Weeknight Lasagne' : 'Family Stew 1';
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
