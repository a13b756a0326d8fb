// The measuring pass of `npm run load -- --record`: one family's every kind of request, each sent one
// at a time on the load test's throw-away stack with the DynamoDB recorder on, so each request's cost
// (its time, its DynamoDB requests, the read and write units on each partition) is its own and no
// other's. `npm run capacity` reads what this writes (docs/scale/measured.json).
import { signUpBenchCook, startTrial } from '../bench-account.js';
import type { KeyUse, RecordedRequest } from './dynamo-recorder.js';

/** One request of a kind, as the family sends it. */
interface Probe {
  method: string;
  path: string;
  body?: unknown;
}

interface Family {
  token: string;
  /** Another cook's address, to share recipes with by e-mail. */
  friendEmail: string;
  recipeIds: string[];
  publicRecipeIds: string[];
  itemIds: string[];
  pageUrl: string;
}

/** What one kind of request costs, on average over its samples. */
export interface MeasuredAction {
  samples: number;
  /** Wall time of one request on loopback with nothing queued (a stand-in for Lambda's billed time). */
  ms: { p50: number; mean: number };
  /** DynamoDB requests a request makes. */
  dynamoRequests: number;
  /** Units per request, by where (table or index) and partition class; requests per request too. */
  reads: KeyTotals[];
  writes: KeyTotals[];
}

export interface KeyTotals {
  where: string;
  keyClass: string;
  /** Capacity units per request (read units are eventually consistent halves where the app reads so). */
  units: number;
  /** Times per request this partition was touched. */
  touches: number;
}

const pick = <T>(list: T[], i: number) => list[i % list.length] as T;

/** The kinds of request a family's month is made of (scripts/capacity/family-month.ts counts them). */
export const probes: Record<string, (family: Family, i: number) => Probe> = {
  me: () => ({ method: 'GET', path: '/api/me' }),
  home: () => ({ method: 'GET', path: '/api/recipes' }),
  categories: () => ({ method: 'GET', path: '/api/categories' }),
  'recipe page': (f, i) => ({ method: 'GET', path: `/api/recipes/${pick(f.recipeIds, i)}` }),
  comments: (f, i) => ({ method: 'GET', path: `/api/comments/recipe/${pick(f.publicRecipeIds, i)}` }),
  rating: (f, i) => ({
    method: 'PUT',
    path: `/api/recipes/${pick(f.publicRecipeIds, i)}/rating`,
    body: { rating: 1 + (i % 5) },
  }),
  'list read': () => ({ method: 'GET', path: '/api/shopping-list' }),
  'list tick': (f, i) => ({
    method: 'PATCH',
    path: `/api/shopping-list/items/${pick(f.itemIds, i)}`,
    body: { checked: i % 2 === 0 },
  }),
  'list add': (_f, i) => ({
    method: 'POST',
    path: '/api/shopping-list/items',
    body: { text: `${i + 1} lemons` },
  }),
  'meal plans': () => ({ method: 'GET', path: '/api/meal-plans' }),
  'community feed': () => ({ method: 'GET', path: '/api/community/recipes' }),
  'community videos': () => ({ method: 'GET', path: '/api/videos?scope=community' }),
  'share by e-mail': (f, i) => ({
    method: 'POST',
    path: `/api/recipes/${pick(f.recipeIds, i)}/shares`,
    body: { email: f.friendEmail },
  }),
  'community search': (_f, i) => ({
    method: 'GET',
    path: `/api/community/recipes?q=${encodeURIComponent(pick(['chicken', 'saffron', 'chicken garlic', 'choc', 's', 'lemon t'], i))}`,
  }),
  'finder search': (_f, i) => ({
    method: 'POST',
    path: '/api/finder/search',
    body: { ingredients: pick([['chicken', 'lemon'], ['onion'], ['garlic', 'thyme', 'butter']], i) },
  }),
  suggestions: (_f, i) => ({
    method: 'POST',
    path: '/api/suggest-recipes',
    body: {
      ingredients: pick(
        [
          ['chicken', 'lemon'],
          ['eggs', 'spinach'],
        ],
        i,
      ),
    },
  }),
  'import a page': (f) => ({
    method: 'POST',
    path: '/api/extract-recipe',
    body: { type: 'url', url: f.pageUrl },
  }),
  'add recipe': (_f, i) => ({
    method: 'POST',
    path: '/api/recipes',
    body: {
      recipes: [
        {
          title: `Measured ${pick(['soup', 'stew', 'tart', 'salad'], i)} ${i}`,
          ingredients: '2 cups chicken stock\n1 onion\n2 cloves garlic\n1 lemon',
          instructions: 'Simmer everything for 20 minutes.',
          isPublic: i % 5 === 0,
        },
      ],
    },
  }),
};

