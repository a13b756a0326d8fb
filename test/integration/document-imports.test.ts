// Long imports against the local stack (issue 33): a scanned PDF of three pages uploaded as the browser
// uploads it; POST /api/extract-recipe answers 202 with a job at once; the read-document-job workflow
// runs on the Step Functions stand-in (Tesseract standing in for Textract) and writes each step on the
// job; the owner's open socket hears of every step through the table's stream; the job reads back with
// the recipe; the cook's list shows it until they dismiss it; nobody else reads or dismisses it.
import { beforeAll, describe, expect, it } from 'vitest';
import { scannedPdf, threePageRecipe } from '../support/scanned-pdf.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { subscribe } from './support/billing.js';
import { listen } from './support/live.js';

interface Job {
  jobId: string;
  type: string;
  fileName: string | null;
  status: 'reading' | 'done' | 'failed';
  pages: number | null;
  steps: { step: string; at: string }[];
  recipes: { title: string; ingredients: string[]; instructions: string[]; pdfUrl: string | null }[];
  message: string | null;
}

async function upload(session: Session, bytes: Uint8Array): Promise<string> {
  const signed = await api<{ url: string; fields: Record<string, string>; key: string }>(
    '/api/uploads/recipe-file',
    { method: 'POST', token: session.idToken, body: { contentType: 'application/pdf', size: bytes.length } },
  );
  expect(signed.status).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(signed.body.fields)) form.append(name, value);
  form.append('file', new Blob([Buffer.from(bytes)], { type: 'application/pdf' }), 'scan.pdf');
  expect((await fetch(signed.body.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  return signed.body.key;
}

async function paidCook(): Promise<Session> {
  const cook = await signUpUser();
  await subscribe(cook);
  return cook;
}

describe('a scanned PDF of three pages', () => {
  // Drawn first: drawing blocks this process for a moment, long enough for a kept-alive connection to
  // the stack to be closed under it mid-test.
  let pdf: Uint8Array;
  beforeAll(async () => {
    pdf = await scannedPdf();
  });

  it('is read by a job whose steps reach the open socket, and reads back with its recipe', async () => {
    const cook = await paidCook();
    const listener = await listen(cook);
    const key = await upload(cook, pdf);
    const started = await api<{ recipes: unknown[]; job: Job }>('/api/extract-recipe', {
      method: 'POST',
      token: cook.idToken,
      body: { type: 'pdf', key, fileName: 'Sunday pie.pdf' },
    });
    expect(started.status).toBe(202);
    expect(started.body.recipes).toEqual([]);
    const { jobId } = started.body.job;
    expect(started.body.job).toMatchObject({
      type: 'pdf',
      fileName: 'Sunday pie.pdf',
      status: 'reading',
      pages: 3,
      steps: [{ step: 'reading', at: expect.any(String) }],
    });

    // The screen's way: wait for a push about this job, read it; poll only as a safety net.
    let job = started.body.job;
    const until = Date.now() + 90_000;
    while (job.status === 'reading' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      job = (await api<Job>(`/api/document-imports/${jobId}`, { token: cook.idToken })).body;
    }
    expect(job.status, job.message ?? '').toBe('done');
    expect(job).toMatchObject({ type: 'pdf', fileName: 'Sunday pie.pdf', pages: 3 });
    expect(job.steps.map((step) => step.step)).toEqual(['reading', 'finding', 'ready']);
    const times = job.steps.map((step) => Date.parse(step.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const [recipe] = job.recipes;
    expect(recipe?.title).toBe(threePageRecipe.title);
    expect(recipe?.ingredients).toEqual(expect.arrayContaining(['1 cup frozen peas', '2 carrots, sliced']));
    expect(recipe?.instructions.join(' ')).toContain('Bake for 30 minutes until golden');
    expect(recipe?.pdfUrl).toBe(`/api/media/${key}`);

    // Each write of the job (the steps, the end) was pushed to the owner's socket.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const pushes = listener.messages.filter((message) => message.kind === 'documentImport');
    expect(pushes.length).toBeGreaterThanOrEqual(2);
    expect(new Set(pushes.map((message) => message.id))).toEqual(new Set([jobId]));
    listener.socket.close();

    // The cook may leave and come back: the job is listed until they dismiss it.
    const listed = await api<{ imports: Job[] }>('/api/document-imports', { token: cook.idToken });
    expect(listed.body.imports.map((listedJob) => listedJob.jobId)).toEqual([jobId]);
    expect(
      (await api(`/api/document-imports/${jobId}`, { method: 'DELETE', token: cook.idToken })).status,
    ).toBe(204);
    expect((await api<{ imports: Job[] }>('/api/document-imports', { token: cook.idToken })).body).toEqual({
      imports: [],
    });
    expect((await api(`/api/document-imports/${jobId}`, { token: cook.idToken })).status).toBe(404);
  }, 120_000);

  it("keeps the job to its cook: another's socket hears nothing, and they neither read nor dismiss it", async () => {
    const cook = await paidCook();
    const stranger = await signUpUser();
    const strangerListens = await listen(stranger);
    const key = await upload(cook, pdf);
    const started = await api<{ job: Job }>('/api/extract-recipe', {
      method: 'POST',
      token: cook.idToken,
      body: { type: 'pdf', key },
    });
    expect(started.status).toBe(202);
    const path = `/api/document-imports/${started.body.job.jobId}`;
    expect((await api(path, { token: stranger.idToken })).status).toBe(404);
    expect((await api(path, { method: 'DELETE', token: stranger.idToken })).status).toBe(404);
    expect((await api(path)).status).toBe(401);
    expect((await api('/api/document-imports')).status).toBe(401);
    expect(
      (await api<{ imports: Job[] }>('/api/document-imports', { token: stranger.idToken })).body,
    ).toEqual({ imports: [] });
    expect((await api(path, { token: cook.idToken })).status).toBe(200);
    // A malformed job id is not found before any read.
    expect((await api('/api/document-imports/not-a-job', { token: cook.idToken })).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(strangerListens.messages).toEqual([]);
    strangerListens.socket.close();
  }, 60_000);
});
