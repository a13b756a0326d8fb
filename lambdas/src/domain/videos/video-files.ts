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
import { ulid } from 'ulid';
import { TRASH_TAG, videoFileKey as videoKey, videoPosterKey } from '../../contracts/media-keys.js';
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
import type { FileStorage } from '../media/ports.js';

export const UPLOAD_EXPIRY_SECONDS = 3600;
/** Long enough to watch a long tutorial in one sitting; lists are refetched well within it. */
export const PLAYBACK_URL_EXPIRY_SECONDS = 6 * 3600;
export { TRASH_TAG };

const DECLARED_SIZE = 'declared-size';
const POSTER_CACHE_CONTROL = 'private, max-age=3600';

export const videoFileKey = videoKey;
export const posterKey = videoPosterKey;

const normalType = (declared: VideoFileType): string =>
  VIDEO_FILE_TYPES[declared] === 'avi' ? 'video/x-msvideo' : declared;

/** What the first bytes of an MP4/MOV (ISO base media: 'ftyp', 'moov', 'mdat', 'wide', 'free') or AVI (RIFF…AVI) look like. */
export function looksLikeVideo(head: Uint8Array): boolean {
  const ascii = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 11) === 'AVI') return true;
  return head.length >= 8 && ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].includes(ascii(4, 8));
}

/** Where videos and posters are stored (the file storage port). */
export type VideoStorage = FileStorage;

/** Signs the upload of one video by `userId` and of its poster frame. */
export async function signVideoUpload(
  storage: VideoStorage,
  userId: string,
  request: VideoUploadRequest,
  now: Date,
): Promise<VideoUploadResponse> {
  const uploadId = ulid(now.getTime());
  const key = videoFileKey(userId, uploadId);
  const contentType = normalType(request.contentType as VideoFileType);
  const declared = String(request.size);
  const poster = await storage.signUpload({
    key: posterKey(userId, uploadId),
    contentType: 'image/jpeg',
    maxBytes: MAX_POSTER_BYTES,
    fields: { 'Cache-Control': POSTER_CACHE_CONTROL },
    expiresSeconds: UPLOAD_EXPIRY_SECONDS,
  });
  const base = {
    uploadId,
    maxBytes: MAX_VIDEO_BYTES,
    expiresAt: new Date(now.getTime() + UPLOAD_EXPIRY_SECONDS * 1000).toISOString(),
    poster,
  };
  if (request.size <= VIDEO_PART_BYTES) {
    const { url, fields } = await storage.signUpload({
      key,
      contentType,
      maxBytes: request.size,
      fields: { [`x-amz-meta-${DECLARED_SIZE}`]: declared },
      expiresSeconds: UPLOAD_EXPIRY_SECONDS,
    });
    return { ...base, transfer: { mode: 'post', url, fields } };
  }
  const multipartId = await storage.startMultipart(key, contentType, { [DECLARED_SIZE]: declared });
  const count = Math.ceil(request.size / VIDEO_PART_BYTES);
  const parts = await Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      partNumber: index + 1,
      url: await storage.signPart(key, multipartId, index + 1, UPLOAD_EXPIRY_SECONDS),
    })),
  );
  return { ...base, transfer: { mode: 'multipart', multipartId, partSize: VIDEO_PART_BYTES, parts } };
}

export async function deleteFiles(storage: VideoStorage, keys: string[]): Promise<void> {
  await storage.delete(keys);
}

/**
 * Checks a stored upload: present, a video type, no larger than declared and than 100MB, starting like
 * a video file. A file that fails is deleted; the answer is 413 for size and 400 otherwise.
 */
export async function verifyVideoFile(storage: VideoStorage, key: string): Promise<void> {
  const head = await storage.head(key);
  if (!head) throw badRequest(VIDEO_MESSAGES.file);
  const size = head.size;
  const declared = Number(head.metadata[DECLARED_SIZE] ?? Number.NaN);
  let refusal: AppError | null = null;
  if (size > MAX_VIDEO_BYTES || !(size <= declared)) refusal = payloadTooLarge(VIDEO_MESSAGES.tooBig);
  else if (size === 0 || !Object.hasOwn(VIDEO_FILE_TYPES, head.contentType.toLowerCase()))
    refusal = badRequest(VIDEO_MESSAGES.wrongType);
  else if (!looksLikeVideo(await storage.readStart(key, 16))) refusal = badRequest(VIDEO_MESSAGES.wrongType);
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
  const parts = [...request.parts].sort((a, b) => a.partNumber - b.partNumber);
  if ((await storage.completeMultipart(key, request.multipartId, parts)) === 'refused')
    throw badRequest('The upload could not be completed');
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
    await storage
      .abortMultipart(videoFileKey(userId, uploadId), multipartId)
      // Already finished or gone (and s3rver cannot abort); the bucket's lifecycle rule drops stale parts.
      .catch((error: unknown) => logger.info('multipart abort skipped', { error: String(error) }));
  }
  await deleteFiles(storage, [videoFileKey(userId, uploadId), posterKey(userId, uploadId)]);
}

export async function fileExists(storage: VideoStorage, key: string): Promise<boolean> {
  return (await storage.head(key)) !== null;
}

/** A poster frame must be a small JPEG; anything else is dropped (the video then has no poster). */
export async function verifyPoster(storage: VideoStorage, key: string): Promise<boolean> {
  const head = await storage.head(key);
  if (!head) return false;
  if (head.contentType === 'image/jpeg' && head.size > 0 && head.size <= MAX_POSTER_BYTES) return true;
  await deleteFiles(storage, [key]);
  return false;
}

export async function storePoster(storage: VideoStorage, key: string, jpeg: Uint8Array): Promise<void> {
  await storage.put(key, jpeg, { contentType: 'image/jpeg', cacheControl: POSTER_CACHE_CONTROL });
}

/** A short-lived address for the browser; S3 answers range requests on it (seeking). */
export function signDownload(storage: VideoStorage, key: string): Promise<string> {
  return storage.signDownload(key, { expiresSeconds: PLAYBACK_URL_EXPIRY_SECONDS });
}

/** A short-lived address the server itself can read (ffmpeg's input). */
export function signServerRead(storage: VideoStorage, key: string): Promise<string> {
  return storage.signDownload(key, { expiresSeconds: 600, reader: 'server' });
}

/** Copies a video's files into `userId`'s space (Save to My Videos), server-side. */
export async function copyVideoFiles(
  storage: VideoStorage,
  source: { fileKey: string; posterKey: string | null },
  userId: string,
  now: Date,
): Promise<{ fileKey: string; posterKey: string | null }> {
  const uploadId = ulid(now.getTime());
  // A copy never inherits a trash tag. A source gone meanwhile fails the copy, as before.
  const copy = async (from: string, to: string) => {
    if ((await storage.copy(from, to)) === 'missing') throw new Error(`The video file ${from} is missing`);
  };
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
  await Promise.all(keys.map((key) => storage.setTags(key, trashed ? [{ ...TRASH_TAG }] : [])));
}
