// The shopping list through the local API Gateway adapter with real tokens and DynamoDB Local: the list made
// on first use, recipes added (scaled and merged across recipes), ticking, aisles, deleting, Clear Checked,
// who may see what, and concurrent writes from two tabs that must not lose anything.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { addRecipe } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';

interface Item {
  id: string;
  quantity: string | null;
  item: string;
  food: string;
  checked: boolean;
  aisle: string;
  aisleCorrected: boolean;
  recipeId: string | null;
  recipes: { id: string; title: string }[];
}

interface List {
  id: string;
  name: string;
  items: Item[];
  toBuy: number;
  grocery: { name: string; url: string };
}

const line = (item: Item) => [item.quantity, item.item].filter(Boolean).join(' ');

const getList = (user: Session) => api<List>('/api/shopping-list', { token: user.idToken });

const addRecipes = (user: Session, recipes: { recipeId: string; servings?: number }[]) =>
  api<List>('/api/shopping-list/recipes', { method: 'POST', token: user.idToken, body: { recipes } });

const addItem = (user: Session, text: string) =>
  api<List>('/api/shopping-list/items', { method: 'POST', token: user.idToken, body: { text } });

const patchItem = (user: Session, id: string, body: Record<string, unknown>) =>
  api<Item>(`/api/shopping-list/items/${id}`, { method: 'PATCH', token: user.idToken, body });

function find(list: List, text: string): Item {
  const found = list.items.find((item) => line(item) === text);
  if (!found) throw new Error(`No line '${text}' in ${JSON.stringify(list.items.map(line))}`);
  return found;
}

describe('GET /api/shopping-list', () => {
  it("creates 'My Shopping List' on first use and answers the same list afterwards", async () => {
    const user = await signUpUser();
    const [first, second] = await Promise.all([getList(user), getList(user)]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ name: 'My Shopping List', items: [], toBuy: 0 });
    expect(first.body.grocery.url).toMatch(/^https?:\/\//);
    expect(second.body.id).toBe(first.body.id);
    expect((await getList(user)).body.id).toBe(first.body.id);
  });

  it('answers 401 without a session', async () => {
    const reply = await api('/api/shopping-list');
    expect(reply.status).toBe(401);
  });
});

