// The local stand-in for CloudFront's recipe-image behaviour (web-stack.ts): the addresses
// recipeImagePathPattern accepts are read straight from the bucket (s3rver), GET and HEAD only, with
// the object's own headers; anything else under /api/media/recipe-images/ is 404, as the viewer-request
// function answers on AWS. No Lambda and no redirect, so the browser sees the same answers.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  MEDIA_PREFIXES,
  mediaPath,
  recipeImageKeyOfPath,
  underPrefix,
} from '../../lambdas/src/contracts/media-keys.js';

/** Paths this module answers: every address under the recipe-images prefix. */
export const isRecipeImagePath = (path: string) =>
  path.startsWith(mediaPath(underPrefix(MEDIA_PREFIXES.recipeImages)));

/** What the viewer may send on to S3 (CloudFront's cache policy forwards no other header). */
const forwarded = ['range', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since'];
/** What S3 answers with that the browser gets back. */
const returned = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
];

export function serveRecipeImage(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  s3: { endpoint: string; bucket: string },
): void {
  const key = recipeImageKeyOfPath(path);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method not allowed');
    return;
  }
  if (!key) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const headers: Record<string, string> = {};
  for (const name of forwarded) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const upstream = httpRequest(
    new URL(`/${s3.bucket}/${key}`, s3.endpoint),
    { method: req.method, headers },
    (reply) => {
      const answer: Record<string, string> = {};
      for (const name of returned) {
        const value = reply.headers[name];
        if (typeof value === 'string') answer[name] = value;
      }
      res.writeHead(reply.statusCode ?? 502, answer);
      reply.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('Bad gateway');
  });
  upstream.end();
}
