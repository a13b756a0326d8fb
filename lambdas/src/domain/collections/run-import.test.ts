// The import workflow's tasks (run-import.ts) over in-memory stand-ins (issue 40 item 4): each item
// saved once, skipped or failed with its reason, the job stopping at the free tier's limit, and, as each
// item runs (issue 32), the owner's household and sessions read again: an import stops for a household
// its owner has left, or once they signed out everywhere, whatever the job was made with.
import { describe, expect, it } from 'vitest';
import type { ImportJobRecord } from '../../data/entities/import-job.js';
import type { CreateOutcome } from '../../data/entities/recipe.js';
import { DomainRefusal } from '../../shared/errors.js';
import { MADE_BEFORE_SIGN_OUT, NO_LONGER_IN_HOUSEHOLD } from '../access/capabilities.js';
import { subscriptionRequiredMessage } from '../billing/access.js';
import { keepCooks } from './cooked-back.js';
import { haltRunningImport } from './halt-import.js';
import { type ItemDeps, importItem } from './import-item.js';
import {
  memoryJobs,
  memoryQueue,
  memorySessions,
  memoryStorage,
  memoryWorkflow,
} from './in-memory.testkit.js';
import { finishDraft } from './item.js';
import { itemToFile } from './item-file.js';
import { itemKeyOf } from './jobs.js';
import { type FinishDeps, finishImport, readArchive, recordItemFailure } from './run-import.js';

const made = '2026-11-23T10:00:00.000Z';
const now = () => new Date('2026-11-23T10:05:00.000Z');

function job(fields: Partial<ImportJobRecord> = {}): ImportJobRecord {
  return {
    jobId: 'j1',
    userId: 'ana',
    householdId: 'home',
    authorizedAt: made,
    fileName: 'box.paprikarecipes',
    uploadKey: 'imports/ana/j1/upload',
    status: 'running',
    format: 'paprika',
    total: 3,
    imported: 0,
    failed: 0,
    skipped: 0,
    message: null,
    link: null,
    executionArn: 'arn:execution:j1-1',
    createdAt: made,
    updatedAt: made,
    ...fields,
  };
}

/** The task deps, with a recipe store that answers `outcomes` in turn (then 'created'). */
function itemSetup(options: { outcomes?: (CreateOutcome | DomainRefusal)[]; members?: string[] } = {}) {
  const jobs = memoryJobs();
  const storage = memoryStorage();
  const sessions = memorySessions({
    ana: {
      validAfter: 0,
      disabled: false,
      deleted: false,
      householdId: 'home',
      householdMembers: options.members ?? ['olga', 'ana'],
    },
  });
  const created: { title: string; householdId: string; holds: unknown }[] = [];
  const outcomes = [...(options.outcomes ?? [])];
  const deps: ItemDeps = {
    jobs: jobs as unknown as ItemDeps['jobs'],
    storage: storage as unknown as ItemDeps['storage'],
    bucket: 'media',
    now,
    sessions,
    pages: { read: async () => ({ reason: 'No recipe was found at this address' }) },
    rate: async () => {},
    creation: {
      recipes: {
        create: async (recipe, _links, options) => {
          const next = outcomes.shift() ?? 'created';
          if (next instanceof DomainRefusal) throw next;
          if (next === 'created')
            created.push({ title: recipe.title, householdId: recipe.householdId, holds: options.holds });
          return next;
        },
      },
      tags: { findOrCreate: async () => [] } as unknown as ItemDeps['creation']['tags'],
      categories: {} as ItemDeps['creation']['categories'],
      allowance: { reserve: async () => ({}) },
      media: null,
    },
  };
  return { deps, jobs, storage, sessions, created };
}

