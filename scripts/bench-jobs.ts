// Bench scenarios of the long jobs: a collection import made, begun, read, retried and cancelled, a
// large file's upload completed or given up, an export of everything started and read, and a printable
// cookbook made. Jobs run on the local workflow runner after their call answers; a call that begins
// one is timed a few times only (maxCalls), so the jobs it leaves running do not crowd the next ones.
import { paprikaExport } from '../test/support/collection-files.js';
import { scannedPdf } from '../test/support/scanned-pdf.js';
import { type BenchContext, type Scenario, type ScenarioGroup, setupCall } from './bench-scenario.js';

const MB = 1024 * 1024;
/** Past COLLECTION_MULTIPART_BYTES (20 MB): the file goes up in 10 MB parts. */
const LARGE_FILE = 21 * MB;

interface CreatedImport {
  job: { jobId: string };
  upload:
    | { mode: 'post'; url: string; fields: Record<string, string> }
    | {
        mode: 'multipart';
        multipartId: string;
        partSize: number;
        parts: { partNumber: number; url: string }[];
      };
}

const createImport = (ctx: BenchContext, token: string, size: number, fileName = 'recipes.paprikarecipes') =>
  setupCall<CreatedImport>(ctx, token, '/api/imports', 'POST', { fileName, size });

/** Three recipes in a Paprika archive, uploaded as the browser does: a job ready to begin. */
async function uploadedImport(ctx: BenchContext, token: string, i: number, count = 3): Promise<string> {
  const bytes = paprikaExport(
    Array.from({ length: count }, (_, k) => ({
      name: `Imported ${ctx.runId} ${i}-${k}`,
      ingredients: '2 cups flour\n1 cup milk',
      directions: 'Whisk.\nBake 25 minutes.',
    })),
  );
  const made = await createImport(ctx, token, bytes.length);
  if (made.upload.mode !== 'post') throw new Error('Bench: a small file should go up in one POST');
  const form = new FormData();
  for (const [name, value] of Object.entries(made.upload.fields)) form.append(name, value);
  form.append(
    'file',
    new Blob([Buffer.from(bytes)], { type: 'application/octet-stream' }),
    'recipes.paprikarecipes',
  );
  const stored = await fetch(made.upload.url, { method: 'POST', body: form });
  if (stored.status >= 300) throw new Error(`Bench: the archive upload answered ${stored.status}`);
  return made.job.jobId;
}

/** A one-page scan (no text layer), drawn once: each long import the bench starts uploads it. */
let scan: Promise<Uint8Array> | undefined;

