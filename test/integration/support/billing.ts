// Subscriptions for integration tests: a real checkout through the local checkout simulator, which
// drives the same signed-webhook code Stripe would.
import { expect } from 'vitest';
import { api } from './api.js';
import type { Session } from './auth.js';

/** Runs a checkout for `plan` through the simulator; answers the subscription status afterwards. */
export async function subscribe(session: Session, plan: 'monthly' | 'yearly' | 'lifetime' = 'monthly') {
  const checkout = await api<{ url: string }>('/api/subscription/checkout', {
    method: 'POST',
    token: session.idToken,
    body: { plan },
  });
  expect(checkout.status).toBe(200);
  const id = new URL(checkout.body.url).searchParams.get('session') ?? '';
  const done = await api(`/api/checkout-simulator/sessions/${id}/complete`, {
    method: 'POST',
    token: session.idToken,
  });
  expect(done.status).toBe(200);
  return (await api<Record<string, unknown>>('/api/subscription', { token: session.idToken })).body;
}