/** An item of the job in the bucket, as ReadArchive leaves it. */
function storeItem(storage: ReturnType<typeof memoryStorage>, title: string) {
  const finished = finishDraft(
    { title, ingredients: ['1 leek'], instructions: ['Simmer.'] },
    `${title}.paprikarecipe`,
  );
  if (!('item' in finished)) throw new Error('the draft did not finish');
  const itemKey = itemKeyOf('ana', 'j1', finished.item.key);
  storage.files.set(itemKey, itemToFile(finished.item));
  return { key: finished.item.key, itemKey };
}

const run = (deps: ItemDeps, item: { key: string; itemKey: string }) =>
  importItem(deps, { jobId: 'j1', userId: 'ana', item });

describe('ImportItem', () => {
  it("saves an item into the job's household with the members read as it runs, and records it", async () => {
    const setup = itemSetup({ members: ['olga', 'ana', 'new'] });
    await setup.jobs.create(job());
    expect(await run(setup.deps, storeItem(setup.storage, 'Leek soup'))).toEqual({ status: 'imported' });
    expect(setup.created).toEqual([
      { title: 'Leek soup', householdId: 'home', holds: { householdId: 'home' } },
    ]);
    expect(setup.jobs.jobs.get('ana/j1')).toMatchObject({ imported: 1, status: 'running' });
  });

  it('halts the job for a household its owner has left: the item fails with why, and so does the rest', async () => {
    const setup = itemSetup();
    await setup.jobs.create(job());
    setup.sessions.records.ana = { validAfter: 0, disabled: false, deleted: false, householdId: 'ana' };
    const first = storeItem(setup.storage, 'Leek soup');
    expect(await run(setup.deps, first)).toEqual({ status: 'failed' });
    expect(setup.created).toEqual([]);
    expect(setup.jobs.jobs.get('ana/j1')).toMatchObject({
      status: 'running',
      halt: { message: NO_LONGER_IN_HOUSEHOLD, link: null },
      failed: 1,
    });
    expect((await setup.jobs.result('j1', first.key))?.reason).toBe(NO_LONGER_IN_HOUSEHOLD);
    const bread = storeItem(setup.storage, 'Bread');
    expect(await run(setup.deps, bread)).toEqual({ status: 'failed' });
    expect(setup.created).toEqual([]);
    expect(await setup.jobs.result('j1', bread.key)).toMatchObject({
      status: 'failed',
      reason: NO_LONGER_IN_HOUSEHOLD,
      itemRef: bread.itemKey,
    });
    expect(setup.jobs.jobs.get('ana/j1')).toMatchObject({ failed: 2 });
  });

  it('halts a job begun before its owner signed out of all devices', async () => {
    const setup = itemSetup();
    await setup.jobs.create(job());
    setup.sessions.records.ana = {
      validAfter: Math.floor(Date.parse(made) / 1000) + 60,
      disabled: false,
      deleted: false,
      householdId: 'home',
    };
    expect(await run(setup.deps, storeItem(setup.storage, 'Leek soup'))).toEqual({ status: 'failed' });
    expect(setup.jobs.jobs.get('ana/j1')?.halt).toEqual({ message: MADE_BEFORE_SIGN_OUT, link: null });
  });

  it('halts when the save finds the owner gone from the household meanwhile', async () => {
    const setup = itemSetup({ outcomes: [new DomainRefusal('not-in-household', NO_LONGER_IN_HOUSEHOLD)] });
    await setup.jobs.create(job());
    expect(await run(setup.deps, storeItem(setup.storage, 'Leek soup'))).toEqual({ status: 'failed' });
    expect(setup.jobs.jobs.get('ana/j1')?.halt?.message).toBe(NO_LONGER_IN_HOUSEHOLD);
  });

  it('halts cleanly at the free tier: the item that hit it is counted failed, the job runs to its end', async () => {
    const setup = itemSetup({ outcomes: ['over-limit'] });
    await setup.jobs.create(job());
    expect(await run(setup.deps, storeItem(setup.storage, 'Leek soup'))).toEqual({ status: 'failed' });
    expect(setup.jobs.jobs.get('ana/j1')).toMatchObject({
      status: 'running',
      failed: 1,
      halt: { message: subscriptionRequiredMessage('recipe-storage'), link: '/subscription' },
    });
  });

  it('keeps every item handed out after the free tier halted the job as a retryable failure', async () => {
    // The workflow runs items side by side: which were in flight when the halt came is timing (CI saw
    // 2 of 3 kept), so an item that finds the job halting is kept as failed too, never passed silently.
    const setup = itemSetup({ outcomes: ['over-limit'] });
    await setup.jobs.create(job());
    expect(await run(setup.deps, storeItem(setup.storage, 'Leek soup'))).toEqual({ status: 'failed' });
    const later = storeItem(setup.storage, 'Bread');
    expect(await run(setup.deps, later)).toEqual({ status: 'failed' });
    expect(setup.created).toEqual([]);
    expect(await setup.jobs.result('j1', later.key)).toMatchObject({
      status: 'failed',
      reason: subscriptionRequiredMessage('recipe-storage'),
      itemRef: later.itemKey,
    });
    expect(setup.jobs.jobs.get('ana/j1')).toMatchObject({ status: 'running', failed: 2 });
  });

  it('throws a fault (retried by the workflow) when the save stays busy, recording nothing', async () => {
    const setup = itemSetup({ outcomes: ['busy'] });
    await setup.jobs.create(job());
    await expect(run(setup.deps, storeItem(setup.storage, 'Leek soup'))).rejects.toMatchObject({
      name: 'ItemFault',
    });
    expect(await setup.jobs.results('j1')).toEqual([]);
  });

  it('skips an item imported before, and one whose page has no recipe fails with the reason', async () => {
    const setup = itemSetup();
    await setup.jobs.create(job());
    const item = storeItem(setup.storage, 'Leek soup');
    setup.jobs.imported.set(`ana/${item.key}`, 'r-old');
    expect(await run(setup.deps, item)).toEqual({ status: 'skipped' });
    const link = {
      kind: 'link' as const,
      key: 'l1',
      origin: 'https://example.com/x',
      url: 'https://example.com/x',
    };
    setup.storage.files.set('imports/ana/j1/items/l1.json', new TextEncoder().encode(JSON.stringify(link)));
    expect(await run(setup.deps, { key: 'l1', itemKey: 'imports/ana/j1/items/l1.json' })).toEqual({
      status: 'failed',
    });
    expect((await setup.jobs.result('j1', 'l1'))?.reason).toBe('No recipe was found at this address');
    expect(setup.jobs.jobs.get('ana/j1')).toMatchObject({ skipped: 1, failed: 1, status: 'running' });
  });

  it('lets items of a cancelled job pass without work', async () => {
    const setup = itemSetup();
    await setup.jobs.create(job({ status: 'cancelled' }));
    expect(await run(setup.deps, storeItem(setup.storage, 'Leek soup'))).toEqual({ status: 'passed' });
    expect(setup.created).toEqual([]);
  });
});

