// Recipes keep their language over the real stack (issue 37): detected from the ingredients when the
// request names none, kept as named, changed by its owner only; an unknown tag is refused and changes
// nothing; 401 without a token. The shopping list reads a recipe's lines in the recipe's language.
import { describe, expect, it } from 'vitest';
import { api } from './support/api.js';
import { signUpUser } from './support/auth.js';

type Detail = { id: string; language?: string };

const add = (token: string | undefined, recipes: Record<string, unknown>[]) =>
  api<{ recipes: { id: string }[] }>('/api/recipes', { method: 'POST', token, body: { recipes } });
const read = (token: string, id: string) => api<Detail>(`/api/recipes/${id}`, { token });
const edit = (token: string | undefined, id: string, body: unknown) =>
  api<Detail>(`/api/recipes/${id}`, { method: 'PATCH', token, body });

describe('a recipe keeps its language', () => {
  it('detects it, keeps a named one, and reads a recipe without one as unknown', async () => {
    const ana = await signUpUser();
    const added = await add(ana.idToken, [
      { title: 'Flan', ingredients: '2 cucharadas de azúcar\n3 huevos\n1 taza de leche' },
      { title: 'Crêpes', ingredients: '250 g de farine\n3 œufs', language: 'fr' },
      { title: 'Water', ingredients: '1 l' },
    ]);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const [flan, crepes, water] = added.body.recipes.map((recipe) => recipe.id) as [string, string, string];
    expect((await read(ana.idToken, flan)).body.language).toBe('es');
    expect((await read(ana.idToken, crepes)).body.language).toBe('fr');
    expect((await read(ana.idToken, water)).body.language).toBeUndefined();
  });

  it("lets the owner change it, refuses an unknown tag, another person's edit and no token", async () => {
    const ana = await signUpUser();
    const eve = await signUpUser();
    const [id] = (
      await add(ana.idToken, [{ title: 'Flan', ingredients: '2 cucharadas de azúcar' }])
    ).body.recipes.map((recipe) => recipe.id) as [string];
    const changed = await edit(ana.idToken, id, { language: 'pt-BR' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.language).toBe('pt-BR');

    const bad = await edit(ana.idToken, id, { language: 'klingon' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Language must be one of');
    expect((await edit(eve.idToken, id, { language: 'de' })).status).toBe(404);
    expect((await edit(undefined, id, { language: 'de' })).status).toBe(401);
    expect((await read(ana.idToken, id)).body.language).toBe('pt-BR');
  });

  it("reads a recipe's lines in its language on the shopping list (a French '2 cs' is two spoons)", async () => {
    const ana = await signUpUser();
    const added = await add(ana.idToken, [
      { title: 'Crêpes', ingredients: '2 cs farine\n3 œufs', language: 'fr' },
      { title: 'Gâteau', ingredients: '100 g de farine', language: 'fr' },
    ]);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const recipes = added.body.recipes.map((recipe) => ({ recipeId: recipe.id }));
    type List = { items: { quantity: string | null; item: string }[] };
    const list = await api<List>('/api/shopping-list/recipes', {
      method: 'POST',
      token: ana.idToken,
      body: { recipes },
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    // Two tablespoons of flour (about 15 g) join the 100 g; unread, "cs farine" would be a food of its own.
    const flour = list.body.items.filter((line) => line.item.includes('farine'));
    expect(flour.map((line) => `${line.quantity} ${line.item}`)).toEqual(['115 g farine']);
  });
});
