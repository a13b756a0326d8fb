// Video tutorials use cases (SPEC 2, 4, 6). Who sees what: the owner sees and deletes their videos;
// anyone signed in sees a public video and may save a private copy of it; another user's private (or
// deleted) video does not exist for the caller (404). Deleting is immediate with Undo: the video goes
// to the trash (see data/entities/video.ts) and its files are removed once the undo window has passed.
import { ulid } from 'ulid';
import type {
  CreateVideoRequest,
  DeletedVideo,
  VideoPage,
  VideoScope,
  VideoView,
} from '../../contracts/videos.js';
import { VIDEO_PAGE_SIZE } from '../../contracts/videos.js';
import { filesOf, type VideoRecord, type VideoRepository } from '../../data/entities/video.js';
import { badRequest, forbidden, notFound } from '../../shared/errors.js';
import { logger } from '../../shared/logger.js';
import { isDirectVideoFile, linkVideoType, toEmbedUrl } from './embed-url.js';
import {
  copyVideoFiles,
  deleteFiles,
  posterKey,
  signDownload,
  signServerRead,
  storePoster,
  tagTrashed,
  type VideoStorage,
  verifyPoster,
  verifyVideoFile,
  videoFileKey,
} from './video-files.js';

/** How long Undo works on the server (the toast offers it for a few seconds; slow networks get slack). */
export const UNDO_WINDOW_SECONDS = 10 * 60;
/** The trashed item's TTL, matching the bucket rule that expires tagged files after a day. */
export const TRASH_RETENTION_SECONDS = 2 * 24 * 3600;

export interface VideoDeps {
  videos: VideoRepository;
  storage: VideoStorage;
  clock: () => Date;
  /** Takes a poster frame on the server (ffmpeg) when the browser sent none. */
  posterFrame?: (address: string) => Promise<Uint8Array | null>;
  /** Removes a video's comments once the video is gone for good. */
  removeComments?: (videoId: string) => Promise<void>;
}

export const videoNotFound = () => notFound('Video not found');

const isLive = (video: VideoRecord | null): video is VideoRecord => Boolean(video && !video.deletedAt);
const canView = (video: VideoRecord, viewerId: string) => video.userId === viewerId || video.isPublic;

/** The video as the caller sees it, with fresh short-lived addresses for uploaded files. */
export async function present(deps: VideoDeps, video: VideoRecord, viewerId: string): Promise<VideoView> {
  const link = video.videoUrl;
  const direct = link && video.videoType === 'other' && isDirectVideoFile(link);
  const [playbackUrl, posterUrl] = await Promise.all([
    video.fileKey ? signDownload(deps.storage, video.fileKey) : Promise.resolve(direct ? link : null),
    video.posterKey ? signDownload(deps.storage, video.posterKey) : Promise.resolve(null),
  ]);
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    videoType: video.videoType,
    videoUrl: link,
    embedUrl: link && !direct ? toEmbedUrl(link) : null,
    playbackUrl,
    posterUrl,
    durationMinutes: video.durationMinutes,
    isPublic: video.isPublic,
    isOwner: video.userId === viewerId,
    createdAt: video.createdAt,
  };
}

async function readVisible(deps: VideoDeps, id: string, viewerId: string): Promise<VideoRecord> {
  const video = await deps.videos.get(id);
  if (!isLive(video) || !canView(video, viewerId)) throw videoNotFound();
  return video;
}

export async function getVideoForViewer(deps: VideoDeps, id: string, viewerId: string): Promise<VideoView> {
  return present(deps, await readVisible(deps, id, viewerId), viewerId);
}

export async function listVideos(
  deps: VideoDeps,
  viewerId: string,
  scope: VideoScope,
  cursor: string | undefined,
): Promise<VideoPage> {
  const options = { limit: VIDEO_PAGE_SIZE, cursor };
  const page =
    scope === 'mine'
      ? await deps.videos.listByOwner(viewerId, options)
      : await deps.videos.listPublic(options);
  if (scope === 'mine' && !cursor) await purgeTrash(deps, viewerId);
  return {
    videos: await Promise.all(page.items.map((video) => present(deps, video, viewerId))),
    nextCursor: page.nextCursor,
  };
}

