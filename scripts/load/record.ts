// `npm run load -- --record [file]`: after the crowd, measures each kind of request a family sends,
// one at a time with DynamoDB's capacity units recorded per partition (scripts/capacity/measure.ts),
// and writes that with the crowd's figures to the file `npm run capacity` reads.
import { writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { startRecording } from '../capacity/dynamo-recorder.js';
import { measureActions } from '../capacity/measure.js';
import { page as cookPage } from './cooks.js';
import { all, type CrowdResult, percentile } from './crowd.js';

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
export async function record(
  base: string,
  runId: string,
  crowds: { paced: CrowdResult; many: CrowdResult },
  file: string,
): Promise<void> {
  // A community of public recipes, written as recipe writes leave them (the bench's own seeding), so
  // its feed and searches read what they would at size, not a handful of the family's own.
  const community = Math.max(Number(process.env.LOAD_RECORD_COMMUNITY ?? 10_000), 1_000);
  process.env.BENCH_COMMUNITY = String(community);
  const { seedCommunity } = await import('../bench-community.js');
  await seedCommunity();
  const { db } = await import('../../lambdas/src/shared/clients.js');
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
