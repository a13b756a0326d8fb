// Billing against the local stack: checkouts through the checkout simulator (which signs Stripe-shaped
// events and feeds them to the same webhook code), Stripe webhooks signed as Stripe signs them, and the
// free tier enforced by the server (50 own recipes, photo and PDF import).
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { api } from './support/api.js';
import { adminSession, type Session, signUpUser, uniqueEmail } from './support/auth.js';
import { subscribe } from './support/billing.js';
import { joinByInvitation } from './support/households.js';
import { readMail } from './support/mail.js';

// The simulator's signing secret (lambdas/src/adapters/payments/stripe-settings.ts): only a local
// stack without Stripe keys accepts it.
const LOCAL_WEBHOOK_SECRET = 'whsec_hearth_local_simulator';

interface Status {
  subscribed: boolean;
  trial: boolean;
  plan: string | null;
  subscriptionEnd: string | null;
  cancelAtPeriodEnd: boolean;
  status: string | null;
  lifetime: boolean;
  lifetimeSource: string | null;
  fullAccess: boolean;
  canManage: boolean;
  ownRecipeCount: number;
  freeRecipeLimit: number;
  plans: { id: string; price: number; interval: string; trialDays: number }[];
  payments: string;
}

const status = async (user: Session) => {
  const reply = await api<Status>('/api/subscription', { token: user.idToken });
  expect(reply.status).toBe(200);
  return reply.body;
};

const portal = (user: Session, action: string) =>
  api<Status>('/api/checkout-simulator/portal', { method: 'POST', token: user.idToken, body: { action } });

function signedEvent(
  type: string,
  object: Record<string, unknown>,
  created: number,
  id = `evt_${randomUUID()}`,
) {
  const payload = JSON.stringify({ id, object: 'event', type, created, data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET });
  return { payload, signature, id };
}

const deliver = (event: { payload: string; signature: string }) =>
  api<{ received?: boolean; outcome?: string; error?: { code: string } }>('/api/stripe/webhook', {
    method: 'POST',
    body: event.payload,
    headers: { 'stripe-signature': event.signature },
  });

const subscriptionObject = (
  fields: { id: string; customer: string; status: string; periodEnd: number; userId?: string; plan?: string },
  extra: Record<string, unknown> = {},
) => ({
  id: fields.id,
  object: 'subscription',
  customer: fields.customer,
  status: fields.status,
  metadata: fields.userId ? { userId: fields.userId, plan: fields.plan ?? 'yearly' } : {},
  trial_end: null,
  cancel_at_period_end: false,
  items: { data: [{ current_period_end: fields.periodEnd, price: { id: 'price_sim_yearly' } }] },
  ...extra,
});

const now = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;

