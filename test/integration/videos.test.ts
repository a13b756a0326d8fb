// Video tutorials against the local stack: links, uploads straight to s3rver (one-shot POST and
// multipart) with the server's own size and type checks, the two lists, Save to My Videos, delete with
// Undo, range requests on the short-lived playback address, and who may see or touch what.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { VideoPage, VideoUploadResponse, VideoView } from '../../lambdas/src/contracts/videos.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { subscribe } from './support/billing.js';

const sample = readFileSync(new URL('../e2e/fixtures/sample-video.mp4', import.meta.url));
const jpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgUFBcUFxsbGxsbGyAeICEhISAgICAhISEkJCQqKiokJCQhISQkKCgqKi4vLisrKisvLzIyMjw8OTlGRkhWVmf/xABMAAEBAAAAAAAAAAAAAAAAAAAABgEBAQAAAAAAAAAAAAAAAAAABgcQAQAAAAAAAAAAAAAAAAAAAAARAQAAAAAAAAAAAAAAAAAAAAD/wAARCAAIAAgDASIAAhEAAxEA/9oADAMBAAIRAxEAPwCtAR06f//Z',
  'base64',
);
const MB = 1024 * 1024;
const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0;

/** The sample video padded with zeros to `size` bytes (still starts like an MP4). */
const paddedVideo = (size: number) =>
  Buffer.concat([sample, Buffer.alloc(Math.max(0, size - sample.length))]);

async function postForm(target: { url: string; fields: Record<string, string> }, body: Buffer, type: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(body)], { type }), 'file');
  return fetch(target.url, { method: 'POST', body: form });
}

async function signUpload(user: Session, size: number, contentType = 'video/mp4') {
  const reply = await api<VideoUploadResponse>('/api/uploads/video', {
    method: 'POST',
    token: user.idToken,
    body: { contentType, size },
  });
  expect(reply.status).toBe(201);
  return reply.body;
}

/** Sends `parts` (buffers) to a multipart upload's part addresses and completes it. */
async function uploadParts(user: Session, upload: VideoUploadResponse, parts: Buffer[]) {
  if (upload.transfer.mode !== 'multipart') throw new Error('expected a multipart upload');
  const sent = [];
  for (const [index, part] of parts.entries()) {
    const target = upload.transfer.parts[index];
    if (!target) throw new Error('more parts than signed');
    const reply = await fetch(target.url, { method: 'PUT', body: new Uint8Array(part) });
    expect(reply.status).toBe(200);
    sent.push({ partNumber: target.partNumber, etag: reply.headers.get('etag') ?? '' });
  }
  return api('/api/uploads/video/complete', {
    method: 'POST',
    token: user.idToken,
    body: { uploadId: upload.uploadId, multipartId: upload.transfer.multipartId, parts: sent },
  });
}

const createVideo = (user: Session, body: Record<string, unknown>) =>
  api<VideoView>('/api/videos', { method: 'POST', token: user.idToken, body });

async function uploadSample(user: Session, options: { isPublic?: boolean; poster?: boolean } = {}) {
  const upload = await signUpload(user, sample.length);
  if (upload.transfer.mode !== 'post') throw new Error('expected a one-shot upload');
  expect((await postForm(upload.transfer, sample, 'video/mp4')).status).toBeLessThan(300);
  if (options.poster) expect((await postForm(upload.poster, jpeg, 'image/jpeg')).status).toBeLessThan(300);
  const created = await createVideo(user, {
    source: 'upload',
    uploadId: upload.uploadId,
    hasPoster: options.poster ?? false,
    title: 'Kneading bread',
    description: 'Slap and fold',
    durationMinutes: 1,
    isPublic: options.isPublic ?? false,
  });
  expect(created.status).toBe(201);
  return created.body;
}

