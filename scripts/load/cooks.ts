// The cooks of `npm run load` (load.ts): each one's account, recipes and list, the actions a cook takes,
// picked at random by weight, and the one HTTP call they make.
import { cognitoCall, localPool } from '../../infra/local/cognito.js';
import { srpTokens } from '../../infra/local/srp-sign-in.js';

export interface Cook {
  token: string;
  recipeIds: string[];
  itemIds: string[];
  ticked: Map<string, boolean>;
}

export interface Action {
  name: string;
  weight: number;
  request: (cook: Cook) => { method: string; path: string; body?: unknown };
}

/** The saved recipe page the cooks import, on the load test's own loopback server (set by load.ts). */
export const page = { url: '' };

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;

const actions: Action[] = [
  { name: 'Home', weight: 30, request: () => ({ method: 'GET', path: '/api/recipes' }) },
  {
    name: 'recipe page',
    weight: 25,
    request: (cook) => ({ method: 'GET', path: `/api/recipes/${pick(cook.recipeIds)}` }),
  },
  {
    name: 'rating',
    weight: 10,
    request: (cook) => ({
      method: 'PUT',
      path: `/api/recipes/${pick(cook.recipeIds)}/rating`,
      body: { rating: 1 + Math.floor(Math.random() * 5) },
    }),
  },
  {
    name: 'list tick',
    weight: 15,
    request: (cook) => {
      const id = pick(cook.itemIds);
      const checked = !cook.ticked.get(id);
      cook.ticked.set(id, checked);
      return { method: 'PATCH', path: `/api/shopping-list/items/${id}`, body: { checked } };
    },
  },
  {
    name: 'Community search',
    weight: 10,
    request: () => ({
      method: 'GET',
      path: `/api/community/recipes?q=${pick(['s', 'soup', 'chicken', 'ch', 'lemon t'])}`,
    }),
  },
  {
    name: 'finder search',
    weight: 10,
    request: () => ({
      method: 'POST',
      path: '/api/finder/search',
      body: { ingredients: pick([['chicken', 'lemon'], ['onion'], ['garlic', 'thyme', 'butter']]) },
    }),
  },
  {
    name: 'import a saved page',
    weight: 3,
    request: () => ({ method: 'POST', path: '/api/extract-recipe', body: { type: 'url', url: page.url } }),
  },
];
const totalWeight = actions.reduce((sum, action) => sum + action.weight, 0);

export function chooseAction(): Action {
  let roll = Math.random() * totalWeight;
  for (const action of actions) {
    roll -= action.weight;
    if (roll < 0) return action;
  }
  return actions[0] as Action;
}

const INGREDIENTS = ['chicken thighs', 'garlic', 'lemon', 'onion', 'thyme', 'butter', 'olive oil', 'cumin'];

export async function call(base: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** A cook with an account, a few recipes (some public) and a shopping list of four lines. */
export async function prepareCook(base: string, n: number, runId: string): Promise<Cook> {
  const email = `load-${runId}-${n}@example.com`;
  const password = `Load-${runId}-Pass1`;
  const cognito = (operation: string, body: Record<string, unknown>) =>
    cognitoCall(`${base}/cognito`, operation, body);
  const made = await cognito('SignUp', { ClientId: localPool.clientId, Username: email, Password: password });
  if (made.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(made.body)}`);
  const { IdToken: token } = await srpTokens({ endpoint: `${base}/cognito`, username: email, password });
  const recipes = Array.from({ length: 4 }, (_, i) => ({
    title: `${pick(['Sunday', 'Lemon', 'Smoky', 'Quick'])} ${pick(['soup', 'chicken', 'stew', 'tart'])} ${n}-${i}`,
    ingredients: [0, 1, 2]
      .map((k) => `1 cup ${INGREDIENTS[(n + i + k * 3) % INGREDIENTS.length]}`)
      .join('\n'),
    isPublic: i === 0,
  }));
  const created = await call(base, token, 'POST', '/api/recipes', { recipes });
  if (created.status !== 201) throw new Error(`recipes: ${created.status} ${JSON.stringify(created.body)}`);
  for (const text of ['2 lemons', '1 onion', 'milk', 'bread'])
    await call(base, token, 'POST', '/api/shopping-list/items', { text });
  const list = await call(base, token, 'GET', '/api/shopping-list');
  return {
    token,
    recipeIds: (created.body.recipes as { id: string }[]).map((recipe) => recipe.id),
    itemIds: (list.body.items as { id: string }[]).map((item) => item.id),
    ticked: new Map(),
  };
}