describe('subscription status and checkout', () => {
  it('answers 401 without a session', async () => {
    expect((await api('/api/subscription')).status).toBe(401);
    expect(
      (await api('/api/subscription/checkout', { method: 'POST', body: { plan: 'monthly' } })).status,
    ).toBe(401);
    expect((await api('/api/subscription/portal', { method: 'POST' })).status).toBe(401);
  });

  it('shows a new account on the free tier, with the configured plans', async () => {
    const user = await signUpUser();
    const fresh = await status(user);
    expect(fresh).toMatchObject({
      subscribed: false,
      trial: false,
      plan: null,
      lifetime: false,
      fullAccess: false,
      canManage: false,
      ownRecipeCount: 0,
      freeRecipeLimit: 50,
      payments: 'simulator',
    });
    expect(fresh.plans).toEqual([
      { id: 'monthly', price: 4.99, interval: 'month', trialDays: 7 },
      { id: 'yearly', price: 48, interval: 'year', trialDays: 7 },
      { id: 'lifetime', price: 100, interval: 'once', trialDays: 0 },
    ]);
  });

  it('refuses an unknown plan with a clear message', async () => {
    const user = await signUpUser();
    const reply = await api('/api/subscription/checkout', {
      method: 'POST',
      token: user.idToken,
      body: { plan: 'weekly' },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { error: { message: 'Choose a plan: monthly, yearly or lifetime' } },
    });
  });

  it('starts a 7-day monthly trial through the simulator checkout, and tells the owner', async () => {
    const user = await signUpUser();
    const checkout = await api<{ url: string }>('/api/subscription/checkout', {
      method: 'POST',
      token: user.idToken,
      body: { plan: 'monthly' },
    });
    expect(checkout.status).toBe(200);
    const url = new URL(checkout.body.url);
    expect(url.pathname).toBe('/checkout-simulator');
    const id = url.searchParams.get('session') ?? '';
    const session = await api(`/api/checkout-simulator/sessions/${id}`, { token: user.idToken });
    expect(session.body).toMatchObject({
      plan: 'monthly',
      price: 4.99,
      interval: 'month',
      trialDays: 7,
      status: 'open',
    });

    // Someone else cannot see or complete it.
    const stranger = await signUpUser();
    expect((await api(`/api/checkout-simulator/sessions/${id}`, { token: stranger.idToken })).status).toBe(
      404,
    );
    const stolen = await api(`/api/checkout-simulator/sessions/${id}/complete`, {
      method: 'POST',
      token: stranger.idToken,
    });
    expect(stolen.status).toBe(404);

    const done = await api<{ redirectUrl: string }>(`/api/checkout-simulator/sessions/${id}/complete`, {
      method: 'POST',
      token: user.idToken,
    });
    expect(done.status).toBe(200);
    expect(new URL(done.body.redirectUrl).pathname).toBe('/subscription');
    const again = await api(`/api/checkout-simulator/sessions/${id}/complete`, {
      method: 'POST',
      token: user.idToken,
    });
    expect(again.status).toBe(400);

    const trial = await status(user);
    expect(trial).toMatchObject({
      subscribed: true,
      trial: true,
      plan: 'monthly',
      fullAccess: true,
      canManage: true,
      status: 'trialing',
    });
    const daysLeft = (Date.parse(trial.subscriptionEnd ?? '') - Date.now()) / (DAY * 1000);
    expect(daysLeft).toBeGreaterThan(6.9);
    expect(daysLeft).toBeLessThanOrEqual(7);

    // The notice goes out beside the webhook's answer (fire and forget), so it may land a moment later.
    const noticed = async () =>
      (await readMail('admin@hearth.local')).some(
        (mail) => mail.subject === 'New Monthly subscription on Hearth' && mail.text.includes(user.email),
      );
    await expect.poll(noticed, { timeout: 10_000 }).toBe(true);

    // A second subscription is refused; the portal manages the one there is.
    const second = await api('/api/subscription/checkout', {
      method: 'POST',
      token: user.idToken,
      body: { plan: 'yearly' },
    });
    expect(second.status).toBe(409);
    const manage = await api<{ url: string }>('/api/subscription/portal', {
      method: 'POST',
      token: user.idToken,
    });
    expect(manage.status).toBe(200);
    expect(new URL(manage.body.url).pathname).toBe('/checkout-simulator');
  });

  it('a cancelled checkout changes nothing', async () => {
    const user = await signUpUser();
    const checkout = await api<{ url: string }>('/api/subscription/checkout', {
      method: 'POST',
      token: user.idToken,
      body: { plan: 'yearly' },
    });
    const id = new URL(checkout.body.url).searchParams.get('session') ?? '';
    const cancelled = await api<{ redirectUrl: string }>(`/api/checkout-simulator/sessions/${id}/cancel`, {
      method: 'POST',
      token: user.idToken,
    });
    expect(new URL(cancelled.body.redirectUrl).search).toBe('?checkout=canceled');
    expect(await status(user)).toMatchObject({ subscribed: false, fullAccess: false, canManage: false });
  });

  it('buys lifetime access', async () => {
    const user = await signUpUser();
    expect(await subscribe(user, 'lifetime')).toMatchObject({
      lifetime: true,
      lifetimeSource: 'purchase',
      plan: 'lifetime',
      fullAccess: true,
      subscribed: false,
    });
    const again = await api('/api/subscription/checkout', {
      method: 'POST',
      token: user.idToken,
      body: { plan: 'monthly' },
    });
    expect(again.status).toBe(409);
  });

  it('follows the subscription through the simulated portal: cancel at period end, resume, past due, end', async () => {
    const user = await signUpUser();
    await subscribe(user, 'yearly');
    const ended = await portal(user, 'end-trial');
    expect(ended.body).toMatchObject({ subscribed: true, trial: false, plan: 'yearly', status: 'active' });
    expect((await portal(user, 'cancel-at-period-end')).body).toMatchObject({
      subscribed: true,
      cancelAtPeriodEnd: true,
    });
    expect((await portal(user, 'resume')).body).toMatchObject({ subscribed: true, cancelAtPeriodEnd: false });
    expect((await portal(user, 'payment-failed')).body).toMatchObject({
      subscribed: true,
      fullAccess: true,
      status: 'past_due',
    });
    expect((await portal(user, 'cancel-now')).body).toMatchObject({
      subscribed: false,
      fullAccess: false,
      status: 'canceled',
      plan: null,
    });
    expect((await portal(user, 'resume')).status).toBe(400);
  });
});