const list = (user: Session, scope: 'mine' | 'community', cursor?: string) =>
  api<VideoPage>(`/api/videos?scope=${scope}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
    token: user.idToken,
  });

describe('adding videos by link', () => {
  it('stores a YouTube link with its privacy-friendly embed address, private by default', async () => {
    const user = await signUpUser();
    const reply = await createVideo(user, {
      source: 'url',
      title: '  Knife skills  ',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ?t=42',
      durationMinutes: 12,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      title: 'Knife skills',
      videoType: 'youtube',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ?t=42',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      playbackUrl: null,
      durationMinutes: 12,
      isPublic: false,
      isOwner: true,
    });
    const vimeo = await createVideo(user, {
      source: 'url',
      title: 'Pasta',
      videoUrl: 'https://vimeo.com/76979871',
    });
    expect(vimeo.body).toMatchObject({
      videoType: 'vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871',
    });

    const mine = await list(user, 'mine');
    expect(mine.body.videos.map((video) => video.id)).toEqual([vimeo.body.id, reply.body.id]);
    const community = await list(user, 'community');
    expect(community.body.videos.map((video) => video.id)).not.toContain(reply.body.id);
  });

  it('answers 400 with the message for a missing title or link', async () => {
    const user = await signUpUser();
    const noTitle = await createVideo(user, { source: 'url', title: ' ', videoUrl: 'https://vimeo.com/1' });
    expect(noTitle).toMatchObject({ status: 400, body: { error: { message: 'Please enter a title' } } });
    const noUrl = await createVideo(user, { source: 'url', title: 'Pasta', videoUrl: '' });
    expect(noUrl).toMatchObject({ status: 400, body: { error: { message: 'Please enter a video URL' } } });
    const badUrl = await createVideo(user, {
      source: 'url',
      title: 'Pasta',
      videoUrl: 'javascript:alert(1)',
    });
    expect(badUrl).toMatchObject({
      status: 400,
      body: { error: { message: 'Please enter a valid video URL' } },
    });
  });
});

/** Video uploads are a paid feature: these cooks are on a trial (through the checkout simulator). */
async function member(): Promise<Session> {
  const user = await signUpUser();
  await subscribe(user);
  return user;
}

describe('uploading videos', () => {
  it('is refused to a cook without a subscription, with the plans page named (links stay free)', async () => {
    const user = await signUpUser();
    const reply = await api<{ error: { code: string; message: string } }>('/api/uploads/video', {
      method: 'POST',
      token: user.idToken,
      body: { contentType: 'video/mp4', size: 1000 },
    });
    expect(reply.status).toBe(402);
    expect(reply.body.error.code).toBe('subscription_required');
    expect(reply.body.error.message).toContain('/subscription');
  });

  it('uploads with a presigned POST; the file plays from a short-lived address that answers range requests', async () => {
    const user = await member();
    const video = await uploadSample(user, { poster: true });
    expect(video).toMatchObject({ videoType: 'upload', videoUrl: null, embedUrl: null, isPublic: false });
    expect(video.playbackUrl).toContain(`/videos/${user.userId}/`);

    const whole = await fetch(video.playbackUrl ?? '');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await whole.arrayBuffer()).equals(sample)).toBe(true);

    const range = await fetch(video.playbackUrl ?? '', { headers: { range: 'bytes=1000-1999' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 1000-1999/${sample.length}`);
    expect(Buffer.from(await range.arrayBuffer()).equals(sample.subarray(1000, 2000))).toBe(true);

    const poster = await fetch(video.posterUrl ?? '');
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await poster.arrayBuffer()).equals(jpeg)).toBe(true);
  });

  it('takes a poster frame on the server when the browser sent none (ffmpeg installed)', async () => {
    // scripts/ensure-system.mjs installs ffmpeg; without it this test fails rather than passing blind.
    expect(hasFfmpeg, 'ffmpeg must be on the PATH (node scripts/ensure-system.mjs installs it)').toBe(true);
    const user = await member();
    const video = await uploadSample(user);
    expect(video.posterUrl).not.toBeNull();
    const poster = await fetch(video.posterUrl ?? '');
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await poster.arrayBuffer());
    expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('sends larger files in parts and checks the assembled size', async () => {
    const user = await member();
    const size = 9 * MB;
    const upload = await signUpload(user, size);
    expect(upload.transfer).toMatchObject({ mode: 'multipart', partSize: 8 * MB });
    if (upload.transfer.mode !== 'multipart') return;
    expect(upload.transfer.parts).toHaveLength(2);
    const file = paddedVideo(size);
    const completed = await uploadParts(user, upload, [file.subarray(0, 8 * MB), file.subarray(8 * MB)]);
    expect(completed.status).toBe(204);
    const created = await createVideo(user, {
      source: 'upload',
      uploadId: upload.uploadId,
      title: 'Big one',
    });
    expect(created.status).toBe(201);
    const head = await fetch(created.body.playbackUrl ?? '', { headers: { range: 'bytes=0-9' } });
    expect(head.headers.get('content-range')).toBe(`bytes 0-9/${size}`);
  });

  it('refuses and deletes a multipart upload that came out larger than declared (413)', async () => {
    const user = await member();
    const upload = await signUpload(user, 9 * MB);
    const file = paddedVideo(10 * MB);
    const completed = await uploadParts(user, upload, [file.subarray(0, 8 * MB), file.subarray(8 * MB)]);
    expect(completed).toMatchObject({
      status: 413,
      body: { error: { message: 'Video must be less than 100MB' } },
    });
    const created = await createVideo(user, {
      source: 'upload',
      uploadId: upload.uploadId,
      title: 'Too big',
    });
    expect(created).toMatchObject({
      status: 400,
      body: { error: { message: 'Please select a video file' } },
    });
  });

  it('refuses a one-shot upload larger than its policy allows, even where the store does not check it', async () => {
    const user = await member();
    const upload = await signUpload(user, sample.length);
    if (upload.transfer.mode !== 'post') throw new Error('expected a one-shot upload');
    expect(upload.transfer.fields.Policy ?? upload.transfer.fields.policy).toBeTruthy();
    await postForm(upload.transfer, paddedVideo(sample.length + 4096), 'video/mp4');
    const created = await createVideo(user, { source: 'upload', uploadId: upload.uploadId, title: 'Sneaky' });
    expect(created).toMatchObject({
      status: 413,
      body: { error: { message: 'Video must be less than 100MB' } },
    });
  });

  it('refuses other types and files over 100MB before signing, and a file that is not a video after upload', async () => {
    const user = await member();
    const webm = await api('/api/uploads/video', {
      method: 'POST',
      token: user.idToken,
      body: { contentType: 'video/webm', size: 1000 },
    });
    expect(webm).toMatchObject({
      status: 400,
      body: { error: { message: 'Please upload a video file (MP4, MOV or AVI)' } },
    });
    const huge = await api('/api/uploads/video', {
      method: 'POST',
      token: user.idToken,
      body: { contentType: 'video/quicktime', size: 100 * MB + 1 },
    });
    expect(huge).toMatchObject({
      status: 400,
      body: { error: { message: 'Video must be less than 100MB' } },
    });

    const text = Buffer.from('definitely not a video, just some text pretending to be one');
    const upload = await signUpload(user, text.length);
    if (upload.transfer.mode !== 'post') throw new Error('expected a one-shot upload');
    await postForm(upload.transfer, text, 'video/mp4');
    const created = await createVideo(user, { source: 'upload', uploadId: upload.uploadId, title: 'Fake' });
    expect(created).toMatchObject({
      status: 400,
      body: { error: { message: 'Please upload a video file (MP4, MOV or AVI)' } },
    });
    const again = await createVideo(user, { source: 'upload', uploadId: upload.uploadId, title: 'Fake' });
    expect(again).toMatchObject({ status: 400, body: { error: { message: 'Please select a video file' } } });
  });

  it("cannot complete or abort someone else's upload: it stays the owner's to finish (issue 40)", async () => {
    const owner = await member();
    const other = await member();
    const upload = await signUpload(owner, 9 * MB);
    if (upload.transfer.mode !== 'multipart') throw new Error('expected a multipart upload');
    const file = paddedVideo(9 * MB);
    const sent = [];
    for (const [index, part] of [file.subarray(0, 8 * MB), file.subarray(8 * MB)].entries()) {
      const target = upload.transfer.parts[index];
      const reply = await fetch(target?.url ?? '', { method: 'PUT', body: new Uint8Array(part) });
      sent.push({ partNumber: target?.partNumber ?? 0, etag: reply.headers.get('etag') ?? '' });
    }
    const ids = { uploadId: upload.uploadId, multipartId: upload.transfer.multipartId };
    const stolen = await api('/api/uploads/video/complete', {
      method: 'POST',
      token: other.idToken,
      body: { ...ids, parts: sent },
    });
    // S3 knows an upload by its key and id: under the other's key the owner's id is no upload at all.
    expect(stolen).toMatchObject({
      status: 400,
      body: { error: { message: 'The upload could not be completed' } },
    });
    // Their abort touches only their own keys: the owner's parts are still there to complete.
    const aborted = await api('/api/uploads/video/abort', {
      method: 'POST',
      token: other.idToken,
      body: ids,
    });
    expect(aborted.status).toBe(204);
    expect(
      (await createVideo(other, { source: 'upload', uploadId: upload.uploadId, title: 'Mine' })).status,
    ).toBe(400);
    const completed = await api('/api/uploads/video/complete', {
      method: 'POST',
      token: owner.idToken,
      body: { ...ids, parts: sent },
    });
    expect(completed.status).toBe(204);
    const created = await createVideo(owner, { source: 'upload', uploadId: upload.uploadId, title: 'Mine' });
    expect(created.status).toBe(201);
    const head = await fetch(created.body.playbackUrl ?? '', { headers: { range: 'bytes=0-9' } });
    expect(head.headers.get('content-range')).toBe(`bytes 0-9/${9 * MB}`);
  });

  it("cannot save someone else's upload as one's own", async () => {
    const owner = await member();
    const other = await member();
    const upload = await signUpload(owner, sample.length);
    if (upload.transfer.mode !== 'post') throw new Error('expected a one-shot upload');
    await postForm(upload.transfer, sample, 'video/mp4');
    const stolen = await createVideo(other, {
      source: 'upload',
      uploadId: upload.uploadId,
      title: 'Mine now',
    });
    expect(stolen).toMatchObject({ status: 400, body: { error: { message: 'Please select a video file' } } });
  });
});

