// A large collection file (over 20 MB) goes up in parts over s3rver's real multipart protocol
// (CreateMultipartUpload, presigned UploadPart PUTs, CompleteMultipartUpload) and imports as a small
// one does; a file larger than it said it was fails its job with 413; another person's upload, or one
// the job did not start, is refused. s3rver has no AbortMultipartUpload (it answers 405), so giving up
// is answered 204 here and the bucket's lifecycle rule drops stale parts on AWS.
import { unzipSync, type Zippable, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ImportJobView } from '../../lambdas/src/contracts/collections.js';
import { paprikaCollection } from '../support/collection-files.js';
import { api } from './support/api.js';
import { signUpUser } from './support/auth.js';
import { type Created, runToEnd, sendParts, uploadCollection } from './support/collections.js';
import { objectExists } from './support/media.js';

const MB = 1024 * 1024;

/** A Paprika export padded past 20 MB with an entry no reader looks at (stored, not compressed). */
function largePaprikaFile(recipes: number, padding: number): Uint8Array {
  const entries: Zippable = Object.fromEntries(
    Object.entries(unzipSync(paprikaCollection(recipes))).map(([name, bytes]) => [
      name,
      [bytes, { level: 0 }],
    ]),
  );
  entries['padding.bin'] = [new Uint8Array(padding).map((_, i) => (i * 7919) % 251), { level: 0 }];
  return zipSync(entries);
}

const create = (token: string, size: number) =>
  api<Created>('/api/imports', { method: 'POST', token, body: { fileName: 'big.zip', size } });

describe('large collection files (multipart upload)', () => {
  it('sends a 21 MB file in three parts, completes it and imports it', async () => {
    const cook = await signUpUser();
    const file = largePaprikaFile(5, 21 * MB);
    const made = await create(cook.idToken, file.length);
    expect(made.status).toBe(201);
    expect(made.body.upload).toMatchObject({ mode: 'multipart', partSize: 10 * MB });
    if (made.body.upload.mode !== 'multipart') throw new Error('expected parts');
    expect(made.body.upload.parts.map((p) => p.partNumber)).toEqual([1, 2, 3]);

    const jobId = await uploadCollection(cook, 'big.zip', file);
    const job = await runToEnd(cook, jobId);
    expect(job).toMatchObject({ status: 'done', imported: 5, failed: 0 });
  });

  it('fails the job with 413 when the parts add up to more than the file said', async () => {
    const cook = await signUpUser();
    const made = await create(cook.idToken, 21 * MB);
    const { upload, job } = made.body;
    if (upload.mode !== 'multipart') throw new Error('expected parts');
    const parts = await sendParts(upload, [
      new Uint8Array(10 * MB),
      new Uint8Array(10 * MB),
      new Uint8Array(5 * MB),
    ]);
    const completed = await api(`/api/imports/${job.jobId}/upload/complete`, {
      method: 'POST',
      token: cook.idToken,
      body: { multipartId: upload.multipartId, parts },
    });
    expect(completed).toMatchObject({
      status: 413,
      body: { error: { message: 'The file is larger than it said it was, so it was not imported' } },
    });
    const after = await api<ImportJobView>(`/api/imports/${job.jobId}`, { token: cook.idToken });
    expect(after.body).toMatchObject({ status: 'failed' });
    const begun = await api(`/api/imports/${job.jobId}/begin`, { method: 'POST', token: cook.idToken });
    expect(begun.status).toBe(409);
  });

  it('refuses another person’s upload, an upload the job did not start, and no session', async () => {
    const cook = await signUpUser();
    const other = await signUpUser();
    const mine = await create(cook.idToken, 25 * MB);
    const theirs = await create(other.idToken, 25 * MB);
    if (mine.body.upload.mode !== 'multipart' || theirs.body.upload.mode !== 'multipart')
      throw new Error('expected parts');
    const parts = [{ partNumber: 1, etag: '"x"' }];
    const complete = (token: string | undefined, jobId: string, multipartId: string) =>
      api(`/api/imports/${jobId}/upload/complete`, { method: 'POST', token, body: { multipartId, parts } });
    expect((await complete(cook.idToken, theirs.body.job.jobId, theirs.body.upload.multipartId)).status).toBe(
      404,
    );
    expect(await complete(cook.idToken, mine.body.job.jobId, theirs.body.upload.multipartId)).toMatchObject({
      status: 400,
      body: { error: { message: 'The upload is unknown' } },
    });
    expect((await complete(undefined, mine.body.job.jobId, mine.body.upload.multipartId)).status).toBe(401);
    expect(
      await api(`/api/imports/${mine.body.job.jobId}/upload/complete`, {
        method: 'POST',
        token: cook.idToken,
        body: { multipartId: mine.body.upload.multipartId, parts: [] },
      }),
    ).toMatchObject({ status: 400, body: { error: { message: 'The upload has no parts' } } });

    const abort = await api(`/api/imports/${mine.body.job.jobId}/upload/abort`, {
      method: 'POST',
      token: cook.idToken,
      body: { multipartId: mine.body.upload.multipartId },
    });
    expect(abort.status).toBe(204);
    expect(await objectExists(`imports/${cook.userId}/${mine.body.job.jobId}/upload`)).toBe(false);
  });
});
