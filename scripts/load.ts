// `npm run load`: a crowd of signed-in cooks on a throw-away local stack (loopback only), bounded in
// requests and time. Each cook is one connection doing what a cook does, picked at random by weight:
// Home, a recipe page, rating a recipe, ticking a shopping-list line, Community search, the ingredient
// finder and importing a saved page (served on loopback by the load test itself). Reports p50/p95/p99,
// errors and throughput per action and overall, and the DynamoDB requests per second the crowd caused.
// Not part of `npm test`.
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
// The crowd is in load/crowd.ts, the recording in load/record.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startLocalStack } from '../infra/local/stack.js';
import { serveRecipePage } from './bench-import.js';
import { type Cook, call, page as cookPage, prepareCook } from './load/cooks.js';
import { all, type CrowdResult, crowd, percentile, type Sample } from './load/crowd.js';
import { record } from './load/record.js';

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

function printTable(headers: string[], rows: string[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
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
