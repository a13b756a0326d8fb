// Collection imports driven as the browser drives them: the file goes up by the presigned POST the
// create route hands back, then the job is begun and polled until it ends.
import { DescribeExecutionCommand, SFNClient } from '@aws-sdk/client-sfn';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { expect, inject } from 'vitest';
import type { CreateImportResponse, ImportJobView } from '../../../lambdas/src/contracts/collections.js';
import { importJobKeys } from '../../../lambdas/src/data/entities/import-job.js';
import { api } from './api.js';
import type { Session } from './auth.js';
import { table } from './media.js';

export type Created = CreateImportResponse;

/** Sends each part to its signed address (a PUT, as the browser does) and keeps its ETag. */
export async function sendParts(
  upload: Extract<CreateImportResponse['upload'], { mode: 'multipart' }>,
  parts: Uint8Array[],
): Promise<{ partNumber: number; etag: string }[]> {
  const sent = [];
  for (const [index, part] of parts.entries()) {
    const target = upload.parts[index];
    if (!target) throw new Error('more parts than signed');
    const reply = await fetch(target.url, { method: 'PUT', body: new Uint8Array(part) });
    expect(reply.status).toBe(200);
    sent.push({ partNumber: target.partNumber, etag: reply.headers.get('etag') ?? '' });
  }
  return sent;
}

/** Uploads a collection file as the browser does: one presigned POST, or in parts when it is large. */
export async function uploadCollection(user: Session, fileName: string, bytes: Uint8Array): Promise<string> {
  const made = await api<Created>('/api/imports', {
    method: 'POST',
    token: user.idToken,
    body: { fileName, size: bytes.length },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const { upload, job } = made.body;
  if (upload.mode === 'multipart') {
    const chunks = upload.parts.map((part) =>
      bytes.subarray((part.partNumber - 1) * upload.partSize, part.partNumber * upload.partSize),
    );
    const completed = await api(`/api/imports/${job.jobId}/upload/complete`, {
      method: 'POST',
      token: user.idToken,
      body: { multipartId: upload.multipartId, parts: await sendParts(upload, chunks) },
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(204);
    return job.jobId;
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([Buffer.from(bytes)], { type: 'application/octet-stream' }), fileName);
  const stored = await fetch(upload.url, { method: 'POST', body: form });
  expect(stored.status).toBeLessThan(300);
  return job.jobId;
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
    if (!['waiting-for-file', 'queued', 'reading', 'running'].includes(job.body.status)) return job.body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The import did not end');
}

/**
 * How the job's workflow run ended (SUCCEEDED, FAILED, ABORTED…), asked of the Step Functions stand-in
 * with DescribeExecution, as one would ask AWS, once the run is no longer RUNNING. The run's ARN is the
 * one the job keeps.
 */
export async function workflowEnd(user: Session, jobId: string): Promise<string> {
  const stored = await table().send(
    new GetCommand({ TableName: 'hearth', Key: importJobKeys.job(user.userId, jobId), ConsistentRead: true }),
  );
  const executionArn = stored.Item?.executionArn;
  expect(executionArn, 'the job keeps its workflow run').toEqual(expect.any(String));
  const sfn = new SFNClient({
    region: 'us-east-1',
    endpoint: inject('hearthStepFunctionsEndpoint'),
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  for (let i = 0; i < 300; i++) {
    const { status } = await sfn.send(new DescribeExecutionCommand({ executionArn }));
    if (status !== 'RUNNING') return status ?? 'UNKNOWN';
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The workflow run did not end');
}
