// Every route that creates recipes holds the free tier (50 own recipes) and the own-recipe counter
// stays exact under concurrent creates. The routes come from recipeCreatingRoutes, next to the one
// entry point (lambdas/src/domain/recipes/use-cases/create-recipe.ts); a case is required for each,
// and a unit test there fails when a handler creates recipes from a route missing from that list.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeCreatingRoutes } from '../../lambdas/src/domain/recipes/use-cases/create-recipe.js';
import { type ApiReply, api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { subscribe } from './support/billing.js';
import { placeInHousehold } from './support/households.js';
import {
  keysUnder,
  recipeCounter,
  storedRecipeCount,
  tagExists,
  uploadImage,
  uploadPdf,
} from './support/media.js';

type ErrorBody = { error: { code: string; message: string } };

// The spec's plans prompt for a 51st own recipe (README, Subscriptions): names the plans page.
const PLANS_PROMPT =
  'Keeping more than 50 recipes needs a subscription or lifetime access. See the Subscription plans page (/subscription) to start a free trial.';

const titles = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => ({ title: `Family recipe ${from + i + 1}` }));

const addRecipes = (user: Session, recipes: Record<string, unknown>[]) =>
  api<{ recipes: { id: string }[] } & ErrorBody>('/api/recipes', {
    method: 'POST',
    token: user.idToken,
    body: { recipes },
  });

/** Brings a user to `count` own recipes through the API (20 a request, the form's maximum). */
async function seed(user: Session, count: number) {
  for (let from = 0; from < count; from += 20) {
    const reply = await addRecipes(user, titles(Math.min(20, count - from), from));
    expect(reply.status).toBe(201);
  }
  expect(await storedRecipeCount(user.userId)).toBe(count);
}

const soupPage = `<!doctype html><html><head><title>Soup</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Barley broth',
  recipeIngredient: ['100 g pearl barley', '1 l stock'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Simmer the barley in the stock.' }],
})}</script></head><body><h1>Barley broth</h1></body></html>`;

let server: Server;
let site: string;
/** A cook (on a trial, so they may upload a PDF) whose public and shared recipes others copy. */
let cook: Session;
let publicRecipeId: string;
let sharedRecipeId: string;
/** The free user at 50 own recipes every case is tried on. */
let full: Session;
/** One of `full`'s recipes, which they make a version of their own of. */
let fullRecipeId: string;

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(soupPage));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  [cook, full] = await Promise.all([signUpUser(), signUpUser()]);
  await subscribe(cook);
  const [image, pdf] = await Promise.all([uploadImage(cook), uploadPdf(cook)]);
  const made = await addRecipes(cook, [
    { title: 'Community stew', imageUrl: image.address, pdfUrl: pdf.address, isPublic: true },
    { title: 'Family secret', imageUrl: image.address, pdfUrl: pdf.address, isPublic: false },
  ]);
  expect(made.status).toBe(201);
  [publicRecipeId, sharedRecipeId] = made.body.recipes.map((recipe) => recipe.id) as [string, string];
  const share = await api(`/api/recipes/${sharedRecipeId}/shares`, {
    method: 'POST',
    token: cook.idToken,
    body: { email: full.email },
  });
  expect(share.status).toBe(201);
  await seed(full, 50);
  const fullHome = await api<{ recipes: { id: string }[] }>('/api/recipes', { token: full.idToken });
  fullRecipeId = fullHome.body.recipes[0]?.id ?? '';
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

interface CreationCase {
  /** `<METHOD> <path>` of a route in recipeCreatingRoutes. */
  route: string;
  name: string;
  attempt: (user: Session) => Promise<ApiReply<ErrorBody>>;
}

