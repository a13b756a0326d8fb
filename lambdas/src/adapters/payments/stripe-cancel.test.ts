// The one Stripe call the admin area makes, checked at the wire: a local HTTP server stands in for
// api.stripe.com, answering as Stripe does (the subscription, resource_missing, a busy 503 once).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyEntitlement } from '../../data/entities/entitlement.js';
import { stripeCancellation } from './stripe-cancel.js';

let server: Server;
let base: string;
let requests: { method: string; path: string; authorization: string; body: string }[] = [];
let busyOnce = true;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: String(req.headers.authorization),
        body,
      });
      const answer = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.url === '/v1/subscriptions/sub_gone')
        return answer(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' },
        });
      if (req.url === '/v1/subscriptions/sub_refused')
        return answer(400, { error: { type: 'invalid_request_error', message: 'Bad subscription' } });
      if (req.url === '/v1/subscriptions/sub_busy' && busyOnce) {
        busyOnce = false;
        return answer(503, { error: { type: 'api_error', message: 'Try again' } });
      }
      return answer(200, { id: req.url?.split('/').at(-1), object: 'subscription', status: 'canceled' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
});

const owner = emptyEntitlement('user-1');
const cancel = (id: string) => stripeCancellation('sk_test_hearth', base).cancelSubscription(id, owner);

describe('cancelling a subscription without the Stripe library', () => {
  it('sends DELETE /v1/subscriptions/{id} with the secret key and no body', async () => {
    await cancel('sub_123');
    expect(requests).toEqual([
      {
        method: 'DELETE',
        path: '/v1/subscriptions/sub_123',
        authorization: 'Bearer sk_test_hearth',
        body: '',
      },
    ]);
  });

  it('takes a subscription Stripe no longer has as already cancelled', async () => {
    await expect(cancel('sub_gone')).resolves.toBeUndefined();
    expect(requests).toHaveLength(1);
  });

  it('tries again when Stripe is busy, and fails on a refusal without retrying', async () => {
    await expect(cancel('sub_busy')).resolves.toBeUndefined();
    expect(requests.map((request) => request.path)).toEqual([
      '/v1/subscriptions/sub_busy',
      '/v1/subscriptions/sub_busy',
    ]);
    requests = [];
    await expect(cancel('sub_refused')).rejects.toThrow(
      'Stripe answered 400 to DELETE /v1/subscriptions/sub_refused',
    );
    expect(requests).toHaveLength(1);
  });
});
