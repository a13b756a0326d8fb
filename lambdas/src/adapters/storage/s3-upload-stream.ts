// A file written to S3 as it is made (the export's zip): bytes gather into parts of PART_BYTES and
// each full part goes up as one UploadPart of a multipart upload, so at most one part is in memory.
// A file smaller than one part is one PutObject. abort() throws the partial upload away (the
// bucket's AbortIncompleteUploads rule catches any that a crashed Lambda leaves). The S3 package loads
// with the first call, as everywhere (shared/clients.ts).
import type { S3Client } from '@aws-sdk/client-s3';
import type { FileSink } from '../../domain/collections/ports.js';

/** S3's smallest part (all but the last) is 5 MiB; 8 MiB keeps 10,000 parts far beyond any export. */
export const PART_BYTES = 8 * 1024 * 1024;

export function s3UploadStream(
  server: () => Promise<Pick<S3Client, 'send'>>,
  bucket: string,
  key: string,
  contentType: string,
  partBytes = PART_BYTES,
): FileSink {
  const send = async <T>(command: unknown) => (await server()).send(command as never) as Promise<T>;
  let buffered: Uint8Array[] = [];
  let bufferedBytes = 0;
  let size = 0;
  let uploadId: string | null = null;
  const parts: { PartNumber: number; ETag: string }[] = [];

  const take = (): Uint8Array => {
    const joined = Buffer.concat(buffered, bufferedBytes);
    buffered = [];
    bufferedBytes = 0;
    return joined;
  };

  async function uploadPart(body: Uint8Array): Promise<void> {
    const { CreateMultipartUploadCommand, UploadPartCommand } = await import('@aws-sdk/client-s3');
    if (!uploadId) {
      const created = await send<{ UploadId?: string }>(
        new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
      );
      uploadId = created.UploadId ?? '';
    }
    const PartNumber = parts.length + 1;
    const part = await send<{ ETag?: string }>(
      new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumber, Body: body }),
    );
    parts.push({ PartNumber, ETag: part.ETag ?? '' });
  }

  return {
    async write(bytes) {
      buffered.push(bytes);
      bufferedBytes += bytes.length;
      size += bytes.length;
      if (bufferedBytes >= partBytes) await uploadPart(take());
    },

    async close() {
      const { PutObjectCommand, CompleteMultipartUploadCommand } = await import('@aws-sdk/client-s3');
      if (!uploadId) {
        await send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: take(), ContentType: contentType }),
        );
        return size;
      }
      if (bufferedBytes > 0) await uploadPart(take());
      await send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
      return size;
    },

    async abort() {
      buffered = [];
      bufferedBytes = 0;
      const { AbortMultipartUploadCommand } = await import('@aws-sdk/client-s3');
      if (uploadId)
        await send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }));
    },
  };
}
