// The presigned POST policy is what makes S3 refuse wrong files; s3rver does not check policies, so
// the policy we sign is checked here.
import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { s3Storage } from '../../adapters/storage/s3-storage.js';
import { recipeImageUploadRequest } from '../../contracts/media.js';
import { recipeImageKeyOfPath } from '../../contracts/media-keys.js';
import { signRecipeImageUpload } from './recipe-images.js';
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

function policyOf(fields: Record<string, string>) {
  return JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8')) as {
    expiration: string;
    conditions: unknown[];
  };
}

describe('recipe image upload policy', () => {
  it("pins the key under the caller's prefix, the content type, the size range and the expiry", async () => {
    const request = recipeImageUploadRequest.parse({ contentType: 'image/PNG', size: 1234 });
    const upload = await signRecipeImageUpload(storage, 'user-1', request, now);
    expect(upload.key).toMatch(new RegExp(`^recipe-images/user-1/${now.getTime()}-[a-f0-9]{32}\\.png$`));
    expect(upload.imageUrl).toBe(`/api/media/${upload.key}`);
    expect(upload.fields).toMatchObject({
      key: upload.key,
      'Content-Type': 'image/png',
      tagging: PENDING_UPLOAD_TAGGING,
    });
    const policy = policyOf(upload.fields);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 5 * 1024 * 1024],
        ['eq', '$Content-Type', 'image/png'],
        // Stored tagged pending until a recipe claims it; unclaimed uploads expire.
        ['eq', '$tagging', PENDING_UPLOAD_TAGGING],
        { key: upload.key },
        { bucket: 'media-bucket' },
      ]),
    );
    expect(new Date(policy.expiration).getTime()).toBeLessThanOrEqual(Date.now() + 301_000);
  });

  it('signs image/jpg as the real image/jpeg type with a .jpg key', async () => {
    const request = recipeImageUploadRequest.parse({ contentType: 'image/jpg', size: 10 });
    const upload = await signRecipeImageUpload(storage, 'user-1', request, now);
    expect(upload.key.endsWith('.jpg')).toBe(true);
    expect(policyOf(upload.fields).conditions).toContainEqual(['eq', '$Content-Type', 'image/jpeg']);
  });

  it('refuses other types and files over 5MB with the spec messages', () => {
    expect(
      recipeImageUploadRequest.safeParse({ contentType: 'application/pdf', size: 10 }).error?.issues[0]
        ?.message,
    ).toBe('Please upload an image file');
    expect(
      recipeImageUploadRequest.safeParse({ contentType: 'image/gif', size: 10 }).error?.issues[0]?.message,
    ).toBe('Please upload an image file');
    expect(
      recipeImageUploadRequest.safeParse({ contentType: 'image/webp', size: 5 * 1024 * 1024 + 1 }).error
        ?.issues[0]?.message,
    ).toBe('Image must be less than 5MB');
  });

  it('gives every new image an address CloudFront and the local server serve (media-keys.ts)', async () => {
    for (const contentType of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const) {
      const upload = await signRecipeImageUpload(storage, 'user-1', { contentType, size: 10 }, now);
      expect(recipeImageKeyOfPath(upload.imageUrl)).toBe(upload.key);
    }
  });
});
