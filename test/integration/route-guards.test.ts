// Permission checks generated from THE route list (lambdas/src/routes.ts, joining the areas' manifests),
// so a route cannot be added without them: every signed-in route answers 401 with the JSON error shape to a request without a
// token; every route addressing something by a path id refuses another user (403 or 404) and then
// serves its owner the same request (so the refusal is about the caller, not a bad request); every
// admin route answers 403 to a cook. A new route with a path id fails here until it gets a fixture.
import { createSign, generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RouteSpec, routes } from '../../lambdas/src/routes.js';
import { paprikaCollection } from '../support/collection-files.js';
import { scannedPdf } from '../support/scanned-pdf.js';
import { addRecipe } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { adminSession, type Session, signUpUser } from './support/auth.js';
import { subscribe } from './support/billing.js';
import { type Created, sendParts, uploadCollection } from './support/collections.js';
import { readMail } from './support/mail.js';
import { uploadCookPhoto } from './support/media.js';

type Method = RouteSpec['method'];
const key = (route: Pick<RouteSpec, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** One request, as the other user sends it and then its owner. */
interface Probe {
  path: string;
  body?: unknown;
  /** The owner's answer to the same request (copying your own recipe or video is a 400). */
  owner: number;
  /** The owner, when the fixture needs a fresh account rather than A (one who has no subscription yet). */
  by?: Session;
  /**
   * What a member of the owner's household gets for the same request (issue 15): a household recipe is
   * seen, rated, favourited and copied, but changed only by the one who added it (403); the list, plans
   * and menus are every member's; videos, checkouts and shares stay personal.
   */
  member: number;
  /** Whose household the member and former member come from: the fixture's owner unless said. */
  household?: Session;
  /**
   * Where the owner is refused too (copying your own recipe, commenting on a private one), the same
   * route succeeding for someone on a resource that allows it (issue 40): so the stranger's refusal
   * is about the stranger, not a route that refuses everyone.
   */
  works?: { by: Session; path: string; body?: unknown; status: number };
}

/** Makes user A's resource and the request that addresses it. */
type Fixture = (a: Session) => Promise<Probe>;

const send = (user: Session | null, method: Method, path: string, body?: unknown) =>
  api<Record<string, unknown>>(path, {
    method,
    token: user?.idToken,
    body: body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
  });

async function created<T = Record<string, unknown>>(reply: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await reply;
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return body as T;
}

// A household recipe (the default): its owner's household sees it, nobody else does.
const householdRecipe = (a: Session) => addRecipe(a, { title: 'Family secret', visibility: 'household' });
const publicRecipe = (a: Session) => addRecipe(a, { title: 'Open book', isPublic: true });
// A household recipe read from a photo with an old reading (issue 36): today's reader offers line 0.
const oldReading = (a: Session) =>
  addRecipe(a, {
    title: 'Read from a card',
    visibility: 'household',
    ingredients: '1% cups flour',
    readings: [{ field: 'ingredients', text: '1% cups flour', read: '1% cups flour', confidence: 40 }],
  });

async function importJob(a: Session): Promise<string> {
  const made = await created<{ job: { jobId: string } }>(
    send(a, 'POST', '/api/imports', { fileName: 'recipes.paprikarecipes', size: 1000 }),
  );
  return made.job.jobId;
}

/** A collection file over 20 MB: its job, and the parts its upload was signed for. */
const LARGE_FILE = 21 * 1024 * 1024;
async function largeImport(a: Session) {
  const made = await created<Created>(
    send(a, 'POST', '/api/imports', { fileName: 'recipes.zip', size: LARGE_FILE }),
  );
  if (made.upload.mode !== 'multipart') throw new Error('expected an upload in parts');
  return { job: made.job, upload: made.upload };
}

/** A long import (issue 33): a paying cook's scanned PDF, read by a job. */
async function documentImport(): Promise<{ by: Session; jobId: string }> {
  // Drawn before any request (the pages are encoded off this thread, but drawing them takes a moment).
  const bytes = await scannedPdf({ title: 'Boiled egg', ingredients: ['1 egg'], steps: ['Boil it.'] });
  const by = await signUpUser();
  await subscribe(by);
  const signed = await created<{ url: string; fields: Record<string, string>; key: string }>(
    send(by, 'POST', '/api/uploads/recipe-file', { contentType: 'application/pdf', size: bytes.length }),
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
  form.append('file', new Blob([Buffer.from(bytes)], { type: 'application/pdf' }), 'scan.pdf');
  expect((await fetch(signed.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  const started = await send(by, 'POST', '/api/extract-recipe', { type: 'pdf', key: signed.key });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return { by, jobId: (started.body as { job: { jobId: string } }).job.jobId };
}

async function mealPlan(a: Session) {
  const recipe = await householdRecipe(a);
  const plan = await created<{ id: string }>(
    send(a, 'POST', '/api/meal-plans', { name: 'Week 48', startDate: '2026-11-23' }),
  );
  const entry = await created<{ id: string }>(
    send(a, 'POST', `/api/meal-plans/${plan.id}/recipes`, {
      recipeId: recipe.id,
      dayOfWeek: 1,
      mealType: 'dinner',
    }),
  );
  return { plan, entry, recipe };
}

async function menu(a: Session) {
  const recipe = await householdRecipe(a);
  const made = await created<{ id: string }>(send(a, 'POST', '/api/dinner-parties', { name: 'Supper club' }));
  const added = await created<{ added: { id: string }[] }>(
    send(a, 'POST', `/api/dinner-parties/${made.id}/recipes`, { recipes: [{ recipeId: recipe.id }] }),
  );
  return { menu: made, entry: added.added[0] as { id: string }, recipe };
}

async function shoppingLine(a: Session) {
  const list = await created<{ items: { id: string }[] }>(
    send(a, 'POST', '/api/shopping-list/items', { text: '2 lemons' }),
  );
  return (list.items[0] as { id: string }).id;
}

async function pantryFood(a: Session) {
  const pantry = await created<{ items: { id: string }[] }>(
    send(a, 'POST', '/api/pantry/items', { food: '2 lemons', place: 'fridge' }),
  );
  return (pantry.items[0] as { id: string }).id;
}

const linkVideo = (a: Session, isPublic = false) =>
  created<{ id: string }>(
    send(a, 'POST', '/api/videos', {
      source: 'url',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      title: 'Knife skills',
      isPublic,
    }),
  );

async function checkoutSession(a: Session) {
  const checkout = await created<{ url: string }>(
    send(a, 'POST', '/api/subscription/checkout', { plan: 'monthly' }),
  );
  return new URL(checkout.url).searchParams.get('session') ?? '';
}

async function comment(a: Session) {
  const recipe = await publicRecipe(a);
  const posted = await created<{ id?: string; comment?: { id: string } }>(
    send(a, 'POST', `/api/comments/recipe/${recipe.id}`, { content: 'Lovely' }),
  );
  return { recipe, commentId: posted.comment?.id ?? posted.id ?? '' };
}

/** A's own version of A's household recipe (issue 39). */
async function variantOf(a: Session): Promise<string> {
  const made = await created<{ id: string }>(
    send(a, 'POST', `/api/recipes/${(await householdRecipe(a)).id}/variant`, { title: 'My way' }),
  );
  return made.id;
}

async function recipeFile(a: Session) {
  await subscribe(a);
  const bytes = Buffer.from('%PDF-1.4\n%%EOF\n');
  const signed = await created<{ url: string; fields: Record<string, string>; key: string }>(
    send(a, 'POST', '/api/uploads/recipe-file', { contentType: 'application/pdf', size: bytes.length }),
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'recipe.pdf');
  expect((await fetch(signed.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  return signed.key;
}

/** Every route with a path id, and how user A's resource behind it is made. */
const fixtures: Record<string, Fixture> = {
  'GET /api/recipes/{id}': async (a) => ({
    path: `/api/recipes/${(await householdRecipe(a)).id}`,
    owner: 200,
    member: 200,
  }),
  'PATCH /api/recipes/{id}': async (a) => ({
    path: `/api/recipes/${(await householdRecipe(a)).id}`,
    body: { title: 'Renamed' },
    owner: 200,
    member: 403,
  }),
  'DELETE /api/recipes/{id}': async (a) => ({
    path: `/api/recipes/${(await householdRecipe(a)).id}`,
    owner: 204,
    member: 403,
  }),
  'PUT /api/recipes/{id}/notes': async (a) => ({
    path: `/api/recipes/${(await householdRecipe(a)).id}/notes`,
    body: { notes: 'Less salt' },
    owner: 200,
    // Notes are the owner's own (SPEC: visible only to the owner); a member keeps none on it.
    member: 403,
  }),
  // Correcting the badges is the owner's, like editing (issue 38).
  'PUT /api/recipes/{id}/dietary': async (a) => ({
    path: `/api/recipes/${(await householdRecipe(a)).id}/dietary`,
    body: { notContains: [], fits: ['vegetarian'], note: 'vegetable stock' },
    owner: 200,
    member: 403,
  }),
  'PUT /api/recipes/{id}/video-link': async (a) => ({
    path: `/api/recipes/${(await householdRecipe(a)).id}/video-link`,
    body: { videoUrl: 'https://vimeo.com/123456' },
    owner: 200,
    member: 403,
  }),
  'PUT /api/recipes/{id}/visibility': async (a) => ({
    path: `/api/recipes/${(await householdRecipe(a)).id}/visibility`,
    body: { isPublic: true },
    owner: 200,
    member: 403,
  }),
  'PUT /api/recipes/{id}/rating': async (a) => ({
    path: `/api/recipes/${(await householdRecipe(a)).id}/rating`,
    body: { rating: 5 },
    owner: 200,
    member: 200,
  }),
  'PUT /api/recipes/{id}/favorite': async (a) => ({
    path: `/api/recipes/${(await householdRecipe(a)).id}/favorite`,
    owner: 200,
    member: 200,
  }),
  // Copying is for others' recipes: the owner's own copy is a 400; someone else copies a public one.
  'POST /api/recipes/{id}/copy': async (a) => ({
    path: `/api/recipes/${(await householdRecipe(a)).id}/copy`,
    owner: 400,
    member: 201,
    works: { by: await signUpUser(), path: `/api/recipes/${(await publicRecipe(a)).id}/copy`, status: 201 },
  }),
  // A recipe's history is its household's (issue 39); restoring is an edit, the owner's alone.
  'GET /api/recipes/{id}/versions': async (a) => ({
    path: `/api/recipes/${(await householdRecipe(a)).id}/versions`,
    owner: 200,
    member: 200,
  }),
  'GET /api/recipes/{id}/versions/{revision}': async (a) => ({
    path: `/api/recipes/${(await householdRecipe(a)).id}/versions/1`,
    owner: 200,
    member: 200,
  }),
  'POST /api/recipes/{id}/versions/{revision}/restore': async (a) => {
    const recipe = await householdRecipe(a);
    await created(send(a, 'PATCH', `/api/recipes/${recipe.id}`, { title: 'Renamed' }));
    return { path: `/api/recipes/${recipe.id}/versions/1/restore`, owner: 200, member: 403 };
  },
  // The cook log is the recipe's household's (issue 39): a member logs cooking it too.
  'POST /api/recipes/{id}/cooked': async (a) => ({
    path: `/api/recipes/${(await householdRecipe(a)).id}/cooked`,
    body: { cookedOn: '2026-01-10', cookName: 'Sam' },
    owner: 201,
    member: 201,
  }),
  // A version of your own is made from a household recipe, by any of its household (issue 39).
  'POST /api/recipes/{id}/variant': async (a) => ({
    path: `/api/recipes/${(await householdRecipe(a)).id}/variant`,
    body: { title: 'Family secret, my way' },
    owner: 201,
    member: 201,
  }),
  'GET /api/media/recipe-files/{ownerId}/{file}': async (a) => {
    // The household recipe that keeps the file is what lets a member read it.
    const key = await recipeFile(a);
    const recipe = await addRecipe(a, { title: 'From a PDF', pdfUrl: `/api/media/${key}` });
    return {
      path: `/api/media/${key}?redirect=false&recipe=${recipe.id}`,
      owner: 200,
      member: 200,
    };
  },
  // Only a variant's owner looks at and takes its original's changes (issue 39); a member sees it, 403.
  'GET /api/recipes/{id}/original-changes': async (a) => ({
    path: `/api/recipes/${await variantOf(a)}/original-changes`,
    owner: 200,
    member: 403,
  }),
  'POST /api/recipes/{id}/original-changes': async (a) => {
    const id = await variantOf(a);
    const looked = await created<{ version: number; to: number }>(
      send(a, 'GET', `/api/recipes/${id}/original-changes`),
    );
    return {
      path: `/api/recipes/${id}/original-changes`,
      body: { version: looked.version, to: looked.to, take: [] },
      owner: 200,
      member: 403,
    };
  },
  // Only whoever may edit a recipe is offered its lines read again, and takes them (issue 36).
  'GET /api/recipes/{id}/reread': async (a) => ({
    path: `/api/recipes/${(await oldReading(a)).id}/reread`,
    owner: 200,
    member: 403,
  }),
  'POST /api/recipes/{id}/reread': async (a) => {
    const { id } = await oldReading(a);
    const looked = await created<{ version: number }>(send(a, 'GET', `/api/recipes/${id}/reread`));
    return {
      path: `/api/recipes/${id}/reread`,
      body: { version: looked.version, take: [{ field: 'ingredients', line: 0 }] },
      owner: 200,
      member: 403,
    };
  },
  // A cook-log photo is the household's whose entry keeps it (issue 39): any member reads it.
  'GET /api/media/cook-photos/{ownerId}/{file}': async (a) => {
    const photo = await uploadCookPhoto(a);
    const logged = await created<{ photo: { url: string } }>(
      send(a, 'POST', `/api/recipes/${(await householdRecipe(a)).id}/cooked`, {
        cookedOn: '2026-01-10',
        cookName: 'Sam',
        photo,
      }),
    );
    return { path: `${logged.photo.url}&redirect=false`, owner: 200, member: 200 };
  },
  // Comments live on public recipes only (SPEC): a private one refuses everyone, its owner too; the
  // same request on a public recipe is served, to its owner and to anyone.
  'GET /api/comments/{targetType}/{targetId}': async (a) => ({
    path: `/api/comments/recipe/${(await householdRecipe(a)).id}`,
    owner: 403,
    member: 403,
    works: { by: a, path: `/api/comments/recipe/${(await publicRecipe(a)).id}`, status: 200 },
  }),
  'POST /api/comments/{targetType}/{targetId}': async (a) => ({
    path: `/api/comments/recipe/${(await householdRecipe(a)).id}`,
    body: { content: 'Let me in' },
    owner: 403,
    member: 403,
    works: {
      by: a,
      path: `/api/comments/recipe/${(await publicRecipe(a)).id}`,
      body: { content: 'Let me in' },
      status: 201,
    },
  }),
  'DELETE /api/comments/{targetType}/{targetId}/{commentId}': async (a) => {
    const { recipe, commentId } = await comment(a);
    return { path: `/api/comments/recipe/${recipe.id}/${commentId}`, owner: 204, member: 403 };
  },
  'POST /api/recipes/{id}/shares': async (a) => {
    const friend = await signUpUser();
    return {
      path: `/api/recipes/${(await householdRecipe(a)).id}/shares`,
      body: { email: friend.email },
      owner: 201,
      member: 403,
    };
  },
  'GET /api/recipes/{id}/shares': async (a) => ({
    path: `/api/recipes/${(await householdRecipe(a)).id}/shares`,
    owner: 200,
    member: 403,
  }),
  'DELETE /api/recipes/{id}/shares/{userId}': async (a) => {
    const friend = await signUpUser();
    const recipe = await householdRecipe(a);
    await created(send(a, 'POST', `/api/recipes/${recipe.id}/shares`, { email: friend.email }));
    return { path: `/api/recipes/${recipe.id}/shares/${friend.userId}`, owner: 204, member: 403 };
  },
  'PATCH /api/shopping-list/items/{itemId}': async (a) => ({
    path: `/api/shopping-list/items/${await shoppingLine(a)}`,
    body: { checked: true },
    owner: 200,
    member: 200,
  }),
  'DELETE /api/shopping-list/items/{itemId}': async (a) => ({
    path: `/api/shopping-list/items/${await shoppingLine(a)}`,
    owner: 204,
    member: 204,
  }),
  'PATCH /api/pantry/items/{itemId}': async (a) => ({
    path: `/api/pantry/items/${await pantryFood(a)}`,
    body: { place: 'freezer' },
    owner: 200,
    member: 200,
  }),
  'DELETE /api/pantry/items/{itemId}': async (a) => ({
    path: `/api/pantry/items/${await pantryFood(a)}`,
    owner: 204,
    member: 204,
  }),
  'GET /api/meal-plans/{id}': async (a) => ({
    path: `/api/meal-plans/${(await mealPlan(a)).plan.id}`,
    owner: 200,
    member: 200,
  }),
  'DELETE /api/meal-plans/{id}': async (a) => ({
    path: `/api/meal-plans/${(await mealPlan(a)).plan.id}`,
    owner: 204,
    member: 204,
  }),
  'POST /api/meal-plans/{id}/recipes': async (a) => {
    const { plan, recipe } = await mealPlan(a);
    return {
      path: `/api/meal-plans/${plan.id}/recipes`,
      body: { recipeId: recipe.id, dayOfWeek: 2, mealType: 'lunch' },
      owner: 201,
      member: 201,
    };
  },
  'DELETE /api/meal-plans/{id}/recipes/{entryId}': async (a) => {
    const { plan, entry } = await mealPlan(a);
    return { path: `/api/meal-plans/${plan.id}/recipes/${entry.id}`, owner: 204, member: 204 };
  },
  'POST /api/meal-plans/{id}/recipes/{entryId}/cooked': async (a) => {
    const { plan, entry } = await mealPlan(a);
    return {
      path: `/api/meal-plans/${plan.id}/recipes/${entry.id}/cooked`,
      body: { cookedOn: '2026-11-24', cookName: 'Sam' },
      owner: 201,
      member: 201,
    };
  },
  'PUT /api/meal-plans/{id}/calendar-feed': async (a) => ({
    path: `/api/meal-plans/${(await mealPlan(a)).plan.id}/calendar-feed`,
    owner: 200,
    member: 200,
  }),
  'DELETE /api/meal-plans/{id}/calendar-feed': async (a) => {
    const { plan } = await mealPlan(a);
    await created(send(a, 'PUT', `/api/meal-plans/${plan.id}/calendar-feed`));
    return { path: `/api/meal-plans/${plan.id}/calendar-feed`, owner: 200, member: 200 };
  },
  'GET /api/dinner-parties/{id}': async (a) => ({
    path: `/api/dinner-parties/${(await menu(a)).menu.id}`,
    owner: 200,
    member: 200,
  }),
  'DELETE /api/dinner-parties/{id}': async (a) => ({
    path: `/api/dinner-parties/${(await menu(a)).menu.id}`,
    owner: 204,
    member: 204,
  }),
  'POST /api/dinner-parties/{id}/recipes': async (a) => {
    const made = await menu(a);
    return {
      path: `/api/dinner-parties/${made.menu.id}/recipes`,
      body: { recipes: [{ recipeId: made.recipe.id, courseType: 'dessert' }] },
      owner: 201,
      member: 201,
    };
  },
  'PUT /api/dinner-parties/{id}/guests': async (a) => {
    const made = await menu(a);
    return {
      path: `/api/dinner-parties/${made.menu.id}/guests`,
      body: { guests: [{ name: 'Jo', allergies: [], diets: ['vegetarian'] }] },
      owner: 200,
      member: 200,
    };
  },
  'POST /api/dinner-parties/{id}/cooked': async (a) => ({
    path: `/api/dinner-parties/${(await menu(a)).menu.id}/cooked`,
    body: { cookedOn: '2026-11-24', cookName: 'Sam' },
    owner: 201,
    member: 201,
  }),
  'DELETE /api/dinner-parties/{id}/recipes/{entryId}': async (a) => {
    const made = await menu(a);
    return { path: `/api/dinner-parties/${made.menu.id}/recipes/${made.entry.id}`, owner: 204, member: 204 };
  },
  // A collection import is personal: the household does not see it either. Its owner begins it once
  // the file is up (202); retry is a 409 until something finished, cancel a 200.
  'GET /api/imports/{id}': async (a) => ({
    path: `/api/imports/${await importJob(a)}`,
    owner: 200,
    member: 404,
  }),
  'POST /api/imports/{id}/begin': async (a) => ({
    path: `/api/imports/${await uploadCollection(a, 'recipes.paprikarecipes', paprikaCollection(1))}/begin`,
    owner: 202,
    member: 404,
  }),
  'POST /api/imports/{id}/retry': async (a) => ({
    path: `/api/imports/${await importJob(a)}/retry`,
    owner: 409,
    member: 404,
  }),
  'POST /api/imports/{id}/cancel': async (a) => ({
    path: `/api/imports/${await importJob(a)}/cancel`,
    owner: 200,
    member: 404,
  }),
  // A long import is personal too: the household does not see it.
  'GET /api/document-imports/{id}': async () => {
    const { by, jobId } = await documentImport();
    return { path: `/api/document-imports/${jobId}`, by, owner: 200, member: 404 };
  },
  'DELETE /api/document-imports/{id}': async () => {
    const { by, jobId } = await documentImport();
    return { path: `/api/document-imports/${jobId}`, by, owner: 204, member: 404 };
  },
  // An export is personal too: the household does not see it.
  'GET /api/exports/{id}': async (a) => ({
    path: `/api/exports/${(await created<{ jobId: string }>(send(a, 'POST', '/api/exports', {}))).jobId}`,
    owner: 200,
    member: 404,
  }),
  // Completing or giving up a large file's upload (over 20 MB, in parts): its owner's is done (204).
  'POST /api/imports/{id}/upload/complete': async (a) => {
    const { job, upload } = await largeImport(a);
    const sizes = upload.parts.map((part) =>
      Math.min(upload.partSize, LARGE_FILE - (part.partNumber - 1) * upload.partSize),
    );
    const parts = await sendParts(
      upload,
      sizes.map((size) => new Uint8Array(size)),
    );
    return {
      path: `/api/imports/${job.jobId}/upload/complete`,
      body: { multipartId: upload.multipartId, parts },
      owner: 204,
      member: 404,
    };
  },
  'POST /api/imports/{id}/upload/abort': async (a) => {
    const { job, upload } = await largeImport(a);
    return {
      path: `/api/imports/${job.jobId}/upload/abort`,
      body: { multipartId: upload.multipartId },
      owner: 204,
      member: 404,
    };
  },
  'GET /api/videos/{id}': async (a) => ({
    path: `/api/videos/${(await linkVideo(a)).id}`,
    owner: 200,
    member: 404,
  }),
  'DELETE /api/videos/{id}': async (a) => ({
    path: `/api/videos/${(await linkVideo(a)).id}`,
    owner: 200,
    member: 404,
  }),
  'POST /api/videos/{id}/restore': async (a) => {
    const video = await linkVideo(a);
    await created(send(a, 'DELETE', `/api/videos/${video.id}`));
    return { path: `/api/videos/${video.id}/restore`, owner: 200, member: 404 };
  },
  // Save to My Videos is for others' public videos: the owner's own is a 400.
  'POST /api/videos/{id}/copy': async (a) => ({
    path: `/api/videos/${(await linkVideo(a)).id}/copy`,
    owner: 400,
    member: 404,
    works: { by: await signUpUser(), path: `/api/videos/${(await linkVideo(a, true)).id}/copy`, status: 201 },
  }),
  'GET /api/checkout-simulator/sessions/{id}': async () => {
    const buyer = await signUpUser();
    return {
      path: `/api/checkout-simulator/sessions/${await checkoutSession(buyer)}`,
      owner: 200,
      member: 404,
      by: buyer,
    };
  },
  'POST /api/checkout-simulator/sessions/{id}/complete': async () => {
    const buyer = await signUpUser();
    return {
      path: `/api/checkout-simulator/sessions/${await checkoutSession(buyer)}/complete`,
      owner: 200,
      member: 404,
      by: buyer,
    };
  },
  'POST /api/checkout-simulator/sessions/{id}/cancel': async () => {
    const buyer = await signUpUser();
    return {
      path: `/api/checkout-simulator/sessions/${await checkoutSession(buyer)}/cancel`,
      owner: 200,
      member: 404,
      by: buyer,
    };
  },
  'DELETE /api/household/invitations/{invitationId}': async (a) => ({
    path: `/api/household/invitations/${(await householdInvitation(a)).invitationId}`,
    owner: 204,
    member: 403,
  }),
  // Each member keeps their own (issue 38): another member is refused, anyone outside is not found.
  'PUT /api/household/members/{userId}/eating': async (a) => ({
    path: `/api/household/members/${a.userId}/eating`,
    body: { allergies: ['peanuts'], diets: [] },
    owner: 200,
    member: 403,
  }),
  'DELETE /api/household/members/{userId}': async () => {
    const owner = await signUpUser();
    const member = await signUpUser();
    const { token } = await householdInvitation(owner, member.email);
    await created(send(member, 'POST', `/api/household-invitations/${token}/accept`));
    return { path: `/api/household/members/${member.userId}`, owner: 204, member: 403, by: owner };
  },
  'POST /api/household-invitations/{token}/accept': async (a) => {
    const invited = await signUpUser();
    const { token } = await householdInvitation(a, invited.email);
    // A member of the inviting household holding the link meets the address check.
    return {
      path: `/api/household-invitations/${token}/accept`,
      owner: 200,
      member: 403,
      by: invited,
      household: a,
    };
  },
};

/** Invites `email` (a fresh address by default) into `owner`'s household; the link's token and the id. */
async function householdInvitation(
  owner: Session,
  email = `invited-${Date.now()}-${Math.random()}@example.com`,
) {
  const view = await created<{ invitations: { id: string; email: string }[] }>(
    send(owner, 'POST', '/api/household/invitations', { email }),
  );
  const invitationId =
    view.invitations.find((invitation) => invitation.email === email.toLowerCase())?.id ?? '';
  const mails = await readMail(email.toLowerCase());
  const link = mails.flatMap((mail) => mail.links).find((href) => href.includes(invitationId));
  return { invitationId, token: decodeURIComponent(String(link).split('/join/')[1] ?? '') };
}

/** A member of `owner`'s household and a former one (joined, then left), through the real routes. */
async function householdOf(owner: Session): Promise<{ member: Session; former: Session }> {
  const [member, former] = await Promise.all([signUpUser(), signUpUser()]);
  for (const who of [member, former]) {
    const { token } = await householdInvitation(owner, who.email);
    await created(send(who, 'POST', `/api/household-invitations/${token}/accept`));
  }
  await created(send(former, 'POST', '/api/household/leave'));
  return { member, former };
}

/** Fixtures whose owner is refused and that show no success here, and where one is shown instead. */
const ownerRefusedByDesign: Record<string, string> = {
  'POST /api/imports/{id}/retry':
    'a retry needs a finished import with failed items: collection-import.test.ts retries one',
};

/** Routes with a path id that are open to everyone by design, and why. */
const openByDesign: Record<string, string> = {
  'DELETE /api/recipes/{id}/favorite':
    "removes the caller's own favourite mark, whatever the recipe; tested below to leave the owner's alone",
  'GET /recipe/{id}': 'the link-preview page: a private recipe gets the plain page (sharing.test.ts)',
  'GET /api/calendar/{feed}': 'opened by its 256-bit token alone, for calendar apps (planning.test.ts)',
  'GET /api/household-invitations/{token}':
    "the link's 256-bit secret is the permission: it shows a household's name and its inviter to whoever holds the link, and only the invited, proven address can accept (households.test.ts)",
  'POST /api/household-invitations/{token}/decline':
    "public on purpose: whoever the mail reached (maybe with no account) withdraws it; the link's 256-bit secret is the permission (households-edges.test.ts)",
};

/** Every route naming something by a path id, but the admin routes (a cook gets 403 on all of them). */
const addressed = routes.filter((route) => route.path.includes('{') && route.auth !== 'admin');

let a: Session;
let b: Session;
beforeAll(async () => {
  [a, b] = await Promise.all([signUpUser(), signUpUser()]);
});

describe('every signed-in route', () => {
  const signedIn = routes.filter((route) => route.auth !== 'public');

  it('is in the route list (the list is not empty)', () => {
    expect(signedIn.length).toBeGreaterThan(60);
  });

  it.each(signedIn.map((route) => [key(route), route] as const))(
    '%s answers 401 without a token',
    async (_, route) => {
      const path = route.path.replace(/\{[^}]+\}/g, 'x');
      const reply = await send(null, route.method, path);
      expect(reply.status).toBe(401);
      // API Gateway's JWT authorizer answers with its own body (infra/local/aws-limits.ts).
      expect(reply.body).toEqual({ message: 'Unauthorized' });
    },
  );
});

/**
 * Tokens that claim to be the admin and are not (issue 40): the cook's signature under the admin's
 * claims, no signature at all ("alg": "none"), and a signature by a key of our own under the pool's key
 * id. Each must be refused as no token is, on every signed-in route: never read as the admin, or a cook.
 */
function forgedTokens(cook: Session, admin: Session): Record<string, string> {
  const [header = '', , signature = ''] = cook.idToken.split('.');
  const adminClaims = admin.idToken.split('.')[1] ?? '';
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const { kid } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid: string };
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const ownHeader = encode({ kid, alg: 'RS256' });
  const ownSignature = createSign('RSA-SHA256')
    .update(`${ownHeader}.${adminClaims}`)
    .sign(privateKey, 'base64url');
  return {
    "the cook's signature under the admin's claims": `${header}.${adminClaims}.${signature}`,
    'no signature (alg none)': `${encode({ kid, alg: 'none' })}.${adminClaims}.`,
    "another key's signature under the pool's key id": `${ownHeader}.${adminClaims}.${ownSignature}`,
  };
}

describe('a forged token', () => {
  const signedIn = routes.filter((route) => route.auth !== 'public');
  let forged: Record<string, string>;
  beforeAll(async () => {
    forged = forgedTokens(a, await adminSession());
  });

  it.each(signedIn.map((route) => [key(route), route] as const))(
    '%s answers 401 to each',
    async (_, route) => {
      const path = route.path.replace(/\{[^}]+\}/g, 'x');
      for (const [how, token] of Object.entries(forged)) {
        const reply = await api(path, {
          method: route.method,
          headers: { authorization: `Bearer ${token}` },
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        // API Gateway's JWT authorizer refuses it before any Lambda runs, in its own words (as on AWS;
        // infra/local/aws-limits.ts), and says why in WWW-Authenticate.
        expect(reply.status, how).toBe(401);
        expect(reply.body, how).toEqual({ message: 'Unauthorized' });
      }
    },
  );
});

describe("another user's resource", () => {
  it('has a fixture (or a reason to be open) for every route with a path id', () => {
    const missing = addressed.map(key).filter((name) => !fixtures[name] && !openByDesign[name]);
    expect(missing).toEqual([]);
    const stale = [...Object.keys(fixtures), ...Object.keys(openByDesign)].filter(
      (name) => !addressed.some((route) => key(route) === name),
    );
    expect(stale).toEqual([]);
  });

  it.each(addressed.filter((route) => fixtures[key(route)]).map((route) => [key(route), route] as const))(
    '%s refuses another user and serves the owner',
    async (name, route) => {
      const probe = await (fixtures[name] as Fixture)(a);
      const refused = await send(b, route.method, probe.path, probe.body);
      expect([403, 404], `${name} as another user: ${JSON.stringify(refused.body)}`).toContain(
        refused.status,
      );
      expect(refused.body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
      const served = await send(probe.by ?? a, route.method, probe.path, probe.body);
      expect(served.status, `${name} as its owner: ${JSON.stringify(served.body)}`).toBe(probe.owner);
      if (probe.owner >= 400) {
        // Refused to its owner too: the route must be seen to serve someone, or refusals prove nothing.
        expect(probe.works ?? ownerRefusedByDesign[name], `${name}: a case where it succeeds`).toBeDefined();
        if (probe.works) {
          const { by, path, body, status } = probe.works;
          const works = await send(by, route.method, path, body);
          expect(works.status, `${name} where it is allowed: ${JSON.stringify(works.body)}`).toBe(status);
        }
      }
    },
  );
});

describe('a household member and a former member (issue 15)', () => {
  // The five roles of every route: the owner and the stranger are checked above, signed out at the top;
  // here a member of the owner's household gets what members may (Probe.member), and someone who left
  // that household gets what a stranger gets. A fresh resource for each, so an allowed change by the
  // member does not spoil the owner's check above.
  let family: Session;
  let members: { member: Session; former: Session };
  beforeAll(async () => {
    family = await signUpUser({ displayName: 'Family owner' });
    members = await householdOf(family);
  });

  it.each(addressed.filter((route) => fixtures[key(route)]).map((route) => [key(route), route] as const))(
    '%s: a member gets what members may, a former member what a stranger gets',
    async (name, route) => {
      const probe = await (fixtures[name] as Fixture)(family);
      const household = probe.household ?? probe.by ?? family;
      const { member, former } = household === family ? members : await householdOf(household);
      const refused = await send(former, route.method, probe.path, probe.body);
      expect([403, 404], `${name} as a former member: ${JSON.stringify(refused.body)}`).toContain(
        refused.status,
      );
      const served = await send(member, route.method, probe.path, probe.body);
      expect(served.status, `${name} as a member: ${JSON.stringify(served.body)}`).toBe(probe.member);
    },
  );
});

describe('routes that address things by body or list only your own', () => {
  it("leaves the owner's favourite alone when another user unfavourites the recipe", async () => {
    const recipe = await householdRecipe(a);
    await created(send(a, 'PUT', `/api/recipes/${recipe.id}/favorite`));
    await send(b, 'DELETE', `/api/recipes/${recipe.id}/favorite`);
    const seen = await send(a, 'GET', `/api/recipes/${recipe.id}`);
    expect(seen.body).toMatchObject({ viewer: { favorite: true } });
  });

  it.each([
    ['/api/dinner-parties', 'menus'],
    ['/api/meal-plans', 'plans'],
  ])("%s lists only the caller's own", async (path) => {
    const mine = path === '/api/dinner-parties' ? (await menu(a)).menu.id : (await mealPlan(a)).plan.id;
    const own = await send(a, 'GET', path);
    const other = await send(b, 'GET', path);
    expect(own.status).toBe(200);
    expect(other.status).toBe(200);
    expect(JSON.stringify(own.body)).toContain(mine);
    expect(JSON.stringify(other.body)).not.toContain(mine);
  });

  it("adds nobody else's private recipe to a shopping list, plan or menu", async () => {
    const secret = await householdRecipe(a);
    const list = await send(b, 'POST', '/api/shopping-list/recipes', { recipes: [{ recipeId: secret.id }] });
    expect([403, 404]).toContain(list.status);
    const plan = await created<{ id: string }>(
      send(b, 'POST', '/api/meal-plans', { name: 'Mine', startDate: '2026-11-23' }),
    );
    const planned = await send(b, 'POST', `/api/meal-plans/${plan.id}/recipes`, {
      recipeId: secret.id,
      dayOfWeek: 0,
      mealType: 'lunch',
    });
    expect([403, 404]).toContain(planned.status);
    const party = await created<{ id: string }>(send(b, 'POST', '/api/dinner-parties', { name: 'Mine' }));
    const onMenu = await send(b, 'POST', `/api/dinner-parties/${party.id}/recipes`, {
      recipes: [{ recipeId: secret.id }],
    });
    expect([403, 404]).toContain(onMenu.status);
  });
});

describe('admin routes', () => {
  const adminOnly = routes.filter((route) => route.auth === 'admin');

  it('are every /api/admin route and the free-link route', () => {
    expect(adminOnly.filter((route) => !route.path.startsWith('/api/admin/')).map(key)).toEqual([
      'POST /api/subscription/free-link',
    ]);
    expect(adminOnly.length).toBeGreaterThanOrEqual(11);
  });

  it.each(adminOnly.map((route) => [key(route), route] as const))(
    '%s answers 403 to a cook',
    async (_, route) => {
      const path = route.path.replace('{userId}', a.userId).replace('{code}', 'LIFETIME-ABC123');
      const body =
        route.method === 'PUT' && path.endsWith('/email') ? { email: 'new@example.com' } : undefined;
      const reply = await send(
        b,
        route.method,
        path,
        body ?? (route.path.endsWith('free-link') ? { email: 'f@example.com' } : undefined),
      );
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ error: { code: 'forbidden', message: expect.any(String) } });
    },
  );
});
