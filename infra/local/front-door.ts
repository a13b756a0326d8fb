// The local stack's one origin, as CloudFront and API Gateway route it on AWS: recipe images straight
// from the bucket, /api/* to the Lambda handlers, /@connections to the live-updates stand-in, /cognito
// to the Cognito shim, /config.json for the SPA, /__mail the outbox, /media the presigned uploads and
// downloads, and the rest the built SPA. Every answer carries the site's Content-Security-Policy.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { contentSecurityPolicy } from '../lib/content-security-policy.js';
import { jsonError } from './api-gateway.js';
import { localPool } from './cognito.js';
import type { CognitoShim } from './cognito-shim.js';
import { decideFault, sendAnswer } from './fault-proxy.js';
import type { FaultDice } from './faults.js';
import { type createLambdaApi, maxBodyBytes, readBody, region, send } from './lambda-api.js';
import { handleMailViewer } from './mail-viewer.js';
import { isPostUpload, proxyTaggedPost } from './pending-uploads.js';
import { isRecipeImagePath, serveRecipeImage } from './recipe-images.js';
import { serveStatic } from './static-site.js';
import type { startLiveUpdates } from './websocket.js';

export interface FrontDoorParts {
  /** The origin, e.g. http://127.0.0.1:4310. */
  origin: string;
  mailDir: string;
  /** The built SPA. */
  distDir: string;
  serveFrontend?: boolean;
  /** s3rver's endpoint and the media bucket in it. */
  s3Endpoint: string;
  bucket: string;
  /** cognito-local's endpoint (key discovery goes straight to it). */
  cognitoEndpoint: string;
  shim: CognitoShim;
  dice: FaultDice;
  api: Pick<Awaited<ReturnType<typeof createLambdaApi>>, 'handleApi' | 'isRoute'>;
  live: Pick<Awaited<ReturnType<typeof startLiveUpdates>>, 'handleManagement'>;
}

function proxy(req: IncomingMessage, res: ServerResponse, target: URL): void {
  const upstream = httpRequest(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('Bad gateway');
  });
  req.pipe(upstream);
}

/** The request handler of the local server, once every stand-in has started. */
export function frontDoor(parts: FrontDoorParts) {
  async function handleCognito(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method === 'POST' && (url.pathname === '/cognito' || url.pathname === '/cognito/')) {
      const body = await readBody(req, maxBodyBytes);
      const target = req.headers['x-amz-target'];
      // HEARTH_FAULTS cognito:…: Cognito's own throttling and 500 answers, or none at all.
      const fault = decideFault('cognito', parts.dice);
      if (fault) {
        if (fault.apply)
          await parts.shim.handle(Array.isArray(target) ? target[0] : target, body?.toString('utf8') ?? '');
        // A hung request stays open until its client gives up.
        if (fault.answer !== 'hang') sendAnswer(res, fault.answer);
        return;
      }
      return send(
        res,
        await parts.shim.handle(Array.isArray(target) ? target[0] : target, body?.toString('utf8') ?? ''),
      );
    }
    // Key discovery (/cognito/<pool>/.well-known/jwks.json) goes straight to cognito-local.
    if (req.method === 'GET')
      return proxy(
        req,
        res,
        new URL(url.pathname.slice('/cognito'.length) + url.search, parts.cognitoEndpoint),
      );
    send(res, jsonError(405, 'method_not_allowed', 'Method not allowed'));
  }

  // Built per request from the Host header, so the SPA works whether opened via 127.0.0.1 or localhost.
  const runtimeConfig = (req: IncomingMessage) => {
    const base = req.headers.host ? `http://${req.headers.host}` : parts.origin;
    return JSON.stringify({
      mode: 'local',
      region,
      userPoolId: localPool.userPoolId,
      userPoolClientId: localPool.clientId,
      cognitoEndpoint: `${base}/cognito`,
      mailViewerUrl: `${base}/__mail`,
      liveUrl: `${base.replace(/^http/, 'ws')}/live`,
      // As on AWS: the shim plays Cognito's side of SRP (cognito-shim-sign-in.ts).
      authFlowType: 'USER_SRP_AUTH',
    });
  };

  // Every answer carries the site's CSP, as CloudFront adds it on AWS: the SPA, a recipe's link
  // preview page and the mail viewer are all HTML from this origin (browsers ignore it elsewhere).
  // Locally Cognito and the media files are on this same origin, so no other origin is needed.
  const csp = contentSecurityPolicy();
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.setHeader('content-security-policy', csp);
    const url = new URL(req.url ?? '/', parts.origin);
    const path = url.pathname;
    // Recipe images come from the bucket itself, as CloudFront serves them on AWS (no Lambda).
    if (isRecipeImagePath(path))
      return serveRecipeImage(req, res, path, { endpoint: parts.s3Endpoint, bucket: parts.bucket });
    if (path === '/api' || path.startsWith('/api/')) return parts.api.handleApi(req, res, url);
    if (path.startsWith('/@connections/')) return parts.live.handleManagement(req, res, url);
    if (path === '/cognito' || path.startsWith('/cognito/')) return handleCognito(req, res, url);
    if (path === '/config.json') {
      return send(res, {
        statusCode: 200,
        headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
        body: Buffer.from(runtimeConfig(req)),
      });
    }
    if (path === '/__mail' || path.startsWith('/__mail/'))
      return send(res, await handleMailViewer(parts.mailDir, url));
    // Presigned media URLs are signed for <origin>/media/<bucket>/<key>; s3rver ignores the signature host.
    if (path.startsWith('/media/')) {
      const target = new URL(path.slice('/media'.length) + url.search, parts.s3Endpoint);
      // s3rver ignores a presigned POST's `tagging` field; this applies it (pending-uploads.ts).
      if (isPostUpload(req)) return proxyTaggedPost(req, res, target, parts.s3Endpoint);
      return proxy(req, res, target);
    }
    // Pages the API renders itself (a recipe's link preview), as CloudFront routes them on AWS.
    if (parts.api.isRoute(req.method ?? 'GET', path)) return parts.api.handleApi(req, res, url);
    if (parts.serveFrontend === false) return send(res, jsonError(404, 'not_found', 'Not found'));
    return serveStatic(parts.distDir, req, res);
  };
}
