// "Export everything" as the account page drives it: start, wait for the job's end, download the zip.
import { unzipSync } from 'fflate';
import { expect } from 'vitest';
import type { ImportJobView } from '../../../lambdas/src/contracts/collections.js';
import type { ExportJobView } from '../../../lambdas/src/contracts/exports.js';
import { addRecipe } from '../recipes-fixtures.js';
import { api } from './api.js';
import type { Session } from './auth.js';
import { uploadImage } from './media.js';

export async function exportEverything(user: Session): Promise<ExportJobView> {
  const started = await api<ExportJobView>('/api/exports', { method: 'POST', token: user.idToken, body: {} });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect(started.body.status).toBe('running');
  for (let i = 0; i < 300; i++) {
    const job = await api<ExportJobView>(`/api/exports/${started.body.jobId}`, { token: user.idToken });
    expect(job.status).toBe(200);
    if (job.body.status !== 'running') return job.body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The export did not end');
}

/** The zip behind a finished export's link, unpacked: file name → bytes. */
export async function downloadExport(job: ExportJobView): Promise<Record<string, Uint8Array>> {
  expect(job.download, JSON.stringify(job)).not.toBeNull();
  return unzipSync(await downloadZip(job));
}

/** The bytes behind a finished export's link. */
export async function downloadZip(job: ExportJobView): Promise<Uint8Array> {
  const response = await fetch(job.download?.url ?? '');
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

export const jsonOf = <T>(bytes: Uint8Array | undefined): T => {
  if (!bytes) throw new Error('The file is not in the zip');
  return JSON.parse(new TextDecoder().decode(bytes)) as T;
};

/** A recipe with everything a recipe can carry: photo, sections, times, notes, tags, categories, rating. */
export async function addFullRecipe(user: Session, title = 'Grandma’s leek soup') {
  const photo = await uploadImage(user);
  const card = await addRecipe(user, {
    title,
    description: 'The one for cold Sundays',
    ingredients: 'Soup:\n2 leeks\n3 potatoes\nTo serve:\n1 tbsp cream',
    instructions: 'Wash the leeks.\nBroth:\nSimmer 20 minutes.\nBlend until smooth.',
    prepTime: 15,
    cookTime: 95,
    servings: 4,
    sourceUrl: 'https://example.com/leek-soup',
    notes: 'Grandma used butter, not oil.',
    imageUrl: photo.address,
    categoryIds: ['lunch-soups', 'breakfast-eggs'],
    tags: ['winter', 'cheap'],
  });
  const rated = await api(`/api/recipes/${card.id}/rating`, {
    method: 'PUT',
    token: user.idToken,
    body: { rating: 4 },
  });
  expect(rated.status).toBe(200);
  return card;
}

/** Imports a file into `user`'s account through the collection import, as the import page does. */
export async function importCollectionFile(
  user: Session,
  fileName: string,
  bytes: Uint8Array,
): Promise<ImportJobView> {
  const made = await api<{ job: ImportJobView; upload: { url: string; fields: Record<string, string> } }>(
    '/api/imports',
    { method: 'POST', token: user.idToken, body: { fileName, size: bytes.length } },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(made.body.upload.fields)) form.append(name, value);
  form.append('file', new Blob([Buffer.from(bytes)], { type: 'application/octet-stream' }), fileName);
  expect((await fetch(made.body.upload.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  const jobId = made.body.job.jobId;
  const begun = await api(`/api/imports/${jobId}/begin`, { method: 'POST', token: user.idToken });
  expect(begun.status, JSON.stringify(begun.body)).toBe(202);
  for (let i = 0; i < 300; i++) {
    const job = await api<ImportJobView>(`/api/imports/${jobId}`, { token: user.idToken });
    if (!['waiting-for-file', 'reading', 'running'].includes(job.body.status)) return job.body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The import did not end');
}
