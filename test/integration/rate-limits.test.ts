// Abuse limits against the local stack: each limited route allows its number, then answers 429
// too_many_requests with Retry-After (seconds until the window, opened at the first use, ends) and a
// message saying when to try again; refused requests write nothing, other users keep their allowance,
// and malformed requests spend none (wrong invitation codes do: they are what the limit is for).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRecipe } from './recipes-fixtures.js';
import { type ApiReply, api } from './support/api.js';
import { adminSession, type Session, signUpUser, uniqueEmail } from './support/auth.js';

type ErrorBody = { error: { code: string; message: string } };

/** Asserts a 429 with the agreed code, a Retry-After within (0, windowSeconds] and `message`. */
function expectLimited(reply: ApiReply<unknown>, windowSeconds: number, message: RegExp) {
  expect(reply.status).toBe(429);
  const body = reply.body as ErrorBody;
  expect(body.error.code).toBe('too_many_requests');
  expect(body.error.message).toMatch(message);
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(windowSeconds - 120);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('recipe import: 30 an hour', () => {
  let server: Server;
  let site: string;

  beforeAll(async () => {
    const page = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Plain rice',
      recipeIngredient: ['1 cup rice', '2 cups water'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Simmer 18 minutes.' }],
    })}</script></head><body><h1>Plain rice</h1></body></html>`;
    server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  const extract = (user: Session, body: unknown) =>
    api('/api/extract-recipe', { method: 'POST', token: user.idToken, body });

  it('imports 30 pages, refuses the 31st with Retry-After, and leaves other cooks alone', async () => {
    const [cook, other] = await Promise.all([signUpUser(), signUpUser()]);
    // Malformed requests are refused before the limit and spend nothing.
    for (let i = 0; i < 3; i += 1) expect((await extract(cook, { type: 'url', url: '  ' })).status).toBe(400);
    for (let i = 1; i <= 30; i += 1)
      expect((await extract(cook, { type: 'url', url: `${site}/r${i}` })).status).toBe(200);

    const refused = await extract(cook, { type: 'url', url: `${site}/r31` });
    expectLimited(
      refused,
      3600,
      /^You've imported a lot of recipes in a short time\. Please try again in \d+ minutes\.$/,
    );
    expect((await extract(other, { type: 'url', url: `${site}/r1` })).status).toBe(200);
  });
});

describe('share e-mails: 20 an hour', () => {
  it('shares 20 times, refuses the 21st without sharing, and leaves other cooks alone', async () => {
    const [owner, other, friend, late] = await Promise.all([
      signUpUser(),
      signUpUser(),
      signUpUser(),
      signUpUser(),
    ]);
    const recipe = await addRecipe(owner, { title: 'Shared stew' });
    const share = (user: Session, email: unknown, id = recipe.id) =>
      api<ErrorBody>(`/api/recipes/${id}/shares`, { method: 'POST', token: user.idToken, body: { email } });

    expect((await share(owner, 'not an address')).status).toBe(400);
    expect((await share(owner, friend.email)).status).toBe(201);
    // Sharing again changes nothing but still counts as an attempt (as does an unknown address).
    for (let i = 2; i <= 19; i += 1) expect((await share(owner, friend.email)).status).toBe(200);
    expect((await share(owner, 'nobody-here@example.com')).status).toBe(404);

    expectLimited(
      await share(owner, late.email),
      3600,
      /^You've shared a lot of recipes in a short time\. Please try again in \d+ minutes\.$/,
    );
    const shares = await api<{ shares: { email: string }[] }>(`/api/recipes/${recipe.id}/shares`, {
      token: owner.idToken,
    });
    expect(shares.status).toBe(200);
    expect(shares.body.shares.map((item) => item.email)).toEqual([friend.email.toLowerCase()]);

    const theirs = await addRecipe(other, { title: 'Other stew' });
    expect((await share(other, late.email, theirs.id)).status).toBe(201);
  });
});

describe('comments: 10 a minute (and 100 a day)', () => {
  it('posts 10, refuses the 11th without storing it, and leaves other cooks alone', async () => {
    const [owner, cook, other] = await Promise.all([signUpUser(), signUpUser(), signUpUser()]);
    const recipe = await addRecipe(owner, { title: 'Busy recipe', isPublic: true });
    const post = (user: Session, content: unknown) =>
      api(`/api/comments/recipe/${recipe.id}`, { method: 'POST', token: user.idToken, body: { content } });

    for (let i = 0; i < 3; i += 1) expect((await post(cook, '   ')).status).toBe(400);
    for (let i = 1; i <= 10; i += 1) expect((await post(cook, `Comment ${i}`)).status).toBe(201);
    expectLimited(
      await post(cook, 'One too many'),
      60,
      /^You've posted a lot of comments in a short time\. Please try again in \d+ seconds?\.$/,
    );
    expect((await post(other, 'My first')).status).toBe(201);

    const page = await api<{ items: { content: string }[] }>(`/api/comments/recipe/${recipe.id}`, {
      token: owner.idToken,
    });
    expect(page.body.items.map((comment) => comment.content)).not.toContain('One too many');
    expect(page.body.items).toHaveLength(11);
  });
});

describe('invitation-code attempts: 5 per 15 minutes, wrong codes counted', () => {
  it('refuses a sixth attempt even with a valid code; another cook redeems it', async () => {
    const admin = await adminSession();
    const generated = await api<{ code: string }>('/api/admin/invitation-codes', {
      method: 'POST',
      token: admin.idToken,
      body: {},
    });
    expect(generated.status).toBe(201);
    const [guesser, other] = await Promise.all([signUpUser(), signUpUser()]);
    const redeem = (user: Session, code: string) =>
      api<ErrorBody>('/api/invitation-codes/redeem', { method: 'POST', token: user.idToken, body: { code } });

    for (let i = 0; i < 5; i += 1) {
      const wrong = await redeem(guesser, `LIFETIME-WRONG${i}`);
      expect(wrong.status).toBe(404);
    }
    expectLimited(
      await redeem(guesser, generated.body.code),
      900,
      /^Too many invitation code attempts\. Please try again in \d+ minutes\.$/,
    );
    const access = await api<{ lifetime: boolean }>('/api/subscription', { token: guesser.idToken });
    expect(access.status).toBe(200);
    expect(access.body.lifetime).toBe(false);

    expect((await redeem(other, generated.body.code)).status).toBe(200);
  });
});

describe('video copies: 20 an hour', () => {
  it('copies 20 times, refuses the 21st, and leaves other cooks alone', async () => {
    const [owner, saver, other] = await Promise.all([signUpUser(), signUpUser(), signUpUser()]);
    const video = await api<{ id: string }>('/api/videos', {
      method: 'POST',
      token: owner.idToken,
      body: {
        source: 'url',
        title: 'Knife skills',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        isPublic: true,
      },
    });
    expect(video.status).toBe(201);
    const copy = (user: Session) =>
      api(`/api/videos/${video.body.id}/copy`, { method: 'POST', token: user.idToken });

    for (let i = 1; i <= 20; i += 1) expect((await copy(saver)).status).toBe(201);
    expectLimited(
      await copy(saver),
      3600,
      /^You've saved a lot of videos in a short time\. Please try again in \d+ minutes\.$/,
    );
    const mine = await api<{ videos: unknown[] }>('/api/videos?scope=mine', { token: saver.idToken });
    expect(mine.status).toBe(200);
    expect(mine.body.videos).toHaveLength(20);
    expect((await copy(other)).status).toBe(201);
  });
});

describe('e-mail change codes: 5 an hour', () => {
  it('mails 5 codes, refuses the 6th, and leaves other cooks alone', async () => {
    const [cook, other] = await Promise.all([signUpUser(), signUpUser()]);
    const start = (user: Session, newEmail: string) =>
      api('/api/me/email-change', {
        method: 'POST',
        token: user.idToken,
        body: { newEmail, currentPassword: user.password },
      });
    // A malformed request is refused before the limit and spends nothing.
    expect((await start(cook, 'not-an-address')).status).toBe(400);
    for (let i = 1; i <= 5; i += 1) expect((await start(cook, uniqueEmail('new'))).status).toBe(202);
    expectLimited(
      await start(cook, uniqueEmail('new')),
      3600,
      /^You've asked for a lot of e-mail change codes\. Please try again in \d+ minutes\.$/,
    );
    expect((await start(other, uniqueEmail('new'))).status).toBe(202);
  });
});

describe('household invitations: 10 an hour per person (and per household, per address: households-edges)', () => {
  it('mails 10 invitations, refuses the 11th without mailing it, and leaves other cooks alone', async () => {
    const [owner, other] = await Promise.all([signUpUser(), signUpUser()]);
    const invite = (user: Session, email: unknown) =>
      api<ErrorBody & { invitations: { id: string }[] }>('/api/household/invitations', {
        method: 'POST',
        token: user.idToken,
        body: { email },
      });
    // A malformed address spends nothing.
    expect((await invite(owner, 'not an address')).status).toBe(400);
    for (let i = 0; i < 10; i += 1) {
      const sent = await invite(owner, uniqueEmail(`inv${i}`));
      expect(sent.status).toBe(201);
      // Withdrawn at once: the 12 seats are not what stops the 11th.
      for (const open of sent.body.invitations)
        await api(`/api/household/invitations/${open.id}`, { method: 'DELETE', token: owner.idToken });
    }
    const late = uniqueEmail('late');
    const refused = await invite(owner, late);
    expectLimited(
      refused,
      3600,
      /^You've sent a lot of invitations in a short time\. Please try again in \d+ minutes\.$/,
    );
    const { readMail } = await import('./support/mail.js');
    expect(await readMail(late)).toEqual([]);
    expect((await invite(other, late)).status).toBe(201);
  });
});

describe('collection imports begun or retried: 6 an hour (and 20 a day)', () => {
  it('begins 6, refuses the 7th without starting it, and leaves other cooks alone', async () => {
    const { uploadCollection } = await import('./support/collections.js');
    const [cook, other] = await Promise.all([signUpUser(), signUpUser()]);
    // Nothing answers on the discard port: an item begun fails at once, and no page is fetched twice.
    const links = new TextEncoder().encode('http://127.0.0.1:9/nothing-here\n');
    const begin = (user: Session, jobId: string) =>
      api<ErrorBody & { status: string }>(`/api/imports/${jobId}/begin`, {
        method: 'POST',
        token: user.idToken,
      });
    // A job whose file has not arrived is refused before the limit, and spends nothing.
    const empty = await api<{ job: { jobId: string } }>('/api/imports', {
      method: 'POST',
      token: cook.idToken,
      body: { fileName: 'links.txt', size: links.length },
    });
    expect((await begin(cook, empty.body.job.jobId)).status).toBe(400);
    const jobs = [];
    for (let i = 0; i < 7; i += 1) jobs.push(await uploadCollection(cook, `links-${i}.txt`, links));
    for (const jobId of jobs.slice(0, 6)) expect((await begin(cook, jobId)).status).toBe(202);

    const refused = await begin(cook, jobs[6] as string);
    expectLimited(
      refused,
      3600,
      /^You've started a lot of collection imports in a short time\. Please try again in \d+ minutes\.$/,
    );
    const late = await api<{ status: string }>(`/api/imports/${jobs[6]}`, { token: cook.idToken });
    expect(late.body.status).toBe('waiting-for-file');
    const theirs = await uploadCollection(other, 'links.txt', links);
    expect((await begin(other, theirs)).status).toBe(202);
    // Nothing left waiting for the rest of the run.
    for (const [user, jobId] of [
      ...jobs.slice(0, 6).map((id) => [cook, id] as const),
      [other, theirs] as const,
    ])
      await api(`/api/imports/${jobId}/cancel`, { method: 'POST', token: user.idToken });
  });
});
