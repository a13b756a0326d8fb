// A change sent twice counts once (data/entities/change-mark.ts): the device names each addition to the
// list or the pantry, and each use of the pantry, and keeps the name with a change kept offline; a change on
// its way when the page closed is sent again by the next page. Through the local API Gateway adapter with
// real tokens and DynamoDB Local: the same name twice (one after the other, and both at once) adds once,
// another name adds again, a name is the sender's own, and a bad name is refused and writes nothing.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { Pantry, UsePantryResponse } from '../../lambdas/src/contracts/pantry.js';
import type { ShoppingList } from '../../lambdas/src/contracts/shopping.js';
import { changeMarkKeys } from '../../lambdas/src/data/entities/change-mark.js';
import { addRecipe } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { joinByInvitation, testTable } from './support/households.js';

const post = <T>(user: Session, path: string, body: Record<string, unknown>) =>
  api<T>(path, { method: 'POST', token: user.idToken, body });

const lines = (list: ShoppingList) =>
  list.items.map((item) => [item.quantity, item.item].filter(Boolean).join(' ')).sort();

const foods = (pantry: Pantry) => pantry.items.map((item) => `${item.food} · ${item.amountText}`).sort();

const listOf = async (user: Session) =>
  lines((await api<ShoppingList>('/api/shopping-list', { token: user.idToken })).body);

const pantryOf = async (user: Session) =>
  foods((await api<Pantry>('/api/pantry', { token: user.idToken })).body);

const changeId = () => `c${crypto.randomUUID().replaceAll('-', '')}`;

describe('a change sent twice', () => {
  it('adds a typed line to the list once, sent again or both at once; another change adds again', async () => {
    const cook = await signUpUser();
    const lemons = { text: '2 lemons', changeId: changeId() };
    const first = await post<ShoppingList>(cook, '/api/shopping-list/items', lemons);
    expect(first.status).toBe(200);
    const again = await post<ShoppingList>(cook, '/api/shopping-list/items', lemons);
    expect(again.status).toBe(200);
    expect(lines(again.body)).toEqual(['2 lemons']);

    const plums = { text: '7 plums', changeId: changeId() };
    const both = await Promise.all([
      post<ShoppingList>(cook, '/api/shopping-list/items', plums),
      post<ShoppingList>(cook, '/api/shopping-list/items', plums),
    ]);
    expect(both.map((reply) => reply.status)).toEqual([200, 200]);
    expect(await listOf(cook)).toEqual(['2 lemons', '7 plums']);

    await post(cook, '/api/shopping-list/items', { text: '2 lemons', changeId: changeId() });
    await post(cook, '/api/shopping-list/items', { text: '1 lemon' });
    expect(await listOf(cook)).toEqual(['5 lemons', '7 plums']);

    // The mark outlives the device's 30 days of keeping a change by one, then TTL removes it.
    const mark = await testTable().send(
      new GetCommand({
        TableName: 'hearth',
        Key: changeMarkKeys.item({ userId: cook.userId, kind: 'shopping-add', changeId: lemons.changeId }, 0),
      }),
    );
    const days = (Number(mark.Item?.expiresAt) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(30.9);
    expect(days).toBeLessThan(31.1);
  });

  it("adds a recipe's ingredients once, a long recipe's many transactions included", async () => {
    const cook = await signUpUser();
    const ingredients = Array.from({ length: 150 }, (_, i) => `${i + 1} g spice number ${i + 1}`);
    const long = await addRecipe(cook, { title: 'Spice rack', ingredients: ingredients.join('\n') });
    const cake = await addRecipe(cook, { title: 'Cake', ingredients: '3 eggs\n200 g sugar' });
    const body = { recipes: [{ recipeId: long.id }, { recipeId: cake.id }], changeId: changeId() };
    const first = await post<ShoppingList>(cook, '/api/shopping-list/recipes', body);
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(152);
    const again = await post<ShoppingList>(cook, '/api/shopping-list/recipes', body);
    expect(again.status).toBe(200);
    expect(lines(again.body)).toEqual(lines(first.body));
    expect(lines(again.body)).toContain('3 eggs');

    await post(cook, '/api/shopping-list/recipes', {
      recipes: [{ recipeId: cake.id }],
      changeId: changeId(),
    });
    expect(await listOf(cook)).toContain('6 eggs');
  });

  it('keeps a food once and takes a cooked recipe out once', async () => {
    const cook = await signUpUser();
    const eggs = { food: '6 eggs', place: 'fridge', changeId: changeId() };
    await post(cook, '/api/pantry/items', eggs);
    const again = await post<Pantry>(cook, '/api/pantry/items', eggs);
    expect(again.status).toBe(200);
    expect(foods(again.body)).toEqual(['eggs · 6']);

    const flour = { food: '500 g flour', place: 'cupboard', changeId: changeId() };
    await Promise.all([post(cook, '/api/pantry/items', flour), post(cook, '/api/pantry/items', flour)]);
    expect(await pantryOf(cook)).toEqual(['eggs · 6', 'flour · 500 g']);
    // Joined into the food kept (a write conditional on its version), named again: once.
    const more = { food: '2 eggs', place: 'fridge', changeId: changeId() };
    await post(cook, '/api/pantry/items', more);
    await post(cook, '/api/pantry/items', more);
    expect(await pantryOf(cook)).toEqual(['eggs · 8', 'flour · 500 g']);

    const pancakes = await addRecipe(cook, { title: 'Pancakes', ingredients: '2 eggs\n200 g flour' });
    const use = { recipes: [{ recipeId: pancakes.id }], changeId: changeId() };
    const used = await post<UsePantryResponse>(cook, '/api/pantry/use', use);
    expect(used.body.used.sort()).toEqual(['eggs', 'flour']);
    const usedAgain = await post<UsePantryResponse>(cook, '/api/pantry/use', use);
    expect(usedAgain.status).toBe(200);
    expect(usedAgain.body.used).toEqual([]);
    expect(foods(usedAgain.body)).toEqual(['eggs · 6', 'flour · 300 g']);
    expect(await pantryOf(cook)).toEqual(['eggs · 6', 'flour · 300 g']);
  });

  it("is the sender's own name: a household member's change of the same name is another change", async () => {
    const owner = await signUpUser();
    const member = await signUpUser();
    await joinByInvitation(owner, member);
    const name = changeId();
    await post(owner, '/api/shopping-list/items', { text: '2 limes', changeId: name });
    await post(member, '/api/shopping-list/items', { text: '2 limes', changeId: name });
    expect(await listOf(owner)).toEqual(['4 limes']);
  });

  it.each([
    ['/api/shopping-list/items', { text: '2 lemons', changeId: 'short' }],
    ['/api/shopping-list/items', { text: '2 lemons', changeId: 42 }],
    ['/api/pantry/items', { food: 'eggs', place: 'fridge', changeId: 'has spaces in it' }],
    ['/api/pantry/use', { recipes: [{ recipeId: 'r1' }], changeId: 'x'.repeat(65) }],
    ['/api/shopping-list/recipes', { recipes: [{ recipeId: 'r1' }], changeId: '../../etc' }],
  ])('refuses a bad change name on %s and writes nothing', async (path, body) => {
    const cook = await signUpUser();
    const reply = await post(cook, path, body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      error: {
        code: 'bad_request',
        message: expect.stringMatching(/^The change id must be (text|8 to 64 letters, digits, - or _)$/),
      },
    });
    expect(await listOf(cook)).toEqual([]);
    expect(await pantryOf(cook)).toEqual([]);
  });
});
