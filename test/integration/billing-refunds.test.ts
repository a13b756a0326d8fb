// Billing stays consistent (issue 13, item 7): a lifetime purchase refunded in full or disputed takes
// lifetime access back (signed Stripe events through the webhook route, applied once, audit-logged), and
// deleting an account cancels its subscription (locally through the checkout simulator, which answers
// as Stripe does: the subscription ends and a customer.subscription.deleted event follows).
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from './support/api.js';
import { adminSession, type Session, signUpUser } from './support/auth.js';
import { subscribe } from './support/billing.js';

// The simulator's signing secret (lambdas/src/adapters/payments/stripe-settings.ts): local stacks only.
const LOCAL_WEBHOOK_SECRET = 'whsec_hearth_local_simulator';

interface AuditEntry {
  action: string;
  actorEmail: string;
  targetUserId: string | null;
  target: string | null;
  details: Record<string, string>;
}

const table = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: 'us-east-1',
    endpoint: inject('hearthDynamoEndpoint'),
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);

/** The Stripe events the webhook code recorded for a user (a test-only scan of the local table). */
async function stripeEventsOf(userId: string, eventType: string): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table.send(
      new ScanCommand({
        TableName: 'hearth',
        FilterExpression: 'begins_with(pk, :prefix) AND userId = :uid AND eventType = :type',
        ExpressionAttributeValues: { ':prefix': 'STRIPE_EVENT#', ':uid': userId, ':type': eventType },
        ExclusiveStartKey: startKey,
      }),
    );
    found.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found;
}

let admin: Session;
beforeAll(async () => {
  admin = await adminSession();
});

const now = () => Math.floor(Date.now() / 1000);

function signedEvent(type: string, object: Record<string, unknown>, id = `evt_${randomUUID()}`) {
  const payload = JSON.stringify({ id, object: 'event', type, created: now(), data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET });
  return { payload, signature, id };
}

const deliver = (event: { payload: string; signature: string }) =>
  api<{ received?: boolean; outcome?: string }>('/api/stripe/webhook', {
    method: 'POST',
    body: event.payload,
    headers: { 'stripe-signature': event.signature },
  });

const lifetime = async (user: Session) =>
  (
    await api<{ lifetime: boolean; lifetimeSource: string | null }>('/api/subscription', {
      token: user.idToken,
    })
  ).body;

/** Stripe's checkout.session.completed for a paid lifetime purchase with this payment intent. */
async function buyLifetime(user: Session, paymentIntent: string) {
  const completed = signedEvent('checkout.session.completed', {
    id: `cs_${randomUUID()}`,
    object: 'checkout.session',
    mode: 'payment',
    client_reference_id: user.userId,
    customer: `cus_${randomUUID().slice(0, 8)}`,
    customer_details: { email: user.email },
    metadata: { userId: user.userId, plan: 'lifetime' },
    payment_status: 'paid',
    payment_intent: paymentIntent,
  });
  expect((await deliver(completed)).body.outcome).toBe('applied');
  expect(await lifetime(user)).toMatchObject({ lifetime: true, lifetimeSource: 'purchase' });
}

const charge = (paymentIntent: string, fields: Record<string, unknown>) => ({
  id: `ch_${randomUUID().slice(0, 8)}`,
  object: 'charge',
  amount: 10_000,
  payment_intent: paymentIntent,
  billing_details: { email: null },
  ...fields,
});

async function auditOf(userId: string): Promise<AuditEntry[]> {
  const reply = await api<{ items: AuditEntry[] }>('/api/admin/audit-log?limit=100', {
    token: admin.idToken,
  });
  expect(reply.status).toBe(200);
  return reply.body.items.filter((entry) => entry.targetUserId === userId);
}

