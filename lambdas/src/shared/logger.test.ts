// What reaches CloudWatch Logs: one JSON line per event with the request's ids, and no user content
// (names of user-content fields replaced whole, e-mail addresses masked wherever they appear).
import type { Context } from 'aws-lambda';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpEvent } from '../handlers/shared/http.js';

// Tests run with LOG_LEVEL=silent (vitest.config.ts): these load the modules afresh at info.
vi.stubEnv('LOG_LEVEL', 'info');
vi.resetModules();
const { bindRoutes, httpApi } = await import('../handlers/shared/http.js');
const { setSessionStore } = await import('../handlers/shared/session-check.js');
const { logger, REDACTED, redactUserContent } = await import('./logger.js');
const { defineManifest } = await import('./route-manifest.js');

afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

let lines: string[] = [];

beforeEach(() => {
  lines = [];
  const capture = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('logger', () => {
  it('writes one JSON line with level, message, service and time, and keeps ids and outcomes', () => {
    logger.info('stripe webhook', { id: 'evt_1', type: 'checkout.session.completed', outcome: 'applied' });
    const [line] = logged();
    expect(line).toMatchObject({
      level: 'INFO',
      message: 'stripe webhook',
      service: 'hearth',
      id: 'evt_1',
      type: 'checkout.session.completed',
      outcome: 'applied',
    });
    expect(typeof line?.timestamp).toBe('string');
  });

  it('replaces user content fields and masks e-mail addresses, also inside errors', () => {
    logger.error('share e-mail failed', {
      recipeId: 'r-1',
      to: 'ann@example.com',
      subject: 'Grandma’s soup',
      body: '<p>page</p>',
      nested: { title: 'Soup', token: 'abc.def.ghi', ingredients: ['1 egg'] },
      error: new Error('Email address is not verified: ann@example.com'),
      detail: 'refused for Bob <bob@family.example>',
    });
    const text = lines.join('');
    expect(text).not.toMatch(/ann@example\.com|bob@family\.example|Grandma|abc\.def\.ghi|1 egg|<p>/);
    const [line] = logged();
    expect(line).toMatchObject({
      level: 'ERROR',
      recipeId: 'r-1',
      to: REDACTED,
      subject: REDACTED,
      body: REDACTED,
      nested: { title: REDACTED, token: REDACTED, ingredients: REDACTED },
      detail: 'refused for Bob <[e-mail]>',
    });
    expect(line?.error).toMatchObject({ name: 'Error' });
    expect((line?.error as { message?: string } | undefined)?.message).toBe(
      'Email address is not verified: [e-mail]',
    );
  });

  it('leaves absent values and non-content fields alone', () => {
    expect(redactUserContent('userId', 'u-1')).toBe('u-1');
    expect(redactUserContent('email', null)).toBeNull();
    expect(redactUserContent('statusCode', 500)).toBe(500);
    expect(redactUserContent('code', 'not_found')).toBe('not_found');
    expect(redactUserContent('verificationCode', '123456')).toBe(REDACTED);
  });

  it("carries API Gateway's request id and Lambda's request id on a request's lines", async () => {
    setSessionStore({ get: async () => null });
    const api = httpApi(
      bindRoutes(
        defineManifest({
          ping: { method: 'GET', path: '/api/ping', auth: 'public', doc: 'ping', budget: { requests: 0 } },
        }),
        {
          ping: async () => {
            logger.info('pinged');
            return { ok: true };
          },
        },
      ),
    );
    const event = {
      version: '2.0',
      routeKey: 'GET /api/ping',
      rawPath: '/api/ping',
      rawQueryString: '',
      headers: {},
      isBase64Encoded: false,
      requestContext: { requestId: 'apigw-req-1', http: { method: 'GET', path: '/api/ping' } },
    } as unknown as HttpEvent;
    const context = { functionName: 'hearth-test', awsRequestId: 'lambda-req-1' } as Context;
    await api(event, context);
    const line = logged().find((entry) => entry.message === 'pinged');
    expect(line).toMatchObject({ correlation_id: 'apigw-req-1', function_request_id: 'lambda-req-1' });
    await api({ ...event, requestContext: { ...event.requestContext, requestId: 'apigw-req-2' } }, context);
    expect(
      logged()
        .filter((entry) => entry.message === 'pinged')
        .map((entry) => entry.correlation_id),
    ).toEqual(['apigw-req-1', 'apigw-req-2']);
  });
});
