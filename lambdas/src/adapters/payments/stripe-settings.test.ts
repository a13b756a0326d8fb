// The checkout simulator signs events with a public secret, so it must never be the mode on AWS.
// The unit test environment is configured as on AWS (no local stand-in endpoints, no Stripe keys).
import { describe, expect, it } from 'vitest';
import { isLocal } from '../../shared/config.js';
import { SIMULATOR_WEBHOOK_SECRET, settingsFromEnvironment, stripeSettings } from './stripe-settings.js';

const keys = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_real',
  STRIPE_PRICE_MONTHLY: 'price_m',
  STRIPE_PRICE_YEARLY: 'price_y',
  STRIPE_PRICE_LIFETIME: 'price_l',
};

describe('Stripe settings mode', () => {
  it('runs the simulator only on a local stack without keys', () => {
    const local = settingsFromEnvironment({}, true);
    expect(local.mode).toBe('simulator');
    expect(local.webhookSecret).toBe(SIMULATOR_WEBHOOK_SECRET);
    expect(local.prices).toEqual({
      monthly: 'price_sim_monthly',
      yearly: 'price_sim_yearly',
      lifetime: 'price_sim_lifetime',
    });
  });

  it('is unavailable off the local stack without keys: no simulator, no public secret, no prices', () => {
    expect(settingsFromEnvironment({}, false)).toEqual({
      mode: 'unavailable',
      secretKey: null,
      webhookSecret: null,
      prices: { monthly: null, yearly: null, lifetime: null },
      friendCoupon: null,
      apiBase: null,
    });
  });

  it.each([true, false])('uses real Stripe whenever a secret key is set (local: %s)', (local) => {
    const settings = settingsFromEnvironment(keys, local);
    expect(settings.mode).toBe('stripe');
    expect(settings.webhookSecret).toBe('whsec_real');
  });

  it('never falls back to the public secret when a key is set without a webhook secret', () => {
    const settings = settingsFromEnvironment({ STRIPE_SECRET_KEY: 'sk_test_123' }, true);
    expect(settings.mode).toBe('stripe');
    expect(settings.webhookSecret).toBeNull();
  });

  it('chooses no simulator in a process configured as on AWS', async () => {
    expect(isLocal).toBe(false);
    const settings = await stripeSettings();
    expect(settings.mode).toBe('unavailable');
    expect(settings.webhookSecret).toBeNull();
  });
});
