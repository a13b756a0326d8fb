// The file storage port on the Lambda's S3 clients and the media bucket.
import { s3Storage } from '../../adapters/storage/s3-storage.js';
import { s3UploadStream } from '../../adapters/storage/s3-upload-stream.js';
import type { ExportStorage } from '../../domain/collections/ports.js';
import type { FileStorage } from '../../domain/media/ports.js';
import { browserS3, s3 } from '../../shared/clients.js';
import { requireConfig } from '../../shared/config.js';

export const mediaStorage = (bucket: string = requireConfig('MEDIA_BUCKET')): FileStorage =>
  s3Storage({ server: s3, browser: browserS3, bucket });

/** The media bucket for "Export everything": the file storage port plus files written as they are made. */
export const exportStorage = (bucket: string = requireConfig('MEDIA_BUCKET')): ExportStorage => ({
  ...mediaStorage(bucket),
  create: async (key, contentType) => s3UploadStream(s3, bucket, key, contentType),
});
