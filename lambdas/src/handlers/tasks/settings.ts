// What the extract-recipe tasks read from their environment, checked once when a task loads. The
// tasks do not use the table, so they do not go through shared/config (which requires TABLE_NAME).
//   MEDIA_BUCKET                 ReadDocument: where uploaded photos and PDFs are
//   S3_ENDPOINT                  local stand-in only
//   OCR_PROVIDER                 textract | tesseract (default: tesseract with a local S3, else textract)
//   HEARTH_ALLOW_PRIVATE_FETCH   'true' ONLY for local end-to-end runs, whose test pages are served on
//                                loopback; never set on AWS. Off, the page fetcher refuses private,
//                                loopback, link-local and metadata addresses and ports other than 80/443.
import { S3Client } from '@aws-sdk/client-s3';
import * as z from 'zod';
import type { SafeFetchOptions } from '../../adapters/http-fetch/safe-fetch.js';

const schema = z.object({
  AWS_REGION: z.string().default('us-east-1'),
  MEDIA_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  HEARTH_ALLOW_PRIVATE_FETCH: z.enum(['true', 'false']).default('false'),
  OCR_PROVIDER: z.enum(['textract', 'tesseract']).optional(),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
  throw new Error(`Hearth task configuration is invalid: ${fields}`);
}
export const taskSettings = parsed.data;

export const pageFetchOptions: SafeFetchOptions =
  taskSettings.HEARTH_ALLOW_PRIVATE_FETCH === 'true' ? { allowPrivateAddresses: true, ports: 'any' } : {};

export function requireMediaBucket(): string {
  if (!taskSettings.MEDIA_BUCKET) throw new Error('Hearth task configuration is missing MEDIA_BUCKET');
  return taskSettings.MEDIA_BUCKET;
}

export const taskS3 = new S3Client({
  region: taskSettings.AWS_REGION,
  endpoint: taskSettings.S3_ENDPOINT,
  forcePathStyle: Boolean(taskSettings.S3_ENDPOINT),
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