describe('ReadArchive', () => {
  it('refuses to read for a household its owner has left (the job then fails with the reason)', async () => {
    const setup = itemSetup();
    await setup.jobs.create(job({ status: 'reading' }));
    setup.sessions.records.ana = { validAfter: 0, disabled: false, deleted: false, householdId: 'elsewhere' };
    await expect(readArchive(setup.deps, { jobId: 'j1', userId: 'ana' })).rejects.toMatchObject({
      message: NO_LONGER_IN_HOUSEHOLD,
    });
  });
});

describe('RecordItemFailure', () => {
  it('fails the item alone with a reason a person can read, keeping it retryable', async () => {
    const setup = itemSetup();
    await setup.jobs.create(job());
    const item = storeItem(setup.storage, 'Leek soup');
    await recordItemFailure(setup.deps, {
      jobId: 'j1',
      userId: 'ana',
      item,
      failure: { Error: 'ItemFault' },
    });
    expect(await setup.jobs.result('j1', item.key)).toMatchObject({
      status: 'failed',
      origin: 'Leek soup.paprikarecipe',
      itemRef: item.itemKey,
    });
  });
});

/** FinishImport's dependencies over an item setup: no mail to send, a queue of one place. */
function finishDeps(setup: ReturnType<typeof itemSetup>, queue?: Partial<FinishDeps['queue']>): FinishDeps {
  return {
    ...setup.deps,
    mail: {
      profiles: { get: async () => null } as never,
      jobs: { claimMail: async () => true, releaseMail: async () => {} },
      now,
      sendMail: async () => {},
      origin: async () => '',
    },
    queue: {
      queue: memoryQueue(setup.jobs),
      capacity: 1,
      workflowOf: () => memoryWorkflow().workflow,
      ...queue,
    },
  };
}

