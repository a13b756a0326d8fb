// The parts of the smoke journey (scripts/smoke.ts) past the basics: each a function that throws with
// what went wrong. They reach the site as the browser does, through its /api and its presigned uploads.

import { openLiveSocket } from './live-socket.js';
import type { OwnPage } from './own-page.js';
import { recipePhoto } from './recipe-photo.js';

export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

export interface JourneyContext {
  site: string;
  /** A call to the site's API as the signed-in cook. */
  call: (path: string, init?: { method?: string; body?: unknown }) => Promise<Reply>;
  idToken: () => string;
  /** How long a job (collection import, export, photo reading) may take before the step fails. */
  jobSeconds: number;
}

export function expectReply(reply: Reply, status: number) {
  if (reply.status !== status)
    throw new Error(`answered ${reply.status}, not ${status}: ${JSON.stringify(reply.body).slice(0, 300)}`);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Imports a page by its address; answers the title read. */
export async function importPage(ctx: JourneyContext, url: string): Promise<string> {
  const imported = await ctx.call('/api/extract-recipe', { method: 'POST', body: { type: 'url', url } });
  expectReply(imported, 200);
  const title = (imported.body.recipes as { title?: string }[] | undefined)?.[0]?.title;
  if (!title) throw new Error('no recipe title came back');
  return title;
}

/**
 * The default page first; when it refuses (many recipe sites turn cloud addresses away), the smoke
 * test's own page, so a refusing site does not hide whether the import itself works.
 */
export async function importPageOrOwn(
  ctx: JourneyContext,
  url: string,
  ownPage: () => Promise<OwnPage>,
): Promise<string> {
  try {
    await importPage(ctx, url);
    return `read ${url}`;
  } catch (refused) {
    const page = await ownPage();
    try {
      await importPage(ctx, page.url);
      return `${url} refused (${(refused as Error).message.slice(0, 120)}); read the smoke test's own page instead`;
    } finally {
      await page.close();
    }
  }
}

/** Uploads a file for import through the signed POST the API hands out; answers its key. */
async function uploadRecipeFile(
  ctx: JourneyContext,
  bytes: Uint8Array,
  contentType: string,
): Promise<string> {
  const signed = await ctx.call('/api/uploads/recipe-file', {
    method: 'POST',
    body: { contentType, size: bytes.length },
  });
  expectReply(signed, 201);
  const form = new FormData();
  for (const [name, value] of Object.entries(signed.body.fields as Record<string, string>))
    form.append(name, value);
  form.append('file', new Blob([Buffer.from(bytes)], { type: contentType }), 'smoke.png');
  const stored = await fetch(String(signed.body.url), { method: 'POST', body: form });
  if (stored.status >= 300) throw new Error(`the bucket answered ${stored.status}`);
  return String(signed.body.key);
}

/** A printed recipe photographed: read by Textract on AWS (the local stand-in here). */
export async function readPhoto(ctx: JourneyContext): Promise<void> {
  const key = await uploadRecipeFile(ctx, recipePhoto(), 'image/png');
  const read = await ctx.call('/api/extract-recipe', { method: 'POST', body: { type: 'image', key } });
  expectReply(read, 200);
  const text = JSON.stringify(read.body).toLowerCase();
  for (const word of ['flapjacks', 'oats', 'syrup'])
    if (!text.includes(word)) throw new Error(`the photo's reading has no "${word}": ${text.slice(0, 300)}`);
}

/** The socket a signed-in tab opens hears a change to the family's shopping list. */
export async function hearListChange(ctx: JourneyContext, liveUrl: string | undefined): Promise<void> {
  if (!liveUrl) throw new Error('config.json names no liveUrl');
  const socket = await openLiveSocket(ctx.site, liveUrl, ctx.idToken());
  try {
    expectReply(
      await ctx.call('/api/shopping-list/items', { method: 'POST', body: { text: '2 lemons' } }),
      200,
    );
    await socket.next('shopping', 15_000);
  } finally {
    socket.close();
  }
}

/** The app sends mail (SES on AWS): a household invitation to SES's mailbox simulator. */
export async function inviteByMail(ctx: JourneyContext, address: string): Promise<void> {
  const invited = await ctx.call('/api/household/invitations', { method: 'POST', body: { email: address } });
  expectReply(invited, 201);
  const household = await ctx.call('/api/household');
  expectReply(household, 200);
  const open = (household.body.invitations as { email: string }[] | undefined) ?? [];
  if (!open.some((invitation) => invitation.email === address))
    throw new Error('the invitation is not among the open ones');
}

/** A small collection (three recipes in a spreadsheet) imported by the Standard workflow. */
export async function importCollection(ctx: JourneyContext): Promise<void> {
  const file = Buffer.from(
    [
      'Title,Ingredients,Instructions',
      'Smoke soup,1 onion; 2 cups stock,Simmer 20 minutes.',
      'Smoke salad,1 lettuce; 1 lemon,Toss.',
      'Smoke toast,2 slices bread; butter,Toast and butter.',
    ].join('\n'),
  );
  const made = await ctx.call('/api/imports', {
    method: 'POST',
    body: { fileName: 'smoke.csv', size: file.length },
  });
  expectReply(made, 201);
  const upload = made.body.upload as { mode: string; url: string; fields: Record<string, string> };
  const jobId = (made.body.job as { jobId: string }).jobId;
  if (upload.mode !== 'post')
    throw new Error(`a three-line file should go up in one POST, not ${upload.mode}`);
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([file], { type: 'text/csv' }), 'smoke.csv');
  const stored = await fetch(upload.url, { method: 'POST', body: form });
  if (stored.status >= 300) throw new Error(`the bucket answered ${stored.status}`);
  expectReply(await ctx.call(`/api/imports/${jobId}/begin`, { method: 'POST' }), 202);
  const job = await untilEnded(ctx, `/api/imports/${jobId}`, ['waiting-for-file', 'reading', 'running']);
  if (job.status !== 'done' || job.imported !== 3)
    throw new Error(`the job ended ${String(job.status)} with ${String(job.imported)} of 3 imported`);
}

/** "Export everything" builds its zip (the Standard workflow) and its link downloads it. */
export async function exportEverything(ctx: JourneyContext): Promise<void> {
  const started = await ctx.call('/api/exports', { method: 'POST', body: {} });
  expectReply(started, 202);
  const job = await untilEnded(ctx, `/api/exports/${String(started.body.jobId)}`, ['running']);
  const link = (job.download as { url?: string } | null)?.url;
  if (job.status !== 'done' || !link) throw new Error(`the export ended ${String(job.status)}`);
  const zip = new Uint8Array(await (await fetch(link)).arrayBuffer());
  if (zip[0] !== 0x50 || zip[1] !== 0x4b) throw new Error('the link did not give a zip');
}

async function untilEnded(
  ctx: JourneyContext,
  path: string,
  running: string[],
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + ctx.jobSeconds * 1000;
  while (Date.now() < deadline) {
    const job = await ctx.call(path);
    expectReply(job, 200);
    if (!running.includes(String(job.body.status))) return job.body;
    await pause(1000);
  }
  throw new Error(`still running after ${ctx.jobSeconds} s`);
}
