// Cook-log photos (issue 39): the upload's policy pins the key under the cook's own cook-photos/ prefix,
// the type, the size and the pending tag (s3rver does not check policies, so the signed policy is
// checked here); an entry keeps only the cook's own upload that arrived; its address names the entry.
import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { s3Storage } from '../../adapters/storage/s3-storage.js';
import { cookPhotoUploadRequest } from '../../contracts/media.js';
import { AppError } from '../../shared/errors.js';
import {
  cookPhotoAddress,
  cookPhotoKey,
  cookPhotos,
  NOT_YOUR_PHOTO,
  PHOTO_NOT_UPLOADED,
  signCookPhotoUpload,
} from './cook-photos.js';
import type { FileStorage } from './ports.js';
import { PENDING_UPLOAD_TAGGING } from './recipe-media.js';

const signer = new S3Client({
  region: 'us-east-1',
  endpoint: 'http://127.0.0.1:9/media',
  forcePathStyle: true,
  credentials: { accessKeyId: 'unit', secretAccessKey: 'unit' },
});
const storage = s3Storage({
  server: async () => signer,
  browser: async () => signer,
  bucket: 'media-bucket',
});
const now = new Date('2026-03-04T05:06:07.890Z');
const file = `${now.getTime()}-${'a'.repeat(32)}.webp`;

describe('cook-log photos', () => {
  it("sign an upload pinned to the cook's own key, type, size and the pending tag", async () => {
    const request = cookPhotoUploadRequest.parse({ contentType: 'image/JPG', size: 4321 });
    const upload = await signCookPhotoUpload(storage, 'user-1', request, now);
    expect(upload.key).toMatch(new RegExp(`^cook-photos/user-1/${now.getTime()}-[a-f0-9]{32}\\.jpg$`));
    expect(upload.fields).toMatchObject({
      key: upload.key,
      'Content-Type': 'image/jpeg',
      tagging: PENDING_UPLOAD_TAGGING,
    });
    const policy = JSON.parse(Buffer.from(upload.fields.Policy ?? '', 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 5 * 1024 * 1024],
        { tagging: PENDING_UPLOAD_TAGGING },
      ]),
    );
    expect(upload.expiresAt).toBe('2026-03-04T05:11:07.890Z');
  });

  it('name only well-formed keys, and an address that says which entry keeps it', () => {
    expect(cookPhotoKey('user-1', file)).toBe(`cook-photos/user-1/${file}`);
    for (const [owner, name] of [
      ['user-1', 'notes.txt'],
      ['user-1', '../recipe-images/x.png'],
      ['a/b', file],
      ['user-1', `${now.getTime()}.png`],
    ] as const)
      expect(cookPhotoKey(owner, name), name).toBeNull();
    expect(cookPhotoAddress(`cook-photos/user-1/${file}`, { id: '01J&x', cookedOn: '2026-03-01' })).toBe(
      `/api/media/cook-photos/user-1/${file}?entry=01J%26x&on=2026-03-01`,
    );
  });

  it("keep only the cook's own upload that arrived, and claim it by dropping the pending tag", async () => {
    const stored = new Set([`cook-photos/user-1/${file}`, `cook-photos/user-2/${file}`]);
    const tagged: [string, unknown[]][] = [];
    const fake = {
      head: async (key: string) =>
        stored.has(key) ? { size: 1, contentType: 'image/webp', metadata: {} } : null,
      setTags: async (key: string, tags: unknown[]) => {
        tagged.push([key, tags]);
        return 'done' as const;
      },
    } satisfies Pick<FileStorage, 'head' | 'setTags'>;
    const photos = cookPhotos(fake);
    expect(await photos.own('user-1', `cook-photos/user-1/${file}`)).toBe(`cook-photos/user-1/${file}`);
    const refused = async (key: string) => {
      const error = await photos.own('user-1', key).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      return [(error as AppError).statusCode, (error as Error).message];
    };
    expect(await refused(`cook-photos/user-2/${file}`)).toEqual([400, NOT_YOUR_PHOTO]);
    expect(await refused(`cook-photos/user-1/${now.getTime()}-${'b'.repeat(32)}.webp`)).toEqual([
      400,
      PHOTO_NOT_UPLOADED,
    ]);
    expect(await refused(`recipe-images/user-1/${file}`)).toEqual([400, PHOTO_NOT_UPLOADED]);
    await photos.claim(`cook-photos/user-1/${file}`);
    expect(tagged).toEqual([[`cook-photos/user-1/${file}`, []]]);
  });
});
