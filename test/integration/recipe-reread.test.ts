// Issue 36: the recipe page offers its owner the imported lines today's reader reads better, and takes
// the chosen ones as an edit (GET/POST /api/recipes/{id}/reread). An old reading is planted as an
// import saves it: POST /api/recipes with the line's `readings` (the reader's own text, "1% cups").
import { describe, expect, it } from 'vitest';
import { api } from './support/api.js';
import { signUpUser } from './support/auth.js';

type Offer = { field: 'ingredients' | 'instructions'; line: number; saved: string; reread: string };
type Offers = { version: number; offers: Offer[] };
type Reading = { field: string; text: string; read: string; confidence: number };
type Detail = { id: string; ingredients: string | null; instructions: string | null; readings?: Reading[] };
type Created = { recipes: { id: string }[] };
type Versions = { items: { revision: number; origin: string }[] };

const lines = ['1% cups flour', '2 eggs', 'Ya cup sugar'];
const card = {
  title: 'Read from a card',
  ingredients: lines.join('\n'),
  instructions: 'Mix and bake.',
  visibility: 'public',
  readings: [
    ...lines.map((text) => ({ field: 'ingredients', text, read: text, confidence: 40 })),
    { field: 'instructions', text: 'Mix and bake.', read: 'Mix and bake.', confidence: 96 },
  ],
};

async function savedCard(token: string): Promise<string> {
  const created = await api<Created>('/api/recipes', { method: 'POST', token, body: { recipes: [card] } });
  expect(created.status).toBe(201);
  return created.body.recipes[0]?.id as string;
}

describe('imported lines read again', () => {
  it('are offered to the owner and the chosen ones taken as a new version', async () => {
    const owner = await signUpUser();
    const id = await savedCard(owner.idToken);
    const looked = await api<Offers>(`/api/recipes/${id}/reread`, { token: owner.idToken });
    expect(looked.status).toBe(200);
    expect(looked.body.offers).toEqual([
      { field: 'ingredients', line: 0, saved: '1% cups flour', reread: '1½ cups flour' },
      { field: 'ingredients', line: 2, saved: 'Ya cup sugar', reread: '¼ cup sugar' },
    ]);

    // The cook takes the flour line and leaves the sugar line as it is.
    const taken = await api<Detail>(`/api/recipes/${id}/reread`, {
      method: 'POST',
      token: owner.idToken,
      body: { version: looked.body.version, take: [{ field: 'ingredients', line: 0 }] },
    });
    expect(taken.status).toBe(200);
    expect(taken.body.ingredients).toBe('1½ cups flour\n2 eggs\nYa cup sugar');
    const after = await api<Detail>(`/api/recipes/${id}`, { token: owner.idToken });
    expect(after.body.ingredients).toBe('1½ cups flour\n2 eggs\nYa cup sugar');
    // Like any edit it is a version of the recipe's history; the line taken is no longer offered.
    const history = await api<Versions>(`/api/recipes/${id}/versions`, { token: owner.idToken });
    expect(history.body.items.map((v) => v.origin)).toEqual(['edited', 'created']);
    const again = await api<Offers>(`/api/recipes/${id}/reread`, { token: owner.idToken });
    expect(again.body.version).toBe(looked.body.version + 1);
    expect(again.body.offers.map((offer) => offer.saved)).toEqual(['Ya cup sugar']);
    // The taken line's reading now belongs to its new text (what was read kept), the others as saved.
    expect(after.body.readings).toEqual([
      { field: 'ingredients', text: '1½ cups flour', read: '1% cups flour', confidence: 40 },
      ...card.readings.slice(1),
    ]);
  });

  it('refuses a stale version or a line not offered, changing nothing', async () => {
    const owner = await signUpUser();
    const id = await savedCard(owner.idToken);
    const { version } = (await api<Offers>(`/api/recipes/${id}/reread`, { token: owner.idToken })).body;
    const post = (body: unknown) =>
      api<{ error?: { message: string } }>(`/api/recipes/${id}/reread`, {
        method: 'POST',
        token: owner.idToken,
        body,
      });
    // The eggs line reads the same today; line 9 is no line; notes are not a field it reads.
    expect((await post({ version, take: [{ field: 'ingredients', line: 1 }] })).status).toBe(400);
    expect((await post({ version, take: [{ field: 'ingredients', line: 9 }] })).status).toBe(400);
    expect((await post({ version, take: [{ field: 'notes', line: 0 }] })).status).toBe(400);
    expect((await post({ version, take: [] })).status).toBe(400);
    expect((await post({ take: [{ field: 'ingredients', line: 0 }] })).status).toBe(400);
    // An edit made elsewhere since the cook looked is never overwritten.
    const edited = await api(`/api/recipes/${id}`, {
      method: 'PATCH',
      token: owner.idToken,
      body: { title: 'Read from a card, renamed' },
    });
    expect(edited.status).toBe(200);
    const stale = await post({ version, take: [{ field: 'ingredients', line: 0 }] });
    expect(stale.status).toBe(409);
    const after = await api<Detail>(`/api/recipes/${id}`, { token: owner.idToken });
    expect(after.body.ingredients).toBe(lines.join('\n'));
  });

  it('are not offered on another cook’s recipe, nor taken into it', async () => {
    const owner = await signUpUser();
    const id = await savedCard(owner.idToken);
    const stranger = await signUpUser();
    // Public: the stranger sees the recipe but may not change it.
    expect((await api(`/api/recipes/${id}/reread`, { token: stranger.idToken })).status).toBe(403);
    const taken = await api(`/api/recipes/${id}/reread`, {
      method: 'POST',
      token: stranger.idToken,
      body: { version: 1, take: [{ field: 'ingredients', line: 0 }] },
    });
    expect(taken.status).toBe(403);
    const hidden = await api<Created>('/api/recipes', {
      method: 'POST',
      token: owner.idToken,
      body: { recipes: [{ ...card, visibility: 'private' }] },
    });
    const privateId = hidden.body.recipes[0]?.id;
    expect((await api(`/api/recipes/${privateId}/reread`, { token: stranger.idToken })).status).toBe(404);
    expect((await api('/api/recipes/no-such-recipe/reread', { token: owner.idToken })).status).toBe(404);
    const after = await api<Detail>(`/api/recipes/${id}`, { token: owner.idToken });
    expect(after.body.ingredients).toBe(lines.join('\n'));
  });

  it('needs a signed-in cook', async () => {
    expect((await api('/api/recipes/any/reread')).status).toBe(401);
    const post = await api('/api/recipes/any/reread', {
      method: 'POST',
      body: { version: 1, take: [{ field: 'ingredients', line: 0 }] },
    });
    expect(post.status).toBe(401);
  });
});