describe('POST /api/shopping-list/recipes', () => {
  it('adds the ingredients of two recipes, merging the same food, linked to both recipes', async () => {
    const user = await signUpUser();
    const pancakes = await addRecipe(user, {
      title: 'Pancakes',
      ingredients: '1 cup butter\n2 cups all-purpose flour\n2 large eggs\nFor the topping:\nSalt to taste',
    });
    const cookies = await addRecipe(user, {
      title: 'Cookies',
      ingredients: '2 tbsp butter, softened\n200 g chocolate chips\n1 egg',
    });
    const reply = await addRecipes(user, [{ recipeId: pancakes.id }, { recipeId: cookies.id }]);
    expect(reply.status).toBe(200);
    expect(reply.body.items.map(line)).toEqual([
      '1 1/8 cups butter',
      '2 cups all-purpose flour',
      '3 large eggs',
      'Salt to taste',
      '200 g chocolate chips',
    ]);
    const butter = find(reply.body, '1 1/8 cups butter');
    expect(butter).toMatchObject({
      quantity: '1 1/8',
      item: 'cups butter',
      food: 'butter',
      aisle: 'dairy',
      checked: false,
      recipeId: pancakes.id,
      recipes: [
        { id: pancakes.id, title: 'Pancakes' },
        { id: cookies.id, title: 'Cookies' },
      ],
    });
    expect(find(reply.body, '200 g chocolate chips').aisle).toBe('pantry');
    expect(reply.body.toBuy).toBe(5);
    expect((await getList(user)).body).toEqual(reply.body);
  });

  it('scales to the chosen servings when the recipe has servings', async () => {
    const user = await signUpUser();
    const soup = await addRecipe(user, { ingredients: '2 cups chicken broth\n1 onion', servings: 4 });
    const plain = await addRecipe(user, { ingredients: '1 lemon' });
    const reply = await addRecipes(user, [
      { recipeId: soup.id, servings: 8 },
      { recipeId: plain.id, servings: 3 },
    ]);
    expect(reply.body.items.map(line)).toEqual(['4 cups chicken broth', '2 onions', '1 lemon']);
  });

  it('merges into lines already on the list, but never into a checked one', async () => {
    const user = await signUpUser();
    const first = await addRecipe(user, { ingredients: '200 g flour\n1 tsp salt' });
    const second = await addRecipe(user, { ingredients: '0.5 kg flour\n1/2 tsp salt' });
    const added = await addRecipes(user, [{ recipeId: first.id }]);
    const salt = find(added.body, '1 tsp salt');
    expect((await patchItem(user, salt.id, { checked: true })).status).toBe(200);
    const merged = await addRecipes(user, [{ recipeId: second.id }]);
    expect(merged.body.items.map((item) => [line(item), item.checked])).toEqual([
      ['700 g flour', false],
      ['1 tsp salt', true],
      ['1/2 tsp salt', false],
    ]);
  });

  it('adds public recipes of others, refuses their private ones with 404 and adds nothing', async () => {
    const owner = await signUpUser();
    const cook = await signUpUser();
    const open = await addRecipe(owner, { ingredients: '3 carrots', isPublic: true });
    const secret = await addRecipe(owner, { ingredients: '1 cup secret sauce' });
    const refused = await addRecipes(cook, [{ recipeId: open.id }, { recipeId: secret.id }]);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ error: { code: 'not_found', message: 'Recipe not found' } });
    expect((await getList(cook)).body.items).toEqual([]);
    const allowed = await addRecipes(cook, [{ recipeId: open.id }]);
    expect(allowed.body.items.map(line)).toEqual(['3 carrots']);
  });

  it('adds a private recipe shared with the cook, and refuses it again once the share is revoked', async () => {
    const owner = await signUpUser();
    const cook = await signUpUser();
    const family = await addRecipe(owner, { title: 'Family Stew', ingredients: '2 lb beef stew meat' });
    const shared = await api(`/api/recipes/${family.id}/shares`, {
      method: 'POST',
      token: owner.idToken,
      body: { email: cook.email },
    });
    expect(shared.status).toBeLessThan(300);
    const added = await addRecipes(cook, [{ recipeId: family.id }]);
    expect(added.status).toBe(200);
    expect(added.body.items.map((item) => [line(item), item.recipes])).toEqual([
      ['2 lb beef stew meat', [{ id: family.id, title: 'Family Stew' }]],
    ]);
    await api(`/api/recipes/${family.id}/shares/${cook.userId}`, { method: 'DELETE', token: owner.idToken });
    expect((await addRecipes(cook, [{ recipeId: family.id }])).status).toBe(404);
  });

  it.each([
    [{ recipes: [] }, 'Please choose at least one recipe'],
    [{}, 'Please choose at least one recipe'],
    [{ recipes: [{ recipeId: '' }] }, 'Each recipe needs a recipeId'],
    [{ recipes: [{ recipeId: 'r1', servings: 0 }] }, 'Servings must be at least 1'],
    [{ recipes: [{ recipeId: 'r1', servings: 1.5 }] }, 'Servings must be a whole number'],
  ])('answers 400 for %j', async (body, message) => {
    const user = await signUpUser();
    const reply = await api('/api/shopping-list/recipes', { method: 'POST', token: user.idToken, body });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: { code: 'bad_request', message } });
  });

  it('answers 401 without a session', async () => {
    const reply = await api('/api/shopping-list/recipes', {
      method: 'POST',
      body: { recipes: [{ recipeId: 'x' }] },
    });
    expect(reply.status).toBe(401);
  });
});

