// The import job as the person drives it (jobs.ts) over in-memory stand-ins (in-memory.testkit.ts):
// creating, beginning, retrying and cancelling, the household check as it is used (issue 32), the
// metering and the queue (one running import per person, a setting's worth across the app).
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.js';
import { NO_LONGER_IN_HOUSEHOLD } from '../access/capabilities.js';
import { jobDeps } from './in-memory.testkit.js';
import { beginImport, cancelImport, createImport, getImport, retryFailedItems, uploadKeyOf } from './jobs.js';

const now = new Date('2026-11-23T10:00:00.000Z');
const ana = { userId: 'ana', householdId: 'home' };
const ben = { userId: 'ben', householdId: 'ben' };

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** A job with its file uploaded, waiting to begin. */
async function uploaded(setup: ReturnType<typeof jobDeps>, owner = ana) {
  const made = await createImport(setup.deps, owner, { fileName: 'box.paprikarecipes', size: 10 }, now);
  setup.storage.files.set(uploadKeyOf(owner.userId, made.job.jobId), new Uint8Array(10));
  return made.job.jobId;
}

describe('creating and beginning an import', () => {
  it('makes a job waiting for its file, for the household its owner is in', async () => {
    const setup = jobDeps();
    const made = await createImport(setup.deps, ana, { fileName: 'box.paprikarecipes', size: 10 }, now);
    expect(made.job).toMatchObject({ status: 'waiting-for-file', queuePosition: null, total: 0 });
    expect(made.upload).toMatchObject({ mode: 'post', maxBytes: 10 });
    expect(setup.jobs.jobs.get(`ana/${made.job.jobId}`)).toMatchObject({
      householdId: 'home',
      authorizedAt: now.toISOString(),
    });
  });

  it('begins: meters once, takes a place and starts the workflow with the job', async () => {
    const setup = jobDeps();
    const jobId = await uploaded(setup);
    let metered = 0;
    const view = await beginImport(setup.deps, ana, jobId, now, async () => {
      metered += 1;
    });
    expect(metered).toBe(1);
    expect(view.status).toBe('reading');
    expect(setup.started).toEqual([{ run: { jobId, userId: 'ana' }, name: `${jobId}-1` }]);
    expect(setup.jobs.jobs.get(`ana/${jobId}`)?.executionArn).toBe(`arn:execution:${jobId}-1`);
  });

  it('refuses a job made in a household its owner has left, before spending anything (finding 1)', async () => {
    const setup = jobDeps();
    const jobId = await uploaded(setup);
    let metered = 0;
    const error = await refusal(
      beginImport(setup.deps, { userId: 'ana', householdId: 'ana' }, jobId, now, async () => {
        metered += 1;
      }),
    );
    expect(error).toMatchObject({
      statusCode: 403,
      code: 'not_in_household',
      message: NO_LONGER_IN_HOUSEHOLD,
    });
    expect(metered).toBe(0);
    expect(setup.started).toEqual([]);
  });

  it('refuses a job begun twice, a file not arrived and another person’s job, spending nothing', async () => {
    const setup = jobDeps();
    const jobId = await uploaded(setup);
    const missing = (await createImport(setup.deps, ana, { fileName: 'x.zip', size: 5 }, now)).job.jobId;
    let metered = 0;
    const meter = async () => {
      metered += 1;
    };
    expect((await refusal(beginImport(setup.deps, ana, missing, now, meter))).statusCode).toBe(400);
    expect((await refusal(beginImport(setup.deps, ben, jobId, now, meter))).statusCode).toBe(404);
    expect((await refusal(beginImport(setup.deps, ana, 'not-a-job', now, meter))).statusCode).toBe(404);
    expect(metered).toBe(0);
    await beginImport(setup.deps, ana, jobId, now, meter);
    expect((await refusal(beginImport(setup.deps, ana, jobId, now, meter))).statusCode).toBe(409);
    expect(metered).toBe(1);
  });
});