describe('community videos, Save to My Videos and permissions', () => {
  it('lists public videos of everyone newest first; another user saves a private copy with its own file', async () => {
    const owner = await member();
    const viewer = await member();
    const upload = await uploadSample(owner, { isPublic: true, poster: true });
    const link = await createVideo(owner, {
      source: 'url',
      title: 'Public link',
      videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      isPublic: true,
    });

    const community = await list(viewer, 'community');
    const ids = community.body.videos.map((video) => video.id);
    expect(ids.indexOf(link.body.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(link.body.id)).toBeLessThan(ids.indexOf(upload.id));
    expect(community.body.videos.find((video) => video.id === upload.id)).toMatchObject({ isOwner: false });
    expect((await list(viewer, 'mine')).body.videos).toEqual([]);

    const seen = await api<VideoView>(`/api/videos/${upload.id}`, { token: viewer.idToken });
    expect(seen).toMatchObject({ status: 200, body: { isOwner: false, isPublic: true } });

    const copy = await api<VideoView>(`/api/videos/${upload.id}/copy`, {
      method: 'POST',
      token: viewer.idToken,
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      title: 'Kneading bread',
      isPublic: false,
      isOwner: true,
      videoType: 'upload',
    });
    expect(copy.body.id).not.toBe(upload.id);
    expect(copy.body.playbackUrl).toContain(`/videos/${viewer.userId}/`);
    const copied = await fetch(copy.body.playbackUrl ?? '');
    expect(Buffer.from(await copied.arrayBuffer()).equals(sample)).toBe(true);
    expect((await fetch(copy.body.posterUrl ?? '')).status).toBe(200);
    expect((await list(viewer, 'mine')).body.videos.map((video) => video.id)).toEqual([copy.body.id]);

    const ownCopy = await api(`/api/videos/${upload.id}/copy`, { method: 'POST', token: owner.idToken });
    expect(ownCopy).toMatchObject({ status: 400 });
    // The original's owner deleting it leaves the copy playing.
    expect((await api(`/api/videos/${upload.id}`, { method: 'DELETE', token: owner.idToken })).status).toBe(
      200,
    );
    expect((await fetch(copy.body.playbackUrl ?? '')).status).toBe(200);
  });

  it('pages the community list with a cursor that cannot be pointed elsewhere', async () => {
    const user = await member();
    const first = await list(user, 'community');
    expect(first.status).toBe(200);
    const forged = Buffer.from(JSON.stringify({ gsi1pk: `VIDEO_OWNER#${user.userId}` })).toString(
      'base64url',
    );
    expect((await list(user, 'community', forged)).status).toBe(400);
  });

  it("hides another user's private video: read, copy and delete answer 404; a public one cannot be deleted (403)", async () => {
    const owner = await member();
    const other = await member();
    const secret = await uploadSample(owner);
    for (const [method, path] of [
      ['GET', `/api/videos/${secret.id}`],
      ['POST', `/api/videos/${secret.id}/copy`],
      ['DELETE', `/api/videos/${secret.id}`],
      ['POST', `/api/videos/${secret.id}/restore`],
    ] as const) {
      const reply = await api(path, { method, token: other.idToken });
      expect(reply, `${method} ${path}`).toMatchObject({
        status: 404,
        body: { error: { message: 'Video not found' } },
      });
    }
    expect((await list(other, 'community')).body.videos.map((video) => video.id)).not.toContain(secret.id);
    expect((await api(`/api/videos/${secret.id}`, { token: owner.idToken })).status).toBe(200);

    const shared = await createVideo(owner, {
      source: 'url',
      title: 'Shared',
      videoUrl: 'https://vimeo.com/76979871',
      isPublic: true,
    });
    const refused = await api(`/api/videos/${shared.body.id}`, { method: 'DELETE', token: other.idToken });
    expect(refused.status).toBe(403);
    expect((await api(`/api/videos/missing-id`, { token: owner.idToken })).status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    for (const [method, path] of [
      ['GET', '/api/videos'],
      ['POST', '/api/videos'],
      ['GET', '/api/videos/x'],
      ['DELETE', '/api/videos/x'],
      ['POST', '/api/videos/x/copy'],
      ['POST', '/api/uploads/video'],
      ['POST', '/api/uploads/video/complete'],
    ] as const) {
      expect(
        (await api(path, { method, body: method === 'POST' ? {} : undefined })).status,
        `${method} ${path}`,
      ).toBe(401);
    }
  });
});

describe('deleting with Undo', () => {
  it('removes the video from lists and reads at once; Undo brings back the video and its file', async () => {
    const owner = await member();
    const viewer = await member();
    const video = await uploadSample(owner, { isPublic: true, poster: true });

    const deleted = await api<{ id: string; undoUntil: string }>(`/api/videos/${video.id}`, {
      method: 'DELETE',
      token: owner.idToken,
    });
    expect(deleted.status).toBe(200);
    expect(new Date(deleted.body.undoUntil).getTime()).toBeGreaterThan(Date.now());
    expect((await api(`/api/videos/${video.id}`, { token: owner.idToken })).status).toBe(404);
    expect((await list(owner, 'mine')).body.videos).toEqual([]);
    expect((await list(viewer, 'community')).body.videos.map((each) => each.id)).not.toContain(video.id);
    expect(
      (await api(`/api/videos/${video.id}/copy`, { method: 'POST', token: viewer.idToken })).status,
    ).toBe(404);
    expect((await api(`/api/videos/${video.id}`, { method: 'DELETE', token: owner.idToken })).status).toBe(
      404,
    );

    const restored = await api<VideoView>(`/api/videos/${video.id}/restore`, {
      method: 'POST',
      token: owner.idToken,
    });
    expect(restored).toMatchObject({
      status: 200,
      body: { id: video.id, isPublic: true, title: 'Kneading bread' },
    });
    expect((await list(owner, 'mine')).body.videos.map((each) => each.id)).toEqual([video.id]);
    expect((await list(viewer, 'community')).body.videos.map((each) => each.id)).toContain(video.id);
    const file = await fetch(restored.body.playbackUrl ?? '');
    expect(Buffer.from(await file.arrayBuffer()).equals(sample)).toBe(true);
    expect((await fetch(restored.body.posterUrl ?? '')).status).toBe(200);

    // Undo works once: the video is live again.
    expect(
      (await api(`/api/videos/${video.id}/restore`, { method: 'POST', token: owner.idToken })).status,
    ).toBe(404);
  });
});
