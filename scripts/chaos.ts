// `npm run chaos`: the load test's crowd on a throw-away local stack whose stand-ins fail the way AWS
// fails (HEARTH_FAULTS: DynamoDB and S3 throttles and 500s, Step Functions task failures) and deliver
// a share of stream batches and task invocations twice (HEARTH_DUPLICATE_SHARE). Each cook adds
// recipes, shopping-list lines and meal-plan entries, ticks lines, rates recipes, reads Home and
// recipes and imports a saved page; a few import a small Paprika collection meanwhile. Every write and
// its answer goes in a ledger (chaos/ledger.ts); when the crowd is done, the faults are turned off and
// what the stack holds is read back: every acknowledged write there exactly once, nothing doubled,
// nothing refused yet applied. A person's client retries a 429 or 503 that carries Retry-After, and
// nothing else (a 500 is shown, and the person decides). Not part of `npm test`.
// CHAOS_COOKS (default 16), CHAOS_SECONDS (60), CHAOS_REQUESTS (3,000), CHAOS_PAUSE_MS (a cook's mean
// pause between actions, 400), CHAOS_COLLECTIONS (cooks importing a collection, 2); HEARTH_FAULTS and
// HEARTH_DUPLICATE_SHARE default to the figures below. Exits 1 when anything was lost or doubled.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cognitoCall, localPool } from '../infra/local/cognito.js';
import { srpTokens } from '../infra/local/srp-sign-in.js';
import { startLocalStack } from '../infra/local/stack.js';
import type { CreateImportResponse, ImportJobView } from '../lambdas/src/contracts/collections.js';
import { MEAL_TYPES } from '../lambdas/src/contracts/planning.js';
import { paprikaCollection } from '../test/support/collection-files.js';
import { serveRecipePage } from './bench-import.js';
import { Ledger, outcomeOf } from './chaos/ledger.js';

const bounded = (name: string, fallback: number, min: number, max: number) =>
  Math.min(Math.max(Number(process.env[name] ?? fallback) || fallback, min), max);
const COOKS = bounded('CHAOS_COOKS', 16, 2, 200);
const SECONDS = bounded('CHAOS_SECONDS', 60, 10, 900);
const MAX_REQUESTS = bounded('CHAOS_REQUESTS', 3_000, 100, 100_000);
const PAUSE_MS = bounded('CHAOS_PAUSE_MS', 400, 0, 10_000);
const COLLECTIONS = Math.min(bounded('CHAOS_COLLECTIONS', 2, 0, 20), COOKS);
const COLLECTION_SIZE = 10;
const FAULTS =
  process.env.HEARTH_FAULTS ??
  'dynamodb:throttle:0.05,dynamodb:error:0.02,s3:throttle:0.02,s3:error:0.02,sfn:task-fail:0.02';
const DUPLICATE_SHARE = Number(process.env.HEARTH_DUPLICATE_SHARE ?? 0.2);
/** Recipes a cook adds at most (with their four and a collection, under the free tier's 50). */
const MAX_NEW_RECIPES = 12;

interface Answer {
  status: number | null;
  body: Record<string, unknown>;
}

/** What the crowd was answered, for the report. */
const tally = {
  requests: 0,
  statuses: new Map<string, number>(),
  retried: 0,
  withRetryAfter: 0,
  serverErrorsWithMessage: 0,
  serverErrors: 0,
};

