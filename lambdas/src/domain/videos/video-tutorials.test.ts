// The delete/Undo/purge rules with in-memory repositories and a recording storage client.
import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { s3Storage } from '../../adapters/storage/s3-storage.js';
import type { VideoRecord, VideoRepository } from '../../data/entities/video';
import {
  deleteVideo,
  listVideos,
  restoreVideo,
  UNDO_WINDOW_SECONDS,
  type VideoDeps,
} from './video-tutorials';

function fakeRepository(): VideoRepository & { rows: Map<string, VideoRecord> } {
  const rows = new Map<string, VideoRecord>();
  const page = (items: VideoRecord[]) => ({ items, nextCursor: null });
  const live = () => [...rows.values()].filter((video) => !video.deletedAt);
  return {
    rows,
    get: async (id) => rows.get(id) ?? null,
    create: async (video) => void rows.set(video.id, video),
    listByOwner: async (userId) => page(live().filter((video) => video.userId === userId)),
    listPublic: async () => page(live().filter((video) => video.isPublic)),
    trash: async (id, userId, deletedAt) => {
      const video = rows.get(id);
      if (!video || video.userId !== userId || video.deletedAt) return null;
      const trashed = { ...video, deletedAt };
      rows.set(id, trashed);
      return trashed;
    },
    restore: async (video) => {
      const stored = rows.get(video.id);
      if (!stored || stored.deletedAt !== video.deletedAt) return false;
      rows.set(video.id, { ...video, deletedAt: null });
      return true;
    },
    trashedBefore: async (userId, before) =>
      [...rows.values()].filter(
        (video) => video.userId === userId && video.deletedAt && video.deletedAt < before,
      ),
    removeTrashed: async (video) => void rows.delete(video.id),
    allOfUser: async (userId) => [...rows.values()].filter((video) => video.userId === userId),
    deleteItems: async (videos) => {
      for (const video of videos) rows.delete(video.id);
    },
  };
}

function setup() {
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  const s3 = {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      sent.push({ name: command.constructor.name, input: command.input });
      return {};
    },
  } as unknown as S3Client;
  let now = new Date('2026-03-01T10:00:00Z');
  const videos = fakeRepository();
  const deps: VideoDeps = {
    videos,
    storage: s3Storage({
      server: async () => s3,
      // Signing download addresses is local computation.
      browser: async () =>
        new S3Client({
          region: 'us-east-1',
          credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' },
        }),
      bucket: 'media',
    }),
    clock: () => now,
  };
  const video: VideoRecord = {
    id: 'V1',
    userId: 'owner',
    title: 'Bread',
    description: null,
    videoType: 'upload',
    videoUrl: null,
    fileKey: 'videos/owner/U1/video',
    posterKey: 'videos/owner/U1/poster.jpg',
    durationMinutes: 3,
    isPublic: true,
    createdAt: now.toISOString(),
    deletedAt: null,
  };
  videos.rows.set(video.id, video);
  const advance = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  return { deps, videos, sent, advance };
}

describe('deleting a video with Undo', () => {
  it('tags the files for expiry, and Undo untags them and brings the video back as it was', async () => {
    const { deps, videos, sent, advance } = setup();
    const deleted = await deleteVideo(deps, 'owner', 'V1');
    expect(deleted.undoUntil).toBe('2026-03-01T10:10:00.000Z');
    expect(
      sent.filter((call) => call.name === 'PutObjectTaggingCommand').map((call) => call.input.Tagging),
    ).toEqual([
      { TagSet: [{ Key: 'hearth-trash', Value: 'true' }] },
      { TagSet: [{ Key: 'hearth-trash', Value: 'true' }] },
    ]);
    expect((await listVideos(deps, 'owner', 'mine', undefined)).videos).toEqual([]);

    sent.length = 0;
    advance(30);
    const restored = await restoreVideo(deps, 'owner', 'V1');
    expect(restored).toMatchObject({ id: 'V1', isPublic: true, title: 'Bread' });
    expect(
      sent.filter((call) => call.name === 'PutObjectTaggingCommand').map((call) => call.input.Tagging),
    ).toEqual([{ TagSet: [] }, { TagSet: [] }]);
    expect(videos.rows.get('V1')?.deletedAt).toBeNull();
  });

  it('refuses Undo by someone else or after the window, and then removes the files on the next visit', async () => {
    const { deps, videos, sent, advance } = setup();
    await deleteVideo(deps, 'owner', 'V1');
    await expect(restoreVideo(deps, 'someone', 'V1')).rejects.toMatchObject({ statusCode: 404 });
    advance(UNDO_WINDOW_SECONDS + 1);
    await expect(restoreVideo(deps, 'owner', 'V1')).rejects.toMatchObject({
      statusCode: 404,
      message: 'This video can no longer be restored',
    });
    sent.length = 0;
    await listVideos(deps, 'owner', 'mine', undefined);
    expect(sent.find((call) => call.name === 'DeleteObjectsCommand')?.input.Delete).toEqual({
      Objects: [{ Key: 'videos/owner/U1/video' }, { Key: 'videos/owner/U1/poster.jpg' }],
      Quiet: true,
    });
    expect(videos.rows.has('V1')).toBe(false);
  });

  it('keeps others from deleting: 403 on a public video, 404 on a private one', async () => {
    const { deps, videos } = setup();
    await expect(deleteVideo(deps, 'someone', 'V1')).rejects.toMatchObject({ statusCode: 403 });
    videos.rows.set('V1', { ...(videos.rows.get('V1') as VideoRecord), isPublic: false });
    await expect(deleteVideo(deps, 'someone', 'V1')).rejects.toMatchObject({ statusCode: 404 });
    expect(videos.rows.get('V1')?.deletedAt).toBeNull();
  });
});
