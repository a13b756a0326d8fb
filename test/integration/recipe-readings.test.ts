// Issue 36: a recipe imported from a photo keeps how each imported line was read (the reader's own
// text and how sure it was), so a later fix of the reader can read the line again. The readings are
// saved with POST /api/recipes, stored beside the recipe (not on the item the feeds read), kept by
// edits, and shown to the owner alone.
import { describe, expect, it } from 'vitest';
import { rereadRecipe } from '../../lambdas/src/domain/import/reread.js';
import { api } from './support/api.js';
import { signUpUser } from './support/auth.js';

type Reading = {
  field: 'ingredients' | 'instructions';
  text: string;
  read: string;
  confidence: number;
  source?: 'page';
};
type Detail = { id: string; ingredients: string | null; instructions: string | null; readings?: Reading[] };
type Created = { recipes: { id: string }[]; error?: { message: string } };

const readings: Reading[] = [
  { field: 'ingredients', text: '½ teaspoon salt', read: 'Y2 teaspoon salt', confidence: 41 },
  { field: 'ingredients', text: '2 cups flour', read: '2 cups flour', confidence: 93 },
  { field: 'instructions', text: 'Mix and bake.', read: 'Mix and bake.', confidence: 96 },
];

const card = (extra: Record<string, unknown> = {}) => ({
  title: 'Read from a card',
  ingredients: '½ teaspoon salt\n2 cups flour',
  instructions: 'Mix and bake.',
  visibility: 'public',
  ...extra,
});

describe('readings of imported lines', () => {
  it('are saved with the recipe, kept by an edit, and come back to the owner alone', async () => {
    const owner = await signUpUser();
    const created = await api<Created>('/api/recipes', {
      method: 'POST',
      token: owner.idToken,
      body: { recipes: [card({ readings })] },
    });
    expect(created.status).toBe(201);
    const id = created.body.recipes[0]?.id as string;

    const mine = await api<Detail>(`/api/recipes/${id}`, { token: owner.idToken });
    expect(mine.status).toBe(200);
    expect(mine.body.readings).toEqual(readings);

    // The cook corrects a line later: the reading of the line as imported stays.
    const edited = await api<Detail>(`/api/recipes/${id}`, {
      method: 'PATCH',
      token: owner.idToken,
      body: { ingredients: '1/2 teaspoon fine salt\n2 cups flour' },
    });
    expect(edited.status).toBe(200);
    const after = await api<Detail>(`/api/recipes/${id}`, { token: owner.idToken });
    expect(after.body.ingredients).toBe('1/2 teaspoon fine salt\n2 cups flour');
    expect(after.body.readings).toEqual(readings);

    // A public recipe's readings are its owner's working notes, not part of what others see.
    const stranger = await signUpUser();
    const theirs = await api<Detail>(`/api/recipes/${id}`, { token: stranger.idToken });
    expect(theirs.status).toBe(200);
    expect(theirs.body.ingredients).toBe('1/2 teaspoon fine salt\n2 cups flour');
    expect(theirs.body.readings).toBeUndefined();
  });

  it('keep a web page’s own text of a tidied line, and an edited line has no original from then on', async () => {
    const owner = await signUpUser();
    const page: Reading = {
      field: 'ingredients',
      text: '500 g flour',
      read: '500.0 g flour',
      confidence: 100,
      source: 'page',
    };
    const photo: Reading = {
      field: 'ingredients',
      text: '1% cups milk',
      read: '1% cups milk',
      confidence: 38,
    };
    const created = await api<Created>('/api/recipes', {
      method: 'POST',
      token: owner.idToken,
      body: { recipes: [card({ ingredients: '500 g flour\n1% cups milk', readings: [page, photo] })] },
    });
    expect(created.status).toBe(201);
    const id = created.body.recipes[0]?.id as string;
    const saved = await api<Detail>(`/api/recipes/${id}`, { token: owner.idToken });
    expect(saved.body.readings).toEqual([page, photo]);
    // A later reader reads the photo line again; the page's line reads as it was saved.
    expect(rereadRecipe(saved.body, saved.body.readings ?? [])).toEqual([
      { field: 'ingredients', line: 1, saved: '1% cups milk', reread: '1½ cups milk' },
    ]);

    // The cook fixes the milk line by hand: the cook's text is the truth, nothing is offered for it.
    await api(`/api/recipes/${id}`, {
      method: 'PATCH',
      token: owner.idToken,
      body: { ingredients: '500 g flour\n1 1/2 cups oat milk' },
    });
    const edited = await api<Detail>(`/api/recipes/${id}`, { token: owner.idToken });
    expect(edited.body.ingredients).toBe('500 g flour\n1 1/2 cups oat milk');
    expect(rereadRecipe(edited.body, edited.body.readings ?? [])).toEqual([]);
  });

  it('leaves a recipe typed by hand (and every older recipe) without readings', async () => {
    const owner = await signUpUser();
    const created = await api<Created>('/api/recipes', {
      method: 'POST',
      token: owner.idToken,
      body: { recipes: [card()] },
    });
    expect(created.status).toBe(201);
    const read = await api<Detail>(`/api/recipes/${created.body.recipes[0]?.id}`, { token: owner.idToken });
    expect(read.status).toBe(200);
    expect(read.body.readings).toBeUndefined();
  });

  it('refuses readings that are not readings, saving nothing', async () => {
    const owner = await signUpUser();
    for (const bad of [
      'not a list',
      [{ field: 'ingredients', text: 'x', read: 'x', confidence: 140 }],
      [{ field: 'notes', text: 'x', read: 'x', confidence: 50 }],
      Array.from({ length: 401 }, () => readings[0]),
    ]) {
      const reply = await api<Created>('/api/recipes', {
        method: 'POST',
        token: owner.idToken,
        body: { recipes: [card({ readings: bad })] },
      });
      expect(reply.status).toBe(400);
    }
    const list = await api<{ recipes: unknown[] }>('/api/recipes', { token: owner.idToken });
    expect(list.body.recipes).toEqual([]);
  });

  it('needs a signed-in cook', async () => {
    const reply = await api('/api/recipes', { method: 'POST', body: { recipes: [card({ readings })] } });
    expect(reply.status).toBe(401);
  });
});
