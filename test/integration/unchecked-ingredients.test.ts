// A line whose food the classifier cannot place, over the real stack (issue 38): the recipe names it as
// not checked, is never "safe for everyone" on Home, and its cook settles it by checking the line
// (PUT /api/recipes/{id}/dietary with `checked`); an edited line is not checked.
import { describe, expect, it } from 'vitest';
import { addRecipe } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { signUpUser } from './support/auth.js';
import { join, send, settle } from './support/household-routes.js';

interface Dietary {
  contains: string[];
  unknown?: string[];
  corrected?: { checked?: string[] };
}

describe('a recipe with an ingredient that could not be checked', () => {
  it('is not safe for anyone until its cook checks the line, and an edited line is not checked', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const bake = (await addRecipe(ana, {
      title: 'Mystery bake',
      ingredients: '2 cups flour\n1 jar Blorbo spread',
    })) as unknown as { id: string; dietary: Dietary };
    await addRecipe(ana, { title: 'Tomato salad', ingredients: '4 tomatoes\n1 tbsp olive oil' });
    expect(bake.dietary.unknown).toEqual(['1 jar Blorbo spread']);
    const safe = async () => {
      const reply = await api<{ recipes: { title: string }[] }>('/api/recipes?avoid=peanuts', {
        token: ana.idToken,
      });
      expect(reply.status).toBe(200);
      return reply.body.recipes.map((recipe) => recipe.title).sort();
    };
    expect(await safe()).toEqual(['Tomato salad']);

    const path = `/api/recipes/${bake.id}/dietary`;
    const reply = await send<{ dietary: Dietary }>(ana, 'PUT', path, {
      notContains: [],
      fits: [],
      note: 'Blorbo is our plum jam',
      checked: ['1 jar Blorbo spread', '1 cup something not in the recipe'],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.dietary.unknown).toEqual([]);
    // Only a line that could not be checked is kept as checked.
    expect(reply.body.dietary.corrected?.checked).toEqual(['1 jar Blorbo spread']);
    expect(await safe()).toEqual(['Mystery bake', 'Tomato salad']);

    const edited = await api<{ dietary: Dietary }>(`/api/recipes/${bake.id}`, {
      method: 'PATCH',
      token: ana.idToken,
      body: { ingredients: '2 cups flour\n2 jars Blorbo spread' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.dietary.unknown).toEqual(['2 jars Blorbo spread']);
    expect(await safe()).toEqual(['Tomato salad']);
  });

  it('refuses checked lines that are not a list of lines, no token, a member (403) and another household (404)', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    const stranger = await signUpUser({ displayName: 'Zoe' });
    await join(ana, ben);
    await settle();
    const bake = await addRecipe(ana, {
      title: 'Bake',
      ingredients: '1 jar Blorbo spread',
      visibility: 'household',
    });
    const path = `/api/recipes/${bake.id}/dietary`;
    const good = { notContains: [], fits: [], note: null, checked: ['1 jar Blorbo spread'] };
    for (const checked of ['1 jar Blorbo spread', [42], ['x'.repeat(501)], Array(51).fill('1 jar')]) {
      const bad = await send(ana, 'PUT', path, { ...good, checked });
      expect(bad.status, JSON.stringify(checked).slice(0, 40)).toBe(400);
    }
    expect((await send(null, 'PUT', path, good)).status).toBe(401);
    expect((await send(ben, 'PUT', path, good)).status).toBe(403);
    expect((await send(stranger, 'PUT', path, good)).status).toBe(404);
    const page = await api<{ dietary: Dietary }>(`/api/recipes/${bake.id}`, { token: ana.idToken });
    expect(page.body.dietary.unknown).toEqual(['1 jar Blorbo spread']);
  });
});
