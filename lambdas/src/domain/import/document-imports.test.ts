// Long imports (issue 33) with in-memory fakes of the job table and the workflow: the hand-off from the
// quick workflow starts a job, steps are recorded once each however often a task is delivered, the end
// is written once, another person's job is not found. The same use cases run against DynamoDB Local
// and the Step Functions stand-in in test/integration/document-imports.test.ts.
import { describe, expect, it } from 'vitest';
import type { DocumentImportRecord, DocumentImportRepository } from '../../data/entities/document-import.js';
import type { AppError } from '../../shared/errors.js';
import {
  dismissDocumentImport,
  finishDocumentImport,
  getDocumentImport,
  recentDocumentImports,
  recordDocumentImportStep,
  startDocumentImport,
} from './document-imports.js';
import { extractRecipe } from './extract-recipe.js';
import type { DocumentJobInput } from './ports.js';

/** The job table as the repository keeps it, in memory, with its conditions. */
function fakeJobs(): DocumentImportRepository & { rows: Map<string, DocumentImportRecord> } {
  const rows = new Map<string, DocumentImportRecord>();
  const id = (userId: string, jobId: string) => `${userId}|${jobId}`;
  const whileReading = (userId: string, jobId: string, change: (job: DocumentImportRecord) => void) => {
    const job = rows.get(id(userId, jobId));
    if (job?.status !== 'reading') return false;
    change(job);
    return true;
  };
  return {
    rows,
    create: async (job) => {
      if (rows.has(id(job.userId, job.jobId))) throw new Error('exists');
      rows.set(id(job.userId, job.jobId), structuredClone(job));
    },
    get: async (userId, jobId) => structuredClone(rows.get(id(userId, jobId)) ?? null),
    update: async (userId, jobId, from, fields) => {
      const job = rows.get(id(userId, jobId));
      if (!job || !from.includes(job.status)) return false;
      Object.assign(job, fields);
      return true;
    },
    recent: async (userId) =>
      [...rows.values()].filter((job) => job.userId === userId).sort((a, b) => (a.jobId < b.jobId ? 1 : -1)),
    recordStep: async (userId, jobId, step, at) =>
      whileReading(userId, jobId, (job) => {
        job.steps[step] ??= at;
        job.updatedAt = at;
      }),
    finish: async (userId, jobId, recipes, at) =>
      whileReading(userId, jobId, (job) => {
        Object.assign(job, { status: 'done', recipes, updatedAt: at });
        job.steps.ready ??= at;
      }),
    fail: async (userId, jobId, message, at) =>
      whileReading(userId, jobId, (job) => Object.assign(job, { status: 'failed', message, updatedAt: at })),
    dismiss: async (userId, jobId) => {
      rows.delete(id(userId, jobId));
    },
  };
}

function fakeWorkflow() {
  const started: { input: DocumentJobInput; name: string }[] = [];
  return {
    started,
    workflow: {
      start: async (input: DocumentJobInput, name: string) => {
        started.push({ input, name });
        return `arn:aws:states:eu-west-1:1:execution:read-document-job:${name}`;
      },
    },
  };
}

const recipe = {
  title: "Shepherd's Pie",
  description: null,
  ingredients: ['500 g minced lamb'],
  instructions: ['Brown the lamb.'],
  sourceUrl: null,
  videoUrl: null,
  imageUrl: null,
  pdfUrl: '/api/media/recipe-files/cook-1/0123456789abcdef0123456789abcdef.pdf',
  prepTime: null,
  cookTime: null,
  servings: null,
  yields: null,
  suggestedCategories: [],
  uncertainLines: [],
  partial: false,
};

const owner = { userId: 'cook-1', householdId: 'home-1' };
const key = 'recipe-files/cook-1/0123456789abcdef0123456789abcdef.pdf';
const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 12, minute));