/** A long import (issue 33) of the bench cook: a scanned PDF uploaded and read by a job; its id. */
async function documentImport(ctx: BenchContext): Promise<string> {
  scan ??= scannedPdf({ title: 'Boiled egg', ingredients: ['1 egg'], steps: ['Boil it.'] });
  const bytes = await scan;
  const signed = await setupCall<{ url: string; fields: Record<string, string>; key: string }>(
    ctx,
    ctx.idToken,
    '/api/uploads/recipe-file',
    'POST',
    { contentType: 'application/pdf', size: bytes.length },
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
  form.append('file', new Blob([Buffer.from(bytes)], { type: 'application/pdf' }), 'scan.pdf');
  const stored = await fetch(signed.url, { method: 'POST', body: form });
  if (stored.status >= 300) throw new Error(`Bench: the scan's upload answered ${stored.status}`);
  const started = await setupCall<{ job?: { jobId: string } }>(
    ctx,
    ctx.idToken,
    '/api/extract-recipe',
    'POST',
    {
      type: 'pdf',
      key: signed.key,
    },
  );
  if (!started.job) throw new Error('Bench: a scanned PDF should be read by a job');
  return started.job.jobId;
}

/** Waits for a job (import or export) to end; answers its last view. */
async function ended(ctx: BenchContext, token: string, path: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 600; i++) {
    const job = await setupCall(ctx, token, path);
    if (!['waiting-for-file', 'queued', 'reading', 'running'].includes(String(job.status))) return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Bench: ${path} did not end`);
}

/** The import the begin scenario began last, per bench run. */
const begunLast = new WeakMap<BenchContext, string>();

/** A free cook's import that stopped at the free tier's 50 recipes, leaving two to retry. */
async function stoppedImport(ctx: BenchContext, i: number) {
  const cook = await ctx.signUp(`retrier${i}`);
  for (let start = 0; start < 49; start += 20)
    await setupCall(ctx, cook.idToken, '/api/recipes', 'POST', {
      recipes: Array.from({ length: Math.min(20, 49 - start) }, (_, k) => ({ title: `Own ${start + k}` })),
    });
  const jobId = await uploadedImport(ctx, cook.idToken, i);
  await setupCall(ctx, cook.idToken, `/api/imports/${jobId}/begin`, 'POST');
  const job = await ended(ctx, cook.idToken, `/api/imports/${jobId}`);
  if (job.status !== 'stopped') throw new Error(`Bench: the import ended ${job.status}, not stopped`);
  return { token: cook.idToken, path: `/api/imports/${jobId}/retry` };
}

/** A large file's upload begun, its parts sent: what completing it names. */
async function largeUploadSent(ctx: BenchContext) {
  const made = await createImport(ctx, ctx.idToken, LARGE_FILE, 'big.zip');
  if (made.upload.mode !== 'multipart') throw new Error('Bench: a 21 MB file should go up in parts');
  const parts = [];
  for (const target of made.upload.parts) {
    const size = Math.min(made.upload.partSize, LARGE_FILE - (target.partNumber - 1) * made.upload.partSize);
    const reply = await fetch(target.url, {
      method: 'PUT',
      body: new Uint8Array(size).fill(target.partNumber),
    });
    if (reply.status !== 200) throw new Error(`Bench: an archive part answered ${reply.status}`);
    parts.push({ partNumber: target.partNumber, etag: reply.headers.get('etag') ?? '' });
  }
  return {
    path: `/api/imports/${made.job.jobId}/upload/complete`,
    body: { multipartId: made.upload.multipartId, parts },
  };
}

const scenarios: Scenario[] = [
  {
    method: 'POST',
    route: '/api/imports',
    label: 'Collection import: make the job, sign the upload',
    body: () => ({ fileName: 'recipes.paprikarecipes', size: 120_000 }),
    expectStatus: 201,
  },
  {
    method: 'POST',
    route: '/api/imports/{id}/begin',
    label: 'Collection import: begin (3 recipes)',
    arrange: async (ctx, i) => {
      // The usual case, which the budget counts: a place is free. The cook's import begun by the call
      // before is waited out first; begun while it runs, this one would queue and read its place in
      // the queue too, and the count would hang on how fast the last one ran (CI saw 11 once).
      const before = begunLast.get(ctx);
      if (before) await ended(ctx, ctx.idToken, `/api/imports/${before}`);
      const jobId = await uploadedImport(ctx, ctx.idToken, i);
      begunLast.set(ctx, jobId);
      return { path: `/api/imports/${jobId}/begin` };
    },
    expectStatus: 202,
    maxCalls: 5,
  },
  { method: 'GET', route: '/api/imports/{id}', path: (ctx) => `/api/imports/${ctx.importJobId}` },
  {
    method: 'POST',
    route: '/api/imports/{id}/retry',
    label: 'Collection import: retry what the free tier stopped',
    arrange: stoppedImport,
    expectStatus: 202,
    maxCalls: 3,
  },
  {
    method: 'POST',
    route: '/api/imports/{id}/cancel',
    arrange: async (ctx) => ({
      path: `/api/imports/${(await createImport(ctx, ctx.idToken, 120_000)).job.jobId}/cancel`,
    }),
  },
  {
    method: 'POST',
    route: '/api/imports/{id}/upload/complete',
    label: 'Collection import: complete a 21 MB upload of three parts',
    arrange: largeUploadSent,
    expectStatus: 204,
    maxCalls: 3,
  },
  {
    method: 'POST',
    route: '/api/imports/{id}/upload/abort',
    arrange: async (ctx) => {
      const made = await createImport(ctx, ctx.idToken, LARGE_FILE, 'big.zip');
      if (made.upload.mode !== 'multipart') throw new Error('Bench: a 21 MB file should go up in parts');
      return {
        path: `/api/imports/${made.job.jobId}/upload/abort`,
        body: { multipartId: made.upload.multipartId },
      };
    },
    expectStatus: 204,
  },
  {
    method: 'POST',
    route: '/api/exports',
    label: 'Export everything: start (a cook with three recipes)',
    arrange: async (ctx, i) => {
      const cook = await ctx.signUp(`exporter${i}`);
      await setupCall(ctx, cook.idToken, '/api/recipes', 'POST', {
        recipes: [{ title: 'Soup' }, { title: 'Bread' }, { title: 'Pie' }],
      });
      return { token: cook.idToken };
    },
    body: () => ({}),
    expectStatus: 202,
    maxCalls: 3,
  },
  { method: 'GET', route: '/api/document-imports', label: "Long imports: the cook's recent ones" },
  {
    method: 'GET',
    route: '/api/document-imports/{id}',
    path: (ctx) => `/api/document-imports/${ctx.documentImportJobId}`,
  },
  {
    method: 'DELETE',
    route: '/api/document-imports/{id}',
    label: 'Long imports: dismiss one',
    arrange: async (ctx) => ({ path: `/api/document-imports/${await documentImport(ctx)}` }),
    expectStatus: 204,
    maxCalls: 3,
  },
  { method: 'GET', route: '/api/exports' },
  { method: 'GET', route: '/api/exports/{id}', path: (ctx) => `/api/exports/${ctx.exportJobId}` },
  {
    method: 'POST',
    route: '/api/cookbooks',
    label: 'Printable cookbook of two recipes',
    body: (ctx) => ({ title: 'Bench favourites', recipeIds: [ctx.recipeId, ctx.otherPublicRecipeId] }),
    expectStatus: 201,
    maxCalls: 5,
  },
  // A chosen version printed (issue 39): the recipes as above, and the version rebuilt (one Query).
  {
    method: 'POST',
    route: '/api/cookbooks',
    label: 'Printable cookbook of a chosen version',
    body: (ctx) => ({
      title: 'Bench, as it was',
      recipeIds: [ctx.recipeId],
      versions: { [ctx.recipeId]: 1 },
    }),
    expectStatus: 201,
    maxCalls: 5,
    budget: { requests: 3 },
  },
];

/** An import of three recipes run to its end, and an export of everything, for the reads. */
export const jobScenarios: ScenarioGroup = {
  name: 'imports, exports and cookbooks',
  prepare: async (ctx) => {
    const importJobId = await uploadedImport(ctx, ctx.idToken, 0);
    await setupCall(ctx, ctx.idToken, `/api/imports/${importJobId}/begin`, 'POST');
    await ended(ctx, ctx.idToken, `/api/imports/${importJobId}`);
    const started = await setupCall<{ jobId: string }>(ctx, ctx.idToken, '/api/exports', 'POST', {});
    await ended(ctx, ctx.idToken, `/api/exports/${started.jobId}`);
    return { importJobId, exportJobId: started.jobId, documentImportJobId: await documentImport(ctx) };
  },
  scenarios,
};
