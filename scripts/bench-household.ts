// Bench of a family (issue 15): a 4-member household around the large collection (5,000 recipes). Three cooks
// join the collection's owner through the real invitation routes (the link read from the local outbox),
// each adds recipes, list lines, plan entries and dishes of their own, and the scenarios read Home, the
// list, a plan, a menu and the household page as a member. Then the live path: one member writes, the
// other's open socket hears of it (through DynamoDB's stream and @connections) and refetches the list.
import WebSocket from 'ws';
import { mailTo } from './bench-account.js';
import { type BenchContext, type Scenario, type ScenarioGroup, setupCall } from './bench-scenario.js';

const member = (n: number) => (ctx: BenchContext) => ctx.memberTokens[n] ?? '';

/** A member's read, held to the single cook's scenario `solo` (bench-pages.ts, bench-recipes.ts, …). */
const read = (what: string, route: string, path: (ctx: BenchContext) => string, n: number, solo: string) =>
  ({
    method: 'GET',
    route,
    label: `Household of 4, large collection: ${what}`,
    path,
    token: member(n),
    household: solo,
  }) satisfies Scenario;

const familyScenarios: Scenario[] = [
  read('Home as a member, page 1', '/api/recipes', () => '/api/recipes', 0, 'Home, large collection: page 1'),
  read(
    'Home as a member, Mine',
    '/api/recipes',
    () => '/api/recipes?mine=true',
    0,
    'Home, large collection: page 1',
  ),
  read(
    'shopping list (lines from 4 cooks)',
    '/api/shopping-list',
    () => '/api/shopping-list',
    1,
    'Shopping list, 8 recipes merged',
  ),
  read(
    'meal plan page (entries from 4 cooks)',
    '/api/meal-plans/{id}',
    (ctx) => `/api/meal-plans/${ctx.householdPlanId}`,
    2,
    'Meal plan page, 14 meals',
  ),
  read(
    'menu page (dishes from 4 cooks)',
    '/api/dinner-parties/{id}',
    (ctx) => `/api/dinner-parties/${ctx.householdMenuId}`,
    2,
    'Dinner-party menu page, 6 dishes',
  ),
  read('Household page', '/api/household', () => '/api/household', 0, 'Household page, a household of one'),
  {
    // A paid feature as a member without a plan of their own: the owner's covers them (one BatchGet).
    method: 'POST',
    route: '/api/uploads/recipe-file',
    label: 'Household of 4, large collection: paid-feature check as a member',
    token: member(1),
    body: () => ({ contentType: 'image/jpeg', size: 100_000 }),
    expectStatus: 201,
    household: 'POST /api/uploads/recipe-file (presign)',
  },
];

/** The invitation link's token in the newest mail to `email` (the local outbox, as a person reads it). */
export async function invitationToken(stackUrl: string, email: string): Promise<string> {
  const link = (await mailTo(stackUrl, email))
    .flatMap((message) => message.links)
    .find((href) => href.includes('/join/'));
  if (!link) throw new Error(`Household bench: no invitation mail for ${email}`);
  return decodeURIComponent(link.split('/join/')[1] ?? '');
}

/**
 * Brings three new cooks into the large collection's owner's household and fills what a family
 * shares. The owner is put on a plan (a trial through the local checkout simulator).
 */
async function prepareHouseholdBench(ctx: BenchContext): Promise<Partial<BenchContext>> {
  const call = <T = Record<string, unknown>>(token: string, path: string, method = 'GET', body?: unknown) =>
    setupCall<T>(ctx, token, path, method, body);
  const owner = { idToken: ctx.bigToken };
  const cooks = [await ctx.signUp('dad'), await ctx.signUp('teen'), await ctx.signUp('gran')];
  for (const cook of cooks) {
    await call(owner.idToken, '/api/household/invitations', 'POST', { email: cook.email });
    const token = await invitationToken(ctx.stackUrl, cook.email);
    await call(cook.idToken, `/api/household-invitations/${token}/accept`, 'POST');
  }
  const everyone = [owner.idToken, ...cooks.map((cook) => cook.idToken)];
  // The household's plan comes from the owner: a trial through the local checkout simulator.
  const checkout = await call<{ url: string }>(owner.idToken, '/api/subscription/checkout', 'POST', {
    plan: 'monthly',
  });
  const session = new URL(checkout.url, ctx.stackUrl).searchParams.get('session') ?? '';
  await call(owner.idToken, `/api/checkout-simulator/sessions/${session}/complete`, 'POST');

  const recipeIds: string[] = [];
  for (const [n, token] of everyone.entries()) {
    const added = await call<{ recipes: { id: string }[] }>(token, '/api/recipes', 'POST', {
      recipes: Array.from({ length: 5 }, (_, i) => ({
        title: `Cook ${n} favourite ${i + 1}`,
        servings: 4,
        ingredients: `2 cups rice\n1 onion\n${i + 1} cloves garlic`,
      })),
    });
    recipeIds.push(...added.recipes.map((recipe) => recipe.id));
  }
  for (const [n, token] of everyone.entries()) {
    await call(token, '/api/shopping-list/recipes', 'POST', {
      recipes: recipeIds.slice(n * 5, n * 5 + 2).map((recipeId) => ({ recipeId })),
    });
    await call(token, '/api/shopping-list/items', 'POST', { text: `${n + 1} pints of milk` });
  }
  const plan = await call<{ id: string }>(cooks[0]?.idToken ?? '', '/api/meal-plans', 'POST', {
    name: 'Family week',
    startDate: '2026-11-23',
  });
  for (let day = 0; day < 7; day += 1) {
    for (const [n, mealType] of (['lunch', 'dinner'] as const).entries()) {
      await call(everyone[(day + n) % everyone.length] ?? '', `/api/meal-plans/${plan.id}/recipes`, 'POST', {
        recipeId: recipeIds[(day * 2 + n) % recipeIds.length],
        dayOfWeek: day,
        mealType,
      });
    }
  }
  const menu = await call<{ id: string }>(owner.idToken, '/api/dinner-parties', 'POST', {
    name: 'Grandad’s birthday',
    guestCount: 10,
  });
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

/**
 * The family: runs last, since it makes the large collection's owner a household of four (the
 * single-cook reads and the finder's comparison run on the owner alone before it).
 */
export const householdScenarios: ScenarioGroup = {
  name: 'a family of four',
  prepare: prepareHouseholdBench,
  scenarios: familyScenarios,
};

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
  const call = (token: string, path: string, method = 'GET', body?: unknown) =>
    setupCall({ stackUrl }, token, path, method, body);
  // As the app opens its socket: a one-time connect ticket first (an ID token in the address is refused).
  const { ticket } = (await call(readerToken, '/api/live/tickets', 'POST')) as { ticket: string };
  const socket = new WebSocket(
    `${stackUrl.replace(/^http/, 'ws')}/live?ticket=${encodeURIComponent(ticket)}`,
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
