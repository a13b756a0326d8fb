// API contracts of collection import (issue 18), shared by the handlers and the frontend.

import { requiredText } from './fields.js';
import { schema } from './schema.js';
import { presignedPost, uploadLimits } from './uploads.js';
import * as z from './zod.js';

/** Days a collection import is kept (its job, results and files: the retry reads its items again). */
export const COLLECTION_IMPORT_KEPT_DAYS = 30;

/** The largest file one import reads (an uploaded archive, by presigned POST). */
export const MAX_COLLECTION_BYTES = 500 * 1024 * 1024;

/** POST /api/imports: the file about to be uploaded. */
export const createImportRequest = /* @__PURE__ */ schema(() =>
  z.object({
    fileName: requiredText('Choose a file to import', 255, 'The file name is too long'),
    size: z
      .number({ error: 'Choose a file to import' })
      .check(
        z.int('Choose a file to import'),
        z.gte(1, 'The file is empty'),
        z.lte(MAX_COLLECTION_BYTES, 'The file is larger than 500 MB; export fewer recipes at a time'),
      ),
  }),
);
export type CreateImportRequest = z.infer<typeof createImportRequest>;

export const IMPORT_STATUSES = [
  'waiting-for-file',
  'queued',
  'reading',
  'running',
  'done',
  'stopped',
  'cancelled',
  'failed',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const importJobView = /* @__PURE__ */ schema(() =>
  z.object({
    jobId: z.string(),
    fileName: z.string(),
    status: z.enum(IMPORT_STATUSES),
    format: z.nullable(z.string()),
    /** Items in the file; 0 until it has been read. */
    total: z.number(),
    /** Items finished so far, whichever way (n of N). */
    done: z.number(),
    imported: z.number(),
    failed: z.number(),
    skipped: z.number(),
    message: z.nullable(z.string()),
    link: z.nullable(z.string()),
    /** While queued: how many imports wait before this one (0: it starts next). */
    queuePosition: z.nullable(z.number()),
    recipes: z.array(z.object({ id: z.string(), title: z.string() })),
    failures: z.array(z.object({ origin: z.string(), reason: z.string(), retryable: z.boolean() })),
    skippedItems: z.array(z.object({ origin: z.string(), reason: z.string() })),
    createdAt: z.string(),
  }),
);
export type ImportJobView = z.infer<typeof importJobView>;

/** Files larger than this go up in parts (S3 multipart), several at a time, each part retried alone. */
export const COLLECTION_MULTIPART_BYTES = 20 * 1024 * 1024;
/** The size of each part (S3's smallest is 5 MB; 500 MB is then 50 parts). */
export const COLLECTION_PART_BYTES = 10 * 1024 * 1024;

/**
 * POST /api/imports answers where to upload the file: a presigned POST, or for a large file presigned
 * part addresses (PUT each part, keep its ETag, then POST /api/imports/{id}/upload/complete); then
 * POST /api/imports/{id}/begin starts it.
 */
export const createImportResponse = /* @__PURE__ */ schema(() =>
  z.object({
    job: importJobView,
    upload: z.discriminatedUnion('mode', [
      z.object({
        mode: z.literal('post'),
        ...presignedPost.shape,
        ...uploadLimits,
      }),
      z.object({
        mode: z.literal('multipart'),
        multipartId: z.string(),
        partSize: z.number(),
        parts: z.array(z.object({ partNumber: z.number(), url: z.string() })),
        ...uploadLimits,
      }),
    ]),
  }),
);
export type CreateImportResponse = z.infer<typeof createImportResponse>;

const multipartId = /* @__PURE__ */ schema(() =>
  z
    .string({ error: 'The upload is unknown' })
    .check(z.minLength(1, 'The upload is unknown'), z.maxLength(1024)),
);

/** POST /api/imports/{id}/upload/complete: every part of a multipart upload with its ETag. */
export const completeImportUploadRequest = /* @__PURE__ */ schema(() =>
  z.object({
    multipartId,
    parts: z
      .array(
        z.object({
          partNumber: z.number().check(z.int(), z.gte(1), z.lte(10_000)),
          etag: z.string().check(z.minLength(1), z.maxLength(200)),
        }),
      )
      .check(
        z.minLength(1, 'The upload has no parts'),
        z.maxLength(Math.ceil(MAX_COLLECTION_BYTES / COLLECTION_PART_BYTES), 'The upload has too many parts'),
      ),
  }),
);
export type CompleteImportUploadRequest = z.infer<typeof completeImportUploadRequest>;

/** POST /api/imports/{id}/upload/abort: a multipart upload given up (its parts are dropped). */
export const abortImportUploadRequest = /* @__PURE__ */ schema(() => z.object({ multipartId }));
