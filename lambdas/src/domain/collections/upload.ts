// Where a collection file goes up. Up to COLLECTION_MULTIPART_BYTES it is one presigned POST, whose
// policy caps its size in S3 itself. A larger file goes up in parts (S3 multipart: presigned PUTs of
// each part, then complete), which a failed part survives; a part's address carries no size cap, so
// the assembled file is checked on completion against the size declared at the start (kept as its
// metadata) and the 500 MB cap: a file over them fails its job (413), and is never read.
import {
  COLLECTION_MULTIPART_BYTES,
  COLLECTION_PART_BYTES,
  type CompleteImportUploadRequest,
  type CreateImportResponse,
  MAX_COLLECTION_BYTES,
} from '../../contracts/collections.js';
import type { ImportJobRecord } from '../../data/entities/import-job.js';
import { badRequest, conflict } from '../../shared/errors.js';
import type { ImportStorage } from './ports.js';

export const UPLOAD_EXPIRY_SECONDS = 3600;
const DECLARED_SIZE = 'declared-size';

export async function signCollectionUpload(
  storage: ImportStorage,
  key: string,
  size: number,
  now: Date,
): Promise<CreateImportResponse['upload']> {
  const limits = {
    maxBytes: Math.min(size, MAX_COLLECTION_BYTES),
    expiresAt: new Date(now.getTime() + UPLOAD_EXPIRY_SECONDS * 1000).toISOString(),
  };
  if (size <= COLLECTION_MULTIPART_BYTES) {
    const { url, fields } = await storage.signUpload({
      key,
      contentType: 'application/octet-stream',
      maxBytes: limits.maxBytes,
      expiresSeconds: UPLOAD_EXPIRY_SECONDS,
    });
    return { mode: 'post', url, fields, ...limits };
  }
  const multipartId = await storage.startMultipart(key, 'application/octet-stream', {
    [DECLARED_SIZE]: String(limits.maxBytes),
  });
  const parts = await Promise.all(
    Array.from({ length: Math.ceil(limits.maxBytes / COLLECTION_PART_BYTES) }, async (_, index) => ({
      partNumber: index + 1,
      url: await storage.signPart(key, multipartId, index + 1, UPLOAD_EXPIRY_SECONDS),
    })),
  );
  return { mode: 'multipart', multipartId, partSize: COLLECTION_PART_BYTES, parts, ...limits };
}

/** Only the upload this job started, while it still waits for its file. */
function requireOwnUpload(job: ImportJobRecord, multipartId: string): void {
  if (job.status !== 'waiting-for-file') throw conflict('This import has already started');
  if (!job.multipartId || job.multipartId !== multipartId) throw badRequest('The upload is unknown');
}

export const LARGER_THAN_DECLARED = 'The file is larger than it said it was, so it was not imported';

/** Assembles a multipart upload and checks its size; the job can then begin. */
export async function completeCollectionUpload(
  storage: ImportStorage,
  job: ImportJobRecord,
  request: CompleteImportUploadRequest,
): Promise<'complete' | 'too-large'> {
  requireOwnUpload(job, request.multipartId);
  const parts = [...request.parts].sort((a, b) => a.partNumber - b.partNumber);
  if ((await storage.completeMultipart(job.uploadKey, request.multipartId, parts)) === 'refused')
    throw badRequest('The upload could not be completed. Please upload the file again.');
  const stored = await storage.head(job.uploadKey);
  if (!stored) throw badRequest('The upload could not be completed. Please upload the file again.');
  const declared = Number(stored.metadata[DECLARED_SIZE] ?? Number.NaN);
  return stored.size > MAX_COLLECTION_BYTES || !(stored.size <= declared) ? 'too-large' : 'complete';
}

/** Drops the parts of an upload given up; the job keeps waiting for a file. */
export async function abortCollectionUpload(
  storage: ImportStorage,
  job: ImportJobRecord,
  multipartId: string,
): Promise<'aborted' | 'gone'> {
  requireOwnUpload(job, multipartId);
  try {
    await storage.abortMultipart(job.uploadKey, multipartId);
    return 'aborted';
  } catch {
    // Already completed or unknown: the bucket's rule drops stale parts after a day anyway.
    return 'gone';
  }
}
