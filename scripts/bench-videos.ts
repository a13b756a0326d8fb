// Bench scenarios of the video library: a video linked, read, deleted and restored, another cook's
// public one saved to My Videos, and a large file's upload signed, completed (two parts of a 9 MB
// file, sent to their signed addresses as the browser sends them) or given up. The library's two
// lists are read in bench-pages.ts.
import { type BenchContext, type Scenario, type ScenarioGroup, setupCall } from './bench-scenario.js';

const MB = 1024 * 1024;
/** Past the one-shot limit: the upload goes in 8 MB parts. */
const LARGE_VIDEO = 9 * MB;

const linkVideo = async (ctx: BenchContext, token: string, i: number, isPublic = false) =>
  (
    await setupCall<{ id: string }>(ctx, token, '/api/videos', 'POST', {
      source: 'url',
      title: `Bench knife skills ${i}`,
      videoUrl: `https://youtu.be/dQw4w9WgX${String(i % 100).padStart(2, '0')}`,
      isPublic,
    })
  ).id;

interface MultipartUpload {
  uploadId: string;
  transfer: { mode: string; multipartId: string; parts: { partNumber: number; url: string }[] };
}

const signLargeUpload = (ctx: BenchContext) =>
  setupCall<MultipartUpload>(ctx, ctx.idToken, '/api/uploads/video', 'POST', {
    contentType: 'video/mp4',
    size: LARGE_VIDEO,
  });

/** A large upload signed and its parts sent: what the complete call names. */
async function sentParts(ctx: BenchContext) {
  const upload = await signLargeUpload(ctx);
  const file = Buffer.alloc(LARGE_VIDEO);
  // An MP4's first box, so the file is what it says it is.
  Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex').copy(file);
  const parts = [];
  for (const [index, target] of upload.transfer.parts.entries()) {
    const body = file.subarray(index * 8 * MB, (index + 1) * 8 * MB);
    const reply = await fetch(target.url, { method: 'PUT', body: new Uint8Array(body) });
    if (reply.status !== 200) throw new Error(`Bench: a video part answered ${reply.status}`);
    parts.push({ partNumber: target.partNumber, etag: reply.headers.get('etag') ?? '' });
  }
  return { body: { uploadId: upload.uploadId, multipartId: upload.transfer.multipartId, parts } };
}

const scenarios: Scenario[] = [
  {
    method: 'POST',
    route: '/api/videos',
    label: 'Videos: add a link',
    body: (_ctx, i) => ({ source: 'url', title: `Bench link ${i}`, videoUrl: 'https://vimeo.com/76979871' }),
    expectStatus: 201,
  },
  { method: 'GET', route: '/api/videos/{id}', path: (ctx) => `/api/videos/${ctx.videoId}` },
  {
    method: 'DELETE',
    route: '/api/videos/{id}',
    arrange: async (ctx, i) => ({ path: `/api/videos/${await linkVideo(ctx, ctx.idToken, i)}` }),
  },
  {
    method: 'POST',
    route: '/api/videos/{id}/restore',
    label: 'Videos: undo a delete',
    arrange: async (ctx, i) => {
      const id = await linkVideo(ctx, ctx.idToken, i);
      await setupCall(ctx, ctx.idToken, `/api/videos/${id}`, 'DELETE');
      return { path: `/api/videos/${id}/restore` };
    },
  },
  {
    method: 'POST',
    route: '/api/videos/{id}/copy',
    label: 'Videos: save another cook’s public video',
    path: (ctx) => `/api/videos/${ctx.otherPublicVideoId}/copy`,
    expectStatus: 201,
  },
  {
    method: 'POST',
    route: '/api/uploads/video',
    label: 'Videos: sign a large upload (parts)',
    body: () => ({ contentType: 'video/mp4', size: LARGE_VIDEO }),
    expectStatus: 201,
  },
  {
    method: 'POST',
    route: '/api/uploads/video/complete',
    label: 'Videos: complete a 9 MB upload of two parts',
    arrange: sentParts,
    expectStatus: 204,
    maxCalls: 5,
  },
  {
    method: 'POST',
    route: '/api/uploads/video/abort',
    label: 'Videos: give up a large upload',
    arrange: async (ctx) => {
      const upload = await signLargeUpload(ctx);
      return { body: { uploadId: upload.uploadId, multipartId: upload.transfer.multipartId } };
    },
    expectStatus: 204,
  },
];

/** A video of the bench cook's, and a public one of the other cook's. */
export const videoScenarios: ScenarioGroup = {
  name: 'videos',
  prepare: async (ctx) => ({
    videoId: await linkVideo(ctx, ctx.idToken, 0),
    otherPublicVideoId: await linkVideo(ctx, ctx.other.idToken, 1, true),
  }),
  scenarios,
};