describe('the queue', () => {
  it('runs one import per person: the second waits, first in line, until the first ends', async () => {
    const setup = jobDeps();
    const first = await uploaded(setup);
    const second = await uploaded(setup);
    await beginImport(setup.deps, ana, first, now);
    const waiting = await beginImport(setup.deps, ana, second, now);
    expect(waiting).toMatchObject({ status: 'queued', queuePosition: 0 });
    expect(setup.started.map((start) => start.run.jobId)).toEqual([first]);
    // The first is cancelled: its place goes to the second, which starts.
    await cancelImport(setup.deps, 'ana', first, now);
    expect(setup.stopped).toEqual([`arn:execution:${first}-1`]);
    expect(setup.started.map((start) => start.run.jobId)).toEqual([first, second]);
    expect((await getImport(setup.deps, 'ana', second)).status).toBe('reading');
  });

  it('asks a person already running an import for a place once a pass, not once per waiting import', async () => {
    const setup = jobDeps();
    const takes: string[] = [];
    const take = setup.deps.queue.take;
    setup.deps.queue.take = (entry, ...rest) => {
      takes.push(entry.jobId);
      return take(entry, ...rest);
    };
    const [running, second, third] = [await uploaded(setup), await uploaded(setup), await uploaded(setup)];
    await beginImport(setup.deps, ana, running as string, now);
    await beginImport(setup.deps, ana, second as string, new Date(now.getTime() + 1));
    takes.length = 0;
    const view = await beginImport(setup.deps, ana, third as string, new Date(now.getTime() + 2));
    expect(view).toMatchObject({ status: 'queued', queuePosition: 1, recipes: [], failures: [] });
    // The second (oldest waiting) is asked and found its owner busy; the third is not asked.
    expect(takes).toEqual([second]);
  });

  it('caps the imports running across the app and shows each waiting one its place', async () => {
    const setup = jobDeps(1);
    const people = ['p1', 'p2', 'p3'].map((userId) => ({ userId, householdId: userId }));
    const jobs = [];
    for (const person of people) jobs.push(await uploaded(setup, person));
    for (const [i, person] of people.entries())
      await beginImport(setup.deps, person, jobs[i] as string, new Date(now.getTime() + i));
    expect(setup.started).toHaveLength(1);
    expect(await getImport(setup.deps, 'p2', jobs[1] as string)).toMatchObject({
      status: 'queued',
      queuePosition: 0,
    });
    expect(await getImport(setup.deps, 'p3', jobs[2] as string)).toMatchObject({
      status: 'queued',
      queuePosition: 1,
    });
    // A waiting import cancelled leaves the line; the one behind moves up.
    await cancelImport(setup.deps, 'p2', jobs[1] as string, now);
    expect(await getImport(setup.deps, 'p3', jobs[2] as string)).toMatchObject({
      status: 'queued',
      queuePosition: 0,
    });
    expect(setup.queue.entries.map((entry) => entry.jobId)).toEqual([jobs[2]]);
  });

  it('frees a place whose lease ran out (a job that died without finishing)', async () => {
    const setup = jobDeps(1);
    const stuck = await uploaded(setup, ben);
    await beginImport(setup.deps, ben, stuck, now);
    const next = await uploaded(setup);
    expect((await beginImport(setup.deps, ana, next, now)).status).toBe('queued');
    const muchLater = new Date(now.getTime() + 7 * 60 * 60 * 1000);
    const { startWaiting } = await import('./queue.js');
    expect(await startWaiting(setup.deps, muchLater)).toBe(1);
    expect((await getImport(setup.deps, 'ana', next)).status).toBe('reading');
  });
});

describe('retrying the failed items', () => {
  async function finishedWithFailures(setup: ReturnType<typeof jobDeps>) {
    const jobId = await uploaded(setup);
    await beginImport(setup.deps, ana, jobId, now);
    const job = setup.jobs.jobs.get(`ana/${jobId}`);
    if (job) job.status = 'stopped';
    await setup.deps.queue.release('ana', jobId);
    for (const [itemKey, itemRef] of [
      ['a', 'imports/ana/j/items/a.json'],
      ['b', null],
    ] as const)
      await setup.jobs.record(
        'ana',
        jobId,
        {
          itemKey,
          status: 'failed',
          origin: itemKey,
          reason: 'The table was busy',
          recipeId: null,
          title: null,
          itemRef,
          at: now.toISOString(),
        },
        null,
      );
    return jobId;
  }

  it('runs again only the items that can be read again, with their own manifest', async () => {
    const setup = jobDeps();
    const jobId = await finishedWithFailures(setup);
    let metered = 0;
    const view = await retryFailedItems(setup.deps, ana, jobId, now, async () => {
      metered += 1;
    });
    expect(metered).toBe(1);
    expect(view.status).toBe('running');
    const run = setup.started.at(-1)?.run;
    expect(run?.items).toEqual([{ key: 'a', itemKey: 'imports/ana/j/items/a.json' }]);
    expect(setup.storage.files.has(String(run?.manifest?.key))).toBe(true);
  });

  it('is refused for a household its owner left, while going, or with nothing to retry', async () => {
    const setup = jobDeps();
    const jobId = await finishedWithFailures(setup);
    expect(
      await refusal(retryFailedItems(setup.deps, { userId: 'ana', householdId: 'elsewhere' }, jobId, now)),
    ).toMatchObject({ statusCode: 403, message: NO_LONGER_IN_HOUSEHOLD });
    await retryFailedItems(setup.deps, ana, jobId, now);
    expect((await refusal(retryFailedItems(setup.deps, ana, jobId, now))).message).toBe(
      'Wait for the import to finish first',
    );
    const clean = await uploaded(setup);
    const job = setup.jobs.jobs.get(`ana/${clean}`);
    if (job) job.status = 'done';
    expect((await refusal(retryFailedItems(setup.deps, ana, clean, now))).message).toBe(
      'There are no failed items to retry',
    );
  });
});
