// Account deletion ends a live subscription through the payment gateway, and leaves an ended one alone.
import { describe, expect, it } from 'vitest';
import { type EntitlementRecord, emptyEntitlement } from '../../data/entities/entitlement.js';
import { cancelSubscriptionOfDeletedAccount } from './account-deletion.js';

function withSubscription(status: string): EntitlementRecord {
  return {
    ...emptyEntitlement('user-1'),
    stripeCustomerId: 'cus_1',
    subscription: {
      plan: 'monthly',
      status,
      currentPeriodEnd: '2030-01-01T00:00:00.000Z',
      trialEnd: null,
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: 'sub_1',
    },
  };
}

function deps(record: EntitlementRecord, gatewayAvailable = true) {
  const cancelled: string[] = [];
  return {
    cancelled,
    deps: {
      entitlements: { get: async () => record },
      gateway: async () =>
        gatewayAvailable
          ? {
              cancelSubscription: async (id: string) => {
                cancelled.push(id);
              },
            }
          : null,
    },
  };
}

describe('cancelSubscriptionOfDeletedAccount', () => {
  it.each(['trialing', 'active', 'past_due', 'unpaid'])('cancels a %s subscription', async (status) => {
    const { deps: d, cancelled } = deps(withSubscription(status));
    expect(await cancelSubscriptionOfDeletedAccount(d, 'user-1')).toBe('sub_1');
    expect(cancelled).toEqual(['sub_1']);
  });

  it('leaves an ended subscription, or none, alone', async () => {
    for (const record of [withSubscription('canceled'), emptyEntitlement('user-1')]) {
      const { deps: d, cancelled } = deps(record);
      expect(await cancelSubscriptionOfDeletedAccount(d, 'user-1')).toBeNull();
      expect(cancelled).toEqual([]);
    }
  });

  it('stops the deletion (503) rather than leave a live subscription charging when payments are off', async () => {
    const { deps: d } = deps(withSubscription('active'), false);
    await expect(cancelSubscriptionOfDeletedAccount(d, 'user-1')).rejects.toMatchObject({ statusCode: 503 });
  });
});
