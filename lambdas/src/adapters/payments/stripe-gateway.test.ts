// Our Stripe requests, checked at the wire: a local HTTP server stands in for api.stripe.com and records
// the form bodies we send. The expectations were written against what Stripe's own library sent before
// Hearth called the REST API directly (stripe-rest.ts); its webhook signatures are checked against the
// library's, which stays a devDependency for that.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyEntitlement } from '../../data/entities/entitlement.js';
import { signWebhookPayload, stripeClient, stripeGateway, verifyWebhook } from './stripe-gateway.js';
import { STRIPE_API_VERSION } from './stripe-rest.js';

interface Recorded {
  method: string;
  path: string;
  form: URLSearchParams;
  authorization: string;
  version: string;
  idempotencyKey: string | undefined;
}

let server: Server;
let base: string;
let requests: Recorded[] = [];
let busyAnswers = 0;

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
        form: new URLSearchParams(body),
        authorization: String(req.headers.authorization),
        version: String(req.headers['stripe-version']),
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      });
      if (busyAnswers > 0) {
        busyAnswers -= 1;
        const busy = { type: 'api_error', message: 'Try again' };
        res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: busy }));
        return;
      }
      if (req.url === '/v1/subscriptions/sub_gone') {
        // Stripe's answer for a subscription that no longer exists.
        const missing = {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such subscription',
        };
        res
          .writeHead(404, { 'content-type': 'application/json', 'request-id': 'req_2' })
          .end(JSON.stringify({ error: missing }));
        return;
      }
      const answer = req.url?.startsWith('/v1/billing_portal')
        ? { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/1' }
        : req.url?.startsWith('/v1/subscriptions/')
          ? { id: req.url.slice('/v1/subscriptions/'.length), object: 'subscription', status: 'canceled' }
          : { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.test/c/1' };
      res
        .writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_1' })
        .end(JSON.stringify(answer));
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
  busyAnswers = 0;
});

const gateway = () => stripeGateway(stripeClient('sk_test_hearth', base));
const params = {
  priceId: 'price_monthly',
  userId: 'user-1',
  plan: 'monthly',
  customerId: null,
  email: 'cook@example.com',
  successUrl: 'https://hearth.test/subscription?checkout=success',
  cancelUrl: 'https://hearth.test/subscription?checkout=canceled',
};

describe('Checkout Sessions', () => {
  it('asks for a subscription with a 7-day trial, our user reference and the return addresses', async () => {
    const session = await gateway().createCheckoutSession({ ...params, mode: 'subscription', trialDays: 7 });
    expect(session).toEqual({ id: 'cs_test_1', url: 'https://checkout.stripe.test/c/1' });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.authorization).toBe('Bearer sk_test_hearth');
    const form = request?.form as URLSearchParams;
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price]')).toBe('price_monthly');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('subscription_data[trial_period_days]')).toBe('7');
    expect(form.get('subscription_data[metadata][userId]')).toBe('user-1');
    expect(form.get('client_reference_id')).toBe('user-1');
    expect(form.get('success_url')).toBe(params.successUrl);
    expect(form.get('cancel_url')).toBe(params.cancelUrl);
    expect(form.get('customer_email')).toBe('cook@example.com');
    expect(form.get('customer')).toBeNull();
    expect(request?.version).toBe(STRIPE_API_VERSION);
  });

  it('tries again when Stripe is busy, with the same idempotency key, so one session is made', async () => {
    busyAnswers = 1;
    const session = await gateway().createCheckoutSession({ ...params, mode: 'subscription', trialDays: 7 });
    expect(session.id).toBe('cs_test_1');
    expect(requests).toHaveLength(2);
    expect(requests[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests[1]?.idempotencyKey).toBe(requests[0]?.idempotencyKey);
    expect(requests[1]?.form.toString()).toBe(requests[0]?.form.toString());
  });

  it("gives up after two retries with Stripe's answer in the error", async () => {
    busyAnswers = 3;
    await expect(
      gateway().createCheckoutSession({ ...params, mode: 'subscription', trialDays: null }),
    ).rejects.toMatchObject({ status: 503, type: 'api_error' });
    expect(requests).toHaveLength(3);
  });

  it('asks for a one-time payment for lifetime access, creating a customer, with no trial', async () => {
    await gateway().createCheckoutSession({
      ...params,
      priceId: 'price_lifetime',
      plan: 'lifetime',
      mode: 'payment',
      trialDays: null,
    });
    const form = requests[0]?.form as URLSearchParams;
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price]')).toBe('price_lifetime');
    expect(form.get('customer_creation')).toBe('always');
    expect(form.get('metadata[plan]')).toBe('lifetime');
    expect([...form.keys()].some((key) => key.startsWith('subscription_data'))).toBe(false);
  });

  it('reuses a returning customer and leaves the trial out when none is due', async () => {
    await gateway().createCheckoutSession({
      ...params,
      mode: 'subscription',
      customerId: 'cus_9',
      trialDays: null,
    });
    const form = requests[0]?.form as URLSearchParams;
    expect(form.get('customer')).toBe('cus_9');
    expect(form.get('customer_email')).toBeNull();
    expect(form.get('subscription_data[trial_period_days]')).toBeNull();
  });
});