// Issue 40: a member whose household another member pays for. Decision: they are covered, not
// subscribed; the portal manages only a subscription of their own (they cannot reach the payer's), and
// they may still buy their own plan (one that stays theirs if they leave), which changes nothing of the
// payer's.
describe('a household member covered by another member’s plan', () => {
  it('has no portal of their own to open, and buys only for themselves', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    await joinByInvitation(ana, ben);
    await subscribe(ana, 'monthly');
    expect((await api('/api/subscription', { token: ben.idToken })).body).toMatchObject({
      fullAccess: true,
      subscribed: false,
      coveredBy: ana.userId,
    });

    const portalOfBen = await api('/api/subscription/portal', { method: 'POST', token: ben.idToken });
    expect(portalOfBen.status).toBe(400);
    expect(portalOfBen.body).toEqual({
      error: { code: 'bad_request', message: 'There is no subscription to manage yet.' },
    });
    expect((await api('/api/subscription/portal', { method: 'POST', token: ana.idToken })).status).toBe(200);

    const checkout = await api<{ url: string }>('/api/subscription/checkout', {
      method: 'POST',
      token: ben.idToken,
      body: { plan: 'yearly' },
    });
    expect(checkout.status).toBe(200);
    const sessionId = new URL(checkout.body.url).searchParams.get('session') ?? '';
    // The checkout is Ben's: Ana cannot see or complete it, and her plan is as it was.
    const simulated = `/api/checkout-simulator/sessions/${sessionId}`;
    expect((await api(simulated, { token: ana.idToken })).status).toBe(404);
    expect((await api(`${simulated}/complete`, { method: 'POST', token: ana.idToken })).status).toBe(404);
    expect((await api(simulated, { token: ben.idToken })).body).toMatchObject({ plan: 'yearly' });
    expect((await api('/api/subscription', { token: ana.idToken })).body).toMatchObject({
      subscribed: true,
      plan: 'monthly',
    });
  });
});

