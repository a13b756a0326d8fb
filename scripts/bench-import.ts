// Bench scenarios of recipe import: the presigned upload of a photo or PDF, and extraction from a
// web page. The page is served by the bench itself on 127.0.0.1, so no call leaves the machine.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RecipeBenchContext, RecipeScenario } from './bench-recipes.js';

export interface ImportBenchContext extends RecipeBenchContext {
  /** A recipe page with schema.org data on the bench's own loopback server. */
  recipePageUrl: string;
}

export interface ImportScenario extends Omit<RecipeScenario, 'path' | 'body' | 'token'> {
  body?: (ctx: ImportBenchContext, i: number) => unknown;
}

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

export const importScenarios: ImportScenario[] = [
  {
    method: 'POST',
    route: '/api/uploads/recipe-file',
    label: 'POST /api/uploads/recipe-file (presign)',
    body: (_ctx, i) => ({ contentType: i % 2 ? 'application/pdf' : 'image/jpeg', size: 250_000 }),
    expectStatus: 201,
  },
  {
    method: 'POST',
    route: '/api/extract-recipe',
    label: 'POST /api/extract-recipe (web page)',
    body: (ctx) => ({ type: 'url', url: ctx.recipePageUrl }),
  },
];
