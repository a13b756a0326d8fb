// The pantry (issue 38) through the local API Gateway adapter with real tokens and DynamoDB Local: foods
// kept (an amount read from the food's text, joined into the same food, place and date), changed, removed;
// a cooked recipe's ingredients taken out; bad input refused with the contract's message and nothing
// written; 401 without a session; another household's foods not found; a member's change pushed live.
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../lambdas/src/contracts/finder.js';
import type { Pantry, PantryItem, UsePantryResponse } from '../../lambdas/src/contracts/pantry.js';
import { addRecipe } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { joinByInvitation } from './support/households.js';
import { listen, waitFor } from './support/live.js';

const getPantry = (user: Session) => api<Pantry>('/api/pantry', { token: user.idToken });

const keep = (user: Session, body: Record<string, unknown>) =>
  api<Pantry>('/api/pantry/items', { method: 'POST', token: user.idToken, body });

const change = (user: Session, id: string, body: Record<string, unknown>) =>
  api<PantryItem>(`/api/pantry/items/${id}`, { method: 'PATCH', token: user.idToken, body });

const remove = (user: Session, id: string) =>
  api(`/api/pantry/items/${id}`, { method: 'DELETE', token: user.idToken });

const foods = (pantry: Pantry) => pantry.items.map((item) => [item.food, item.amountText, item.place]);

function find(pantry: Pantry, food: string): PantryItem {
  const found = pantry.items.find((item) => item.food === food);
  if (!found) throw new Error(`No ${food} in ${JSON.stringify(foods(pantry))}`);
  return found;
}

