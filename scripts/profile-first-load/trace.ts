// What one traced page load spent its main thread on (scripts/profile-first-load.ts): V8's samples
// source-mapped to modules and functions, the browser's own work named, each thread's CPU time, and a
// blocking time simulated from CPU time (Lighthouse multiplies wall time, which a busy machine stretches).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { webDistDir } from '../../infra/local/stack.js';

/** Lighthouse's simulated CPU slowdown on a mobile profile. */
export const simulatedSlowdown = 4;

/** Tasks listed: 10 ms of CPU or more (12.5 ms x 4 is where a task starts to block). */
export const minimumTask = 10_000;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export const top = (values: Map<string, number>, count: number) =>
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

export interface LoadProfile {
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

export interface TraceEvent {
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

/**
 * Lighthouse's blocking time, simulated from CPU time: each main-thread task from `from` (the first
 * contentful paint) on, its CPU time multiplied by the slowdown, blocks for what exceeds 50 ms.
 * Lighthouse multiplies the *wall* time of an unthrottled load, which a busy machine stretches (on two
 * cores Home's longest tasks ran 19 of 80 ms and 25 of 68 ms on the CPU, issue 35); the thread's CPU
 * time it does not, so this figure holds still under load: the page's own cost, run to run.
 */
function blockingFromCpu(threadEvents: TraceEvent[], from: number): number {
  return threadEvents
    .filter((event) => event.name === 'RunTask' && event.ts >= from)
    .reduce(
      (sum, task) => sum + Math.max(0, ((task.tdur ?? task.dur ?? 0) / 1000) * simulatedSlowdown - 50),
      0,
    );
}

/**
 * The blocking time simulated from CPU time (blockingFromCpu) of the page a trace loaded: the main
 * thread of the renderer that navigated the main frame to an http(s) address, from its first
 * contentful paint. Undefined when the trace has no such load (or no paint).
 */
export function cpuBlockingTime(events: TraceEvent[]): number | undefined {
  const navigation = events.findLast(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      event.args.data.documentLoaderURL?.startsWith('http') === true,
  );
  if (!navigation) return undefined;
  const mainThread = events.find(
    (event) =>
      event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === navigation.pid,
  );
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' && event.pid === navigation.pid && event.ts >= navigation.ts,
  );
  if (!mainThread || !paint) return undefined;
  const threadEvents = events.filter(
    (event) => event.pid === mainThread.pid && event.tid === mainThread.tid && event.ph === 'X',
  );
  return Math.round(blockingFromCpu(threadEvents, paint.ts));
}

export function summarise(events: TraceEvent[]): LoadProfile {
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
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid);
  const blocking = blockingFromCpu(threadEvents, paint?.ts ?? origin);
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
