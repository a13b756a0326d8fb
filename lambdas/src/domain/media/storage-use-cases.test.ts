// The media use cases against an in-memory file storage (the port, no S3): claims, copies, the video
// checks and the removal of a deleted account's files.
import { describe, expect, it } from 'vitest';
import { MAX_VIDEO_BYTES } from '../../contracts/videos.js';
import { deleteMediaOfUser } from '../admin/user-data.js';
import { verifyPoster, verifyVideoFile } from '../videos/video-files.js';
import { recipeMediaCopier } from './copy-recipe-media.js';
import type { FileStorage, FileTag, StoredFile } from './ports.js';
import { mediaClaims, PENDING_UPLOAD_TAG } from './recipe-media.js';

interface MemoryFile extends StoredFile {
  body: Uint8Array;
  tags: FileTag[];
}

/** File storage in memory; only what these use cases call is implemented. */
function memoryStorage(files: Record<string, Partial<MemoryFile>> = {}) {
  const stored = new Map<string, MemoryFile>(
    Object.entries(files).map(([key, file]) => [
      key,
      {
        size: 1,
        contentType: 'application/octet-stream',
        metadata: {},
        body: new Uint8Array(),
        tags: [],
        ...file,
      },
    ]),
  );
  const unused = () => {
    throw new Error('not used here');
  };
  const storage: FileStorage = {
    signUpload: unused,
    signDownload: unused,
    async head(key) {
      const file = stored.get(key);
      return file ? { size: file.size, contentType: file.contentType, metadata: file.metadata } : null;
    },
    read: unused,
    async readStart(key, bytes) {
      return (stored.get(key)?.body ?? new Uint8Array()).subarray(0, bytes);
    },
    put: unused,
    async copy(from, to) {
      const file = stored.get(from);
      if (!file) return 'missing';
      stored.set(to, { ...file, tags: [] });
      return 'copied';
    },
    async setTags(key, tags) {
      const file = stored.get(key);
      if (!file) return 'missing';
      file.tags = tags;
      return 'done';
    },
    async delete(keys) {
      for (const key of keys) stored.delete(key);
    },
    async deleteUnder(prefix) {
      for (const key of [...stored.keys()]) if (key.startsWith(prefix)) stored.delete(key);
    },
    startMultipart: unused,
    signPart: unused,
    completeMultipart: unused,
    abortMultipart: unused,
  };
  return { storage, stored };
}

const pending = [{ ...PENDING_UPLOAD_TAG }];
const ascii = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('claiming and copying recipe files', () => {
  it('removes the pending tag of the files a recipe keeps, and passes over a file already gone', async () => {
    const { storage, stored } = memoryStorage({ 'recipe-images/u1/1.jpg': { tags: pending } });
    await mediaClaims(storage).claim([
      'recipe-images/u1/1.jpg',
      'recipe-images/u1/1.jpg',
      'recipe-files/u1/gone.pdf',
    ]);
    expect(stored.get('recipe-images/u1/1.jpg')?.tags).toEqual([]);
  });

  it("copies a file into the saver's own prefix with no tags; a file already gone gives the copy none", async () => {
    const { storage, stored } = memoryStorage({ 'recipe-images/owner/1.jpg': { tags: pending } });
    const copier = recipeMediaCopier(storage, () => new Date('2026-01-01T00:00:00Z'));
    const copied = await copier.copy('/api/media/recipe-images/owner/1.jpg', 'saver');
    expect(copied).toMatch(/^\/api\/media\/recipe-images\/saver\/1767225600000-[a-f0-9]{32}\.jpg$/);
    expect(stored.get((copied ?? '').replace('/api/media/', ''))?.tags).toEqual([]);
    expect(await copier.copy('/api/media/recipe-files/owner/gone.pdf', 'saver')).toBeNull();
    expect(await copier.copy('https://example.com/cake.jpg', 'saver')).toBe('https://example.com/cake.jpg');
  });
});

describe('checking uploaded videos', () => {
  const mp4 = ascii('\0\0\0\x20ftypisom\0\0\x02\0');

  it('keeps a video that is what it says it is', async () => {
    const { storage, stored } = memoryStorage({
      'videos/u1/up/video': {
        size: 16,
        contentType: 'video/mp4',
        metadata: { 'declared-size': '16' },
        body: mp4,
      },
    });
    await verifyVideoFile(storage, 'videos/u1/up/video');
    expect(stored.has('videos/u1/up/video')).toBe(true);
  });

  it('deletes and refuses a file larger than declared (413) or not a video (400); a missing one is 400', async () => {
    const { storage, stored } = memoryStorage({
      'videos/u1/big/video': {
        size: 20,
        contentType: 'video/mp4',
        metadata: { 'declared-size': '16' },
        body: mp4,
      },
      'videos/u1/pdf/video': {
        size: 16,
        contentType: 'video/mp4',
        metadata: { 'declared-size': '16' },
        body: ascii('%PDF-1.7\n%abcdefg'),
      },
    });
    await expect(verifyVideoFile(storage, 'videos/u1/big/video')).rejects.toMatchObject({ statusCode: 413 });
    await expect(verifyVideoFile(storage, 'videos/u1/pdf/video')).rejects.toMatchObject({ statusCode: 400 });
    await expect(verifyVideoFile(storage, 'videos/u1/none/video')).rejects.toMatchObject({ statusCode: 400 });
    expect([...stored.keys()]).toEqual([]);
    expect(MAX_VIDEO_BYTES).toBeGreaterThan(20);
  });

  it('drops a poster that is not a small JPEG', async () => {
    const { storage, stored } = memoryStorage({
      'videos/u1/a/poster.jpg': { size: 10, contentType: 'image/jpeg' },
      'videos/u1/b/poster.jpg': { size: 10, contentType: 'image/png' },
    });
    expect(await verifyPoster(storage, 'videos/u1/a/poster.jpg')).toBe(true);
    expect(await verifyPoster(storage, 'videos/u1/b/poster.jpg')).toBe(false);
    expect(await verifyPoster(storage, 'videos/u1/c/poster.jpg')).toBe(false);
    expect([...stored.keys()]).toEqual(['videos/u1/a/poster.jpg']);
  });
});

describe("removing a deleted account's files", () => {
  it("deletes everything under the user's own prefixes and nothing of anyone else's", async () => {
    const { storage, stored } = memoryStorage({
      'recipe-images/u1/1.jpg': {},
      'recipe-files/u1/a.pdf': {},
      'videos/u1/up/video': {},
      'recipe-images/u10/1.jpg': {},
      'videos/u2/up/video': {},
    });
    await deleteMediaOfUser(storage, 'u1');
    expect([...stored.keys()].sort()).toEqual(['recipe-images/u10/1.jpg', 'videos/u2/up/video']);
  });
});