describe('a long import', () => {
  it('starts a job when the quick workflow hands a scanned PDF over, with reading begun', async () => {
    const jobs = fakeJobs();
    const { workflow, started } = fakeWorkflow();
    const result = await extractRecipe(
      {
        workflow: {
          run: async () => ({
            status: 'succeeded',
            output: { recipes: [], handOff: { textJob: { jobId: 'textract-1' }, pages: 3 } },
          }),
        },
        sources: { findRecipeId: async () => null },
        longImports: { jobs, workflow },
      },
      owner,
      { type: 'pdf', key, fileName: 'Nonna’s pie.pdf' },
      at(0),
    );
    expect(result.recipes).toEqual([]);
    expect(result.job).toMatchObject({
      type: 'pdf',
      fileName: 'Nonna’s pie.pdf',
      status: 'reading',
      pages: 3,
      steps: [{ step: 'reading', at: at(0).toISOString() }],
    });
    const jobId = result.job?.jobId ?? '';
    expect(started).toEqual([
      {
        input: {
          job: { userId: 'cook-1', jobId },
          type: 'pdf',
          key,
          handOff: { textJob: { jobId: 'textract-1' }, pages: 3 },
        },
        name: `document-import-${jobId}`,
      },
    ]);
    expect(jobs.rows.get(`cook-1|${jobId}`)).toMatchObject({
      householdId: 'home-1',
      executionArn: expect.stringContaining(jobId),
    });
  });

  it('records each step once however often a task is delivered, and ends once', async () => {
    const jobs = fakeJobs();
    const view = await startDocumentImport(
      { jobs, workflow: fakeWorkflow().workflow },
      owner,
      { type: 'pdf', key },
      { textJob: { jobId: 't' }, pages: 3 },
      at(0),
    );
    const job = { userId: owner.userId, jobId: view.jobId };
    await recordDocumentImportStep(jobs, job, 'finding', at(1));
    await recordDocumentImportStep(jobs, job, 'finding', at(2));
    await finishDocumentImport(jobs, job, { recipes: [recipe] }, at(3));
    await finishDocumentImport(jobs, job, { failure: { Error: 'FileUnreadable' } }, at(4));
    await recordDocumentImportStep(jobs, job, 'finding', at(5));
    const done = await getDocumentImport({ jobs }, owner.userId, view.jobId);
    expect(done).toMatchObject({ status: 'done', message: null, recipes: [recipe] });
    expect(done.steps).toEqual([
      { step: 'reading', at: at(0).toISOString() },
      { step: 'finding', at: at(1).toISOString() },
      { step: 'ready', at: at(3).toISOString() },
    ]);
  });

  it("says why a job failed in the import screen's words", async () => {
    const jobs = fakeJobs();
    const start = (minute: number) =>
      startDocumentImport(
        { jobs, workflow: fakeWorkflow().workflow },
        owner,
        { type: 'image', key: key.replace('.pdf', '.jpg') },
        {},
        at(minute),
      );
    const unreadable = await start(0);
    const slow = await start(1);
    const ref = (jobId: string) => ({ userId: owner.userId, jobId });
    await finishDocumentImport(jobs, ref(unreadable.jobId), { failure: { Error: 'NoRecipeInImage' } }, at(2));
    await finishDocumentImport(jobs, ref(slow.jobId), { failure: { Error: 'States.Timeout' } }, at(2));
    const { imports } = await recentDocumentImports({ jobs }, owner.userId);
    expect(imports.map((job) => [job.status, job.message])).toEqual([
      ['failed', 'That file took too long to read. Please try again.'],
      ['failed', 'No recipe found in image'],
    ]);
  });

  it('keeps a job to its owner: another cook neither reads nor dismisses it', async () => {
    const jobs = fakeJobs();
    const view = await startDocumentImport(
      { jobs, workflow: fakeWorkflow().workflow },
      owner,
      { type: 'pdf', key },
      {},
      at(0),
    );
    for (const attempt of [
      () => getDocumentImport({ jobs }, 'cook-2', view.jobId),
      () => dismissDocumentImport({ jobs }, 'cook-2', view.jobId),
      () => getDocumentImport({ jobs }, owner.userId, 'not-a-job-id'),
    ])
      await expect(attempt()).rejects.toMatchObject({ statusCode: 404 } satisfies Partial<AppError>);
    expect(await recentDocumentImports({ jobs }, 'cook-2')).toEqual({ imports: [] });
    await dismissDocumentImport({ jobs }, owner.userId, view.jobId);
    expect(jobs.rows.size).toBe(0);
  });

  it('reads as failed once past the workflow’s time limit, which ends it without a word', async () => {
    const jobs = fakeJobs();
    const view = await startDocumentImport(
      { jobs, workflow: fakeWorkflow().workflow },
      owner,
      { type: 'pdf', key },
      {},
      new Date(Date.now() - 21 * 60 * 1000),
    );
    expect(await getDocumentImport({ jobs }, owner.userId, view.jobId)).toMatchObject({
      status: 'failed',
      message: 'That file took too long to read. Please try again.',
    });
  });
});
