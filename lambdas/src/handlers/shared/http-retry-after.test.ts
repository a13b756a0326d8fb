// An AppError may carry response headers: a 429 sends Retry-After with the JSON error body. An AWS
// throttle that outlived the SDK's retries answers 503 busy with Retry-After (issue 33).
import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { S3ServiceException } from '@aws-sdk/client-s3';
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { tooManyRequests } from '../../shared/errors.js';
import { defineManifest } from '../../shared/route-manifest.js';
import { bindRoutes, type HttpEvent, httpApi } from './http.js';
import { BUSY_MESSAGE, isAwsThrottle } from './http-errors.js';

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

const busyApi = httpApi(
  bindRoutes(
    defineManifest({
      busy: { method: 'POST', path: '/api/busy', auth: 'public', doc: 'busy', budget: { requests: 1 } },
    }),
    {
      busy: async () => {
        throw new ProvisionedThroughputExceededException({
          message: 'The level of configured provisioned throughput for the table was exceeded.',
          $metadata: { httpStatusCode: 400 },
        });
      },
    },
  ),
);

describe('an AWS service too busy, after the SDK retried', () => {
  it('answers 503 busy with Retry-After and a message for the person, not a bare 500', async () => {
    const result = (await busyApi(
      {
        ...event,
        routeKey: 'POST /api/busy',
        rawPath: '/api/busy',
        requestContext: { http: { ...event.requestContext.http, path: '/api/busy' } },
      } as HttpEvent,
      {} as Context,
    )) as { statusCode: number; headers: Record<string, string>; body: string };
    expect(result.statusCode).toBe(503);
    expect(result.headers).toMatchObject({ 'retry-after': '2', 'content-type': 'application/json' });
    expect(JSON.parse(result.body)).toEqual({ error: { code: 'busy', message: BUSY_MESSAGE } });
  });

  it("knows each service's throttle by name or by the SDK's own mark, and nothing else", () => {
    const slowDown = new S3ServiceException({ name: 'SlowDown', $fault: 'server', $metadata: {} });
    expect(isAwsThrottle(slowDown)).toBe(true);
    expect(isAwsThrottle(Object.assign(new Error('x'), { $retryable: { throttling: true } }))).toBe(true);
    const internal = new S3ServiceException({ name: 'InternalError', $fault: 'server', $metadata: {} });
    expect(isAwsThrottle(internal)).toBe(false);
    expect(isAwsThrottle(new Error('ProvisionedThroughputExceededException'))).toBe(false);
    expect(isAwsThrottle(undefined)).toBe(false);
  });
});
