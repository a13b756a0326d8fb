// Uploaded videos are private objects under videos/<uid>/<uploadId>/ (video and poster.jpg). The browser
// sends them straight to S3 with presigned requests scoped to that key; S3 enforces the limits too:
//   - one-shot uploads use a presigned POST whose policy pins the key, the Content-Type and a
//     content-length-range of 1 byte to the declared size (at most 100MB);
//   - larger files go up in parts to presigned UploadPart URLs (a part URL cannot be reused for another
//     key, but a part may be larger than announced), so on completion the server reads the object
//     (HeadObject) and deletes it if it is larger than declared or than 100MB;
//   - before a video is saved the server checks again (size, type, and the file's first bytes) and
//     deletes anything that fails, so a stand-in that ignores POST policies cannot let a file through.
// Playback and posters are short-lived presigned GETs, which S3 serves with HTTP range requests.
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  PutObjectTaggingCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ulid } from 'ulid';
import {
  type CompleteVideoUploadRequest,
  MAX_POSTER_BYTES,
  MAX_VIDEO_BYTES,
  VIDEO_FILE_TYPES,
  VIDEO_MESSAGES,
  VIDEO_PART_BYTES,
  type VideoFileType,
  type VideoUploadRequest,
  type VideoUploadResponse,
} from '../../contracts/videos.js';
import { type AppError, badRequest, payloadTooLarge } from '../../shared/errors.js';
import { logger } from '../../shared/logger.js';

export const UPLOAD_EXPIRY_SECONDS = 3600;
/** Long enough to watch a long tutorial in one sitting; lists are refetched well within it. */
export const PLAYBACK_URL_EXPIRY_SECONDS = 6 * 3600;
/** The tag the bucket's lifecycle rule expires: files of trashed videos. */
export const TRASH_TAG = { Key: 'hearth-trash', Value: 'true' } as const;
const DECLARED_SIZE = 'declared-size';
const POSTER_CACHE_CONTROL = 'private, max-age=3600';

export const videoFileKey = (userId: string, uploadId: string) => `videos/${userId}/${uploadId}/video`;
export const posterKey = (userId: string, uploadId: string) => `videos/${userId}/${uploadId}/poster.jpg`;

const normalType = (declared: VideoFileType): string =>
  VIDEO_FILE_TYPES[declared] === 'avi' ? 'video/x-msvideo' : declared;

/** What the first bytes of an MP4/MOV (ISO base media: 'ftyp', 'moov', 'mdat', 'wide', 'free') or AVI (RIFF…AVI) look like. */
export function looksLikeVideo(head: Uint8Array): boolean {
  const ascii = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 11) === 'AVI') return true;
  return head.length >= 8 && ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].includes(ascii(4, 8));
}

export interface VideoStorage {
  /** The S3 client the server talks with. */
  s3: S3Client;
  /** The S3 client that signs addresses the browser opens. */
  signer: S3Client;
  bucket: string;
}

