// The billing Lambda configured as on AWS (the unit environment: no local stand-ins, no Stripe keys):
// it has no checkout simulator routes (they live in the local-only local.ts, which answers 404 too
// off a local stack), and an event signed with the simulator's public secret grants nothing.
import type { Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { signWebhookPayload } from '../../../adapters/payments/stripe-gateway.js';
import { SIMULATOR_WEBHOOK_SECRET } from '../../../adapters/payments/stripe-settings.js';
import { isLocal } from '../../../shared/config.js';
import type { HttpEvent } from '../../shared/http.js';
import { setSessionStore } from '../../shared/session-check.js';
import { handler } from './index.js';
import { handler as localOnlyHandler } from './local.js';

function event(
  method: string,
  routePath: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
) {
  return {
    version: '2.0',
    routeKey: `${method} ${routePath}`,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    isBase64Encoded: false,
    pathParameters: routePath.includes('{id}') ? { id: 'cs_sim_1' } : undefined,
    requestContext: {
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'test' },
      authorizer: { jwt: { claims: { sub: 'user-1', email: 'cook@example.com' }, scopes: [] } },
    },
  } as unknown as HttpEvent;
}

// No database in unit tests: every session is valid (the session check has its own tests).
beforeAll(() => setSessionStore({ get: async () => null }));

async function call(e: HttpEvent, lambda = handler) {
  const result = (await lambda(e, {} as Context)) as { statusCode: number; body: string };
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined };
}

describe('the checkout simulator off the local stack', () => {
  it('runs in a process configured as on AWS', () => {
    expect(isLocal).toBe(false);
  });

  it.each([
    ['GET', '/api/checkout-simulator/sessions/{id}', '/api/checkout-simulator/sessions/cs_sim_1', undefined],
    [
      'POST',
      '/api/checkout-simulator/sessions/{id}/complete',
      '/api/checkout-simulator/sessions/cs_sim_1/complete',
      undefined,
    ],
    [
      'POST',
      '/api/checkout-simulator/sessions/{id}/cancel',
      '/api/checkout-simulator/sessions/cs_sim_1/cancel',
      undefined,
    ],
    [
      'POST',
      '/api/checkout-simulator/portal',
      '/api/checkout-simulator/portal',
      JSON.stringify({ action: 'cancel-at-period-end' }),
    ],
  ])(
    '%s %s is not served by the billing Lambda, and answers 404 even where mounted',
    async (method, routePath, path, body) => {
      const deployed = await call(event(method, routePath, path, body));
      expect(deployed.status).toBe(404);
      expect(deployed.body).toEqual({
        error: { code: 'not_found', message: `No route for ${method} ${path}` },
      });
      const mounted = await call(event(method, routePath, path, body), localOnlyHandler);
      expect(mounted.status).toBe(404);
      expect(mounted.body).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    },
  );

  it('refuses a webhook event signed with the public simulator secret', async () => {
    const payload = JSON.stringify({
      id: 'evt_forged',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cs_forged', mode: 'payment', client_reference_id: 'user-1' } },
    });
    const reply = await call(
      event('POST', '/api/stripe/webhook', '/api/stripe/webhook', payload, {
        'stripe-signature': signWebhookPayload(payload, SIMULATOR_WEBHOOK_SECRET),
      }),
    );
    expect(reply.status).toBe(503);
    expect(reply.body.error.code).toBe('payments_unavailable');
  });
});
