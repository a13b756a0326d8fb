// The world the bench scenarios run in, made through the API of a running local stack: the bench cook
// (on a trial), another cook, the admin (two-step sign-in), and a way to sign more cooks up. The rest
// (the large collection, a family, plans and lists) is made by each scenario group's `prepare`, in
// order, before its scenarios run (bench-scenarios.ts).
import { signUpBenchCook, startTrial } from './bench-account.js';
import { signInAdmin } from './bench-admin.js';
import type { BenchContext, BenchCook } from './bench-scenario.js';
import type { SeedCollection } from './bench-seed.js';

export interface WorldOptions {
  stackUrl: string;
  admin: { email: string; password: string; totpSecret?: string };
  /** The large collection's size, and how it is written. */
  collectionSize: number;
  seed: SeedCollection;
  /** A recipe page with schema.org data, served on loopback (bench-import.ts). */
  recipePageUrl: string;
}

/** The base of the world; the groups' `prepare` fill in the rest of BenchContext before use. */
export async function prepareWorld(options: WorldOptions): Promise<BenchContext> {
  const { stackUrl } = options;
  const runId = Math.random().toString(36).slice(2, 8);
  const password = `Bench-${runId}-Pass1`;
  const signUpAs = async (email: string): Promise<BenchCook> => ({
    ...(await signUpBenchCook(stackUrl, email, password)),
    email,
    password,
  });
  const cook = await signUpAs(`bench-${runId}@example.com`);
  // Photo and PDF import, videos and the like are paid features: the bench cook starts a trial
  // through the local checkout simulator, which drives the same signed-webhook code as Stripe.
  await startTrial(stackUrl, cook.idToken);
  const signUp = (name: string) => signUpAs(`bench-${runId}-${name}@example.com`);
  const base = {
    stackUrl,
    runId,
    idToken: cook.idToken,
    userId: cook.userId,
    email: cook.email,
    password,
    other: await signUp('other'),
    adminToken: await signInAdmin(stackUrl, options.admin),
    collectionSize: options.collectionSize,
    seed: options.seed,
    recipePageUrl: options.recipePageUrl,
    signUp,
  };
  // The fields the groups prepare are filled in before any scenario that reads them runs.
  return base as BenchContext;
}
