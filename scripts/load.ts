// `npm run load`: a crowd of signed-in cooks on a throw-away local stack (loopback only), bounded in
// requests and time. Each cook is one connection doing what a cook does, picked at random by weight:
// Home, a recipe page, rating a recipe, ticking a shopping-list line, Community search, the ingredient
// finder and importing a saved page (served on loopback by the load test itself). Reports p50/p95/p99, errors and throughput per action and overall, and the
// DynamoDB requests per second the crowd caused. Not part of `npm test`.
// LOAD_COOKS (default 100), LOAD_REQUESTS (default 5,000) and LOAD_SECONDS (default 60) bound it. A
// 10-second pass with 4 cooks comes first: the requests' own time, with no queue in front of them.
// Then the crowd twice: at a person's pace (each cook acts, reads for a moment, acts again: a pause of
// LOAD_PAUSE_MS on average, 2 s by default, drawn at random so the cooks do not act in step), which is
// what 100 cooks in their kitchens ask of the service; and flat out (no pause: every cook's next
// request the moment the last is answered), the most the stack serves and the queue it then builds.
// The CPU each request cost, in Node and in DynamoDB Local's JVM, says which of them the crowd waits on.
// `npm run load -- --record [file]` then measures each kind of request a family sends, one at a time
// with DynamoDB's capacity units recorded per partition (scripts/capacity/measure.ts), and writes that
// with the crowd's figures to docs/scale/measured.json (or the file given), which `npm run capacity` reads.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startLocalStack } from '../infra/local/stack.js';
import { serveRecipePage } from './bench-import.js';
import { startRecording } from './capacity/dynamo-recorder.js';
import { measureActions } from './capacity/measure.js';
import { type Cook, call, chooseAction, page as cookPage, prepareCook } from './load/cooks.js';

const recordAt = process.argv.indexOf('--record');
/** Where --record writes its measurements; undefined without --record. */
const recordFile =
  recordAt < 0
    ? undefined
    : resolve(
        process.argv[recordAt + 1] && !process.argv[recordAt + 1]?.startsWith('--')
          ? (process.argv[recordAt + 1] as string)
          : 'docs/scale/measured.json',
      );

const COOKS = Math.min(Math.max(Number(process.env.LOAD_COOKS ?? 100), 1), 500);
const MAX_REQUESTS = Math.min(Math.max(Number(process.env.LOAD_REQUESTS ?? 5_000), 100), 100_000);
const MAX_SECONDS = Math.min(Math.max(Number(process.env.LOAD_SECONDS ?? 60), 5), 600);
/** The cooks of the first, short pass that times requests with no queue in front of them. */
const FEW_COOKS = Math.min(4, COOKS);
/** A cook's mean pause between actions at a person's pace (ms); the pauses are exponential. */
const PAUSE_MS = Math.min(Math.max(Number(process.env.LOAD_PAUSE_MS ?? 2_000), 100), 60_000);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

