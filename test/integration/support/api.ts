// HTTP helpers for integration tests: they talk to the running local stack exactly as the browser does.
import { inject } from 'vitest';
import { addressOf, VIEWER_IP_HEADER } from '../../../scripts/viewer-address.js';

export const stackUrl = () => inject('hearthUrl');

export interface ApiReply<T = Record<string, unknown>> {
  status: number;
  body: T;
  /** The response headers (Retry-After on a 429, say). */
  headers: Headers;
}

export async function api<T = Record<string, unknown>>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    /** The caller's network address (default: their own, scripts/viewer-address.ts); a test of a per-address limit makes several people share one. */
    ip?: string;
  } = {},
): Promise<ApiReply<T>> {
  const headers: Record<string, string> = {
    [VIEWER_IP_HEADER]: options.ip ?? addressOf(options.token),
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
