// The world the bench scenarios run in, made through the API of a running local stack: the bench cook
// (on a trial), another cook, the admin (two-step sign-in), and a way to sign more cooks up. The rest
// (the large collection, a family, plans and lists) is made by each scenario group's `prepare`, in
// order, before its scenarios run (bench-scenarios.ts).

import { srpTokens } from '../infra/local/srp-sign-in.js';
import { signUpBenchCook, startTrial } from './bench-account.js';
import { signInAdmin } from './bench-admin.js';
import type { BenchContext, BenchCook, SeedCollection } from './bench-scenario.js';

export interface WorldOptions {
  stackUrl: string;
  admin: { email: string; password: string; totpSecret?: string };
  /** The large collection's size, and how it is written. */
  collectionSize: number;
  seed: SeedCollection;
  /** A recipe page with schema.org data, served on loopback (bench-import.ts). */
  recipePageUrl: string;
}

/** Cognito's ID tokens last an hour: renewed after 40 minutes, before any group could outlast one. */
const TOKEN_RENEW_AFTER_MS = 40 * 60 * 1000;

/** A context value with each renewed token put in place of the old (in lists and cooks too). */
function withTokens(value: unknown, renewed: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return renewed.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => withTokens(item, renewed));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = withTokens(record[key], renewed);
  }
  return value;
}

/** The base of the world; the groups' `prepare` fill in the rest of BenchContext before use. */
export async function prepareWorld(options: WorldOptions): Promise<BenchContext> {
  const { stackUrl } = options;
  const runId = Math.random().toString(36).slice(2, 8);
  const password = `Bench-${runId}-Pass1`;
  // Who holds each token the world handed out, so it can be renewed (renewTokens).
  const holders = new Map<string, () => Promise<string>>();
  const signUpAs = async (email: string): Promise<BenchCook> => {
    const cook = await signUpBenchCook(stackUrl, email, password);
    holders.set(cook.idToken, async () => {
      const { IdToken } = await srpTokens({ endpoint: `${stackUrl}/cognito`, username: email, password });
      return IdToken;
    });
    return { ...cook, email, password };
  };
  const cook = await signUpAs(`bench-${runId}@example.com`);
  // Photo and PDF import, videos and the like are paid features: the bench cook starts a trial
  // through the local checkout simulator, which drives the same signed-webhook code as Stripe.
  await startTrial(stackUrl, cook.idToken);
  const signUp = (name: string) => signUpAs(`bench-${runId}-${name}@example.com`);
  const signedInAdmin = async () => {
    const token = await signInAdmin(stackUrl, options.admin);
    holders.set(token, signedInAdmin);
    return token;
  };
  let renewedAt = Date.now();
  const base = {
    stackUrl,
    runId,
    idToken: cook.idToken,
    userId: cook.userId,
    email: cook.email,
    password,
    other: await signUp('other'),
    adminToken: await signedInAdmin(),
    collectionSize: options.collectionSize,
    seed: options.seed,
    recipePageUrl: options.recipePageUrl,
    signUp,
    async renewTokens(this: BenchContext, { olderThanMs = TOKEN_RENEW_AFTER_MS } = {}) {
      if (Date.now() - renewedAt < olderThanMs) return;
      const renewed = new Map<string, string>();
      for (const [old, signIn] of [...holders]) {
        holders.delete(old);
        // A cook a scenario used up (deleted, or moved to another address or password) has no token
        // to renew: nothing reads theirs again.
        const fresh = await signIn().catch(() => null);
        if (fresh === null) continue;
        renewed.set(old, fresh);
        holders.set(fresh, signIn);
      }
      for (const key of Object.keys(this) as (keyof BenchContext)[])
        (this as unknown as Record<string, unknown>)[key] = withTokens(this[key], renewed);
      renewedAt = Date.now();
    },
  };
  // The fields the groups prepare are filled in before any scenario that reads them runs.
  return base as BenchContext;
}
