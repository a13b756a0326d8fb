import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { s3Storage } from '../../adapters/storage/s3-storage.js';
import {
  abortVideoUpload,
  completeVideoUpload,
  looksLikeVideo,
  posterKey,
  signVideoUpload,
  videoFileKey,
} from './video-files';

// Signing is local computation: no request leaves the process for a one-shot upload.
const client = new S3Client({
  region: 'us-east-1',
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
});
const storage = s3Storage({ server: async () => client, browser: async () => client, bucket: 'media' });

type Policy = { conditions: unknown[] };
const policyOf = (fields: Record<string, string>) =>
  JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8')) as Policy;

describe('the presigned video upload (S3 enforces what the policy says)', () => {
  it("pins the caller's key, the type, the declared size and marks the declared size on the object", async () => {
    const upload = await signVideoUpload(
      storage,
      'user-1',
      { contentType: 'video/avi', size: 123_456 },
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(upload.transfer.mode).toBe('post');
    if (upload.transfer.mode !== 'post') return;
    expect(upload.transfer.fields.key).toBe(videoFileKey('user-1', upload.uploadId));
    expect(upload.uploadId).toMatch(/^[0-9A-Z]{26}$/);
    const { conditions } = policyOf(upload.transfer.fields);
    expect(conditions).toContainEqual(['content-length-range', 1, 123_456]);
    expect(conditions).toContainEqual(['eq', '$Content-Type', 'video/x-msvideo']);
    expect(conditions).toContainEqual(['eq', '$x-amz-meta-declared-size', '123456']);
    expect(conditions).toContainEqual({ key: `videos/user-1/${upload.uploadId}/video` });
    expect(upload.expiresAt).toBe('2026-01-02T04:04:05.000Z');
  });

  it('lets the poster be a JPEG of at most 2MB beside the video', async () => {
    const upload = await signVideoUpload(
      storage,
      'user-1',
      { contentType: 'video/mp4', size: 10 },
      new Date(),
    );
    expect(upload.poster.fields.key).toBe(posterKey('user-1', upload.uploadId));
    const { conditions } = policyOf(upload.poster.fields);
    expect(conditions).toContainEqual(['content-length-range', 1, 2 * 1024 * 1024]);
    expect(conditions).toContainEqual(['eq', '$Content-Type', 'image/jpeg']);
  });
});

describe('the first bytes of a video file', () => {
  const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
  it('recognise MP4/MOV boxes and AVI', () => {
    expect(looksLikeVideo(bytes('\0\0\0\x20ftypisom\0\0\x02\0'))).toBe(true);
    expect(looksLikeVideo(bytes('\0\0\0\x08wide\0\0\0\0moov'))).toBe(true);
    expect(looksLikeVideo(bytes('RIFF\x10\0\0\0AVI LIST'))).toBe(true);
  });
  it('refuse other files', () => {
    expect(looksLikeVideo(bytes('RIFF\x10\0\0\0WAVEfmt '))).toBe(false);
    expect(looksLikeVideo(bytes('%PDF-1.7\n%âãÏÓ'))).toBe(false);
    expect(looksLikeVideo(bytes('\x1aE\xdf\xa3webm'))).toBe(false);
    expect(looksLikeVideo(bytes('ftyp'))).toBe(false);
  });
});

describe("completing and aborting a multipart upload address only the caller's own key", () => {
  // S3 binds a multipart upload id to the key it was started on, so a request naming another user's
  // upload id under the caller's own key is refused by S3 itself (NoSuchUpload). What the server must
  // guarantee, and this pins, is that the key always comes from the caller, never from the request.
  function recordingStorage() {
    const sent: { name: string; input: Record<string, unknown> }[] = [];
    const s3 = {
      send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
        sent.push({ name: command.constructor.name, input: command.input });
        if (command.constructor.name === 'CompleteMultipartUploadCommand')
          throw Object.assign(new Error('NoSuchUpload'), { $metadata: { httpStatusCode: 404 } });
        return {};
      },
    } as unknown as S3Client;
    return {
      storage: s3Storage({ server: async () => s3, browser: async () => client, bucket: 'media' }),
      sent,
    };
  }
  const uploadOfA = { uploadId: '01JDAAAAAAAAAAAAAAAAAAAAAA', multipartId: 'multipart-of-a' };

  it("sends user B's completion of A's upload to B's own key, and S3's refusal answers 400", async () => {
    const { storage: recording, sent } = recordingStorage();
    await expect(
      completeVideoUpload(recording, 'user-b', { ...uploadOfA, parts: [{ partNumber: 1, etag: '"e"' }] }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'The upload could not be completed' });
    expect(sent.map((command) => [command.name, command.input.Key, command.input.UploadId])).toEqual([
      ['CompleteMultipartUploadCommand', videoFileKey('user-b', uploadOfA.uploadId), 'multipart-of-a'],
    ]);
  });

  it("sends user B's abort of A's upload only to B's own keys", async () => {
    const { storage: recording, sent } = recordingStorage();
    await abortVideoUpload(recording, 'user-b', uploadOfA.uploadId, uploadOfA.multipartId);
    const keys = sent.flatMap((command) => {
      const batch = (command.input.Delete as { Objects?: { Key?: string }[] } | undefined)?.Objects;
      return batch ? batch.map((object) => object.Key) : [command.input.Key];
    });
    expect(keys).toEqual([
      videoFileKey('user-b', uploadOfA.uploadId),
      videoFileKey('user-b', uploadOfA.uploadId),
      `videos/user-b/${uploadOfA.uploadId}/poster.jpg`,
    ]);
  });
});