async function call(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  for (let attempt = 1; ; attempt += 1) {
    tally.requests += 1;
    let answer: Answer;
    let retryAfter: number | null = null;
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // Longer than API Gateway's 30 s: the stack answers first.
        signal: AbortSignal.timeout(35_000),
      });
      const text = await response.text();
      let parsed: Record<string, unknown> = {};
      try {
        parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        parsed = { text };
      }
      answer = { status: response.status, body: parsed };
      const header = response.headers.get('retry-after');
      retryAfter = header === null ? null : Number(header);
    } catch {
      answer = { status: null, body: {} };
    }
    const key = answer.status === null ? 'no answer' : String(answer.status);
    tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
    if (answer.status !== null && answer.status >= 500) {
      tally.serverErrors += 1;
      const message = (answer.body.error as { message?: unknown } | undefined)?.message;
      if (typeof message === 'string' && message.length > 0) tally.serverErrorsWithMessage += 1;
    }
    const busy = answer.status === 429 || answer.status === 503;
    if (busy && retryAfter !== null && Number.isFinite(retryAfter)) tally.withRetryAfter += 1;
    if (!busy || retryAfter === null || !Number.isFinite(retryAfter) || attempt >= 3) return answer;
    tally.retried += 1;
    await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfter, 3) * 1000));
  }
}

