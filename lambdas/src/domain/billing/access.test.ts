import { describe, expect, it } from 'vitest';
import {
  type EntitlementRecord,
  emptyEntitlement,
  type SubscriptionRecord,
} from '../../data/entities/entitlement.js';
import { accessSummary, hasFullAccess, subscriptionRequiredMessage } from './access.js';

const now = new Date('2026-03-10T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 24 * 60 * 60 * 1000).toISOString();

function withSubscription(fields: Partial<SubscriptionRecord>): EntitlementRecord {
  return {
    ...emptyEntitlement('u1'),
    stripeCustomerId: 'cus_1',
    subscription: {
      plan: 'monthly',
      status: 'active',
      currentPeriodEnd: days(20),
      trialEnd: null,
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: 'sub_1',
      ...fields,
    },
  };
}

describe('hasFullAccess', () => {
  it('is false for an account that never subscribed', () => {
    expect(hasFullAccess(emptyEntitlement('u1'), now)).toBe(false);
  });

  it('holds during a trial and ends with it (after a day of grace for a late webhook)', () => {
    const trial = withSubscription({ status: 'trialing', trialEnd: days(3), currentPeriodEnd: days(3) });
    expect(hasFullAccess(trial, now)).toBe(true);
    const expired = withSubscription({ status: 'trialing', trialEnd: days(-2), currentPeriodEnd: days(-2) });
    expect(hasFullAccess(expired, now)).toBe(false);
    const justEnded = withSubscription({
      status: 'trialing',
      trialEnd: days(-0.5),
      currentPeriodEnd: days(-0.5),
    });
    expect(hasFullAccess(justEnded, now)).toBe(true);
  });

  it('holds for an active subscription until its period ends', () => {
    expect(hasFullAccess(withSubscription({ status: 'active' }), now)).toBe(true);
    expect(hasFullAccess(withSubscription({ status: 'active', currentPeriodEnd: days(-3) }), now)).toBe(
      false,
    );
  });

  it('holds while Stripe retries a failed renewal (past_due), not once unpaid or canceled', () => {
    expect(hasFullAccess(withSubscription({ status: 'past_due' }), now)).toBe(true);
    expect(hasFullAccess(withSubscription({ status: 'unpaid' }), now)).toBe(false);
    expect(hasFullAccess(withSubscription({ status: 'canceled' }), now)).toBe(false);
    expect(hasFullAccess(withSubscription({ status: 'incomplete' }), now)).toBe(false);
    expect(hasFullAccess(withSubscription({ status: 'incomplete_expired' }), now)).toBe(false);
  });

  it('keeps a subscription cancelled at period end until that end', () => {
    const cancelling = withSubscription({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: days(5),
    });
    expect(hasFullAccess(cancelling, now)).toBe(true);
    expect(hasFullAccess(cancelling, new Date(Date.parse(days(7))))).toBe(false);
  });

  it('holds for lifetime access however it came, even beside a canceled subscription', () => {
    for (const source of ['purchase', 'code', 'admin'] as const) {
      const lifetime = {
        ...withSubscription({ status: 'canceled' }),
        lifetime: true,
        lifetimeSource: source,
      };
      expect(hasFullAccess(lifetime, now)).toBe(true);
    }
  });
});

describe('accessSummary', () => {
  it('describes a trial for the plans page and Home', () => {
    const summary = accessSummary(
      withSubscription({ status: 'trialing', trialEnd: days(7), currentPeriodEnd: days(7) }),
      now,
    );
    expect(summary).toMatchObject({
      subscribed: true,
      trial: true,
      plan: 'monthly',
      subscriptionEnd: days(7),
      fullAccess: true,
      canManage: true,
      freeRecipeLimit: 50,
    });
  });

  it('names lifetime as the plan even beside a live subscription', () => {
    const summary = accessSummary(
      { ...withSubscription({ plan: 'yearly' }), lifetime: true, lifetimeSource: 'code' },
      now,
    );
    expect(summary).toMatchObject({
      plan: 'lifetime',
      subscribed: true,
      lifetime: true,
      lifetimeSource: 'code',
    });
  });

  it('reports a finished subscription as not subscribed but keeps its status', () => {
    const summary = accessSummary(withSubscription({ status: 'canceled' }), now);
    expect(summary).toMatchObject({
      subscribed: false,
      trial: false,
      plan: null,
      subscriptionEnd: null,
      status: 'canceled',
      fullAccess: false,
    });
  });
});

it('names the feature and the plans page when refusing', () => {
  expect(subscriptionRequiredMessage('photo-import')).toMatch(
    /^Importing recipes from photos needs a subscription.*\/subscription/,
  );
  expect(subscriptionRequiredMessage('recipe-storage')).toContain('more than 50 recipes');
});