describe('items', () => {
  it('adds a typed item, merging it like a recipe line', async () => {
    const user = await signUpUser();
    await addItem(user, '2 lemons');
    const reply = await addItem(user, '1 lemon');
    expect(reply.status).toBe(200);
    expect(reply.body.items.map((item) => [line(item), item.recipeId, item.aisle])).toEqual([
      ['3 lemons', null, 'produce'],
    ]);
    const blank = await addItem(user, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ error: { message: 'Please enter an item' } });
  });

  it('ticks, unticks and rewords a line; the change survives a reload', async () => {
    const user = await signUpUser();
    const list = await addItem(user, '2 cups milk');
    const milk = find(list.body, '2 cups milk');
    const ticked = await patchItem(user, milk.id, { checked: true });
    expect(ticked.body).toMatchObject({ id: milk.id, checked: true });
    expect((await getList(user)).body).toMatchObject({ toBuy: 0, items: [{ checked: true }] });
    await patchItem(user, milk.id, { checked: false });
    const reworded = await patchItem(user, milk.id, { quantity: '1', item: 'gallon oat milk' });
    expect(reworded.body).toMatchObject({ quantity: '1', item: 'gallon oat milk', food: 'oat milk' });
    // A later recipe line joins the reworded line by its new food.
    const joined = await addItem(user, '1 gallon oat milk');
    expect(joined.body.items.map(line)).toEqual(['2 gallons oat milk']);
  });

  it('moves a line to another aisle and remembers that aisle for the food', async () => {
    const user = await signUpUser();
    const list = await addItem(user, '1 jar tahini');
    const tahini = find(list.body, '1 jar tahini');
    expect(tahini.aisle).toBe('pantry');
    const moved = await patchItem(user, tahini.id, { aisle: 'other' });
    expect(moved.body).toMatchObject({ aisle: 'other', aisleCorrected: true });
    await api(`/api/shopping-list/items/${tahini.id}`, { method: 'DELETE', token: user.idToken });
    const again = await addItem(user, '2 tbsp tahini');
    expect(again.body.items).toMatchObject([{ food: 'tahini', aisle: 'other', aisleCorrected: true }]);
    // Another user's table is untouched by this user's correction.
    const other = await signUpUser();
    expect((await addItem(other, 'tahini')).body.items[0]?.aisle).toBe('pantry');
  });

  it.each([
    [{}, 'Nothing to change'],
    [{ aisle: 'garage' }, 'Please choose an aisle from the list'],
    [{ checked: 'yes' }, 'checked must be true or false'],
    [{ item: ' ' }, 'Please enter an item'],
  ])('answers 400 to PATCH %j', async (body, message) => {
    const user = await signUpUser();
    const list = await addItem(user, 'bread');
    const reply = await patchItem(user, list.body.items[0]?.id ?? '', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: { message } });
  });

  it("answers 404 for another user's line and leaves it alone", async () => {
    const owner = await signUpUser();
    const intruder = await signUpUser();
    const list = await addItem(owner, '6 eggs');
    const eggs = find(list.body, '6 eggs');
    expect((await patchItem(intruder, eggs.id, { checked: true })).status).toBe(404);
    const deleted = await api(`/api/shopping-list/items/${eggs.id}`, {
      method: 'DELETE',
      token: intruder.idToken,
    });
    expect(deleted.status).toBe(404);
    expect(deleted.body).toMatchObject({ error: { code: 'not_found', message: 'Item not found' } });
    expect((await getList(owner)).body.items).toMatchObject([{ id: eggs.id, checked: false }]);
    expect((await getList(intruder)).body.items).toEqual([]);
  });

  it('answers 401 to item routes without a session', async () => {
    expect(
      (await api('/api/shopping-list/items/x', { method: 'PATCH', body: { checked: true } })).status,
    ).toBe(401);
    expect((await api('/api/shopping-list/items/x', { method: 'DELETE' })).status).toBe(401);
    expect((await api('/api/shopping-list/items', { method: 'POST', body: { text: 'x' } })).status).toBe(401);
    expect((await api('/api/shopping-list/clear-checked', { method: 'POST' })).status).toBe(401);
  });

  it('deletes a line, then answers 404 for it', async () => {
    const user = await signUpUser();
    const list = await addItem(user, 'paper towels');
    const id = list.body.items[0]?.id ?? '';
    const first = await api(`/api/shopping-list/items/${id}`, { method: 'DELETE', token: user.idToken });
    expect(first.status).toBe(204);
    const second = await api(`/api/shopping-list/items/${id}`, { method: 'DELETE', token: user.idToken });
    expect(second.status).toBe(404);
    expect((await getList(user)).body.items).toEqual([]);
  });
});