describe('FinishImport', () => {
  it('ends the job and hands its place to the next waiting import, on the same state machine', async () => {
    const setup = itemSetup();
    const queue = memoryQueue(setup.jobs);
    const { workflow, started } = memoryWorkflow();
    const machines: string[] = [];
    const deps = finishDeps(setup, {
      queue,
      workflowOf: (arn) => {
        machines.push(arn);
        return workflow;
      },
    });
    await setup.jobs.create(job({ status: 'reading' }));
    await setup.jobs.create(
      job({ jobId: 'j2', userId: 'ben', householdId: 'ben', status: 'waiting-for-file' }),
    );
    // j1 holds the app's one place; j2 waits for it.
    await queue.enqueue(
      { jobId: 'j1', userId: 'ana', queuedAt: made, run: { jobId: 'j1', userId: 'ana' }, next: 'reading' },
      ['reading'],
    );
    await queue.take((await queue.waiting())[0] as never, 0, now(), 3600);
    await queue.enqueue(
      { jobId: 'j2', userId: 'ben', queuedAt: made, run: { jobId: 'j2', userId: 'ben' }, next: 'reading' },
      ['waiting-for-file'],
    );

    expect(await finishImport(deps, { jobId: 'j1', userId: 'ana', stateMachineArn: 'arn:machine' })).toEqual({
      status: 'done',
    });
    expect(setup.jobs.jobs.get('ana/j1')?.status).toBe('done');
    expect(machines).toEqual(['arn:machine']);
    expect(started).toEqual([{ run: { jobId: 'j2', userId: 'ben' }, name: 'j2-1' }]);
    expect(setup.jobs.jobs.get('ben/j2')?.status).toBe('reading');
  });

  it("logs the export's meals back before the job says done, and none for a halted job", async () => {
    for (const halt of [null, { message: 'Stopped at your request.', link: null }]) {
      const setup = itemSetup();
      // The job's status as each meal is logged: a cook who opens the log at "done" finds them all.
      const seenAt: (string | undefined)[] = [];
      const deps: FinishDeps = {
        ...finishDeps(setup),
        cookLog: {
          log: async () => {
            seenAt.push(setup.jobs.jobs.get('ana/j1')?.status);
            return 'logged';
          },
        },
      };
      await setup.jobs.create(job({ halt }));
      await setup.jobs.record(
        'ana',
        'j1',
        {
          itemKey: 'soup',
          status: 'imported',
          origin: 'soup.json',
          reason: null,
          recipeId: 'r-soup',
          title: 'Leek soup',
          itemRef: null,
          at: made,
        },
        null,
      );
      const meal = { file: 'soup.json', cookName: 'Sam', servings: null, rating: null, note: null };
      await keepCooks(setup.storage as unknown as FinishDeps['storage'], 'ana', 'j1', [
        { ...meal, id: 'c1', cookedOn: '2026-02-01' },
        { ...meal, id: 'c2', cookedOn: '2026-03-01' },
      ]);

      const { status } = await finishImport(deps, { jobId: 'j1', userId: 'ana' });
      expect({ halt: halt !== null, status, seenAt }).toEqual(
        halt
          ? { halt: true, status: 'stopped', seenAt: [] }
          : { halt: false, status: 'done', seenAt: ['running', 'running'] },
      );
    }
  });

  it('stops a halted job once its workflow has handed out every item, saying why', async () => {
    const setup = itemSetup();
    const deps = finishDeps(setup);
    const why = { message: subscriptionRequiredMessage('recipe-storage'), link: '/subscription' };
    await setup.jobs.create(job({ halt: why }));
    expect(await finishImport(deps, { jobId: 'j1', userId: 'ana' })).toEqual({ status: 'stopped' });
    expect(setup.jobs.jobs.get('ana/j1')).toMatchObject({ status: 'stopped', ...why, halt: null });
  });

  it('fails the job with the reason its file was refused', async () => {
    const setup = itemSetup();
    const deps = finishDeps(setup);
    await setup.jobs.create(job({ status: 'reading' }));
    await finishImport(deps, {
      jobId: 'j1',
      userId: 'ana',
      failure: { Error: 'ArchiveRefused', Cause: 'That file is not a recipe collection' },
    });
    expect(setup.jobs.jobs.get('ana/j1')).toMatchObject({
      status: 'failed',
      message: 'That file is not a recipe collection',
    });
  });
});

