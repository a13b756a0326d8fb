// Where the Stripe settings come from: environment variables (local test-mode keys, tests), or on AWS
// SSM parameters under STRIPE_PARAMETER_PREFIX (secret-key and webhook-secret as SecureString,
// price-monthly, price-yearly, price-lifetime, friend-coupon), read once per container.
// With neither, and only on a local stack, payments run through the built-in checkout simulator.
import { GetParametersByPathCommand } from '@aws-sdk/client-ssm';
import { ssm } from '../../shared/clients.js';
import { config, isLocal } from '../../shared/config.js';

export interface StripeSettings {
  mode: 'stripe' | 'simulator' | 'unavailable';
  secretKey: string | null;
  webhookSecret: string | null;
  prices: { monthly: string | null; yearly: string | null; lifetime: string | null };
  friendCoupon: string | null;
  apiBase: string | null;
}

/** The simulator's signing secret: public on purpose, and only ever accepted on a local stack. */
export const SIMULATOR_WEBHOOK_SECRET = 'whsec_hearth_local_simulator';

function fromEnvironment(): StripeSettings {
  const simulated = !config.STRIPE_SECRET_KEY && isLocal;
  return {
    mode: config.STRIPE_SECRET_KEY ? 'stripe' : simulated ? 'simulator' : 'unavailable',
    secretKey: config.STRIPE_SECRET_KEY ?? null,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? (simulated ? SIMULATOR_WEBHOOK_SECRET : null),
    prices: {
      monthly: config.STRIPE_PRICE_MONTHLY ?? (simulated ? 'price_sim_monthly' : null),
      yearly: config.STRIPE_PRICE_YEARLY ?? (simulated ? 'price_sim_yearly' : null),
      lifetime: config.STRIPE_PRICE_LIFETIME ?? (simulated ? 'price_sim_lifetime' : null),
    },
    friendCoupon: config.STRIPE_FRIEND_COUPON ?? (simulated ? 'FRIEND100' : null),
    apiBase: config.STRIPE_API_BASE ?? null,
  };
}

async function fromParameters(prefix: string): Promise<StripeSettings> {
  const values: Record<string, string> = {};
  let nextToken: string | undefined;
  do {
    const page = await ssm.send(
      new GetParametersByPathCommand({ Path: prefix, WithDecryption: true, NextToken: nextToken }),
    );
    for (const parameter of page.Parameters ?? []) {
      const name = parameter.Name?.slice(prefix.replace(/\/+$/, '').length + 1);
      if (name && parameter.Value) values[name] = parameter.Value;
    }
    nextToken = page.NextToken;
  } while (nextToken);
  const secretKey = values['secret-key'] ?? null;
  return {
    mode: secretKey ? 'stripe' : 'unavailable',
    secretKey,
    webhookSecret: values['webhook-secret'] ?? null,
    prices: {
      monthly: values['price-monthly'] ?? null,
      yearly: values['price-yearly'] ?? null,
      lifetime: values['price-lifetime'] ?? null,
    },
    friendCoupon: values['friend-coupon'] ?? null,
    apiBase: null,
  };
}

let pending: Promise<StripeSettings> | undefined;

export function stripeSettings(): Promise<StripeSettings> {
  if (config.STRIPE_SECRET_KEY || !config.STRIPE_PARAMETER_PREFIX) return Promise.resolve(fromEnvironment());
  const prefix = config.STRIPE_PARAMETER_PREFIX;
  // A failed read is forgotten so the next invocation tries again.
  pending ??= fromParameters(prefix).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