/** Signs the upload of one video by `userId` and of its poster frame. */
export async function signVideoUpload(
  storage: VideoStorage,
  userId: string,
  request: VideoUploadRequest,
  now: Date,
): Promise<VideoUploadResponse> {
  const { s3, signer, bucket } = storage;
  const uploadId = ulid(now.getTime());
  const key = videoFileKey(userId, uploadId);
  const contentType = normalType(request.contentType as VideoFileType);
  const declared = String(request.size);
  const poster = await createPresignedPost(signer, {
    Bucket: bucket,
    Key: posterKey(userId, uploadId),
    Conditions: [
      ['content-length-range', 1, MAX_POSTER_BYTES],
      ['eq', '$Content-Type', 'image/jpeg'],
      ['eq', '$Cache-Control', POSTER_CACHE_CONTROL],
    ],
    Fields: { 'Content-Type': 'image/jpeg', 'Cache-Control': POSTER_CACHE_CONTROL },
    Expires: UPLOAD_EXPIRY_SECONDS,
  });
  const base = {
    uploadId,
    maxBytes: MAX_VIDEO_BYTES,
    expiresAt: new Date(now.getTime() + UPLOAD_EXPIRY_SECONDS * 1000).toISOString(),
    poster,
  };
  if (request.size <= VIDEO_PART_BYTES) {
    const { url, fields } = await createPresignedPost(signer, {
      Bucket: bucket,
      Key: key,
      Conditions: [
        ['content-length-range', 1, request.size],
        ['eq', '$Content-Type', contentType],
        ['eq', `$x-amz-meta-${DECLARED_SIZE}`, declared],
      ],
      Fields: { 'Content-Type': contentType, [`x-amz-meta-${DECLARED_SIZE}`]: declared },
      Expires: UPLOAD_EXPIRY_SECONDS,
    });
    return { ...base, transfer: { mode: 'post', url, fields } };
  }
  const created = await s3.send(
    new CreateMultipartUploadCommand({
      Bucket: bucket,
      Key: key,
      ContentType: contentType,
      Metadata: { [DECLARED_SIZE]: declared },
    }),
  );
  const multipartId = created.UploadId ?? '';
  const count = Math.ceil(request.size / VIDEO_PART_BYTES);
  const parts = await Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      partNumber: index + 1,
      url: await getSignedUrl(
        signer,
        new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: multipartId, PartNumber: index + 1 }),
        { expiresIn: UPLOAD_EXPIRY_SECONDS },
      ),
    })),
  );
  return { ...base, transfer: { mode: 'multipart', multipartId, partSize: VIDEO_PART_BYTES, parts } };
}

const isMissing = (error: unknown) =>
  error instanceof NotFound ||
  error instanceof NoSuchKey ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export async function deleteFiles(storage: VideoStorage, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await storage.s3.send(
    new DeleteObjectsCommand({
      Bucket: storage.bucket,
      Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
    }),
  );
}

/**
 * Checks a stored upload: present, a video type, no larger than declared and than 100MB, starting like
 * a video file. A file that fails is deleted; the answer is 413 for size and 400 otherwise.
 */
export async function verifyVideoFile(storage: VideoStorage, key: string): Promise<void> {
  const { s3, bucket } = storage;
  let head: { ContentLength?: number; ContentType?: string; Metadata?: Record<string, string> };
  try {
    head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  } catch (error) {
    if (isMissing(error)) throw badRequest(VIDEO_MESSAGES.file);
    throw error;
  }
  const size = head.ContentLength ?? 0;
  const declared = Number(head.Metadata?.[DECLARED_SIZE] ?? Number.NaN);
  let refusal: AppError | null = null;
  if (size > MAX_VIDEO_BYTES || !(size <= declared)) refusal = payloadTooLarge(VIDEO_MESSAGES.tooBig);
  else if (size === 0 || !Object.hasOwn(VIDEO_FILE_TYPES, (head.ContentType ?? '').toLowerCase()))
    refusal = badRequest(VIDEO_MESSAGES.wrongType);
  else {
    const start = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: 'bytes=0-15' }));
    const bytes = (await start.Body?.transformToByteArray()) ?? new Uint8Array();
    if (!looksLikeVideo(bytes)) refusal = badRequest(VIDEO_MESSAGES.wrongType);
  }
  if (refusal) {
    await deleteFiles(storage, [key]);
    throw refusal;
  }
}

/** Finishes a multipart upload and checks what S3 assembled (see verifyVideoFile). */
export async function completeVideoUpload(
  storage: VideoStorage,
  userId: string,
  request: CompleteVideoUploadRequest,
): Promise<void> {
  const key = videoFileKey(userId, request.uploadId);
  try {
    await storage.s3.send(
      new CompleteMultipartUploadCommand({
        Bucket: storage.bucket,
        Key: key,
        UploadId: request.multipartId,
        MultipartUpload: {
          Parts: [...request.parts]
            .sort((a, b) => a.partNumber - b.partNumber)
            .map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })),
        },
      }),
    );
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status && status >= 400 && status < 500) throw badRequest('The upload could not be completed');
    throw error;
  }
  await verifyVideoFile(storage, key);
}