describe('POST /api/stripe/webhook', () => {
  it('refuses a bad or missing signature with 400', async () => {
    const event = signedEvent('invoice.paid', { id: 'in_1', customer: 'cus_nobody' }, now());
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: 'whsec_not_ours',
    });
    expect(await deliver({ payload: event.payload, signature: forged })).toMatchObject({
      status: 400,
      body: { error: { code: 'bad_signature' } },
    });
    const tampered = event.payload.replace('cus_nobody', 'cus_somebody');
    expect((await deliver({ payload: tampered, signature: event.signature })).status).toBe(400);
    const unsigned = await api('/api/stripe/webhook', { method: 'POST', body: event.payload });
    expect(unsigned.status).toBe(400);
  });

  it('applies signed events once, finds the user by customer, and ignores older events delivered late', async () => {
    const user = await signUpUser();
    const customer = `cus_${randomUUID().slice(0, 12)}`;
    const subscription = `sub_${randomUUID().slice(0, 12)}`;
    const t = now();

    // checkout.session.completed links the customer to the user (client_reference_id).
    const completed = signedEvent(
      'checkout.session.completed',
      {
        id: 'cs_1',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: user.userId,
        customer,
        subscription,
        payment_status: 'paid',
        metadata: { plan: 'yearly' },
      },
      t,
    );
    expect((await deliver(completed)).body).toMatchObject({ received: true, outcome: 'applied' });

    // A subscription event without our metadata is matched through the customer.
    const created = signedEvent(
      'customer.subscription.created',
      subscriptionObject({ id: subscription, customer, status: 'active', periodEnd: t + 365 * DAY }),
      t + 1,
    );
    expect((await deliver(created)).body.outcome).toBe('applied');
    expect(await status(user)).toMatchObject({
      subscribed: true,
      trial: false,
      plan: 'yearly',
      status: 'active',
    });

    // Replaying the same event is acknowledged and changes nothing.
    expect((await deliver(created)).body).toMatchObject({ received: true, outcome: 'duplicate' });

    const cancelling = signedEvent(
      'customer.subscription.updated',
      subscriptionObject(
        { id: subscription, customer, status: 'active', periodEnd: t + 365 * DAY },
        { cancel_at_period_end: true },
      ),
      t + 20,
    );
    expect((await deliver(cancelling)).body.outcome).toBe('applied');

    // An older update arriving late (created before the last applied one) is ignored.
    const late = signedEvent(
      'customer.subscription.updated',
      subscriptionObject({ id: subscription, customer, status: 'past_due', periodEnd: t + 365 * DAY }),
      t + 10,
    );
    expect((await deliver(late)).body.outcome).toBe('stale');
    expect(await status(user)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, subscribed: true });

    // Invoice events are acknowledged (and recognised when replayed).
    const invoice = signedEvent('invoice.paid', { id: 'in_2', object: 'invoice', customer }, t + 21);
    expect((await deliver(invoice)).body.outcome).toBe('applied');
    expect((await deliver(invoice)).body.outcome).toBe('duplicate');
    const failed = signedEvent('invoice.payment_failed', { id: 'in_3', object: 'invoice', customer }, t + 22);
    expect((await deliver(failed)).body.outcome).toBe('applied');

    const deleted = signedEvent(
      'customer.subscription.deleted',
      subscriptionObject({ id: subscription, customer, status: 'canceled', periodEnd: t + 30 }),
      t + 30,
    );
    expect((await deliver(deleted)).body.outcome).toBe('applied');
    expect(await status(user)).toMatchObject({ subscribed: false, fullAccess: false, status: 'canceled' });
  });

  it('acknowledges events for unknown customers and unhandled types without failing', async () => {
    const stray = signedEvent(
      'customer.subscription.updated',
      subscriptionObject({
        id: 'sub_x',
        customer: `cus_${randomUUID()}`,
        status: 'active',
        periodEnd: now() + DAY,
      }),
      now(),
    );
    expect((await deliver(stray)).body).toMatchObject({ received: true, outcome: 'ignored' });
    const other = signedEvent('charge.refunded', { id: 'ch_1' }, now());
    expect((await deliver(other)).body).toMatchObject({ received: true, outcome: 'ignored' });
  });
});

describe('the free tier, enforced by the server', () => {
  const addRecipes = (user: Session, count: number, from = 0) =>
    api<{ recipes: { id: string }[]; error?: { code: string; message: string } }>('/api/recipes', {
      method: 'POST',
      token: user.idToken,
      body: {
        recipes: Array.from({ length: count }, (_, i) => ({ title: `Family recipe ${from + i + 1}` })),
      },
    });

  async function fillTo50(user: Session) {
    for (let start = 0; start < 50; start += 20) {
      const reply = await addRecipes(user, Math.min(20, 50 - start), start);
      expect(reply.status).toBe(201);
    }
  }

  it('refuses the 51st own recipe of a free account, naming the plans page; deleting one makes room', async () => {
    const user = await signUpUser();
    await fillTo50(user);
    expect((await status(user)).ownRecipeCount).toBe(50);

    const refused = await addRecipes(user, 1, 50);
    expect(refused.status).toBe(402);
    expect(refused.body.error?.code).toBe('subscription_required');
    expect(refused.body.error?.message).toContain('/subscription');
    expect(refused.body.error?.message).toContain('50 recipes');

    const home = await api<{ recipes: { id: string }[] }>('/api/recipes', { token: user.idToken });
    const first = home.body.recipes[0]?.id ?? '';
    expect((await api(`/api/recipes/${first}`, { method: 'DELETE', token: user.idToken })).status).toBe(204);
    expect((await status(user)).ownRecipeCount).toBe(49);
    expect((await addRecipes(user, 1, 60)).status).toBe(201);
    expect((await addRecipes(user, 1, 61)).status).toBe(402);
  });

  it('refuses a batch that would pass the limit as a whole, writing nothing', async () => {
    const user = await signUpUser();
    for (let start = 0; start < 40; start += 20) expect((await addRecipes(user, 20, start)).status).toBe(201);
    expect((await addRecipes(user, 11, 40)).status).toBe(402);
    expect((await status(user)).ownRecipeCount).toBe(40);
  });

  it('lets a trial account keep more than 50 recipes, and keeps them when access ends', async () => {
    const user = await signUpUser();
    await subscribe(user, 'monthly');
    await fillTo50(user);
    expect((await addRecipes(user, 1, 50)).status).toBe(201);
    await portal(user, 'cancel-now');
    // Nothing is hidden or deleted; only adding more is refused.
    expect((await status(user)).ownRecipeCount).toBe(51);
    expect((await addRecipes(user, 1, 51)).status).toBe(402);
    const mine = await api<{ recipes: unknown[] }>('/api/recipes', { token: user.idToken });
    expect(mine.status).toBe(200);
    expect(mine.body.recipes.length).toBeGreaterThan(0);
  });

  it('refuses photo and PDF import for a free account; web-address import stays free', async () => {
    const user = await signUpUser();
    const photo = await api<{ error: { code: string; message: string } }>('/api/uploads/recipe-file', {
      method: 'POST',
      token: user.idToken,
      body: { contentType: 'image/png', size: 1000 },
    });
    expect(photo.status).toBe(402);
    expect(photo.body.error.code).toBe('subscription_required');
    expect(photo.body.error.message).toContain('/subscription');
    const pdf = await api('/api/uploads/recipe-file', {
      method: 'POST',
      token: user.idToken,
      body: { contentType: 'application/pdf', size: 1000 },
    });
    expect(pdf.status).toBe(402);
    const extract = await api('/api/extract-recipe', {
      method: 'POST',
      token: user.idToken,
      body: { type: 'image', key: `recipe-files/${user.userId}/x.png` },
    });
    expect(extract.status).toBe(402);
    const byUrl = await api('/api/extract-recipe', {
      method: 'POST',
      token: user.idToken,
      body: { type: 'url', url: 'not a url' },
    });
    expect(byUrl.status).toBe(400);

    await subscribe(user, 'yearly');
    const allowed = await api('/api/uploads/recipe-file', {
      method: 'POST',
      token: user.idToken,
      body: { contentType: 'image/png', size: 1000 },
    });
    expect(allowed.status).toBe(201);
  });
});