interface Cook {
  n: number;
  token: string;
  recipes: { id: string; title: string }[];
  newRecipes: number;
  items: Map<string, boolean>;
  planId: string;
  usedSlots: Set<string>;
  rated: Set<string>;
  lines: number;
  collection?: Promise<void>;
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;
const runId = Math.random().toString(36).slice(2, 7);
const ledger = new Ledger();
let savedPage = '';

async function prepareCook(base: string, n: number): Promise<Cook> {
  const email = `chaos-${runId}-${n}@example.com`;
  const password = `Chaos-${runId}-Pass1`;
  const made = await cognitoCall(`${base}/cognito`, 'SignUp', {
    ClientId: localPool.clientId,
    Username: email,
    Password: password,
  });
  if (made.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(made.body)}`);
  const { IdToken: token } = await srpTokens({ endpoint: `${base}/cognito`, username: email, password });
  const recipes = Array.from({ length: 4 }, (_, i) => ({
    title: `Chaos ${runId} cook ${n} starter ${i}`,
    ingredients: '1 cup flour\n2 eggs\n1 cup milk',
  }));
  const created = await call(base, token, 'POST', '/api/recipes', { recipes });
  if (created.status !== 201) throw new Error(`recipes: ${created.status} ${JSON.stringify(created.body)}`);
  for (const recipe of recipes) ledger.create(`recipe:${n}:${recipe.title}`, 'acknowledged');
  const plan = await call(base, token, 'POST', '/api/meal-plans', {
    name: `Chaos week ${n}`,
    startDate: '2026-11-30',
  });
  if (plan.status !== 201) throw new Error(`meal plan: ${plan.status} ${JSON.stringify(plan.body)}`);
  return {
    n,
    token,
    recipes: created.body.recipes as { id: string; title: string }[],
    newRecipes: 0,
    items: new Map(),
    planId: String((plan.body as { id?: string }).id),
    usedSlots: new Set(),
    rated: new Set(),
    lines: 0,
  };
}

type Act = (base: string, cook: Cook) => Promise<void>;

const actions: { name: string; weight: number; act: Act }[] = [
  {
    name: 'Home',
    weight: 18,
    act: async (base, cook) => void (await call(base, cook.token, 'GET', '/api/recipes')),
  },
  {
    name: 'recipe page',
    weight: 14,
    act: async (base, cook) =>
      void (await call(base, cook.token, 'GET', `/api/recipes/${pick(cook.recipes).id}`)),
  },
  {
    name: 'add a recipe',
    weight: 8,
    act: async (base, cook) => {
      if (cook.newRecipes >= MAX_NEW_RECIPES) return;
      cook.newRecipes += 1;
      const title = `Chaos ${runId} cook ${cook.n} dish ${cook.newRecipes}`;
      const answer = await call(base, cook.token, 'POST', '/api/recipes', {
        recipes: [{ title, ingredients: '2 onions\n1 tbsp butter', isPublic: cook.newRecipes % 3 === 0 }],
      });
      ledger.create(`recipe:${cook.n}:${title}`, outcomeOf(answer.status));
      const made = (answer.body.recipes as { id: string; title: string }[] | undefined)?.[0];
      if (answer.status === 201 && made) cook.recipes.push(made);
    },
  },
  {
    name: 'add a list line',
    weight: 10,
    act: async (base, cook) => {
      cook.lines += 1;
      const token = `chaos${runId}c${cook.n}l${cook.lines}`;
      const answer = await call(base, cook.token, 'POST', '/api/shopping-list/items', { text: token });
      ledger.create(`line:${cook.n}:${token}`, outcomeOf(answer.status));
      const line = (answer.body.items as { id: string; item: string }[] | undefined)?.find((item) =>
        item.item.toLowerCase().includes(token),
      );
      if (outcomeOf(answer.status) === 'acknowledged' && line) {
        cook.items.set(line.id, false);
        ledger.start(`tick:${line.id}`, 'false');
      }
    },
  },
  {
    name: 'tick a line',
    weight: 10,
    act: async (base, cook) => {
      if (cook.items.size === 0) return;
      const id = pick([...cook.items.keys()]);
      const checked = !cook.items.get(id);
      cook.items.set(id, checked);
      const answer = await call(base, cook.token, 'PATCH', `/api/shopping-list/items/${id}`, { checked });
      ledger.update(`tick:${id}`, String(checked), outcomeOf(answer.status));
    },
  },
  {
    name: 'rate a recipe',
    weight: 6,
    act: async (base, cook) => {
      const { id } = pick(cook.recipes);
      if (!cook.rated.has(id)) {
        cook.rated.add(id);
        ledger.start(`rating:${cook.n}:${id}`, 'null');
      }
      const rating = 1 + Math.floor(Math.random() * 5);
      const answer = await call(base, cook.token, 'PUT', `/api/recipes/${id}/rating`, { rating });
      ledger.update(`rating:${cook.n}:${id}`, String(rating), outcomeOf(answer.status));
    },
  },
  {
    name: 'plan a meal',
    weight: 8,
    act: async (base, cook) => {
      const recipe = pick(cook.recipes);
      const dayOfWeek = Math.floor(Math.random() * 7);
      const mealType = pick(MEAL_TYPES);
      const slot = `${recipe.id}:${dayOfWeek}:${mealType}`;
      if (cook.usedSlots.has(slot)) return;
      cook.usedSlots.add(slot);
      const answer = await call(base, cook.token, 'POST', `/api/meal-plans/${cook.planId}/recipes`, {
        recipeId: recipe.id,
        dayOfWeek,
        mealType,
      });
      ledger.create(`plan:${cook.n}:${slot}`, outcomeOf(answer.status));
    },
  },
  {
    name: 'import a saved page',
    weight: 2,
    act: async (base, cook) =>
      void (await call(base, cook.token, 'POST', '/api/extract-recipe', { type: 'url', url: savedPage })),
  },
];
const totalWeight = actions.reduce((sum, action) => sum + action.weight, 0);
function chooseAction() {
  let roll = Math.random() * totalWeight;
  for (const action of actions) {
    roll -= action.weight;
    if (roll < 0) return action;
  }
  return actions[0] as (typeof actions)[number];
}

/** A Paprika collection of ten recipes with photos, uploaded and imported while the crowd runs. */
async function importCollection(base: string, cook: Cook): Promise<void> {
  const archive = paprikaCollection(COLLECTION_SIZE);
  const made = await call(base, cook.token, 'POST', '/api/imports', {
    fileName: 'Family.paprikarecipes',
    size: archive.length,
  });
  if (made.status !== 201) return void ledger.create(`collection:${cook.n}`, outcomeOf(made.status));
  const { job, upload } = made.body as unknown as CreateImportResponse;
  if (upload.mode !== 'post') throw new Error('a small archive is uploaded in one POST');
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([Buffer.from(archive)]), 'Family.paprikarecipes');
  const stored = await fetch(upload.url, { method: 'POST', body: form });
  if (!stored.ok) throw new Error(`collection upload answered ${stored.status}`);
  const begun = await call(base, cook.token, 'POST', `/api/imports/${job.jobId}/begin`, {});
  if (outcomeOf(begun.status) === 'refused') return;
  const deadline = performance.now() + 5 * 60_000;
  let seen: ImportJobView | null = null;
  let last = 'not read';
  while (performance.now() < deadline) {
    const answer = await call(base, cook.token, 'GET', `/api/imports/${job.jobId}`);
    const view = answer.body as unknown as ImportJobView;
    if (answer.status === 200) last = `${view.status} (${view.done} of ${view.total} done)`;
    if (
      answer.status === 200 &&
      !['waiting-for-file', 'queued', 'reading', 'running'].includes(view.status)
    ) {
      seen = view;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  collections.push({
    n: cook.n,
    status: seen?.status ?? `after 5 minutes still ${last}`,
    imported: seen?.imported ?? 0,
    failed: seen?.failed ?? 0,
  });
  // Each recipe the job says it imported is acknowledged; one it does not name may or may not be there.
  const imported = new Set((seen?.recipes ?? []).map((recipe) => recipe.title));
  for (let i = 1; i <= COLLECTION_SIZE; i += 1) {
    const title = `Family recipe ${i}`;
    ledger.create(`recipe:${cook.n}:${title}`, imported.has(title) ? 'acknowledged' : 'unknown');
  }
}
const collections: { n: number; status: string; imported: number; failed: number }[] = [];

async function allPages<T>(base: string, token: string, path: string, key: string): Promise<T[]> {
  const found: T[] = [];
  let cursor: string | null = null;
  do {
    const answer = await call(
      base,
      token,
      'GET',
      `${path}${path.includes('?') ? '&' : '?'}limit=60${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    found.push(...((answer.body[key] as T[] | undefined) ?? []));
    cursor = (answer.body.nextCursor as string | null | undefined) ?? null;
  } while (cursor);
  return found;
}

/** What the stack holds for each cook, read with the faults off. */
async function readBack(base: string, cooks: Cook[]) {
  const found = new Map<string, number>();
  const values = new Map<string, string>();
  const count = (key: string) => found.set(key, (found.get(key) ?? 0) + 1);
  for (const cook of cooks) {
    const recipes = await allPages<{ id: string; title: string }>(
      base,
      cook.token,
      '/api/recipes?mine=true',
      'recipes',
    );
    for (const recipe of recipes) count(`recipe:${cook.n}:${recipe.title}`);
    const list = await call(base, cook.token, 'GET', '/api/shopping-list');
    for (const item of (list.body.items as { id: string; item: string; checked: boolean }[]) ?? []) {
      const token = /chaos\w+/.exec(item.item.toLowerCase())?.[0];
      if (token) count(`line:${cook.n}:${token}`);
      values.set(`tick:${item.id}`, String(item.checked));
    }
    const plan = await call(base, cook.token, 'GET', `/api/meal-plans/${cook.planId}`);
    for (const entry of (plan.body.entries as { recipeId: string; dayOfWeek: number; mealType: string }[]) ??
      [])
      count(`plan:${cook.n}:${entry.recipeId}:${entry.dayOfWeek}:${entry.mealType}`);
    for (const id of cook.rated) {
      const recipe = await call(base, cook.token, 'GET', `/api/recipes/${id}`);
      const viewer = recipe.body.viewer as { rating: number | null } | undefined;
      values.set(`rating:${cook.n}:${id}`, String(viewer?.rating ?? null));
    }
  }
  return { found, values };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hearth-chaos-'));
  // A cook acts far more often than a person: widen the abuse limits on this throw-away stack only.
  process.env.RATE_LIMIT_MULTIPLIER = '1000';
  process.env.HEARTH_ALLOW_PRIVATE_FETCH = 'true';
  // The app logs each 500 it answers; the crowd counts them instead (LOG_LEVEL=info to read them).
  process.env.LOG_LEVEL ??= 'silent';
  const page = await serveRecipePage();
  savedPage = page.url;
  const stack = await startLocalStack({
    port: 0,
    dataDir,
    serveFrontend: false,
    quiet: true,
    inMemory: true,
    faults: FAULTS,
    duplicateShare: DUPLICATE_SHARE,
  });
  try {
    // Set-up without faults: the cooks' accounts are not what is measured.
    stack.setFaultsActive(false);
    const cooks: Cook[] = [];
    for (let n = 0; n < COOKS; n += 8)
      cooks.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(8, COOKS - n) }, (_, i) => prepareCook(stack.url, n + i)),
        )),
      );
    const setUpRequests = tally.requests;
    tally.requests = 0;
    tally.statuses.clear();
    console.log(
      `${COOKS} cooks signed up (${setUpRequests} requests, no faults); faults now on: ${FAULTS}; duplicate share ${DUPLICATE_SHARE}`,
    );

    stack.setFaultsActive(true);
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    for (const cook of cooks.slice(0, COLLECTIONS)) cook.collection = importCollection(stack.url, cook);
    const cookLoop = async (cook: Cook) => {
      while (tally.requests < MAX_REQUESTS && performance.now() < deadline) {
        if (PAUSE_MS > 0)
          await new Promise((resolve) =>
            setTimeout(
              resolve,
              Math.min(-Math.log(1 - Math.random()) * PAUSE_MS, Math.max(0, deadline - performance.now())),
            ),
          );
        if (tally.requests >= MAX_REQUESTS || performance.now() >= deadline) break;
        await chooseAction().act(stack.url, cook);
      }
      await cook.collection;
    };
    await Promise.all(cooks.map(cookLoop));
    const seconds = (performance.now() - started) / 1000;
    const crowdRequests = tally.requests;
    const statuses = [...tally.statuses].sort(([a], [b]) => a.localeCompare(b));
    // Let the stream poller and any workflow finish with what the crowd left, then read back without faults.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    stack.setFaultsActive(false);
    const faults = stack.faultsInjected();
    const twice = stack.deliveredTwice();
    const { found, values } = await readBack(stack.url, cooks);
    const findings = ledger.check(found, values);

    const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);
    const list = (record: Record<string, number>) =>
      Object.entries(record)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ') || 'none';
    console.log(
      `\nnpm run chaos: ${COOKS} cooks for ${seconds.toFixed(1)} s on ${availableParallelism()} cores (load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')})`,
    );
    console.log(
      `requests        ${crowdRequests} (${tally.retried} retried after a 429/503 with Retry-After)`,
    );
    console.log(`answers         ${statuses.map(([status, n]) => `${status}: ${n}`).join(', ')}`);
    console.log(
      `5xx answers     ${tally.serverErrors}, ${tally.serverErrorsWithMessage} of them with a message for the person`,
    );
    console.log(`faults injected ${sum(faults)} (${list(faults)})`);
    console.log(`delivered twice ${sum(twice)} (${list(twice)})`);
    console.log(
      `collections     ${collections.map((c) => `${c.status} ${c.imported} imported, ${c.failed} failed`).join('; ') || 'none'}`,
    );
    console.log(
      `writes          ${findings.writes.acknowledged} acknowledged, ${findings.writes.refused} refused, ${findings.writes.unknown} unknown (5xx or no answer)`,
    );
    console.log(
      `lost ${findings.lost.length}, doubled ${findings.doubled.length}, applied though refused ${findings.appliedThoughRefused.length}`,
    );
    for (const line of [
      ...findings.lost.map((k) => `lost: ${k}`),
      ...findings.doubled.map((k) => `doubled: ${k}`),
      ...findings.appliedThoughRefused.map((k) => `applied though refused: ${k}`),
    ].slice(0, 30))
      console.log(`  ${line}`);
    if (findings.lost.length || findings.doubled.length || findings.appliedThoughRefused.length)
      process.exitCode = 1;
  } finally {
    await stack.stop();
    await page.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
