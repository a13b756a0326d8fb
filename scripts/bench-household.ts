// Bench of a family (issue 15): a 4-member household around the 5,000-recipe collection. Three cooks
// join the collection's owner through the real invitation routes (the link read from the local outbox),
// each adds recipes, list lines, plan entries and dishes of their own, and the scenarios read Home, the
// list, a plan, a menu and the household page as a member. Then the live path: one member writes, the
// other's open socket hears of it (through DynamoDB's stream and @connections) and refetches the list.
import WebSocket from 'ws';
import type { HttpMethod } from '../lambdas/src/routes.js';

export interface HouseholdBenchContext {
  /** ID tokens of the three members who joined the owner (the owner's is `bigToken`). */
  memberTokens: string[];
  householdPlanId: string;
  householdMenuId: string;
}

export interface HouseholdScenario {
  method: HttpMethod;
  route: string;
  label: string;
  path: (ctx: HouseholdBenchContext) => string;
  token: (ctx: HouseholdBenchContext) => string;
  body?: () => unknown;
  expectStatus?: number;
}

const member = (n: number) => (ctx: HouseholdBenchContext) => ctx.memberTokens[n] ?? '';

export function householdScenarios(size: string): HouseholdScenario[] {
  const family = `Household of 4, ${size} recipes`;
  return [
    {
      method: 'GET',
      route: '/api/recipes',
      label: `${family}: Home as a member, page 1`,
      path: () => '/api/recipes',
      token: member(0),
    },
    {
      method: 'GET',
      route: '/api/recipes',
      label: `${family}: Home as a member, Mine`,
      path: () => '/api/recipes?mine=true',
      token: member(0),
    },
    {
      method: 'GET',
      route: '/api/shopping-list',
      label: `${family}: shopping list (lines from 4 cooks)`,
      path: () => '/api/shopping-list',
      token: member(1),
    },
    {
      method: 'GET',
      route: '/api/meal-plans/{id}',
      label: `${family}: meal plan page (entries from 4 cooks)`,
      path: (ctx) => `/api/meal-plans/${ctx.householdPlanId}`,
      token: member(2),
    },
    {
      method: 'GET',
      route: '/api/dinner-parties/{id}',
      label: `${family}: menu page (dishes from 4 cooks)`,
      path: (ctx) => `/api/dinner-parties/${ctx.householdMenuId}`,
      token: member(2),
    },
    {
      method: 'GET',
      route: '/api/household',
      label: `${family}: Household page`,
      path: () => '/api/household',
      token: member(0),
    },
    {
      // A paid feature as a member without a plan of their own: the owner's covers them (one BatchGet).
      method: 'POST',
      route: '/api/uploads/recipe-file',
      label: `${family}: paid-feature check as a member`,
      path: () => '/api/uploads/recipe-file',
      token: member(1),
      body: () => ({ contentType: 'image/jpeg', size: 100_000 }),
      expectStatus: 201,
    },
  ];
}

type Call = (token: string, path: string, method?: string, body?: unknown) => Promise<unknown>;