async function call(base: string, token: string, probe: Probe) {
  const response = await fetch(`${base}${probe.path}`, {
    method: probe.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(probe.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** A family with a collection of the size the month assumes: 100 recipes, a fifth public, a list of 10. */
async function prepareFamily(base: string, runId: string, pageUrl: string): Promise<Family> {
  const { idToken: token } = await signUpBenchCook(
    base,
    `measure-${runId}@example.com`,
    `Measure-${runId}-Pass1`,
  );
  const friendEmail = `measure-${runId}-friend@example.com`;
  await signUpBenchCook(base, friendEmail, `Measure-${runId}-Pass1`);
  await startTrial(base, token);
  const recipeIds: string[] = [];
  const publicRecipeIds: string[] = [];
  for (let batch = 0; batch < 5; batch += 1) {
    const recipes = Array.from({ length: 20 }, (_, i) => ({
      title: `${pick(['Sunday', 'Lemon', 'Smoky', 'Quick', 'Spiced'], i)} ${pick(['soup', 'chicken', 'stew', 'tart'], batch + i)} ${batch}-${i}`,
      ingredients: '1 cup rice\n2 onions\n1 tbsp olive oil\n300 g chicken thighs',
      instructions: 'Cook the onions. Add the rest and simmer.',
      isPublic: i % 5 === 0,
    }));
    const created = await call(base, token, { method: 'POST', path: '/api/recipes', body: { recipes } });
    if (created.status !== 201) throw new Error(`measure: recipes answered ${created.status}`);
    (created.body.recipes as { id: string; isPublic: boolean }[]).forEach((recipe, i) => {
      recipeIds.push(recipe.id);
      if (recipes[i]?.isPublic) publicRecipeIds.push(recipe.id);
    });
  }
  for (let n = 0; n < 10; n += 1)
    await call(base, token, {
      method: 'POST',
      path: '/api/shopping-list/items',
      body: { text: `item ${n}` },
    });
  const list = await call(base, token, { method: 'GET', path: '/api/shopping-list' });
  const itemIds = (list.body.items as { id: string }[]).map((item) => item.id);
  return { token, friendEmail, recipeIds, publicRecipeIds, itemIds, pageUrl };
}

function totals(requests: RecordedRequest[], samples: number, side: 'reads' | 'writes'): KeyTotals[] {
  const byKey = new Map<string, KeyTotals>();
  for (const use of requests.flatMap((request) => request[side]) as KeyUse[]) {
    const id = `${use.where} ${use.keyClass}`;
    const entry = byKey.get(id) ?? { where: use.where, keyClass: use.keyClass, units: 0, touches: 0 };
    entry.units += use.units / samples;
    entry.touches += 1 / samples;
    byKey.set(id, entry);
  }
  return [...byKey.values()]
    .map((entry) => ({ ...entry, units: round(entry.units), touches: round(entry.touches) }))
    .sort((a, b) => b.units - a.units);
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Sends each probe `samples` times, one request at a time, and answers what each kind cost. The
 * recorder's `take()` hands over what DynamoDB did since the last call.
 */
export async function measureActions(
  base: string,
  recorder: { take(): RecordedRequest[] },
  options: { runId: string; pageUrl: string; samples: number },
): Promise<Record<string, MeasuredAction>> {
  const family = await prepareFamily(base, options.runId, options.pageUrl);
  const measured: Record<string, MeasuredAction> = {};
  // A sign-up is Cognito's, then its confirmation trigger writes the profile (the e-mail index).
  measured['sign-up'] = await measureKind(options.samples, recorder, async (i) => {
    await signUpBenchCook(
      base,
      `measure-${options.runId}-new-${i}@example.com`,
      `Measure-${options.runId}-Pass1`,
    );
  });
  for (const [name, probe] of Object.entries(probes)) {
    // One unrecorded request first: caches (the session record, the finder's index) warm as on Lambda.
    await call(base, family.token, probe(family, 0));
    recorder.take();
    measured[name] = await measureKind(options.samples, recorder, async (i) => {
      const answer = await call(base, family.token, probe(family, i));
      if (answer.status >= 400) throw new Error(`measure: ${name} answered ${answer.status}`);
    });
  }
  return measured;
}

/** Runs `send` for samples 1..n one at a time, and answers its mean cost. */
async function measureKind(
  samples: number,
  recorder: { take(): RecordedRequest[] },
  send: (i: number) => Promise<void>,
): Promise<MeasuredAction> {
  recorder.take();
  const times: number[] = [];
  const requests: RecordedRequest[] = [];
  for (let i = 1; i <= samples; i += 1) {
    const sent = performance.now();
    await send(i);
    times.push(performance.now() - sent);
    // Work the request set going (the live-updates stream consumer) lands with it, or with the next.
    requests.push(...recorder.take());
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    samples,
    ms: {
      p50: round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      mean: round(times.reduce((sum, t) => sum + t, 0) / times.length),
    },
    dynamoRequests: round(requests.length / samples),
    reads: totals(requests, samples, 'reads'),
    writes: totals(requests, samples, 'writes'),
  };
}