describe('refunds and disputes of a lifetime purchase', () => {
  it('a full refund revokes lifetime once, audit-logged; its replay changes nothing', async () => {
    const cook = await signUpUser();
    const paymentIntent = `pi_${randomUUID().slice(0, 12)}`;
    await buyLifetime(cook, paymentIntent);

    const partial = signedEvent(
      'charge.refunded',
      charge(paymentIntent, { refunded: false, amount_refunded: 2_500, receipt_email: cook.email }),
    );
    expect((await deliver(partial)).body.outcome).toBe('ignored');
    expect((await lifetime(cook)).lifetime).toBe(true);

    const full = signedEvent(
      'charge.refunded',
      charge(paymentIntent, { refunded: true, amount_refunded: 10_000, receipt_email: cook.email }),
    );
    expect((await deliver(full)).body).toEqual({ received: true, outcome: 'applied' });
    expect(await lifetime(cook)).toMatchObject({ lifetime: false, lifetimeSource: null });
    const entries = await auditOf(cook.userId);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'lifetime.revoked',
        actorEmail: 'Stripe',
        target: cook.email,
        details: { reason: 'refund', paymentIntent, stripeEvent: full.id },
      }),
    ]);

    // Stripe delivers again: acknowledged, applied no second time, logged no second time.
    expect((await deliver(full)).body.outcome).toBe('duplicate');
    expect(await auditOf(cook.userId)).toHaveLength(1);
    // Lifetime granted again by an admin is not taken by the replay either.
    expect(
      (await api(`/api/admin/users/${cook.userId}/lifetime`, { method: 'PUT', token: admin.idToken })).status,
    ).toBe(200);
    expect((await deliver(full)).body.outcome).toBe('duplicate');
    expect(await lifetime(cook)).toMatchObject({ lifetime: true, lifetimeSource: 'admin' });
  });

  it('a dispute revokes lifetime, audit-logged; a replay is a no-op', async () => {
    const cook = await signUpUser();
    const paymentIntent = `pi_${randomUUID().slice(0, 12)}`;
    await buyLifetime(cook, paymentIntent);
    const dispute = signedEvent('charge.dispute.created', {
      id: `dp_${randomUUID().slice(0, 8)}`,
      object: 'dispute',
      charge: `ch_${randomUUID().slice(0, 8)}`,
      payment_intent: paymentIntent,
      reason: 'fraudulent',
      status: 'needs_response',
    });
    expect((await deliver(dispute)).body.outcome).toBe('applied');
    expect((await lifetime(cook)).lifetime).toBe(false);
    expect((await deliver(dispute)).body.outcome).toBe('duplicate');
    const entries = await auditOf(cook.userId);
    expect(entries.map((entry) => [entry.action, entry.details.reason])).toEqual([
      ['lifetime.revoked', 'dispute'],
    ]);
  });

  it('leaves lifetime that came another way, and unknown payments, alone', async () => {
    const cook = await signUpUser();
    const paymentIntent = `pi_${randomUUID().slice(0, 12)}`;
    await buyLifetime(cook, paymentIntent);
    // The admin takes the purchase back and grants lifetime by hand: a late refund of the purchase
    // does not take the admin's grant.
    await api(`/api/admin/users/${cook.userId}/lifetime`, { method: 'DELETE', token: admin.idToken });
    await api(`/api/admin/users/${cook.userId}/lifetime`, { method: 'PUT', token: admin.idToken });
    const late = signedEvent('charge.refunded', charge(paymentIntent, { refunded: true }));
    expect((await deliver(late)).body.outcome).toBe('stale');
    expect(await lifetime(cook)).toMatchObject({ lifetime: true, lifetimeSource: 'admin' });

    // A refunded subscription invoice (a payment intent no lifetime purchase used) changes nothing.
    const other = signedEvent(
      'charge.refunded',
      charge(`pi_${randomUUID().slice(0, 12)}`, { refunded: true }),
    );
    expect((await deliver(other)).body.outcome).toBe('ignored');
    expect((await lifetime(cook)).lifetime).toBe(true);
    expect((await auditOf(cook.userId)).filter((entry) => entry.actorEmail === 'Stripe')).toEqual([]);
  });

  it('refuses an unsigned refund with 400, changing nothing', async () => {
    const cook = await signUpUser();
    const paymentIntent = `pi_${randomUUID().slice(0, 12)}`;
    await buyLifetime(cook, paymentIntent);
    const forged = signedEvent('charge.refunded', charge(paymentIntent, { refunded: true }));
    const reply = await api('/api/stripe/webhook', {
      method: 'POST',
      body: forged.payload,
      headers: { 'stripe-signature': 't=1,v1=forged' },
    });
    expect(reply.status).toBe(400);
    expect((await lifetime(cook)).lifetime).toBe(true);
  });
});

describe('deleting an account', () => {
  it("cancels the account's subscription before its data goes, and says so in the audit log", async () => {
    const cook = await signUpUser();
    const status = await subscribe(cook, 'monthly');
    expect(status).toMatchObject({ subscribed: true });
    const deleted = await api(`/api/admin/users/${cook.userId}`, { method: 'DELETE', token: admin.idToken });
    expect(deleted.status).toBe(200);

    const [entry] = (await auditOf(cook.userId)).filter((item) => item.action === 'user.deleted');
    expect(entry?.details.subscriptionCancelled).toMatch(/^sub_sim_/);
    // The simulator answered as Stripe does: the subscription ended, announced by a signed event that
    // went through the webhook code.
    expect(await stripeEventsOf(cook.userId, 'customer.subscription.deleted')).toHaveLength(1);
  });

  it('deletes an account without a subscription without calling the gateway', async () => {
    const cook = await signUpUser();
    const deleted = await api(`/api/admin/users/${cook.userId}`, { method: 'DELETE', token: admin.idToken });
    expect(deleted.status).toBe(200);
    const [entry] = (await auditOf(cook.userId)).filter((item) => item.action === 'user.deleted');
    expect(entry?.details.subscriptionCancelled).toBeUndefined();
    expect(await stripeEventsOf(cook.userId, 'customer.subscription.deleted')).toEqual([]);
  });
});
