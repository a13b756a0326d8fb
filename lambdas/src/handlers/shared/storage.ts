// The file storage port on the Lambda's S3 clients and the media bucket.
import { s3Storage } from '../../adapters/storage/s3-storage.js';
import type { FileStorage } from '../../domain/media/ports.js';
import { browserS3, s3 } from '../../shared/clients.js';
import { requireConfig } from '../../shared/config.js';

export const mediaStorage = (bucket: string = requireConfig('MEDIA_BUCKET')): FileStorage =>
  s3Storage({ server: s3, browser: browserS3, bucket });
