// The local stand-in for the bucket's lifecycle rule, against s3rver itself: on start, uploads still
// tagged pending for over a day are deleted. And the local /media proxy reads a presigned POST's fields from the head of the form to store its
// `tagging` field as S3 does (s3rver ignores it); the fields come before the file, as S3 requires.
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, PutObjectCommand, PutObjectTaggingCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { PENDING_UPLOAD_TAG, PENDING_UPLOAD_TAGGING } from '../../lambdas/src/domain/media/recipe-media.js';
import { formFieldsOf, localS3Client, tagsOfTaggingXml } from './pending-uploads.js';
import { startS3 } from './s3.js';

describe('the local presigned POST tagging', () => {
  it('reads the text fields of a browser form up to the file', async () => {
    const form = new FormData();
    form.append('key', 'recipe-images/user-1/1700000000000-abc.png');
    form.append('Content-Type', 'image/png');
    form.append('tagging', PENDING_UPLOAD_TAGGING);
    form.append('file', new Blob(['name="late"\r\n\r\nnot a field\r\n']), 'pixel.png');
    const request = new Request('http://local/', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer()).toString('latin1');
    expect(formFieldsOf(body)).toEqual({
      key: 'recipe-images/user-1/1700000000000-abc.png',
      'Content-Type': 'image/png',
      tagging: PENDING_UPLOAD_TAGGING,
    });
  });

  it('turns the tagging XML into the tag set S3 stores', () => {
    expect(tagsOfTaggingXml(PENDING_UPLOAD_TAGGING)).toEqual([{ Key: 'hearth-upload', Value: 'pending' }]);
    expect(tagsOfTaggingXml('<Tagging><TagSet /></Tagging>')).toEqual([]);
  });
});

describe('the local S3 on start', () => {
  it('deletes uploads left pending for over a day, and keeps claimed and recent ones', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hearth-s3-'));
    const bucket = 'hearth-media';
    const keys = {
      stale: 'recipe-images/user-1/1700000000000-stale.png',
      claimed: 'recipe-files/user-1/claimed.pdf',
      recent: 'recipe-images/user-1/1700000000001-recent.png',
      other: 'videos/user-1/clip/video',
    };
    try {
      const first = await startS3({ dataDir, bucket, origin: 'http://localhost' });
      const s3 = localS3Client(first.endpoint);
      for (const Key of Object.values(keys)) {
        await s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body: 'bytes' }));
        const pending = Key !== keys.claimed && Key !== keys.other;
        await s3.send(
          new PutObjectTaggingCommand({
            Bucket: bucket,
            Key,
            Tagging: { TagSet: pending ? [{ ...PENDING_UPLOAD_TAG }] : [] },
          }),
        );
      }
      s3.destroy();
      await first.stop();
      // Two days pass for all but the recent upload (s3rver dates an object by its file).
      const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
      for (const key of [keys.stale, keys.claimed, keys.other])
        await utimes(join(dataDir, 's3', bucket, `${key}._S3rver_object`), twoDaysAgo, twoDaysAgo);

      const second = await startS3({ dataDir, bucket, origin: 'http://localhost' });
      const after = localS3Client(second.endpoint);
      const exists = async (Key: string) =>
        after.send(new HeadObjectCommand({ Bucket: bucket, Key })).then(
          () => true,
          (error: Error) => (error.name === 'NotFound' ? false : Promise.reject(error)),
        );
      expect({
        stale: await exists(keys.stale),
        claimed: await exists(keys.claimed),
        recent: await exists(keys.recent),
        other: await exists(keys.other),
      }).toEqual({ stale: false, claimed: true, recent: true, other: true });
      after.destroy();
      await second.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
