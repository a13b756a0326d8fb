// Recipe import against the local stack: POST /api/extract-recipe runs the extract-recipe workflow on
// the Step Functions stand-in with the real task handlers; pages are served by this test on loopback
// (the integration stack allows loopback fetches; the SSRF refusal itself is unit-tested with it off).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, stackUrl } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { subscribe } from './support/billing.js';

interface Extracted {
  recipes: {
    title: string;
    ingredients: string[];
    instructions: string[];
    sourceUrl: string | null;
    pdfUrl: string | null;
    prepTime: number | null;
    servings: number | null;
    partial?: boolean;
  }[];
  existingRecipeId: string | null;
}

interface Upload {
  url: string;
  fields: Record<string, string>;
  key: string;
  maxBytes: number;
}

const soupPage = `<!doctype html><html><head><title>Leek soup | Test Kitchen</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Leek and potato soup',
  description: 'A winter classic.',
  recipeIngredient: ['2 leeks, sliced', '3 potatoes, diced', '1 l vegetable stock'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Soften the leeks in butter.' },
    { '@type': 'HowToStep', text: 'Add potatoes and stock; simmer 20 minutes.' },
  ],
  prepTime: 'PT10M',
  cookTime: 'PT30M',
  recipeYield: '4',
})}</script></head><body><h1>Leek and potato soup</h1></body></html>`;

const pages: Record<string, { status: number; type: string; body: string }> = {
  '/soup': { status: 200, type: 'text/html; charset=utf-8', body: soupPage },
  '/moved': { status: 302, type: 'text/html', body: '' },
  '/about': {
    status: 200,
    type: 'text/html',
    body: '<html><head><title>About us</title></head><body><h1>About</h1><p>We like food.</p></body></html>',
  },
  '/blank': {
    status: 200,
    type: 'text/html',
    body: '<html><body><div><img src="/a.jpg"></div></body></html>',
  },
  '/data.json': { status: 200, type: 'application/json', body: '{"recipe":false}' },
};

let server: Server;
let site: string;
let user: Session;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const page = pages[path];
    if (!page) return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    if (path === '/moved') return res.writeHead(302, { location: '/soup?utm_source=test' }).end();
    res.writeHead(page.status, { 'content-type': page.type }).end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  user = await signUpUser();
  // Photo and PDF import are paid features: a trial through the local checkout simulator.
  await subscribe(user);
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** Extracts as `token`'s user (the shared user by default; null sends no token). */
const extract = (body: unknown, token: string | null = user.idToken) =>
  api<Extracted & { error?: { code: string; message: string } }>('/api/extract-recipe', {
    method: 'POST',
    token: token ?? undefined,
    body,
  });

describe('POST /api/extract-recipe from a web address', () => {
  it("reads the page's structured recipe", async () => {
    const reply = await extract({ type: 'url', url: `${site}/soup` });
    expect(reply.status).toBe(200);
    expect(reply.body.existingRecipeId).toBeNull();
    expect(reply.body.recipes).toEqual([
      expect.objectContaining({
        title: 'Leek and potato soup',
        ingredients: ['2 leeks, sliced', '3 potatoes, diced', '1 l vegetable stock'],
        instructions: ['Soften the leeks in butter.', 'Add potatoes and stock; simmer 20 minutes.'],
        sourceUrl: `${site}/soup`,
        prepTime: 10,
        servings: 4,
      }),
    ]);
  });

  it('names the recipe already imported from the same page, through redirects, until it is deleted', async () => {
    const cook = await signUpUser();
    const saved = await api<{ recipes: { id: string }[] }>('/api/recipes', {
      method: 'POST',
      token: cook.idToken,
      body: { recipes: [{ title: 'Leek soup', sourceUrl: `${site}/soup` }] },
    });
    expect(saved.status).toBe(201);
    const id = saved.body.recipes[0]?.id;

    const again = await extract({ type: 'url', url: `${site}/moved` }, cook.idToken);
    expect(again.status).toBe(200);
    expect(again.body.existingRecipeId).toBe(id);
    // Another user's recipe from the same page is not theirs.
    expect((await extract({ type: 'url', url: `${site}/soup` })).body.existingRecipeId).toBeNull();

    expect((await api(`/api/recipes/${id}`, { method: 'DELETE', token: cook.idToken })).status).toBe(204);
    expect(
      (await extract({ type: 'url', url: `${site}/soup` }, cook.idToken)).body.existingRecipeId,
    ).toBeNull();
  });

  it('gives a page without recipe lists back as its title and text, flagged partial', async () => {
    const reply = await extract({ type: 'url', url: `${site}/about` });
    expect(reply.status).toBe(200);
    expect(reply.body.recipes).toEqual([
      expect.objectContaining({ title: 'About', ingredients: [], partial: true, sourceUrl: `${site}/about` }),
    ]);
  });

  it("answers 422 'No recipes found' for a page with neither a title nor text", async () => {
    const reply = await extract({ type: 'url', url: `${site}/blank` });
    expect(reply).toMatchObject({ status: 422, body: { error: { message: 'No recipes found' } } });
  });

  it.each([
    ['/missing', 422, 'That page was not found (404)'],
    ['/data.json', 422, 'That address is not a web page'],
  ])('answers %s with a clear message', async (path, status, message) => {
    const reply = await extract({ type: 'url', url: `${site}${path}` });
    expect(reply).toMatchObject({ status, body: { error: { message } } });
  });

  it("answers 400 'Please enter a URL' for an empty address", async () => {
    const reply = await extract({ type: 'url', url: '  ' });
    expect(reply).toMatchObject({ status: 400, body: { error: { message: 'Please enter a URL' } } });
  });

  it('answers 400 for an address that is not http(s)', async () => {
    const reply = await extract({ type: 'url', url: 'file:///etc/passwd' });
    expect(reply.status).toBe(400);
    expect(reply.body.error?.message).toBe('Please enter a web address starting with http:// or https://');
  });

  it('answers 401 without a session', async () => {
    const reply = await extract({ type: 'url', url: `${site}/soup` }, null);
    expect(reply.status).toBe(401);
    // API Gateway's JWT authorizer answers; the Lambda never runs.
    expect(reply.body).toEqual({ message: 'Unauthorized' });
  });
});

