// The network address a request came from, for limits that must hold against many accounts (issue 32).
// On AWS every request reaches the API through CloudFront (origin-lock.ts), so API Gateway's sourceIp is
// a CloudFront edge: a CloudFront Function on the /api behaviour writes the viewer's address into
// VIEWER_IP_HEADER, replacing any header of that name a viewer sent (infra web stack). Locally there is
// no CloudFront and sourceIp is the caller's own address.
export const VIEWER_IP_HEADER = 'x-hearth-viewer-ip';

interface EventWithSource {
  headers?: Record<string, string | undefined>;
  requestContext?: { http?: { sourceIp?: string } };
}

/** The caller's address; `behindCloudFront` when the origin lock is on (a secret is configured). */
export function clientIpOf(event: EventWithSource, behindCloudFront: boolean): string {
  const viewer = behindCloudFront ? event.headers?.[VIEWER_IP_HEADER]?.trim() : undefined;
  return viewer || event.requestContext?.http?.sourceIp || 'unknown';
}
