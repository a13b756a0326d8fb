// `npm run bench`, collection import (issue 18): a Paprika archive of BENCH_COLLECTION_RECIPES recipes
// (1,000 by default), each with a ~120 KB photo, uploaded as the browser does (in parts past 20 MB) to
// a throw-away local stack and imported by the import-collection workflow's states on the local
// runner. Reports recipes per second from begin to done, and the memory high-water mark while the job
// runs. Locally the workflow's tasks run inside this process (beside s3rver and the API), so the peak
// is this process's RSS and heap, with the baseline before the job shown beside it. Run it alone with
// `npx tsx scripts/bench-collections.ts` (BENCH_COLLECTION_RECIPES=50 for a quick check).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startLocalStack } from '../infra/local/stack.js';
import type { CreateImportResponse, ImportJobView } from '../lambdas/src/contracts/collections.js';
import { paprikaExport } from '../test/support/collection-files.js';
import { signUpBenchCook, startTrial } from './bench-account.js';

const MB = 1024 * 1024;

/** A JPEG the import believes (signature and frame size) padded with comment segments to ~`bytes`. */
export function benchPhoto(bytes: number, seed: number): Uint8Array {
  const segments: number[] = [0xff, 0xd8];
  // Noise, as a photo's compressed data is: gzip finds nothing to squeeze.
  let state = (seed + 1) * 2_654_435_761;
  let left = bytes;
  while (left > 0) {
    const length = Math.min(65_000, left);
    segments.push(0xff, 0xfe, (length + 2) >> 8, (length + 2) & 0xff);
    for (let i = 0; i < length; i++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      segments.push(state & 0xff);
    }
    left -= length;
  }
  // Start of frame: 8-bit, 900 x 1200, three components.
  segments.push(0xff, 0xc0, 0, 17, 8, 0x03, 0x84, 0x04, 0xb0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1);
  segments.push(0xff, 0xd9);
  return Uint8Array.from(segments);
}

function benchArchive(count: number): Uint8Array {
  return paprikaExport(
    Array.from({ length: count }, (_, i) => ({
      name: `Bench recipe ${i + 1}`,
      ingredients: `${i + 1} cups flour\n2 eggs\n1 cup milk\nA pinch of salt`,
      directions: `Whisk everything for batch ${i + 1}.\nRest 10 minutes.\nBake 25 minutes.`,
      servings: '4 servings',
      prep_time: '10 mins',
      cook_time: '25 mins',
      categories: ['Dinner', 'Bench'],
      photo: 'photo.jpg',
      photo_data: Buffer.from(benchPhoto(120 * 1024, i)).toString('base64'),
    })),
  );
}

async function api<T>(url: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
  // A poll (GET) may meet a kept-alive connection the server is closing while the import keeps its
  // event loop busy (ECONNRESET): asking again is safe for a read, and is what a browser does.
  const send = () =>
    fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const response = await send().catch((error: unknown) => {
    if (body !== undefined) throw error;
    return send();
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function upload(base: string, token: string, bytes: Uint8Array): Promise<string> {
  const made = await api<CreateImportResponse>(`${base}/api/imports`, token, {
    fileName: 'Bench.paprikarecipes',
    size: bytes.length,
  });
  if (made.status !== 201) throw new Error(`Bench import: create answered ${made.status}`);
  const { job, upload: target } = made.body;
  if (target.mode === 'post') {
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', new Blob([Buffer.from(bytes)]), 'Bench.paprikarecipes');
    const stored = await fetch(target.url, { method: 'POST', body: form });
    if (!stored.ok) throw new Error(`Bench import: upload answered ${stored.status}`);
    return job.jobId;
  }
  const parts = await Promise.all(
    target.parts.map(async (part) => {
      const start = (part.partNumber - 1) * target.partSize;
      const sent = await fetch(part.url, {
        method: 'PUT',
        body: bytes.slice(start, start + target.partSize),
      });
      if (!sent.ok) throw new Error(`Bench import: part ${part.partNumber} answered ${sent.status}`);
      return { partNumber: part.partNumber, etag: sent.headers.get('etag') ?? '' };
    }),
  );
  const done = await api(`${base}/api/imports/${job.jobId}/upload/complete`, token, {
    multipartId: target.multipartId,
    parts,
  });
  if (done.status !== 204) throw new Error(`Bench import: complete answered ${done.status}`);
  return job.jobId;
}

export async function benchCollectionImport(): Promise<void> {
  const count = Math.max(1, Number(process.env.BENCH_COLLECTION_RECIPES ?? 1000));
  // Made first: minutes of CPU between two requests would outlive the server's keep-alive sockets.
  const archive = benchArchive(count);
  const dataDir = await mkdtemp(join(tmpdir(), 'hearth-bench-import-'));
  const stack = await startLocalStack({ port: 0, dataDir, quiet: true, inMemory: true });
  try {
    const email = `bench-import-${Date.now()}@example.com`;
    const password = 'Bench-Import-Pass1';
    const { idToken: token } = await signUpBenchCook(stack.url, email, password);
    // More than the free tier's 50 recipes: the bench cook subscribes (the local checkout simulator).
    await startTrial(stack.url, token);

    const uploadStarted = performance.now();
    const jobId = await upload(stack.url, token, archive);
    const uploadSeconds = (performance.now() - uploadStarted) / 1000;

    global.gc?.();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 25);
    const started = performance.now();
    let job: ImportJobView | null = null;
    try {
      const begun = await api<ImportJobView>(`${stack.url}/api/imports/${jobId}/begin`, token, {});
      if (begun.status !== 202) throw new Error(`Bench import: begin answered ${begun.status}`);
      for (let failedPolls = 0; ; ) {
        const seen = await api<ImportJobView>(`${stack.url}/api/imports/${jobId}`, token);
        // A poll the busy stack could not answer in its function's time (a 5xx, no job in it) says
        // nothing of the job: ask again, as the page does, rather than read it as the job's end.
        if (seen.status !== 200) {
          failedPolls += 1;
          if (failedPolls > 20) throw new Error(`Bench import: 20 polls answered ${seen.status}`);
          await new Promise((resolve) => setTimeout(resolve, 1000));
          continue;
        }
        if (!['waiting-for-file', 'reading', 'running'].includes(seen.body.status)) {
          job = seen.body;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    const mb = (n: number) => `${(n / MB).toFixed(1)} MB`;
    console.log(
      `\nCollection import: a Paprika archive of ${count.toLocaleString('en-US')} recipes with ~120 KB photos (${mb(archive.length)}, uploaded ${archive.length > 20 * MB ? 'in parts' : 'in one POST'} in ${uploadSeconds.toFixed(1)} s), on the local stack`,
    );
    console.log(
      `  ${job.status}: ${job.imported} imported, ${job.failed} failed, ${job.skipped} skipped in ${seconds.toFixed(1)} s = ${(job.imported / seconds).toFixed(1)} recipes/s`,
    );
    console.log(
      `  memory high-water mark while the job ran (this process: API, s3rver and the workflow's tasks): RSS ${mb(peakRss)} (${mb(baseline.rss)} before), heap ${mb(peakHeap)} (${mb(baseline.heapUsed)} before)`,
    );
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchCollectionImport();
