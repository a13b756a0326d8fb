// HTTP helpers for integration tests: they talk to the running local stack exactly as the browser does.
import { createHash } from 'node:crypto';
import { inject } from 'vitest';

export const stackUrl = () => inject('hearthUrl');

export interface ApiReply<T = Record<string, unknown>> {
  status: number;
  body: T;
  /** The response headers (Retry-After on a 429, say). */
  headers: Headers;
}

/**
 * The network address a test person calls from. Each signed-in person gets their own (from their user
 * id), as people at home do, so limits kept per address (invitations) count one person's calls; a test of
 * such a limit passes `ip` to make several people share one. Locally the header stands in for the address
 * CloudFront's function writes on AWS (lambdas/src/shared/client-ip.ts).
 */
export function addressOf(token: string | undefined): string {
  const payload = token?.split('.')[1];
  const sub = payload ? String(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).sub ?? '') : '';
  const bytes = createHash('sha256')
    .update(sub || 'anonymous')
    .digest();
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export async function api<T = Record<string, unknown>>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    /** The caller's network address (default: one of their own, see addressOf). */
    ip?: string;
  } = {},
): Promise<ApiReply<T>> {
  const headers: Record<string, string> = {
    'x-hearth-viewer-ip': options.ip ?? addressOf(options.token),
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(`${stackUrl()}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: payload,
  });
  const text = await response.text();
  let body: unknown = text;
  if (response.headers.get('content-type')?.includes('json') && text) body = JSON.parse(text);
  return { status: response.status, body: body as T, headers: response.headers };
}
