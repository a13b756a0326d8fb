// Home: the user's recipes newest first, paged; filters (favorites, to try, category) and search, each
// page within two DynamoDB requests (counted by the local adapter's x-hearth-dynamo-requests header).
import { beforeAll, describe, expect, it } from 'vitest';
import { addRecipe, type Card, getCounted, type HomePage, home } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';

let cook: Session;
let stew: Card;
let pie: Card;
let salad: Card;
let shared: Card;

beforeAll(async () => {
  cook = await signUpUser();
  stew = await addRecipe(cook, {
    title: 'Beef Stew',
    ingredients: '2 lb chuck roast\n4 carrots',
    categoryIds: ['dinner-beef'],
    tags: 'winter',
  });
  pie = await addRecipe(cook, {
    title: 'Apple Pie',
    description: 'Flaky crust',
    categoryIds: ['desserts-pies'],
  });
  salad = await addRecipe(cook, {
    title: 'Greek Salad',
    categoryIds: ['lunch-salads', 'dinner-sides'],
    tags: 'summer',
  });
  shared = await addRecipe(cook, { title: 'Public Carrot Cake', isPublic: true, ingredients: '3 carrots' });
});

const ids = (page: HomePage) => page.recipes.map((recipe) => recipe.id);

describe('GET /api/recipes', () => {
  it('lists own recipes newest first with card data, in one DynamoDB request', async () => {
    const reply = await getCounted<HomePage>('/api/recipes', cook.idToken);
    expect(reply.status).toBe(200);
    expect(ids(reply.body)).toEqual([shared.id, salad.id, pie.id, stew.id]);
    expect(reply.body.recipes[3]).toMatchObject({
      categories: [{ name: 'Beef' }],
      tags: ['winter'],
      rating: { average: null, count: 0 },
    });
    expect(reply.dynamoRequests).toBe(1);
  });

  it('pages with a cursor', async () => {
    const first = await home(cook, 'limit=3');
    expect(ids(first.body)).toEqual([shared.id, salad.id, pie.id]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await home(cook, `limit=3&cursor=${first.body.nextCursor}`);
    expect(ids(second.body)).toEqual([stew.id]);
    const bad = await home(cook, 'cursor=bm90LWEtY3Vyc29y');
    expect(bad.status).toBe(400);
  });

  it("refuses another user's cursor", async () => {
    const other = await signUpUser();
    const first = await home(cook, 'limit=1');
    const reply = await home(other, `cursor=${first.body.nextCursor}`);
    expect(reply.status).toBe(400);
  });

  it('filters by category including subcategories, in two DynamoDB requests', async () => {
    const dinner = await getCounted<HomePage>('/api/recipes?category=dinner', cook.idToken);
    expect(ids(dinner.body)).toEqual([salad.id, stew.id]);
    expect(dinner.body.recipes[0]?.categories.map((category) => category.id)).toEqual([
      'lunch-salads',
      'dinner-sides',
    ]);
    expect(dinner.dynamoRequests).toBeLessThanOrEqual(2);
    expect(ids((await home(cook, 'category=desserts-pies')).body)).toEqual([pie.id]);
  });

  it('searches title, description, ingredients and tags, any case, every word', async () => {
    const search = async (q: string) => ids((await home(cook, `q=${encodeURIComponent(q)}`)).body);
    expect(await search('CARROT')).toEqual([shared.id, stew.id]);
    expect(await search('flaky')).toEqual([pie.id]);
    expect(await search('summer')).toEqual([salad.id]);
    expect(await search('carrot chuck')).toEqual([stew.id]);
    expect(await search('nothing-like-this')).toEqual([]);
    const counted = await getCounted<HomePage>('/api/recipes?q=carrot', cook.idToken);
    expect(counted.dynamoRequests).toBeLessThanOrEqual(2);
  });

  it('shows Recipes To Try: own private recipes the user has not rated', async () => {
    await api(`/api/recipes/${pie.id}/rating`, { method: 'PUT', token: cook.idToken, body: { rating: 2 } });
    const reply = await getCounted<HomePage>('/api/recipes?filter=to-try', cook.idToken);
    expect(ids(reply.body)).toEqual([salad.id, stew.id]);
    expect(reply.dynamoRequests).toBe(1);
  });

  it('shows favorites, optionally narrowed by category, in two DynamoDB requests', async () => {
    await api(`/api/recipes/${stew.id}/favorite`, { method: 'PUT', token: cook.idToken });
    await api(`/api/recipes/${salad.id}/rating`, { method: 'PUT', token: cook.idToken, body: { rating: 5 } });
    const all = await getCounted<HomePage>('/api/recipes?filter=favorites', cook.idToken);
    expect(ids(all.body)).toEqual([salad.id, stew.id]);
    expect(all.dynamoRequests).toBe(2);
    expect(ids((await home(cook, 'filter=favorites&category=lunch')).body)).toEqual([salad.id]);
    expect(ids((await home(cook, 'filter=favorites&q=stew')).body)).toEqual([stew.id]);
  });

  it('shows only the caller their own collection, and a new account has none', async () => {
    const newcomer = await signUpUser();
    expect((await home(newcomer)).body).toEqual({ recipes: [], nextCursor: null });
  });

  it('answers 400 for an unknown filter and 401 without a token', async () => {
    expect((await home(cook, 'filter=everything')).status).toBe(400);
    expect((await api('/api/recipes')).status).toBe(401);
  });
});