it('opens the Customer Portal for the customer, returning to the plans page', async () => {
  const portal = await gateway().createPortalSession('cus_9', 'https://hearth.test/subscription');
  expect(portal.url).toBe('https://billing.stripe.test/p/1');
  expect(requests[0]?.path).toBe('/v1/billing_portal/sessions');
  expect(requests[0]?.form.get('customer')).toBe('cus_9');
  expect(requests[0]?.form.get('return_url')).toBe('https://hearth.test/subscription');
});

describe('cancelling a subscription (account deletion)', () => {
  const owner = emptyEntitlement('user-1');

  it('sends DELETE /v1/subscriptions/{id} with no body', async () => {
    await gateway().cancelSubscription('sub_123', owner);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.path).toBe('/v1/subscriptions/sub_123');
    expect(requests[0]?.authorization).toBe('Bearer sk_test_hearth');
    expect([...(requests[0]?.form.keys() ?? [])]).toEqual([]);
  });

  it('takes a subscription Stripe no longer has as already cancelled', async () => {
    await expect(gateway().cancelSubscription('sub_gone', owner)).resolves.toBeUndefined();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /v1/subscriptions/sub_gone',
    ]);
  });
});

describe('webhook signatures', () => {
  const payload = JSON.stringify({ id: 'evt_1', type: 'invoice.paid', created: 1, data: { object: {} } });

  it('accepts what Stripe signs and refuses another secret, a changed body or an old timestamp', async () => {
    const signature = signWebhookPayload(payload, 'whsec_a');
    expect((await verifyWebhook(payload, signature, 'whsec_a')).id).toBe('evt_1');
    await expect(verifyWebhook(payload, signature, 'whsec_b')).rejects.toThrow();
    await expect(verifyWebhook(payload.replace('evt_1', 'evt_2'), signature, 'whsec_a')).rejects.toThrow();
    const old = signWebhookPayload(payload, 'whsec_a', Math.floor(Date.now() / 1000) - 3600);
    await expect(verifyWebhook(payload, old, 'whsec_a')).rejects.toThrow();
    await expect(verifyWebhook(payload, 'v1=abc', 'whsec_a')).rejects.toThrow('no timestamp');
  });

  it("agrees with Stripe's own library both ways", async () => {
    const theirs = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_a' });
    expect((await verifyWebhook(payload, theirs, 'whsec_a')).id).toBe('evt_1');
    const ours = signWebhookPayload(payload, 'whsec_a');
    expect(Stripe.webhooks.constructEvent(payload, ours, 'whsec_a').id).toBe('evt_1');
    // Stripe sends a v1 per active secret while one is rolled: any may match.
    const rolled = `${ours},v1=${'0'.repeat(64)}`;
    expect((await verifyWebhook(payload, rolled, 'whsec_a')).id).toBe('evt_1');
  });
});