/** Ana's job j1 queued and given its place: her running mark names it. */
async function holdingItsPlace(jobs: ReturnType<typeof memoryJobs>, queue: ReturnType<typeof memoryQueue>) {
  await jobs.create(job({ status: 'waiting-for-file' }));
  await queue.enqueue(
    { jobId: 'j1', userId: 'ana', queuedAt: made, run: { jobId: 'j1', userId: 'ana' }, next: 'running' },
    ['waiting-for-file'],
  );
  await queue.take((await queue.waiting())[0] as never, 0, now(), 3600);
}

describe('haltRunningImport (the event halts the job at once: leaving, removal, signing out everywhere)', () => {
  it("halts the person's running job with the reason; its items are then kept failed with it", async () => {
    const setup = itemSetup();
    const queue = memoryQueue(setup.jobs);
    await holdingItsPlace(setup.jobs, queue);
    await haltRunningImport({ queue, jobs: setup.jobs, now }, 'ana', NO_LONGER_IN_HOUSEHOLD);
    expect(setup.jobs.jobs.get('ana/j1')).toMatchObject({
      status: 'running',
      halt: { message: NO_LONGER_IN_HOUSEHOLD, link: null },
    });
    // The next item handed out does no work: it is kept as a retryable failure, with the reason.
    const item = storeItem(setup.storage, 'Leek soup');
    expect(await run(setup.deps, item)).toEqual({ status: 'failed' });
    expect(setup.created).toEqual([]);
    expect(await setup.jobs.result('j1', item.key)).toMatchObject({
      status: 'failed',
      reason: NO_LONGER_IN_HOUSEHOLD,
    });
  });

  it('leaves alone a person with nothing running, and a job that ended while its mark was still held', async () => {
    const setup = itemSetup();
    const queue = memoryQueue(setup.jobs);
    await haltRunningImport({ queue, jobs: setup.jobs, now }, 'ana', MADE_BEFORE_SIGN_OUT);
    expect(setup.jobs.jobs.size).toBe(0);
    await holdingItsPlace(setup.jobs, queue);
    await setup.jobs.update('ana', 'j1', ['running'], { status: 'done' });
    expect(await queue.runningJob('ana')).toBe('j1');
    await haltRunningImport({ queue, jobs: setup.jobs, now }, 'ana', MADE_BEFORE_SIGN_OUT);
    expect(setup.jobs.jobs.get('ana/j1')).toMatchObject({ status: 'done' });
    expect(setup.jobs.jobs.get('ana/j1')?.halt ?? null).toBeNull();
  });
});
