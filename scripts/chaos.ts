// `npm run chaos`: the load test's crowd on a throw-away local stack whose stand-ins fail the way AWS
// fails (HEARTH_FAULTS: DynamoDB and S3 throttles and 500s, Step Functions task failures) and deliver
// a share of stream batches and task invocations twice (HEARTH_DUPLICATE_SHARE). Each cook adds
// recipes, shopping-list lines and meal-plan entries, ticks lines, rates recipes, reads Home and
// recipes and imports a saved page; a few import a small Paprika collection meanwhile. Every write and
// its answer goes in a ledger (chaos/ledger.ts); when the crowd is done, the faults are turned off and
// what the stack holds is read back: every acknowledged write there exactly once, nothing doubled,
// nothing refused yet applied. A person's client retries a 429 or 503 that carries Retry-After, and
// nothing else (a 500 is shown, and the person decides). Not part of `npm test`.
// CHAOS_COOKS (default 16), CHAOS_SECONDS (60), CHAOS_REQUESTS (3,000), CHAOS_PAUSE_MS (a cook's mean
// pause between actions, 400), CHAOS_COLLECTIONS (cooks importing a collection, 2); HEARTH_FAULTS and
// HEARTH_DUPLICATE_SHARE default to the figures below. Exits 1 when anything was lost or doubled.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../infra/local/stack.js';
import { serveRecipePage } from './bench-import.js';
import { tally } from './chaos/client.js';
import {
  type Cook,
  chooseAction,
  collections,
  crowd,
  importCollection,
  ledger,
  prepareCook,
  readBack,
} from './chaos/crowd.js';

const bounded = (name: string, fallback: number, min: number, max: number) =>
  Math.min(Math.max(Number(process.env[name] ?? fallback) || fallback, min), max);
const COOKS = bounded('CHAOS_COOKS', 16, 2, 200);
const SECONDS = bounded('CHAOS_SECONDS', 60, 10, 900);
const MAX_REQUESTS = bounded('CHAOS_REQUESTS', 3_000, 100, 100_000);
const PAUSE_MS = bounded('CHAOS_PAUSE_MS', 400, 0, 10_000);
const COLLECTIONS = Math.min(bounded('CHAOS_COLLECTIONS', 2, 0, 20), COOKS);
const FAULTS =
  process.env.HEARTH_FAULTS ??
  'dynamodb:throttle:0.05,dynamodb:error:0.02,s3:throttle:0.02,s3:error:0.02,sfn:task-fail:0.02';
const DUPLICATE_SHARE = Number(process.env.HEARTH_DUPLICATE_SHARE ?? 0.2);

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hearth-chaos-'));
  // A cook acts far more often than a person: widen the abuse limits on this throw-away stack only.
  process.env.RATE_LIMIT_MULTIPLIER = '1000';
  process.env.HEARTH_ALLOW_PRIVATE_FETCH = 'true';
  // The app logs each 500 it answers; the crowd counts them instead (LOG_LEVEL=info to read them).
  process.env.LOG_LEVEL ??= 'silent';
  const page = await serveRecipePage();
  crowd.savedPage = page.url;
  const stack = await startLocalStack({
    port: 0,
    dataDir,
    serveFrontend: false,
    quiet: true,
    inMemory: true,
    faults: FAULTS,
    duplicateShare: DUPLICATE_SHARE,
  });
  try {
    // Set-up without faults: the cooks' accounts are not what is measured.
    stack.setFaultsActive(false);
    const cooks: Cook[] = [];
    for (let n = 0; n < COOKS; n += 8)
      cooks.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(8, COOKS - n) }, (_, i) => prepareCook(stack.url, n + i)),
        )),
      );
    const setUpRequests = tally.requests;
    tally.requests = 0;
    tally.statuses.clear();
    console.log(
      `${COOKS} cooks signed up (${setUpRequests} requests, no faults); faults now on: ${FAULTS}; duplicate share ${DUPLICATE_SHARE}`,
    );

    stack.setFaultsActive(true);
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    for (const cook of cooks.slice(0, COLLECTIONS)) cook.collection = importCollection(stack.url, cook);
    const cookLoop = async (cook: Cook) => {
      while (tally.requests < MAX_REQUESTS && performance.now() < deadline) {
        if (PAUSE_MS > 0)
          await new Promise((resolve) =>
            setTimeout(
              resolve,
              Math.min(-Math.log(1 - Math.random()) * PAUSE_MS, Math.max(0, deadline - performance.now())),
            ),
          );
        if (tally.requests >= MAX_REQUESTS || performance.now() >= deadline) break;
        await chooseAction().act(stack.url, cook);
      }
      await cook.collection;
    };
    await Promise.all(cooks.map(cookLoop));
    const seconds = (performance.now() - started) / 1000;
    const crowdRequests = tally.requests;
    const statuses = [...tally.statuses].sort(([a], [b]) => a.localeCompare(b));
    // Let the stream poller and any workflow finish with what the crowd left, then read back without faults.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    stack.setFaultsActive(false);
    const faults = stack.faultsInjected();
    const twice = stack.deliveredTwice();
    const { found, values } = await readBack(stack.url, cooks);
    const findings = ledger.check(found, values);

    const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);
    const list = (record: Record<string, number>) =>
      Object.entries(record)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ') || 'none';
    console.log(
      `\nnpm run chaos: ${COOKS} cooks for ${seconds.toFixed(1)} s on ${availableParallelism()} cores (load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')})`,
    );
    console.log(
      `requests        ${crowdRequests} (${tally.retried} retried after a 429/503 with Retry-After)`,
    );
    console.log(`answers         ${statuses.map(([status, n]) => `${status}: ${n}`).join(', ')}`);
    console.log(
      `5xx answers     ${tally.serverErrors}, ${tally.serverErrorsWithMessage} of them with a message for the person`,
    );
    console.log(`faults injected ${sum(faults)} (${list(faults)})`);
    console.log(`delivered twice ${sum(twice)} (${list(twice)})`);
    console.log(
      `collections     ${collections.map((c) => `${c.status} ${c.imported} imported, ${c.failed} failed`).join('; ') || 'none'}`,
    );
    console.log(
      `writes          ${findings.writes.acknowledged} acknowledged, ${findings.writes.refused} refused, ${findings.writes.unknown} unknown (5xx or no answer)`,
    );
    console.log(
      `lost ${findings.lost.length}, doubled ${findings.doubled.length}, applied though refused ${findings.appliedThoughRefused.length}`,
    );
    for (const line of [
      ...findings.lost.map((k) => `lost: ${k}`),
      ...findings.doubled.map((k) => `doubled: ${k}`),
      ...findings.appliedThoughRefused.map((k) => `applied though refused: ${k}`),
    ].slice(0, 30))
      console.log(`  ${line}`);
    if (findings.lost.length || findings.doubled.length || findings.appliedThoughRefused.length)
      process.exitCode = 1;
  } finally {
    await stack.stop();
    await page.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