/** A cancelled upload: drops the parts (multipart) and whatever was stored under the upload's keys. */
export async function abortVideoUpload(
  storage: VideoStorage,
  userId: string,
  uploadId: string,
  multipartId: string | undefined,
): Promise<void> {
  if (multipartId) {
    await storage.s3
      .send(
        new AbortMultipartUploadCommand({
          Bucket: storage.bucket,
          Key: videoFileKey(userId, uploadId),
          UploadId: multipartId,
        }),
      )
      // Already finished or gone (and s3rver cannot abort); the bucket's lifecycle rule drops stale parts.
      .catch((error: unknown) => logger.info('multipart abort skipped', { error: String(error) }));
  }
  await deleteFiles(storage, [videoFileKey(userId, uploadId), posterKey(userId, uploadId)]);
}

export async function fileExists(storage: VideoStorage, key: string): Promise<boolean> {
  try {
    await storage.s3.send(new HeadObjectCommand({ Bucket: storage.bucket, Key: key }));
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** A poster frame must be a small JPEG; anything else is dropped (the video then has no poster). */
export async function verifyPoster(storage: VideoStorage, key: string): Promise<boolean> {
  try {
    const head = await storage.s3.send(new HeadObjectCommand({ Bucket: storage.bucket, Key: key }));
    const size = head.ContentLength ?? 0;
    if (head.ContentType === 'image/jpeg' && size > 0 && size <= MAX_POSTER_BYTES) return true;
    await deleteFiles(storage, [key]);
    return false;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

export async function storePoster(storage: VideoStorage, key: string, jpeg: Uint8Array): Promise<void> {
  await storage.s3.send(
    new PutObjectCommand({
      Bucket: storage.bucket,
      Key: key,
      Body: jpeg,
      ContentType: 'image/jpeg',
      CacheControl: POSTER_CACHE_CONTROL,
    }),
  );
}

/** A short-lived address for the browser; S3 answers range requests on it (seeking). */
export function signDownload(storage: VideoStorage, key: string): Promise<string> {
  return getSignedUrl(storage.signer, new GetObjectCommand({ Bucket: storage.bucket, Key: key }), {
    expiresIn: PLAYBACK_URL_EXPIRY_SECONDS,
  });
}

/** A short-lived address the server itself can read (ffmpeg's input). */
export function signServerRead(storage: VideoStorage, key: string): Promise<string> {
  return getSignedUrl(storage.s3, new GetObjectCommand({ Bucket: storage.bucket, Key: key }), {
    expiresIn: 600,
  });
}

/** Copies a video's files into `userId`'s space (Save to My Videos), server-side. */
export async function copyVideoFiles(
  storage: VideoStorage,
  source: { fileKey: string; posterKey: string | null },
  userId: string,
  now: Date,
): Promise<{ fileKey: string; posterKey: string | null }> {
  const uploadId = ulid(now.getTime());
  const copy = (from: string, to: string) =>
    storage.s3.send(
      new CopyObjectCommand({
        Bucket: storage.bucket,
        Key: to,
        CopySource: encodeURI(`${storage.bucket}/${from}`),
        MetadataDirective: 'COPY',
        // A copy never inherits a trash tag.
        TaggingDirective: 'REPLACE',
      }),
    );
  const fileKey = videoFileKey(userId, uploadId);
  await copy(source.fileKey, fileKey);
  let copiedPoster: string | null = null;
  if (source.posterKey) {
    copiedPoster = posterKey(userId, uploadId);
    await copy(source.posterKey, copiedPoster);
  }
  return { fileKey, posterKey: copiedPoster };
}

/** Marks (or unmarks, on Undo) a trashed video's files for the bucket's expiry rule. */
export async function tagTrashed(storage: VideoStorage, keys: string[], trashed: boolean): Promise<void> {
  await Promise.all(
    keys.map((Key) =>
      storage.s3.send(
        new PutObjectTaggingCommand({
          Bucket: storage.bucket,
          Key,
          Tagging: { TagSet: trashed ? [{ ...TRASH_TAG }] : [] },
        }),
      ),
    ),
  );
}
