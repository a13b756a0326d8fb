// The file storage port on S3 (locally s3rver): presigned POSTs and GETs, heads and ranged reads,
// copies, tags, deletes and multipart uploads. S3's "not there" answers (NotFound, NoSuchKey, a 404)
// and a refused multipart completion (a 4xx) become the port's outcomes here. The S3 packages load on
// the first call (issue 20): most requests of a function that can store files never do.
import type { S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from '../../domain/media/ports.js';

export interface S3StorageDeps {
  /** The client the server talks with. */
  server: () => Promise<S3Client>;
  /** The client that signs addresses the browser opens (locally: the app origin's /media proxy). */
  browser: () => Promise<S3Client>;
  bucket: string;
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

/** True for S3's answers that the object (or the upload) is not there. */
export const isMissing = (error: unknown) =>
  ['NotFound', 'NoSuchKey'].includes((error as Error)?.name) || statusOf(error) === 404;

export function s3Storage(deps: S3StorageDeps): FileStorage {
  const { server, browser, bucket } = deps;
  const send = async <T>(command: unknown) => (await server()).send(command as never) as Promise<T>;
  return {
    async signUpload(policy) {
      const fields = { 'Content-Type': policy.contentType, ...policy.fields };
      const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
      const { url, fields: signed } = await createPresignedPost(await browser(), {
        Bucket: bucket,
        Key: policy.key,
        Conditions: [
          ['content-length-range', 1, policy.maxBytes],
          ...Object.entries(fields).map(
            ([name, value]) => ['eq', `$${name}`, value] as ['eq', string, string],
          ),
        ],
        Fields: fields,
        Expires: policy.expiresSeconds,
      });
      return { url, fields: signed };
    },

    async signDownload(key, options) {
      const { GetObjectCommand } = await import('@aws-sdk/client-s3');
      const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
      const signer = await (options.reader === 'server' ? server() : browser());
      return getSignedUrl(
        signer,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ...(options.inlineName
            ? { ResponseContentDisposition: `inline; filename="${options.inlineName}"` }
            : {}),
        }),
        { expiresIn: options.expiresSeconds },
      );
    },

    async head(key) {
      const { HeadObjectCommand } = await import('@aws-sdk/client-s3');
      try {
        const head = await send<{
          ContentLength?: number;
          ContentType?: string;
          Metadata?: Record<string, string>;
        }>(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return {
          size: head.ContentLength ?? 0,
          contentType: head.ContentType ?? '',
          metadata: head.Metadata ?? {},
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async read(key, maxBytes) {
      const { GetObjectCommand } = await import('@aws-sdk/client-s3');
      try {
        const object = await send<{
          ContentLength?: number;
          Body?: { transformToByteArray(): Promise<Uint8Array> };
        }>(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if ((object.ContentLength ?? 0) > maxBytes) return 'too-large';
        if (!object.Body) return 'missing';
        return await object.Body.transformToByteArray();
      } catch (error) {
        if (isMissing(error)) return 'missing';
        throw error;
      }
    },

    async readStart(key, bytes) {
      const { GetObjectCommand } = await import('@aws-sdk/client-s3');
      const start = await send<{ Body?: { transformToByteArray(): Promise<Uint8Array> } }>(
        new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
      );
      return (await start.Body?.transformToByteArray()) ?? new Uint8Array();
    },

    async put(key, body, options) {
      const { PutObjectCommand } = await import('@aws-sdk/client-s3');
      await send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: options.contentType,
          CacheControl: options.cacheControl,
        }),
      );
    },

    async copy(fromKey, toKey) {
      const { CopyObjectCommand } = await import('@aws-sdk/client-s3');
      try {
        await send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: toKey,
            CopySource: encodeURI(`${bucket}/${fromKey}`),
            MetadataDirective: 'COPY',
            // A copy starts with no tags: never pending, never trashed.
            TaggingDirective: 'REPLACE',
          }),
        );
        return 'copied';
      } catch (error) {
        if (isMissing(error)) return 'missing';
        throw error;
      }
    },

    async setTags(key, tags) {
      const { PutObjectTaggingCommand } = await import('@aws-sdk/client-s3');
      try {
        await send(new PutObjectTaggingCommand({ Bucket: bucket, Key: key, Tagging: { TagSet: tags } }));
        return 'done';
      } catch (error) {
        if (isMissing(error)) return 'missing';
        throw error;
      }
    },

    async delete(keys) {
      if (keys.length === 0) return;
      const { DeleteObjectsCommand } = await import('@aws-sdk/client-s3');
      await send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    },

    async deleteUnder(prefix) {
      const { ListObjectsV2Command, DeleteObjectsCommand } = await import('@aws-sdk/client-s3');
      // List + DeleteObjects, 1000 at a time.
      let token: string | undefined;
      do {
        const page = await send<{
          Contents?: { Key?: string }[];
          IsTruncated?: boolean;
          NextContinuationToken?: string;
        }>(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0)
          await send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async startMultipart(key, contentType, metadata) {
      const { CreateMultipartUploadCommand } = await import('@aws-sdk/client-s3');
      const created = await send<{ UploadId?: string }>(
        new CreateMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          ContentType: contentType,
          Metadata: metadata,
        }),
      );
      return created.UploadId ?? '';
    },

    async signPart(key, multipartId, partNumber, expiresSeconds) {
      const { UploadPartCommand } = await import('@aws-sdk/client-s3');
      const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
      const signer = await browser();
      return getSignedUrl(
        signer,
        new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: multipartId, PartNumber: partNumber }),
        { expiresIn: expiresSeconds },
      );
    },

    async completeMultipart(key, multipartId, parts) {
      const { CompleteMultipartUploadCommand } = await import('@aws-sdk/client-s3');
      try {
        await send(
          new CompleteMultipartUploadCommand({
            Bucket: bucket,
            Key: key,
            UploadId: multipartId,
            MultipartUpload: {
              Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })),
            },
          }),
        );
        return 'done';
      } catch (error) {
        const status = statusOf(error);
        if (status && status >= 400 && status < 500) return 'refused';
        throw error;
      }
    },

    async abortMultipart(key, multipartId) {
      const { AbortMultipartUploadCommand } = await import('@aws-sdk/client-s3');
      await send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: multipartId }));
    },
  };
}
