// Bench scenarios of the media area and of importing one recipe: the presigned upload of a photo or
// PDF (and of a meal's photo), reading an uploaded file back (and a meal's photo), and extraction from a web page. The page is served by the bench
// itself on 127.0.0.1, so no call leaves the machine.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BenchContext, type ScenarioGroup, setupCall } from './bench-scenario.js';

const recipePage = `<!doctype html><html><head><title>Bench flapjacks</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Bench flapjacks',
  recipeIngredient: ['250 g oats', '125 g butter', '125 g golden syrup', '50 g brown sugar'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Melt the butter, syrup and sugar.' },
    { '@type': 'HowToStep', text: 'Stir in the oats and bake 25 minutes at 180°C.' },
  ],
  prepTime: 'PT10M',
  cookTime: 'PT25M',
  recipeYield: '12',
})}</script></head><body><h1>Bench flapjacks</h1></body></html>`;

/** Serves the bench's recipe page on loopback until `close` is called. */
export async function serveRecipePage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== '/flapjacks') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(recipePage);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/flapjacks`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A PDF the bench cook uploaded (as the browser does, by the presigned POST) and keeps on a recipe. */
async function keptRecipeFile(ctx: BenchContext): Promise<Partial<BenchContext>> {
  const bytes = Buffer.from('%PDF-1.4\n% Hearth bench file\n%%EOF\n');
  const signed = await setupCall<{ url: string; fields: Record<string, string>; key: string }>(
    ctx,
    ctx.idToken,
    '/api/uploads/recipe-file',
    'POST',
    { contentType: 'application/pdf', size: bytes.length },
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'recipe.pdf');
  const stored = await fetch(signed.url, { method: 'POST', body: form });
  if (stored.status >= 300) throw new Error(`Bench: the PDF upload answered ${stored.status}`);
  const [recipe] = (
    await setupCall<{ recipes: { id: string }[] }>(ctx, ctx.idToken, '/api/recipes', 'POST', {
      recipes: [{ title: 'From a PDF', pdfUrl: `/api/media/${signed.key}` }],
    })
  ).recipes;
  return {
    recipeFilePath: `/api/media/${signed.key}?redirect=false&recipe=${recipe?.id}`,
    cookPhotoPath: await loggedPhoto(ctx, recipe?.id ?? ''),
  };
}

/** A meal of that recipe logged with a photo (issue 39): the address of its photo. */
async function loggedPhoto(ctx: BenchContext, recipeId: string): Promise<string> {
  const bytes = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const signed = await setupCall<{ url: string; fields: Record<string, string>; key: string }>(
    ctx,
    ctx.idToken,
    '/api/uploads/cook-photo',
    'POST',
    { contentType: 'image/png', size: bytes.length },
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'meal.png');
  const stored = await fetch(signed.url, { method: 'POST', body: form });
  if (stored.status >= 300) throw new Error(`Bench: the photo upload answered ${stored.status}`);
  const entry = await setupCall<{ photo: { url: string } }>(
    ctx,
    ctx.idToken,
    `/api/recipes/${recipeId}/cooked`,
    'POST',
    { cookedOn: '2026-03-01', cookName: 'Bench cook', photo: signed.key },
  );
  return `${entry.photo.url}&redirect=false`;
}

export const importScenarios: ScenarioGroup = {
  name: 'media and recipe import',
  prepare: keptRecipeFile,
  scenarios: [
    {
      method: 'POST',
      route: '/api/uploads/recipe-image',
      body: () => ({ contentType: 'image/webp', size: 200_000 }),
      expectStatus: 201,
    },
    {
      method: 'POST',
      route: '/api/uploads/recipe-file',
      label: 'POST /api/uploads/recipe-file (presign)',
      body: (_ctx, i) => ({ contentType: i % 2 ? 'application/pdf' : 'image/jpeg', size: 250_000 }),
      expectStatus: 201,
    },
    {
      method: 'GET',
      route: '/api/media/recipe-files/{ownerId}/{file}',
      label: 'A recipe’s PDF: its signed address',
      path: (ctx) => ctx.recipeFilePath,
    },
    {
      method: 'POST',
      route: '/api/uploads/cook-photo',
      label: 'POST /api/uploads/cook-photo (presign)',
      body: () => ({ contentType: 'image/jpeg', size: 300_000 }),
      expectStatus: 201,
    },
    {
      method: 'GET',
      route: '/api/media/cook-photos/{ownerId}/{file}',
      label: 'A meal’s photo: its signed address',
      path: (ctx) => ctx.cookPhotoPath,
    },
    {
      method: 'POST',
      route: '/api/extract-recipe',
      label: 'POST /api/extract-recipe (web page)',
      body: (ctx) => ({ type: 'url', url: ctx.recipePageUrl }),
    },
  ],
};