describe('POST /api/shopping-list/clear-checked', () => {
  it('removes only the checked lines', async () => {
    const user = await signUpUser();
    await addItem(user, '1 bunch kale');
    await addItem(user, '2 avocados');
    const list = await addItem(user, '1 loaf bread');
    await patchItem(user, find(list.body, '1 bunch kale').id, { checked: true });
    await patchItem(user, find(list.body, '1 loaf bread').id, { checked: true });
    const reply = await api<List & { cleared: number }>('/api/shopping-list/clear-checked', {
      method: 'POST',
      token: user.idToken,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.cleared).toBe(2);
    expect(reply.body.items.map(line)).toEqual(['2 avocados']);
    expect((await getList(user)).body.items.map(line)).toEqual(['2 avocados']);
  });
});

describe('two tabs writing at once', () => {
  it('keeps every tick and every added amount when ticks and additions race', async () => {
    const user = await signUpUser();
    const bakes = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        addRecipe(user, { title: `Bake ${n}`, ingredients: `1 cup butter\n${n} eggs` }),
      ),
    );
    const start = await addItem(user, '1 cup butter');
    await Promise.all([addItem(user, 'flour'), addItem(user, 'sugar'), addItem(user, 'cocoa')]);
    const others = (await getList(user)).body.items.filter((item) => item.food !== 'butter');
    const butter = find(start.body, '1 cup butter');

    // Tab A ticks three lines while tab B adds four recipes that join the butter line and one another.
    await Promise.all([
      ...others.map((item) => patchItem(user, item.id, { checked: true })),
      ...bakes.map((bake) => addRecipes(user, [{ recipeId: bake.id }])),
    ]);

    const after = (await getList(user)).body;
    // The three were added at once, so their order on the list is whichever landed first.
    expect(
      after.items
        .filter((item) => item.checked)
        .map((item) => item.food)
        .sort(),
    ).toEqual(['cocoa', 'flour', 'sugar']);
    expect(find(after, '5 cups butter').id).toBe(butter.id);
    expect(find(after, '10 eggs').recipes).toHaveLength(4);
    expect(after.items).toHaveLength(5);
  });

  it('does not lose a tick made while Clear Checked runs, nor delete a line unticked meanwhile', async () => {
    // The race made certain: Clear Checked runs here with the real repository on the stack's table,
    // and the other tab's two writes (through the API) land right after Clear Checked has read the
    // list and before it deletes. It read rice as ticked and beans as not; the delete must still spare
    // rice (now unticked) and leave beans (now ticked) alone.
    process.env.TABLE_NAME ??= 'hearth';
    const { shoppingListRepository } = await import('../../lambdas/src/data/entities/shopping-list.js');
    const { clearCheckedItems } = await import(
      '../../lambdas/src/domain/shopping/use-cases/shopping-list.js'
    );
    const table = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: 'us-east-1',
        endpoint: inject('hearthDynamoEndpoint'),
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
    const user = await signUpUser();
    await addItem(user, 'rice');
    const list = await addItem(user, 'beans');
    const rice = find(list.body, 'rice');
    const beans = find(list.body, 'beans');
    expect((await patchItem(user, rice.id, { checked: true })).status).toBe(200);

    const lists = shoppingListRepository(table, 'hearth');
    const otherTab: number[] = [];
    let reads = 0;
    const racingLists: typeof lists = {
      ...lists,
      async read(userId) {
        const snapshot = await lists.read(userId);
        reads += 1;
        if (reads === 1) {
          otherTab.push((await patchItem(user, rice.id, { checked: false })).status);
          otherTab.push((await patchItem(user, beans.id, { checked: true })).status);
        }
        return snapshot;
      },
    };
    const cleared = await clearCheckedItems({ lists: racingLists }, user.userId, () => new Date(), {
      name: 'Instacart',
      url: 'https://www.instacart.com/store',
    });

    expect(otherTab).toEqual([200, 200]);
    expect(cleared.cleared).toBe(0);
    const after = (await getList(user)).body.items;
    expect(after.map((item) => [item.food, item.checked]).sort()).toEqual([
      ['beans', true],
      ['rice', false],
    ]);
  });
});