const cases: CreationCase[] = [
  {
    route: 'POST /api/recipes',
    name: 'manual add (with a new tag)',
    attempt: (user) => addRecipes(user, [{ title: 'One too many', tags: 'refusedtag51' }]),
  },
  {
    route: 'POST /api/recipes',
    name: 'web-address import, saved (menu imports save the same way before adding to the menu)',
    attempt: async (user) => {
      const extracted = await api<{ recipes: Record<string, unknown>[] }>('/api/extract-recipe', {
        method: 'POST',
        token: user.idToken,
        body: { type: 'url', url: `${site}/barley` },
      });
      expect(extracted.status).toBe(200);
      const draft = extracted.body.recipes[0] ?? {};
      return addRecipes(user, [
        {
          ...draft,
          ingredients: (draft.ingredients as string[]).join('\n'),
          instructions: (draft.instructions as string[]).join('\n'),
        },
      ]);
    },
  },
  {
    route: 'POST /api/recipes/{id}/copy',
    name: 'copy from Community (a public recipe with an image and a PDF)',
    attempt: (user) =>
      api<ErrorBody>(`/api/recipes/${publicRecipeId}/copy`, { method: 'POST', token: user.idToken }),
  },
  {
    route: 'POST /api/recipes/{id}/copy',
    name: 'copy of a recipe shared with the user',
    attempt: (user) =>
      api<ErrorBody>(`/api/recipes/${sharedRecipeId}/copy`, { method: 'POST', token: user.idToken }),
  },
  {
    route: 'POST /api/recipes/{id}/variant',
    name: "a version of one's own of a household recipe (issue 39)",
    attempt: async (user) => {
      // A fresh cook joins the household of the cook whose recipe they vary; `full` varies their own.
      if (user !== full) await placeInHousehold(cook, user);
      const id = user === full ? fullRecipeId : sharedRecipeId;
      return api<ErrorBody>(`/api/recipes/${id}/variant`, {
        method: 'POST',
        token: user.idToken,
        body: { title: 'My way' },
      });
    },
  },
  {
    route: 'POST /api/suggest-recipes/save',
    name: 'saved suggestion',
    attempt: (user) =>
      api<ErrorBody>('/api/suggest-recipes/save', {
        method: 'POST',
        token: user.idToken,
        body: {
          title: 'Suggested omelette',
          ingredients: ['2 eggs', '1 knob butter'],
          instructions: ['Beat the eggs.', 'Cook in the butter.'],
        },
      }),
  },
];

describe('the free tier on every route that creates a recipe', () => {
  it('has a case for every recipe-creating route, and every listed route is a real route', () => {
    const listed = recipeCreatingRoutes.map((route) => `${route.method} ${route.path}`).sort();
    expect([...new Set(cases.map((item) => item.route))].sort()).toEqual(listed);
  });

  it.each(cases)(
    'refuses the 51st own recipe of a free account with 402 and the plans prompt, writing nothing: $route, $name',
    async ({ attempt }) => {
      const reply = await attempt(full);
      expect(reply.status).toBe(402);
      expect(reply.body.error).toEqual({ code: 'subscription_required', message: PLANS_PROMPT });
      // Nothing was written: no recipe, no count, no tag, no copied file.
      expect(await storedRecipeCount(full.userId)).toBe(50);
      expect(await recipeCounter(full.userId)).toBe(50);
      expect(await tagExists('refusedtag51')).toBe(false);
      expect(await keysUnder(`recipe-images/${full.userId}/`)).toEqual([]);
      expect(await keysUnder(`recipe-files/${full.userId}/`)).toEqual([]);
    },
  );

  it.each(cases)('still creates for a free account with room: $route, $name', async ({ attempt }) => {
    const user = await signUpUser();
    const share = await api(`/api/recipes/${sharedRecipeId}/shares`, {
      method: 'POST',
      token: cook.idToken,
      body: { email: user.email },
    });
    expect(share.status).toBe(201);
    const reply = await attempt(user);
    expect(reply.status).toBe(201);
    expect(await storedRecipeCount(user.userId)).toBe(1);
    expect(await recipeCounter(user.userId)).toBe(1);
  });
});

describe('concurrent creates by one user', () => {
  const createOne = (user: Session, index: number) => addRecipes(user, [{ title: `Racing recipe ${index}` }]);

  it('never answers 402 to a paid user: ten creates at once all land (or 409), and the count matches', async () => {
    const user = await signUpUser();
    await subscribe(user, 'monthly');
    await seed(user, 49);
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => createOne(user, i)));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    for (const reply of replies.filter((item) => item.status === 409))
      expect(reply.body.error.message).toBe(
        'Your recipes were being changed at the same moment. Please try again.',
      );
    const created = statuses.filter((status) => status === 201).length;
    expect(created).toBeGreaterThan(0);
    expect(await storedRecipeCount(user.userId)).toBe(49 + created);
    expect(await recipeCounter(user.userId)).toBe(49 + created);
  });

  it('lets exactly one of five racing creates of a free user at 49 through; the others get 402', async () => {
    const user = await signUpUser();
    await seed(user, 49);
    const replies = await Promise.all(Array.from({ length: 5 }, (_, i) => createOne(user, i)));
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, 402, 402, 402, 402]);
    for (const reply of replies.filter((item) => item.status === 402))
      expect(reply.body.error).toMatchObject({ code: 'subscription_required', message: PLANS_PROMPT });
    expect(await storedRecipeCount(user.userId)).toBe(50);
    expect(await recipeCounter(user.userId)).toBe(50);
  });
});