async function recipePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = [
    'Lemon Shortbread',
    '',
    'Ingredients',
    '200 g butter',
    '100 g sugar',
    '300 g flour',
    '1 lemon, zested',
    '',
    'Method',
    '1. Cream the butter and sugar.',
    '2. Stir in the flour and lemon zest.',
    '3. Bake at 160C for 25 minutes.',
  ];
  lines.forEach((line, index) => {
    page.drawText(line, { x: 60, y: 780 - index * 22, size: index === 0 ? 20 : 12, font });
  });
  return pdf.save();
}

async function upload(session: Session, contentType: string, bytes: Uint8Array) {
  const signed = await api<Upload>('/api/uploads/recipe-file', {
    method: 'POST',
    token: session.idToken,
    body: { contentType, size: bytes.length },
  });
  expect(signed.status).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(signed.body.fields)) form.append(name, value);
  form.append('file', new Blob([Buffer.from(bytes)], { type: contentType }), 'recipe');
  const stored = await fetch(signed.body.url, { method: 'POST', body: form });
  expect(stored.status).toBeLessThan(300);
  return signed.body.key;
}

describe('photo and PDF import', () => {
  it("signs an upload under the caller's prefix and reads a PDF's recipe from it", async () => {
    const key = await upload(user, 'application/pdf', await recipePdf());
    expect(key).toMatch(new RegExp(`^recipe-files/${user.userId}/[a-f0-9]{32}\\.pdf$`));
    const reply = await extract({ type: 'pdf', key });
    expect(reply.status).toBe(200);
    expect(reply.body.recipes[0]).toMatchObject({
      title: 'Lemon Shortbread',
      ingredients: expect.arrayContaining(['200 g butter', '300 g flour']),
    });
    expect(reply.body.recipes[0]?.instructions.join(' ')).toContain('Bake at 160C for 25 minutes');
  });

  it('keeps the uploaded PDF with the saved recipe; its owner, and others through the public recipe, read it back', async () => {
    const bytes = await recipePdf();
    const key = await upload(user, 'application/pdf', bytes);
    const extracted = await extract({ type: 'pdf', key });
    const pdfUrl = `/api/media/${key}`;
    expect(extracted.body.recipes[0]?.pdfUrl).toBe(pdfUrl);

    const saved = await api<{ recipes: { id: string }[] }>('/api/recipes', {
      method: 'POST',
      token: user.idToken,
      body: {
        recipes: [{ ...extracted.body.recipes[0], ingredients: '200 g butter', instructions: 'Bake.' }],
      },
    });
    expect(saved.status).toBe(201);
    const recipe = await api<{ pdfUrl: string | null }>(`/api/recipes/${saved.body.recipes[0]?.id}`, {
      token: user.idToken,
    });
    expect(recipe.body.pdfUrl).toBe(pdfUrl);

    const address = await api<{ url: string; expiresAt: string }>(`${pdfUrl}?redirect=false`, {
      token: user.idToken,
    });
    expect(address.status).toBe(200);
    const file = await fetch(address.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from(bytes));

    const redirect = await fetch(`${stackUrl()}${pdfUrl}`, {
      headers: { authorization: `Bearer ${user.idToken}` },
      redirect: 'manual',
    });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(redirect.headers.get('location') ?? '')).status).toBe(200);

    const stranger = await signUpUser();
    const theirs = await api(`${pdfUrl}?redirect=false`, { token: stranger.idToken });
    expect(theirs).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    const recipeId = saved.body.recipes[0]?.id ?? '';
    const throughPrivate = await api(`${pdfUrl}?redirect=false&recipe=${recipeId}`, {
      token: stranger.idToken,
    });
    expect(throughPrivate.status).toBe(404);
    // Once the recipe is public, whoever sees it reads its PDF through it, and only through it.
    const shown = await api(`/api/recipes/${recipeId}/visibility`, {
      method: 'PUT',
      token: user.idToken,
      body: { isPublic: true },
    });
    expect(shown.status).toBe(200);
    const throughPublic = await api<{ url: string }>(`${pdfUrl}?redirect=false&recipe=${recipeId}`, {
      token: stranger.idToken,
    });
    expect(throughPublic.status).toBe(200);
    expect((await fetch(throughPublic.body.url)).status).toBe(200);
    const unrelated = await api<{ recipes: { id: string }[] }>('/api/recipes', {
      method: 'POST',
      token: user.idToken,
      body: { recipes: [{ title: 'Unrelated public recipe', isPublic: true }] },
    });
    const wrongRecipe = await api(`${pdfUrl}?redirect=false&recipe=${unrelated.body.recipes[0]?.id}`, {
      token: stranger.idToken,
    });
    expect(wrongRecipe.status).toBe(404);
    expect((await api(`${pdfUrl}?redirect=false`)).status).toBe(401);
    const never = await api(`/api/media/recipe-files/${user.userId}/${'0'.repeat(32)}.pdf?redirect=false`, {
      token: user.idToken,
    });
    expect(never).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    const malformed = await api(`/api/media/recipe-files/${user.userId}/notes.txt`, { token: user.idToken });
    expect(malformed.status).toBe(404);
  });

  it("answers 400 'Please upload a JPEG, PNG or PDF file' for other types", async () => {
    const reply = await api('/api/uploads/recipe-file', {
      method: 'POST',
      token: user.idToken,
      body: { contentType: 'image/gif', size: 100 },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { error: { message: 'Please upload a JPEG, PNG or PDF file' } },
    });
  });

  it('answers 400 for a file over the size limit', async () => {
    const reply = await api('/api/uploads/recipe-file', {
      method: 'POST',
      token: user.idToken,
      body: { contentType: 'application/pdf', size: 20 * 1024 * 1024 + 1 },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { error: { message: 'The file must be less than 20MB' } },
    });
  });

  it('answers 400 for a photo over the 10 MB Textract reads, and signs a PDF of that size', async () => {
    const size = 10 * 1024 * 1024 + 1;
    const photo = await api('/api/uploads/recipe-file', {
      method: 'POST',
      token: user.idToken,
      body: { contentType: 'image/jpeg', size },
    });
    expect(photo).toMatchObject({
      status: 400,
      body: { error: { message: 'The photo must be less than 10MB' } },
    });
    const pdf = await api<{ maxBytes: number }>('/api/uploads/recipe-file', {
      method: 'POST',
      token: user.idToken,
      body: { contentType: 'application/pdf', size },
    });
    expect(pdf).toMatchObject({ status: 201, body: { maxBytes: 20 * 1024 * 1024 } });
    const small = await api<{ maxBytes: number }>('/api/uploads/recipe-file', {
      method: 'POST',
      token: user.idToken,
      body: { contentType: 'image/png', size: 1000 },
    });
    // The presigned policy's content-length-range holds the photo to 10 MB in S3 itself.
    expect(small).toMatchObject({ status: 201, body: { maxBytes: 10 * 1024 * 1024 } });
  });

  it("answers 404 for another user's file, and for a file never uploaded", async () => {
    const key = await upload(user, 'application/pdf', await recipePdf());
    const stranger = await signUpUser();
    await subscribe(stranger);
    const reply = await extract({ type: 'pdf', key }, stranger.idToken);
    expect(reply).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    const never = await extract({ type: 'image', key: `recipe-files/${user.userId}/${'0'.repeat(32)}.png` });
    expect(never).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
  });

  it('answers 401 without a session', async () => {
    const reply = await api('/api/uploads/recipe-file', {
      method: 'POST',
      body: { contentType: 'image/png', size: 10 },
    });
    expect(reply.status).toBe(401);
  });
});