describe('the pantry', () => {
  it('keeps foods with their amount, place and best-before date, soonest first, and joins the same food', async () => {
    const cook = await signUpUser();
    expect((await getPantry(cook)).body).toEqual({ items: [] });

    const eggs = await keep(cook, { food: '6 eggs', place: 'fridge', bestBefore: '2026-12-10' });
    expect(eggs.status).toBe(200);
    expect(eggs.body.items).toEqual([
      expect.objectContaining({
        food: 'eggs',
        matchKey: 'egg',
        amount: 6,
        unit: null,
        amountText: '6',
        place: 'fridge',
        bestBefore: '2026-12-10',
        addedBy: cook.userId,
      }),
    ]);
    await keep(cook, { food: 'flour', amount: 1, unit: 'kg', place: 'cupboard', bestBefore: '2026-12-01' });
    await keep(cook, { food: 'cumin', place: 'cupboard' });
    // Six more eggs of the same date join the six; eggs in the freezer are another item.
    await keep(cook, { food: '6 eggs', place: 'fridge', bestBefore: '2026-12-10' });
    const read = await keep(cook, { food: '500 g flour', place: 'cupboard', bestBefore: '2026-12-01' });
    expect(foods(read.body)).toEqual([
      ['flour', '1.5 kg', 'cupboard'],
      ['eggs', '12', 'fridge'],
      ['cumin', null, 'cupboard'],
    ]);
    expect((await getPantry(cook)).body).toEqual(read.body);

    const flour = find(read.body, 'flour');
    const moved = await change(cook, flour.id, { place: 'freezer', bestBefore: null, amount: 2 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      food: 'flour',
      amount: 2,
      unit: 'kg',
      place: 'freezer',
      bestBefore: null,
    });
    const renamed = await change(cook, flour.id, { food: 'plain flour' });
    expect(renamed.body).toMatchObject({ food: 'plain flour', matchKey: expect.stringContaining('flour') });

    expect((await remove(cook, find(read.body, 'cumin').id)).status).toBe(204);
    const gone = await remove(cook, find(read.body, 'cumin').id);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ error: { code: 'not_found', message: 'Pantry item not found' } });
    expect(foods((await getPantry(cook)).body)).toEqual([
      ['eggs', '12', 'fridge'],
      ['plain flour', '2 kg', 'freezer'],
    ]);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const cook = await signUpUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ place: 'fridge' }, 'Please enter a food'],
      [{ food: '   ', place: 'fridge' }, 'Please enter a food'],
      [{ food: '42', place: 'fridge' }, 'Please enter a food'],
      [{ food: 'eggs', place: 'garage' }, 'Please choose the fridge, the freezer or the cupboard'],
      [{ food: 'eggs', place: 'fridge', amount: -2 }, 'The amount must be more than 0'],
      [
        { food: 'eggs', place: 'fridge', bestBefore: '2026-02-30' },
        'The best-before date must be a date (YYYY-MM-DD)',
      ],
      [{ food: 'x'.repeat(121), place: 'fridge' }, 'A food is at most 120 characters'],
    ];
    for (const [body, message] of cases) {
      const reply = await keep(cook, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toMatchObject({ error: { code: 'bad_request', message } });
    }
    expect((await getPantry(cook)).body.items).toEqual([]);

    const kept = await keep(cook, { food: 'milk', place: 'fridge' });
    const id = find(kept.body, 'milk').id;
    const empty = await change(cook, id, {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: { message: 'Nothing to change' } });
    const badPlace = await change(cook, id, { place: 'attic' });
    expect(badPlace.body).toMatchObject({
      error: { message: 'Please choose the fridge, the freezer or the cupboard' },
    });
    expect(find((await getPantry(cook)).body, 'milk').place).toBe('fridge');
    const noRecipes = await api('/api/pantry/use', {
      method: 'POST',
      token: cook.idToken,
      body: { recipes: [] },
    });
    expect(noRecipes.body).toMatchObject({ error: { message: 'Please choose at least one recipe' } });
  });

  it('answers 401 without a session on every pantry route', async () => {
    const replies = await Promise.all([
      api('/api/pantry'),
      api('/api/pantry/items', { method: 'POST', body: { food: 'eggs', place: 'fridge' } }),
      api('/api/pantry/items/x', { method: 'PATCH', body: { place: 'fridge' } }),
      api('/api/pantry/items/x', { method: 'DELETE' }),
      api('/api/pantry/use', { method: 'POST', body: { recipes: [{ recipeId: 'r' }] } }),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([401, 401, 401, 401, 401]);
  });

  it("is the household's: a member sees and changes it live, another household finds none of it", async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    const stranger = await signUpUser();
    await joinByInvitation(ana, ben);
    const anaListens = await listen(ana);

    const wrote = Date.now();
    const kept = await keep(ben, { food: '6 eggs', place: 'fridge' });
    expect(kept.status).toBe(200);
    const pushed = await waitFor(
      () => anaListens.messages.find((message) => message.kind === 'pantry'),
      2_000,
    );
    expect(pushed).toMatchObject({ kind: 'pantry', id: ana.userId });
    expect((pushed?.at ?? Number.POSITIVE_INFINITY) - wrote).toBeLessThan(2_000);
    anaListens.socket.close();

    const eggs = find((await getPantry(ana)).body, 'eggs');
    expect(eggs.addedBy).toBe(ben.userId);
    expect((await change(ana, eggs.id, { amount: 4 })).status).toBe(200);

    expect((await getPantry(stranger)).body.items).toEqual([]);
    const refused = await change(stranger, eggs.id, { amount: 1 });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ error: { message: 'Pantry item not found' } });
    expect((await remove(stranger, eggs.id)).status).toBe(404);
    expect(find((await getPantry(ben)).body, 'eggs').amount).toBe(4);
  });

  it("takes a cooked recipe's ingredients out, and refuses a recipe the cook may not see", async () => {
    const cook = await signUpUser();
    const other = await signUpUser();
    await keep(cook, { food: '6 eggs', place: 'fridge' });
    await keep(cook, { food: '500 g flour', place: 'cupboard' });
    await keep(cook, { food: '2 cups milk', place: 'fridge' });
    await keep(cook, { food: 'salt', place: 'cupboard' });
    const pancakes = await addRecipe(cook, {
      title: 'Pancakes',
      servings: 4,
      ingredients: '2 eggs\n200 g flour\n2 cups milk\n1 pinch salt',
    });
    const used = await api<UsePantryResponse>('/api/pantry/use', {
      method: 'POST',
      token: cook.idToken,
      body: { recipes: [{ recipeId: pancakes.id }] },
    });
    expect(used.status).toBe(200);
    expect(used.body.used.sort()).toEqual(['eggs', 'flour', 'milk']);
    expect(foods(used.body).sort()).toEqual([
      ['eggs', '4', 'fridge'],
      ['flour', '300 g', 'cupboard'],
      ['salt', null, 'cupboard'],
    ]);
    expect(foods((await getPantry(cook)).body).sort()).toEqual(foods(used.body).sort());

    const secret = await addRecipe(other, { title: 'Secret', visibility: 'private', ingredients: '1 egg' });
    const refused = await api('/api/pantry/use', {
      method: 'POST',
      token: cook.idToken,
      body: { recipes: [{ recipeId: secret.id }] },
    });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ error: { message: 'Recipe not found' } });
    expect(find((await getPantry(cook)).body, 'eggs').amount).toBe(4);
  });

  it('cooks from what we have: the finder ranks the household’s recipes by what is missing, then the soonest date', async () => {
    const cook = await signUpUser();
    const other = await signUpUser();
    const empty = await api<SearchResponse>('/api/finder/pantry', { token: cook.idToken });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ matches: [], total: 0 });

    const omelette = await addRecipe(cook, {
      title: 'Cheese omelette',
      ingredients: '3 eggs\n50 g cheese\n1 tbsp butter',
    });
    const pancakes = await addRecipe(cook, {
      title: 'Pancakes',
      ingredients: '2 eggs\n1 cup flour\n1 cup milk\n1 pinch salt',
    });
    const stew = await addRecipe(cook, { title: 'Beef stew', ingredients: '1 kg beef\n2 carrots' });
    await addRecipe(other, { title: 'Their pancakes', ingredients: '2 eggs\n1 cup flour' });
    await keep(cook, { food: '6 eggs', place: 'fridge', bestBefore: '2026-12-10' });
    await keep(cook, { food: 'flour', place: 'cupboard' });

    const ranked = await api<SearchResponse>('/api/finder/pantry', { token: cook.idToken });
    expect(ranked.status).toBe(200);
    expect(ranked.body.matches.map((match) => [match.title, match.missing, match.soonest])).toEqual([
      ['Pancakes', ['1 cup milk'], '2026-12-10'],
      ['Cheese omelette', ['50 g cheese', '1 tbsp butter'], '2026-12-10'],
    ]);
    expect(ranked.body.matches[0]).toMatchObject({ id: pancakes.id, uses: ['eggs', 'flour'] });
    expect(ranked.body.matches.map((match) => match.id)).not.toContain(stew.id);
    expect(ranked.body.matches[1]?.id).toBe(omelette.id);

    // Butter expiring tomorrow puts the omelette (now missing only cheese) level, and its date first.
    await keep(cook, { food: 'butter', place: 'fridge', bestBefore: '2026-12-01' });
    const again = await api<SearchResponse>('/api/finder/pantry', { token: cook.idToken });
    expect(again.body.matches.map((match) => match.title)).toEqual(['Cheese omelette', 'Pancakes']);

    // Another household's pantry and recipes play no part; without a session, 401.
    expect((await api<SearchResponse>('/api/finder/pantry', { token: other.idToken })).body.matches).toEqual(
      [],
    );
    expect((await api('/api/finder/pantry')).status).toBe(401);
  });

  it('keeps only recipes safe for everyone at home when asked, in the pantry finder and the search', async () => {
    const cook = await signUpUser();
    await addRecipe(cook, { title: 'Peanut cookies', ingredients: '2 eggs\n1 cup peanut butter' });
    await addRecipe(cook, { title: 'Plain pancakes', ingredients: '2 eggs\n1 cup flour' });
    await keep(cook, { food: 'eggs', place: 'fridge' });
    const titles = (reply: { body: SearchResponse }) => reply.body.matches.map((match) => match.title).sort();

    expect(titles(await api<SearchResponse>('/api/finder/pantry', { token: cook.idToken }))).toEqual([
      'Peanut cookies',
      'Plain pancakes',
    ]);
    const safe = await api<SearchResponse>('/api/finder/pantry?avoid=peanuts', { token: cook.idToken });
    expect(safe.status).toBe(200);
    expect(titles(safe)).toEqual(['Plain pancakes']);
    expect(
      titles(await api<SearchResponse>('/api/finder/pantry?diets=vegan', { token: cook.idToken })),
    ).toEqual([]);
    const searched = await api<SearchResponse>('/api/finder/search', {
      method: 'POST',
      token: cook.idToken,
      body: { ingredients: ['eggs'], avoid: ['peanuts'] },
    });
    expect(titles(searched)).toEqual(['Plain pancakes']);

    const bad = await api('/api/finder/pantry?avoid=gravel', { token: cook.idToken });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { message: 'Choose allergies from the list.' } });
    const badBody = await api('/api/finder/search', {
      method: 'POST',
      token: cook.idToken,
      body: { ingredients: ['eggs'], diets: ['carnivore'] },
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body).toMatchObject({ error: { message: 'Choose diets from the list.' } });
  });
});
