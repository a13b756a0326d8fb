// The crowd of `npm run chaos` (chaos.ts): each cook's set-up, the actions a cook takes (weighted), a
// collection imported while the crowd runs, and what the stack holds afterwards, read back.

import { cognitoCall, localPool } from '../../infra/local/cognito.js';
import { srpTokens } from '../../infra/local/srp-sign-in.js';
import type { CreateImportResponse, ImportJobView } from '../../lambdas/src/contracts/collections.js';
import { MEAL_TYPES } from '../../lambdas/src/contracts/planning.js';
import { paprikaCollection } from '../../test/support/collection-files.js';
import { allPages, call } from './client.js';
import { Ledger, outcomeOf } from './ledger.js';

/** Recipes a cook adds at most (with their four and a collection, under the free tier's 50). */
const MAX_NEW_RECIPES = 12;
/** Recipes in the collection a few cooks import. */
const COLLECTION_SIZE = 10;

export interface Cook {
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
/** Every write the crowd made and its answer (ledger.ts). */
export const ledger = new Ledger();
/** The saved recipe page the crowd imports (served by chaos.ts). */
export const crowd = { savedPage: '' };

export async function prepareCook(base: string, n: number): Promise<Cook> {
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
      void (await call(base, cook.token, 'POST', '/api/extract-recipe', {
        type: 'url',
        url: crowd.savedPage,
      })),
  },
];
const totalWeight = actions.reduce((sum, action) => sum + action.weight, 0);
export function chooseAction() {
  let roll = Math.random() * totalWeight;
  for (const action of actions) {
    roll -= action.weight;
    if (roll < 0) return action;
  }
  return actions[0] as (typeof actions)[number];
}

/** A Paprika collection of ten recipes with photos, uploaded and imported while the crowd runs. */
export async function importCollection(base: string, cook: Cook): Promise<void> {
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
export const collections: { n: number; status: string; imported: number; failed: number }[] = [];

/** What the stack holds for each cook, read with the faults off. */
export async function readBack(base: string, cooks: Cook[]) {
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