async function posterFor(deps: VideoDeps, userId: string, uploadId: string, hasPoster: boolean) {
  const key = posterKey(userId, uploadId);
  if (hasPoster && (await verifyPoster(deps.storage, key))) return key;
  if (!deps.posterFrame) return null;
  try {
    const frame = await deps.posterFrame(await signServerRead(deps.storage, videoFileKey(userId, uploadId)));
    if (!frame) return null;
    await storePoster(deps.storage, key, frame);
    return key;
  } catch (error) {
    logger.warn('server poster frame failed', { error: String(error) });
    return null;
  }
}

export async function createVideo(
  deps: VideoDeps,
  userId: string,
  request: CreateVideoRequest,
): Promise<VideoView> {
  const now = deps.clock();
  const base = {
    id: ulid(now.getTime()),
    userId,
    title: request.title,
    description: request.description ?? null,
    durationMinutes: request.durationMinutes ?? null,
    isPublic: request.isPublic ?? false,
    createdAt: now.toISOString(),
    deletedAt: null,
  };
  let video: VideoRecord;
  if (request.source === 'url') {
    video = {
      ...base,
      videoType: linkVideoType(request.videoUrl),
      videoUrl: request.videoUrl.trim(),
      fileKey: null,
      posterKey: null,
    };
  } else {
    const fileKey = videoFileKey(userId, request.uploadId);
    await verifyVideoFile(deps.storage, fileKey);
    video = {
      ...base,
      videoType: 'upload',
      videoUrl: null,
      fileKey,
      posterKey: await posterFor(deps, userId, request.uploadId, request.hasPoster ?? false),
    };
  }
  await deps.videos.create(video);
  await purgeTrash(deps, userId);
  return present(deps, video, userId);
}

/** Save to My Videos: a private copy of someone else's public video, with its own copy of the files. */
export async function copyVideo(deps: VideoDeps, callerId: string, id: string): Promise<VideoView> {
  const original = await readVisible(deps, id, callerId);
  if (original.userId === callerId) throw badRequest('This video is already in your collection');
  const now = deps.clock();
  const files = original.fileKey
    ? await copyVideoFiles(
        deps.storage,
        { fileKey: original.fileKey, posterKey: original.posterKey },
        callerId,
        now,
      )
    : { fileKey: null, posterKey: null };
  const copy: VideoRecord = {
    ...original,
    ...files,
    id: ulid(now.getTime()),
    userId: callerId,
    isPublic: false,
    createdAt: now.toISOString(),
    deletedAt: null,
  };
  await deps.videos.create(copy);
  return present(deps, copy, callerId);
}

/** Deletes at once (SPEC 4); Undo (restoreVideo) works for UNDO_WINDOW_SECONDS. */
export async function deleteVideo(deps: VideoDeps, callerId: string, id: string): Promise<DeletedVideo> {
  const now = deps.clock();
  const trashed = await deps.videos.trash(
    id,
    callerId,
    now.toISOString(),
    Math.floor(now.getTime() / 1000) + TRASH_RETENTION_SECONDS,
  );
  if (!trashed) {
    const existing = await deps.videos.get(id);
    if (isLive(existing) && existing.isPublic) throw forbidden('Only the owner can delete this video');
    throw videoNotFound();
  }
  await tagTrashed(deps.storage, filesOf(trashed), true);
  await purgeTrash(deps, callerId);
  return { id, undoUntil: new Date(now.getTime() + UNDO_WINDOW_SECONDS * 1000).toISOString() };
}

export async function restoreVideo(deps: VideoDeps, callerId: string, id: string): Promise<VideoView> {
  const video = await deps.videos.get(id);
  const now = deps.clock();
  if (!video || video.userId !== callerId || !video.deletedAt) throw videoNotFound();
  const deadline = new Date(video.deletedAt).getTime() + UNDO_WINDOW_SECONDS * 1000;
  if (now.getTime() > deadline) throw notFound('This video can no longer be restored');
  await tagTrashed(deps.storage, filesOf(video), false);
  const restored = { ...video, deletedAt: null };
  if (!(await deps.videos.restore(video))) throw videoNotFound();
  return present(deps, restored, callerId);
}

/** Removes the files and items of the caller's videos deleted longer ago than the undo window. */
export async function purgeTrash(deps: VideoDeps, userId: string): Promise<number> {
  const before = new Date(deps.clock().getTime() - UNDO_WINDOW_SECONDS * 1000).toISOString();
  const expired = await deps.videos.trashedBefore(userId, before);
  for (const video of expired) {
    await deleteFiles(deps.storage, filesOf(video));
    await deps.removeComments?.(video.id);
    await deps.videos.removeTrashed(video);
  }
  return expired.length;
}