function caller(stackUrl: string): Call {
  return async (token, path, method = 'GET', body) => {
    const response = await fetch(`${stackUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const reply = response.status === 204 ? {} : await response.json();
    if (response.status >= 300)
      throw new Error(`Household bench ${method} ${path}: ${JSON.stringify(reply)}`);
    return reply;
  };
}

/** The invitation link's token in the newest mail to `email` (the local outbox, as a person reads it). */
async function invitationToken(stackUrl: string, email: string): Promise<string> {
  const response = await fetch(`${stackUrl}/__mail/api/messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { links: string[] }[] };
  const link = messages.flatMap((message) => message.links).find((href) => href.includes('/join/'));
  if (!link) throw new Error(`Household bench: no invitation mail for ${email}`);
  return decodeURIComponent(link.split('/join/')[1] ?? '');
}

/**
 * Brings three new cooks into `owner`'s household and fills what a family shares. `signUp` makes an
 * account whose address is `email`; the owner is on a plan (the bench's trial is another account's).
 */
export async function prepareHouseholdBench(
  stackUrl: string,
  owner: { idToken: string },
  signUp: (name: string) => Promise<{ idToken: string; email: string }>,
): Promise<HouseholdBenchContext> {
  const call = caller(stackUrl);
  const cooks = [await signUp('dad'), await signUp('teen'), await signUp('gran')];
  for (const cook of cooks) {
    await call(owner.idToken, '/api/household/invitations', 'POST', { email: cook.email });
    const token = await invitationToken(stackUrl, cook.email);
    await call(cook.idToken, `/api/household-invitations/${token}/accept`, 'POST');
  }
  const everyone = [owner.idToken, ...cooks.map((cook) => cook.idToken)];
  // The household's plan comes from the owner: a trial through the local checkout simulator.
  const checkout = (await call(owner.idToken, '/api/subscription/checkout', 'POST', { plan: 'monthly' })) as {
    url: string;
  };
  const session = new URL(checkout.url, stackUrl).searchParams.get('session') ?? '';
  await call(owner.idToken, `/api/checkout-simulator/sessions/${session}/complete`, 'POST');

  const recipeIds: string[] = [];
  for (const [n, token] of everyone.entries()) {
    const added = (await call(token, '/api/recipes', 'POST', {
      recipes: Array.from({ length: 5 }, (_, i) => ({
        title: `Cook ${n} favourite ${i + 1}`,
        servings: 4,
        ingredients: `2 cups rice\n1 onion\n${i + 1} cloves garlic`,
      })),
    })) as { recipes: { id: string }[] };
    recipeIds.push(...added.recipes.map((recipe) => recipe.id));
  }
  for (const [n, token] of everyone.entries()) {
    await call(token, '/api/shopping-list/recipes', 'POST', {
      recipes: recipeIds.slice(n * 5, n * 5 + 2).map((recipeId) => ({ recipeId })),
    });
    await call(token, '/api/shopping-list/items', 'POST', { text: `${n + 1} pints of milk` });
  }
  const plan = (await call(cooks[0]?.idToken ?? '', '/api/meal-plans', 'POST', {
    name: 'Family week',
    startDate: '2026-11-23',
  })) as { id: string };
  for (let day = 0; day < 7; day += 1) {
    for (const [n, mealType] of (['lunch', 'dinner'] as const).entries()) {
      await call(everyone[(day + n) % everyone.length] ?? '', `/api/meal-plans/${plan.id}/recipes`, 'POST', {
        recipeId: recipeIds[(day * 2 + n) % recipeIds.length],
        dayOfWeek: day,
        mealType,
      });
    }
  }
  const menu = (await call(owner.idToken, '/api/dinner-parties', 'POST', {
    name: 'Grandad’s birthday',
    guestCount: 10,
  })) as { id: string };
  for (const [n, token] of everyone.entries()) {
    await call(token, `/api/dinner-parties/${menu.id}/recipes`, 'POST', {
      recipes: [
        { recipeId: recipeIds[n * 5], courseType: (['appetizer', 'main', 'side', 'dessert'] as const)[n] },
      ],
    });
  }
  return {
    memberTokens: cooks.map((cook) => cook.idToken),
    householdPlanId: plan.id,
    householdMenuId: menu.id,
  };
}

export interface LiveTiming {
  /** From the writer's request to the other member's socket hearing of it. */
  pushed: number[];
  /** From the writer's request to the other member holding the refetched list that shows the line. */
  onScreen: number[];
}

/**
 * One member adds a line to the list `runs` times; another member's open socket hears of each and
 * refetches the list, as the app does. Sequential, so each timing is one write's alone.
 */
export async function timeLiveUpdates(
  stackUrl: string,
  writerToken: string,
  readerToken: string,
  runs: number,
): Promise<LiveTiming> {
  const call = caller(stackUrl);
  const socket = new WebSocket(
    `${stackUrl.replace(/^http/, 'ws')}/live?token=${encodeURIComponent(readerToken)}`,
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let heard: (() => void) | undefined;
  socket.on('message', (data) => {
    if ((JSON.parse(String(data)) as { kind?: string }).kind === 'shopping') heard?.();
  });
  const timing: LiveTiming = { pushed: [], onScreen: [] };
  try {
    for (let i = 0; i < runs; i += 1) {
      // Letters, not digits: a number would be read as the line's quantity and the lines would merge.
      const text = `bench herb ${i.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)] ?? 'q')}`;
      const arrived = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('Household bench: no push within 10 s')), 10_000);
        heard = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      const started = performance.now();
      await call(writerToken, '/api/shopping-list/items', 'POST', { text });
      await arrived;
      timing.pushed.push(performance.now() - started);
      const list = (await call(readerToken, '/api/shopping-list')) as { items: { text?: string }[] };
      if (!JSON.stringify(list.items).includes(text)) throw new Error('Household bench: the line is missing');
      timing.onScreen.push(performance.now() - started);
    }
  } finally {
    socket.close();
  }
  return timing;
}
