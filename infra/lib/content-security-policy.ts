// The Content-Security-Policy of every Hearth page: one source for CloudFront (web-stack.ts) and the
// local server (infra/local). Scripts come only from our own origin (the Vite build has no inline
// script), and data can be sent (fetch, XHR) only to our origin, Cognito and the media bucket's
// presigned uploads, so an injected script could neither run nor send a token elsewhere.
// Open on purpose, for what the product shows from other sites: recipe pictures are often the source
// page's own image, video links play any page in a (sandboxed) frame or a direct video file. Those
// load by GET and cannot read anything of ours (http: too: the local site is http, and an https page
// upgrades or blocks such mixed content itself). Styles allow 'unsafe-inline' because
// Radix's scroll lock and sonner inject <style> elements at run time (with content computed on the
// spot, so no hash fits); CSS cannot run script.

export interface CspOrigins {
  /** Origins the app calls besides its own: on AWS, Cognito's and the media bucket's. */
  connect?: readonly string[];
}

export function contentSecurityPolicy(origins: CspOrigins = {}): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'connect-src': ["'self'", ...(origins.connect ?? [])],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'media-src': ["'self'", 'blob:', 'https:', 'http:'],
    'frame-src': ['https:', 'http:'],
    'font-src': ["'self'", 'data:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    // The service worker (sw.js) and the web app manifest are our own files (issue 19).
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The AWS site's policy: Cognito's API in the region, the media bucket for presigned uploads, and the
 * live-updates WebSocket API's host (wss://, issue 15) when there is one.
 */
export function awsContentSecurityPolicy(
  region: string,
  mediaBucketDomain: string,
  liveHost?: string,
): string {
  return contentSecurityPolicy({
    connect: [
      `https://cognito-idp.${region}.amazonaws.com`,
      `https://${mediaBucketDomain}`,
      ...(liveHost ? [`wss://${liveHost}`] : []),
    ],
  });
}
