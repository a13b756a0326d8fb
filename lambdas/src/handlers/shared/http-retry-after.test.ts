// An AppError may carry response headers: a 429 sends Retry-After with the JSON error body.
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { tooManyRequests } from '../../shared/errors.js';
import { defineManifest } from '../../shared/route-manifest.js';
import { bindRoutes, type HttpEvent, httpApi } from './http.js';

const api = httpApi(
  bindRoutes(
    defineManifest({
      limited: {
        method: 'POST',
        path: '/api/limited',
        auth: 'public',
        doc: 'limited',
        budget: { requests: 0 },
      },
    }),
    {
      limited: async () => {
        throw tooManyRequests('Please try again in 12 minutes.', 720);
      },
    },
  ),
);

const event = {
  version: '2.0',
  routeKey: 'POST /api/limited',
  rawPath: '/api/limited',
  rawQueryString: '',
  headers: {},
  isBase64Encoded: false,
  requestContext: {
    http: { method: 'POST', path: '/api/limited', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1' },
  },
} as unknown as HttpEvent;

describe('too many requests', () => {
  it('answers 429 too_many_requests with Retry-After and the JSON error shape', async () => {
    const result = (await api(event, {} as Context)) as {
      statusCode: number;
      headers: Record<string, string>;
      body: string;
    };
    expect(result.statusCode).toBe(429);
    expect(result.headers).toMatchObject({ 'retry-after': '720', 'content-type': 'application/json' });
    expect(JSON.parse(result.body)).toEqual({
      error: { code: 'too_many_requests', message: 'Please try again in 12 minutes.' },
    });
  });

  it('sends no Retry-After when the refusal does not know when', () => {
    expect(tooManyRequests().headers).toBeUndefined();
  });
});
