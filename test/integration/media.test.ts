// Recipe image uploads: a presigned POST straight to the bucket (s3rver locally, reached through the
// local server's /media path as CloudFront would), then the image address redirecting to the file.
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

    const redirect = await fetch(`${stackUrl()}${reply.body.imageUrl}`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location') ?? '';
    const image = await fetch(location);
    expect(image.status).toBe(200);
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

describe('GET /api/media/recipe-images/{ownerId}/{file}', () => {
  it('answers 404 for addresses that do not name a recipe image', async () => {
    const reply = await fetch(`${stackUrl()}/api/media/recipe-images/someone/secret.txt`, {
      redirect: 'manual',
    });
    expect(reply.status).toBe(404);
  });
});
