// What the extract-recipe tasks share: their settings (shared/config's taskConfig, checked once when
// a task loads), the page fetcher's options and the S3 client.
import { S3Client } from '@aws-sdk/client-s3';
import type { SafeFetchOptions } from '../../adapters/http-fetch/safe-fetch.js';
import { taskConfig } from '../../shared/config.js';

export const taskSettings = taskConfig();

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
