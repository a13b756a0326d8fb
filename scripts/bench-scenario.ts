// What a bench scenario is: one route's usual case, as data. `npm run bench` times each one (bench.ts)
// and the budget test (test/integration/route-budgets.test.ts) counts each one against its route's
// budget (the manifest entry's `budget`, issue 35), both reading the cost the answer reports
// (x-hearth-dynamo-requests and x-hearth-dynamo-items, handlers/shared/request-count.ts). The world
// they run in (accounts, a collection, a family) is built by bench-world.ts; the scenarios themselves
// live beside their area's setup (bench-recipes.ts, bench-planning.ts, …) and bench-scenarios.ts lists
// them all.
import type { HttpMethod } from '../lambdas/src/routes.js';
import { addressOf, VIEWER_IP_HEADER } from './viewer-address.js';

/** Fills the large collection's owner's recipes, `size` of them. */
export type SeedCollection = (
  owner: { userId: string; idToken: string },
  size: number,
  stackUrl: string,
) => Promise<void>;

/** A cook the bench signed up: their ID token, id, address and password. */
export interface BenchCook {
  idToken: string;
  userId: string;
  email: string;
  password: string;
}

export interface BenchContext {
  stackUrl: string;
  /** Unique to this run: the bench's addresses carry it. */
  runId: string;
  /** The bench cook's token (on a trial: photo import and the other paid features). */
  idToken: string;
  userId: string;
  /** The bench cook's address and password (an e-mail change re-authenticates with it). */
  email: string;
  password: string;
  /** Another cook, with a public recipe (copy, rate, favourite, comment). */
  other: BenchCook;
  otherPublicRecipeId: string;
  /** The admin, signed in with two-step sign-in. */
  adminToken: string;
  /** A recipe of the bench cook. */
  recipeId: string;
  /** The owner of the large collection (5,000 recipes in the bench, a few dozen in the budget test). */
  bigToken: string;
  bigUserId: string;
  /** The large collection's size, and how it is written (BatchWrite in the bench, the API in the test). */
  collectionSize: number;
  seed: SeedCollection;
  /** A recipe page with schema.org data on the bench's own loopback server. */
  recipePageUrl: string;
  /** A PDF the bench cook keeps on a recipe: its address, with the recipe that lets them read it. */
  recipeFilePath: string;
  /** A photo on a cook-log entry of the bench cook's household: its address, naming the entry. */
  cookPhotoPath: string;
  /** A video of the bench cook's, and a public one of the other cook's (bench-videos.ts). */
  videoId: string;
  otherPublicVideoId: string;
  /** Billing (bench-billing.ts): a cook on a trial, and a Stripe customer and subscription of another. */
  payerToken: string;
  stripeCustomer: string;
  stripeSubscription: string;
  /** A cook the admin grants lifetime access to and takes it back from (bench-admin.ts). */
  granteeUserId: string;
  /** An import of three recipes run to its end, and an export of everything (bench-jobs.ts). */
  importJobId: string;
  exportJobId: string;
  /** A long import (a scanned PDF read by a job) of the bench cook (bench-jobs.ts). */
  documentImportJobId: string;
  /** Pages (bench-pages.ts): a plan of 14 meals, a menu of 6 dishes, another cook's commented recipe. */
  mealPlanId: string;
  menuId: string;
  commentedRecipeId: string;
  /** The calendar feed of that plan (bench-planning.ts turns it on). */
  calendarFeedPath: string;
  /** The family (bench-household.ts): three members who joined the large collection's owner. */
  memberTokens: string[];
  householdPlanId: string;
  householdMenuId: string;
  /** Signs a new cook up: a fresh account where a call uses one up (deleting it, joining a household). */
  signUp: (name: string) => Promise<BenchCook>;
  /**
   * Signs every cook the world made (and the admin) in again once their ID tokens near the end of
   * their hour, and puts the new tokens wherever the context holds the old ones: a bench on a slow
   * machine (100,000 Community recipes to seed) runs past the hour a token lasts.
   */
  renewTokens: (options?: { olderThanMs?: number }) => Promise<void>;
}

