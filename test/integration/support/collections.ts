// Collection imports driven as the browser drives them: the file goes up by the presigned POST the
// create route hands back, then the job is begun and polled until it ends.
import { expect } from 'vitest';
import type { ImportJobView } from '../../../lambdas/src/contracts/collections.js';
import { api } from './api.js';
import type { Session } from './auth.js';

export interface Created {
  job: ImportJobView;
  upload: { url: string; fields: Record<string, string> };
}

export async function uploadCollection(user: Session, fileName: string, bytes: Uint8Array): Promise<string> {
  const made = await api<Created>('/api/imports', {
    method: 'POST',
    token: user.idToken,
    body: { fileName, size: bytes.length },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(made.body.upload.fields)) form.append(name, value);
  form.append('file', new Blob([Buffer.from(bytes)], { type: 'application/octet-stream' }), fileName);
  const stored = await fetch(made.body.upload.url, { method: 'POST', body: form });
  expect(stored.status).toBeLessThan(300);
  return made.body.job.jobId;
}

export async function runToEnd(user: Session, jobId: string): Promise<ImportJobView> {
  const begun = await api<ImportJobView>(`/api/imports/${jobId}/begin`, {
    method: 'POST',
    token: user.idToken,
  });
  expect(begun.status, JSON.stringify(begun.body)).toBe(202);
  return waitForEnd(user, jobId);
}

export async function waitForEnd(user: Session, jobId: string): Promise<ImportJobView> {
  for (let i = 0; i < 300; i++) {
    const job = await api<ImportJobView>(`/api/imports/${jobId}`, { token: user.idToken });
    expect(job.status).toBe(200);
    if (!['waiting-for-file', 'reading', 'running'].includes(job.body.status)) return job.body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The import did not end');
}