describe('free lifetime-access links for a friend (admins)', () => {
  it('an admin makes a link only the friend can claim, for nothing, once', async () => {
    const friendEmail = uniqueEmail('friend');
    const cook = await signUpUser();
    const refused = await api('/api/subscription/free-link', {
      method: 'POST',
      token: cook.idToken,
      body: { email: friendEmail },
    });
    expect(refused.status).toBe(403);

    const admin = await adminSession();
    const empty = await api('/api/subscription/free-link', {
      method: 'POST',
      token: admin.idToken,
      body: { email: ' ' },
    });
    expect(empty).toMatchObject({
      status: 400,
      body: { error: { message: "Please enter your friend's email address" } },
    });
    const made = await api<{ url: string }>('/api/subscription/free-link', {
      method: 'POST',
      token: admin.idToken,
      body: { email: friendEmail },
    });
    expect(made.status).toBe(200);
    const gift = new URL(made.body.url).searchParams.get('gift') ?? '';
    expect(gift.length).toBeGreaterThanOrEqual(32);

    // Someone else cannot use it.
    const other = await api('/api/subscription/checkout', {
      method: 'POST',
      token: cook.idToken,
      body: { plan: 'lifetime', gift },
    });
    expect(other.status).toBe(403);

    const friend = await signUpUser({ email: friendEmail });
    const checkout = await api<{ url: string }>('/api/subscription/checkout', {
      method: 'POST',
      token: friend.idToken,
      body: { plan: 'lifetime', gift },
    });
    expect(checkout.status).toBe(200);
    const id = new URL(checkout.body.url).searchParams.get('session') ?? '';
    const session = await api(`/api/checkout-simulator/sessions/${id}`, { token: friend.idToken });
    expect(session.body).toMatchObject({ plan: 'lifetime', price: 0 });
    expect(
      (
        await api(`/api/checkout-simulator/sessions/${id}/complete`, {
          method: 'POST',
          token: friend.idToken,
        })
      ).status,
    ).toBe(200);
    expect(await status(friend)).toMatchObject({ lifetime: true, plan: 'lifetime', fullAccess: true });
    const unknown = await api('/api/subscription/checkout', {
      method: 'POST',
      token: cook.idToken,
      body: { plan: 'lifetime', gift: 'no-such-gift' },
    });
    expect(unknown.status).toBe(404);
  });
});
