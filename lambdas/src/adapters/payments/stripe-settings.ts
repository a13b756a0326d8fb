// Where the Stripe settings come from: environment variables (local test-mode keys, tests), or on AWS
// SSM parameters under STRIPE_PARAMETER_PREFIX (secret-key and webhook-secret as SecureString,
// price-monthly, price-yearly, price-lifetime, friend-coupon), read once per container.
// With neither, and only on a local stack, payments run through the built-in checkout simulator.
import { ssm } from '../../shared/clients.js';
import { type Config, config, isLocal } from '../../shared/config.js';
import { SIMULATOR_WEBHOOK_SECRET } from './simulator-secret.js';

export interface StripeSettings {
  mode: 'stripe' | 'simulator' | 'unavailable';
  secretKey: string | null;
  webhookSecret: string | null;
  prices: { monthly: string | null; yearly: string | null; lifetime: string | null };
  friendCoupon: string | null;
  apiBase: string | null;
}

export { SIMULATOR_WEBHOOK_SECRET };

type StripeVariables = Pick<
  Config,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_PRICE_MONTHLY'
  | 'STRIPE_PRICE_YEARLY'
  | 'STRIPE_PRICE_LIFETIME'
  | 'STRIPE_FRIEND_COUPON'
  | 'STRIPE_API_BASE'
>;

/** The settings from variables; the simulator (and its public secret) only on a local stack without keys. */
export function settingsFromEnvironment(env: StripeVariables, local: boolean): StripeSettings {
  const simulated = !env.STRIPE_SECRET_KEY && local;
  return {
    mode: env.STRIPE_SECRET_KEY ? 'stripe' : simulated ? 'simulator' : 'unavailable',
    secretKey: env.STRIPE_SECRET_KEY ?? null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? (simulated ? SIMULATOR_WEBHOOK_SECRET : null),
    prices: {
      monthly: env.STRIPE_PRICE_MONTHLY ?? (simulated ? 'price_sim_monthly' : null),
      yearly: env.STRIPE_PRICE_YEARLY ?? (simulated ? 'price_sim_yearly' : null),
      lifetime: env.STRIPE_PRICE_LIFETIME ?? (simulated ? 'price_sim_lifetime' : null),
    },
    friendCoupon: env.STRIPE_FRIEND_COUPON ?? (simulated ? 'FRIEND100' : null),
    apiBase: env.STRIPE_API_BASE ?? null,
  };
}

const fromEnvironment = () => settingsFromEnvironment(config, isLocal);

async function fromParameters(prefix: string): Promise<StripeSettings> {
  const values: Record<string, string> = {};
  let nextToken: string | undefined;
  const { GetParametersByPathCommand } = await import('@aws-sdk/client-ssm');
  const client = await ssm();
  do {
    const page = await client.send(
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
