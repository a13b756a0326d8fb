// Recipe image uploads: a presigned POST straight to the bucket (s3rver locally, reached through the
// local server's /media path as CloudFront would), then the image served at its address straight from
// the bucket, as CloudFront's recipe-image behaviour serves it on AWS (no Lambda, no redirect).
import { describe, expect, it } from 'vitest';
import { api, stackUrl } from './support/api.js';
import { signUpUser } from './support/auth.js';

interface Upload {
  url: string;
  fields: Record<string, string>;
  key: string;
  imageUrl: string;
  maxBytes: number;
}

// The smallest valid PNG: one transparent pixel.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('POST /api/uploads/recipe-image', () => {
  it('signs an upload under the caller’s prefix; the image is then served from its address', async () => {
    const user = await signUpUser();
    const reply = await api<Upload>('/api/uploads/recipe-image', {
      method: 'POST',
      token: user.idToken,
      body: { contentType: 'image/png', size: png.length },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.key).toMatch(new RegExp(`^recipe-images/${user.userId}/\\d{13}-[a-f0-9]{32}\\.png$`));
    expect(reply.body.maxBytes).toBe(5 * 1024 * 1024);
    expect(new URL(reply.body.url).origin).toBe(stackUrl());

    const form = new FormData();
    for (const [name, value] of Object.entries(reply.body.fields)) form.append(name, value);
    form.append('file', new Blob([png], { type: 'image/png' }), 'pixel.png');
    const stored = await fetch(reply.body.url, { method: 'POST', body: form });
    expect(stored.status).toBeLessThan(300);

    const image = await fetch(`${stackUrl()}${reply.body.imageUrl}`, { redirect: 'manual' });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);

    // The uploaded address is accepted as a recipe image.
    const recipe = await api<{ recipes: { imageUrl: string }[] }>('/api/recipes', {
      method: 'POST',
      token: user.idToken,
      body: { recipes: [{ title: 'Pictured', imageUrl: reply.body.imageUrl }] },
    });
    expect(recipe.body.recipes[0]?.imageUrl).toBe(reply.body.imageUrl);
  });

  it("answers 400 'Please upload an image file' for other types", async () => {
    const user = await signUpUser();
    const reply = await api('/api/uploads/recipe-image', {
      method: 'POST',
      token: user.idToken,
      body: { contentType: 'application/pdf', size: 100 },
    });
    expect(reply).toMatchObject({ status: 400, body: { error: { message: 'Please upload an image file' } } });
  });

  it("answers 400 'Image must be less than 5MB' for larger files", async () => {
    const user = await signUpUser();
    const reply = await api('/api/uploads/recipe-image', {
      method: 'POST',
      token: user.idToken,
      body: { contentType: 'image/jpeg', size: 5 * 1024 * 1024 + 1 },
    });
    expect(reply).toMatchObject({ status: 400, body: { error: { message: 'Image must be less than 5MB' } } });
  });

  it('answers 401 without a token', async () => {
    const reply = await api('/api/uploads/recipe-image', {
      method: 'POST',
      body: { contentType: 'image/png', size: 10 },
    });
    expect(reply.status).toBe(401);
  });
});

describe('GET /api/media/recipe-images/{ownerId}/{file}, served from the bucket', () => {
  async function storedImage() {
    const user = await signUpUser();
    const reply = await api<Upload>('/api/uploads/recipe-image', {
      method: 'POST',
      token: user.idToken,
      body: { contentType: 'image/png', size: png.length },
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(reply.body.fields)) form.append(name, value);
    form.append('file', new Blob([png], { type: 'image/png' }), 'pixel.png');
    expect((await fetch(reply.body.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    return `${stackUrl()}${reply.body.imageUrl}`;
  }

  it('serves the picture to anyone, without a token, with ranges and revalidation', async () => {
    const address = await storedImage();
    const head = await fetch(address, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(png.length));
    const etag = head.headers.get('etag') ?? '';
    expect(etag).not.toBe('');

    const part = await fetch(address, { headers: { range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(png.subarray(0, 8));

    const again = await fetch(address, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for addresses that do not name a recipe image, and 405 to anything but GET and HEAD', async () => {
    for (const path of [
      '/api/media/recipe-images/someone/secret.txt',
      '/api/media/recipe-images/someone/1700000000000-short.png',
      '/api/media/recipe-images/a/b/1700000000000.png',
    ]) {
      const reply = await fetch(`${stackUrl()}${path}`, { redirect: 'manual' });
      expect(reply.status, path).toBe(404);
    }
    const missing = await fetch(`${stackUrl()}/api/media/recipe-images/nobody/1700000000000.png`);
    expect(missing.status).toBe(404);
    const address = await storedImage();
    const put = await fetch(address, { method: 'PUT', body: 'overwrite' });
    expect(put.status).toBe(405);
    expect(Buffer.from(await (await fetch(address)).arrayBuffer())).toEqual(png);
  });
});