function printTable(headers: string[], rows: string[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

type Sample = { times: number[]; errors: number; statuses: Map<number, number> };

interface CrowdResult {
  samples: Map<string, Sample>;
  issued: number;
  seconds: number;
  dynamoRequests: number;
  nodeCpuMs: number;
  jvmCpuMs: number;
}

/** CPU time (ms) of this process's DynamoDB Local JVMs: the stand-in the crowd's requests wait on. */
async function jvmCpuMs(): Promise<number> {
  const ticksPerMs = 100 / 1000; // Linux USER_HZ
  let total = 0;
  const entries = await readdir('/proc').catch(() => [] as string[]);
  const parents = new Map<number, number>();
  const stats = new Map<number, string[]>();
  for (const entry of entries.filter((name) => /^\d+$/.test(name))) {
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (!stat) continue;
    parents.set(Number(entry), Number(fields[1]));
    if (stat.includes('(java)')) stats.set(Number(entry), fields);
  }
  for (const [pid, fields] of stats) {
    let up = parents.get(pid);
    while (up && up !== process.pid) up = parents.get(up);
    if (up === process.pid) total += (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
  }
  return total;
}

const all = (samples: Map<string, Sample>) =>
  [...samples.values()].flatMap((sample) => sample.times).sort((a, b) => a - b);

/**
 * A person's pause before their next action: exponential around `mean` ms (so cooks fall out of step),
 * cut short at `deadline` so the run's seconds are the seconds the crowd was asking.
 */
const pause = (mean: number, deadline: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.min(-Math.log(1 - Math.random()) * mean, deadline - performance.now())),
  );

/**
 * Each cook one connection, doing the mix until `requests` are sent or `seconds` pass; `pauseMs` is the
 * mean pause between a cook's actions (0: flat out). The first pause is drawn too, so a paced crowd
 * starts spread out rather than all at once.
 */
async function crowd(
  base: string,
  cooks: Cook[],
  requests: number,
  seconds: number,
  pauseMs = 0,
): Promise<CrowdResult> {
  const { dynamoRequestCount } = await import('../lambdas/src/shared/clients.js');
  const samples = new Map<string, Sample>();
  let issued = 0;
  const dynamoBefore = dynamoRequestCount.value;
  const cpuBefore = process.cpuUsage();
  const jvmBefore = await jvmCpuMs();
  const begin = performance.now();
  const deadline = begin + seconds * 1000;
  const cookLoop = async (cook: Cook) => {
    while (issued < requests && performance.now() < deadline) {
      if (pauseMs > 0) {
        await pause(pauseMs, deadline);
        if (issued >= requests || performance.now() >= deadline) break;
      }
      issued += 1;
      const action = chooseAction();
      const { method, path, body } = action.request(cook);
      const sample: Sample = samples.get(action.name) ?? { times: [], errors: 0, statuses: new Map() };
      samples.set(action.name, sample);
      const sent = performance.now();
      try {
        const { status } = await call(base, cook.token, method, path, body);
        sample.times.push(performance.now() - sent);
        if (status >= 400) {
          sample.errors += 1;
          sample.statuses.set(status, (sample.statuses.get(status) ?? 0) + 1);
        }
      } catch {
        sample.times.push(performance.now() - sent);
        sample.errors += 1;
      }
    }
  };
  await Promise.all(cooks.map(cookLoop));
  const cpu = process.cpuUsage(cpuBefore);
  return {
    samples,
    issued,
    seconds: (performance.now() - begin) / 1000,
    dynamoRequests: dynamoRequestCount.value - dynamoBefore,
    nodeCpuMs: (cpu.user + cpu.system) / 1000,
    jvmCpuMs: (await jvmCpuMs()) - jvmBefore,
  };
}

function tableRows(samples: Map<string, Sample>): string[][] {
  const row = (name: string, times: number[], errors: number, note = '') => {
    const sorted = [...times].sort((a, b) => a - b);
    return [
      name,
      String(sorted.length),
      percentile(sorted, 50).toFixed(0),
      percentile(sorted, 95).toFixed(0),
      percentile(sorted, 99).toFixed(0),
      `${errors}${note}`,
    ];
  };
  const rows = [...samples].map(([name, sample]) =>
    row(
      name,
      sample.times,
      sample.errors,
      sample.statuses.size ? ` (${[...sample.statuses].map(([s, n]) => `${n}x${s}`).join(', ')})` : '',
    ),
  );
  const every = [...samples.values()];
  rows.push(
    row(
      'all',
      every.flatMap((sample) => sample.times),
      every.reduce((sum, sample) => sum + sample.errors, 0),
    ),
  );
  return rows;
}

/** The crowd's figures as `npm run capacity` reads them. */
const crowdFigures = (run: CrowdResult) => ({
  requests: run.issued,
  seconds: Number(run.seconds.toFixed(1)),
  requestsPerSecond: Math.round(run.issued / run.seconds),
  dynamoRequestsPerRequest: Number((run.dynamoRequests / Math.max(1, run.issued)).toFixed(2)),
  p50Ms: Math.round(percentile(all(run.samples), 50)),
  p95Ms: Math.round(percentile(all(run.samples), 95)),
});

/** Measures each kind of request with the DynamoDB recorder on, and writes the figures to `file`. */
async function record(
  base: string,
  runId: string,
  crowds: { paced: CrowdResult; many: CrowdResult },
  file: string,
): Promise<void> {
  // A community of public recipes, written as recipe writes leave them (the bench's own seeding), so
  // its feed and searches read what they would at size, not a handful of the family's own.
  const community = Math.max(Number(process.env.LOAD_RECORD_COMMUNITY ?? 10_000), 1_000);
  process.env.BENCH_COMMUNITY = String(community);
  const { seedCommunity } = await import('./bench-community.js');
  await seedCommunity();
  const { db } = await import('../lambdas/src/shared/clients.js');
  const recorder = startRecording(
    db.middlewareStack as never,
    String(process.env.DYNAMODB_ENDPOINT),
    String(process.env.TABLE_NAME),
  );
  try {
    const samples = Math.min(Math.max(Number(process.env.LOAD_RECORD_SAMPLES ?? 20), 3), 200);
    console.log(`\nMeasuring each kind of request, ${samples} at a time, with DynamoDB's units recorded…`);
    const actions = await measureActions(base, recorder, { runId, pageUrl: cookPage.url, samples });
    const measured = {
      measuredAt: new Date().toISOString(),
      machine: {
        cores: availableParallelism(),
        loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
        node: process.version,
      },
      note: "Local stand-ins on loopback: DynamoDB units are DynamoDB Local's own (reads) and DynamoDB's sizing rules over the items before and after (writes); times are wall time of one request with nothing queued, a stand-in for Lambda duration.",
      communityPublicRecipes: community,
      crowd: { paced: crowdFigures(crowds.paced), flatOut: crowdFigures(crowds.many) },
      actions,
    };
    await writeFile(file, `${JSON.stringify(measured, null, 2)}\n`);
    console.log(`Wrote ${file}`);
    for (const [name, action] of Object.entries(actions))
      console.log(
        `  ${name.padEnd(18)} ${action.ms.p50.toFixed(1).padStart(6)} ms  ${action.dynamoRequests.toFixed(1).padStart(4)} DynamoDB requests  ${action.reads
          .reduce((s, r) => s + r.units, 0)
          .toFixed(1)
          .padStart(6)} RCU  ${action.writes
          .reduce((s, w) => s + w.units, 0)
          .toFixed(1)
          .padStart(6)} WCU`,
      );
  } finally {
    recorder.stop();
  }
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hearth-load-'));
  // One cook rates and ticks far more often than a person would: widen the abuse limits on this
  // throw-away stack only (the checks still run).
  process.env.RATE_LIMIT_MULTIPLIER = '1000';
  // The measuring pass asks for suggestions more often than a person's day allows.
  process.env.FINDER_SUGGESTIONS_PER_DAY = '1000';
  // The page to import is on loopback, which the fetcher refuses unless told (this stack only).
  process.env.HEARTH_ALLOW_PRIVATE_FETCH = 'true';
  const page = await serveRecipePage();
  cookPage.url = page.url;
  const stack = await startLocalStack({
    port: 0,
    dataDir,
    serveFrontend: false,
    quiet: true,
    inMemory: true,
  });
  try {
    const runId = Math.random().toString(36).slice(2, 8);
    const started = performance.now();
    const cooks: Cook[] = [];
    for (let n = 0; n < COOKS; n += 10)
      cooks.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, COOKS - n) }, (_, i) => prepareCook(stack.url, n + i, runId)),
        )),
      );
    console.log(
      `${COOKS} cooks signed up with recipes and lists in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // Each cook's session record is read once and cached, as on a warm Lambda.
    await Promise.all(cooks.map((cook) => call(stack.url, cook.token, 'GET', '/api/recipes')));

    // A few cooks first: each request's own time with no queue in front of it. Then the crowd at a
    // person's pace, then flat out.
    const few = await crowd(stack.url, cooks.slice(0, FEW_COOKS), Math.min(MAX_REQUESTS, 1_000), 10);
    const pacedSeconds = MAX_SECONDS / 2;
    const paced = await crowd(stack.url, cooks, MAX_REQUESTS, pacedSeconds, PAUSE_MS);
    const many = await crowd(stack.url, cooks, MAX_REQUESTS, MAX_SECONDS);
    const report = (run: CrowdResult, title: string, boundSeconds: number) => {
      console.log(
        `\n${title}: ${run.issued} requests in ${run.seconds.toFixed(1)} s (bounds: ${MAX_REQUESTS} requests, ${boundSeconds} s), loopback\n`,
      );
      printTable(['action', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'], tableRows(run.samples));
      console.log(
        `\nThroughput ${(run.issued / run.seconds).toFixed(0)} requests/s; DynamoDB ${(run.dynamoRequests / run.seconds).toFixed(0)} requests/s (${(run.dynamoRequests / Math.max(1, run.issued)).toFixed(2)} per API request)`,
      );
      const cpu = (ms: number) => (ms / Math.max(1, run.issued)).toFixed(1);
      console.log(
        `CPU per API request: ${cpu(run.nodeCpuMs)} ms in Node (Hearth's server and this load client, one process), ${cpu(run.jvmCpuMs)} ms in DynamoDB Local's JVM, on ${availableParallelism()} cores`,
      );
    };
    report(
      paced,
      `${COOKS} concurrent cooks at a person's pace (a pause of ${(PAUSE_MS / 1000).toFixed(1)} s on average between actions)`,
      pacedSeconds,
    );
    report(
      many,
      `${COOKS} concurrent cooks flat out (no pause: the stack's capacity, and its queue)`,
      MAX_SECONDS,
    );
    const quiet = all(few.samples);
    console.log(
      `\nThe same mix with ${FEW_COOKS} cooks flat out (no queue): ${few.issued} requests, p50 ${percentile(quiet, 50).toFixed(0)} ms, p95 ${percentile(quiet, 95).toFixed(0)} ms, p99 ${percentile(quiet, 99).toFixed(0)} ms, ${(few.issued / few.seconds).toFixed(0)} requests/s`,
    );
    if (recordFile) await record(stack.url, runId, { paced, many }, recordFile);
  } finally {
    await stack.stop();
    await page.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