/** What one call sends, made fresh before it (untimed, uncounted) where the call uses something up. */
export interface Arranged {
  path?: string;
  /** A string is sent as is (a signed webhook's payload); anything else as JSON. */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface Scenario {
  method: HttpMethod;
  /** The route template, as in lambdas/src/routes.ts. */
  route: string;
  /** Shown instead of the route when one route has several scenarios. */
  label?: string;
  /** The concrete path; defaults to the template. */
  path?: (ctx: BenchContext, i: number) => string;
  body?: (ctx: BenchContext, i: number) => unknown;
  /** Another user's token (default: the bench cook's). */
  token?: (ctx: BenchContext) => string;
  /** Sends the signed-in user's ID token; true unless the route is public. */
  signedIn?: boolean;
  expectStatus?: number;
  /** Makes what call `i` uses up (a plan to delete, a fresh account), before it, untimed and uncounted. */
  arrange?: (ctx: BenchContext, i: number) => Promise<Arranged>;
  /**
   * A case beyond the route's usual one, with its own bound (a search reads a bounded number of
   * recipes to fill a page); the manifest's budget is the usual case's. Say why beside it.
   */
  budget?: { requests: number; items?: number };
  /** Calls the bench times at most (a call that sends megabytes first), instead of BENCH_N. */
  maxCalls?: number;
  /**
   * A member's read of what the household shares, naming the single cook's scenario of the same read
   * (its label): it may cost no more DynamoDB requests than that one (issue 35; the budget test checks).
   */
  household?: string;
}

/** Scenarios that share a setup, run in order; `prepare` fills its part of the context once, first. */
export interface ScenarioGroup {
  name: string;
  prepare?: (ctx: BenchContext) => Promise<Partial<BenchContext>>;
  scenarios: Scenario[];
}

export const scenarioName = (scenario: Pick<Scenario, 'method' | 'route' | 'label'>) =>
  scenario.label ?? `${scenario.method} ${scenario.route}`;

/** One call's answer: its status, the time it took and the DynamoDB cost it reported. */
export interface CallResult {
  status: number;
  ms: number;
  requests: number;
  items: number;
  /** The answer's text, for a message when the status is not the expected one. */
  text: string;
}

/** Sends call `i` of a scenario (arranging it first) and reads the cost the local stack reports. */
export async function callScenario(ctx: BenchContext, scenario: Scenario, i: number): Promise<CallResult> {
  const arranged = (await scenario.arrange?.(ctx, i)) ?? {};
  const headers: Record<string, string> = { ...arranged.headers };
  const token =
    scenario.signedIn === false ? undefined : (arranged.token ?? scenario.token?.(ctx) ?? ctx.idToken);
  if (token) headers.authorization = `Bearer ${token}`;
  headers[VIEWER_IP_HEADER] ??= addressOf(token);
  const body = 'body' in arranged ? arranged.body : scenario.body?.(ctx, i);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const started = performance.now();
  const response = await fetch(
    `${ctx.stackUrl}${arranged.path ?? scenario.path?.(ctx, i) ?? scenario.route}`,
    {
      method: scenario.method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    },
  );
  const text = await response.text();
  const ms = performance.now() - started;
  return {
    status: response.status,
    ms,
    requests: Number(response.headers.get('x-hearth-dynamo-requests') ?? Number.NaN),
    items: Number(response.headers.get('x-hearth-dynamo-items') ?? Number.NaN),
    text,
  };
}

/** Throws unless the call answered what the scenario expects. */
export function expectAnswer(scenario: Scenario, result: CallResult): void {
  const expected = scenario.expectStatus ?? 200;
  if (result.status !== expected)
    throw new Error(
      `${scenarioName(scenario)} answered ${result.status}, expected ${expected}: ${result.text.slice(0, 300)}`,
    );
}

/** A JSON call the setup makes (not measured); throws on an error status. */
export async function setupCall<T = Record<string, unknown>>(
  ctx: Pick<BenchContext, 'stackUrl'>,
  token: string,
  path: string,
  method = 'GET',
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${ctx.stackUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      [VIEWER_IP_HEADER]: addressOf(token),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300)
    throw new Error(`Bench setup ${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}
