// "Make my version" (issue 39) over the stand-ins: a household member makes a linked variant with its
// own history; both recipes show their link; the original's page reads its family with the Query it
// already made; deleting the variant takes it out of the family; others cannot make one.
import { describe, expect, it } from 'vitest';
import { addRecipe, getCounted } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { placeInHousehold } from './support/households.js';

interface Detail {
  id: string;
  title: string;
  isOwner: boolean;
  ingredients: string | null;
  variantOf?: { recipeId: string; title: string; revision: number | null } | null;
  variants?: { recipeId: string; title: string }[];
}

const makeVariant = (id: string, user: Session | null, body: unknown) =>
  api<{ id: string; title: string; isOwner: boolean; error?: { message: string } }>(
    `/api/recipes/${id}/variant`,
    {
      method: 'POST',
      token: user?.idToken,
      body,
    },
  );
const detail = (id: string, user: Session) => api<Detail>(`/api/recipes/${id}`, { token: user.idToken });

describe('a version of your own', () => {
  it('makes a linked variant with its own history, and the original lists its family', async () => {
    const grandma = await signUpUser();
    const sam = await signUpUser();
    await placeInHousehold(grandma, sam);
    const stew = await addRecipe(grandma, { title: "Grandma's Stew", ingredients: '1 kg beef\n2 tsp salt' });
    await api(`/api/recipes/${stew.id}`, {
      method: 'PATCH',
      token: grandma.idToken,
      body: { servings: 6 },
    });

    const made = await makeVariant(stew.id, sam, { title: "Grandma's Stew — less salt (Sam)" });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ title: "Grandma's Stew — less salt (Sam)", isOwner: true });
    const variant = await detail(made.body.id, sam);
    expect(variant.body).toMatchObject({
      ingredients: '1 kg beef\n2 tsp salt',
      variantOf: { recipeId: stew.id, title: "Grandma's Stew", revision: 2 },
    });

    // Its own history, starting where it came from; Sam edits a line of it.
    const edited = await api(`/api/recipes/${made.body.id}`, {
      method: 'PATCH',
      token: sam.idToken,
      body: { ingredients: '1 kg beef\n1 tsp salt' },
    });
    expect(edited.status).toBe(200);
    const history = await api<{ items: { revision: number; origin: string }[] }>(
      `/api/recipes/${made.body.id}/versions`,
      { token: sam.idToken },
    );
    expect(history.body.items.map((version) => [version.revision, version.origin])).toEqual([
      [2, 'edited'],
      [1, 'variant'],
    ]);
    // The original is unchanged, and its page lists the family with the same two requests as before.
    const original = await getCounted<Detail>(`/api/recipes/${stew.id}`, grandma.idToken);
    expect(original.dynamoRequests).toBe(2);
    expect(original.body.ingredients).toBe('1 kg beef\n2 tsp salt');
    expect(original.body.variants).toEqual([
      { recipeId: made.body.id, title: "Grandma's Stew — less salt (Sam)" },
    ]);

    // Deleting the variant takes it out of the family.
    expect((await api(`/api/recipes/${made.body.id}`, { method: 'DELETE', token: sam.idToken })).status).toBe(
      204,
    );
    expect((await detail(stew.id, grandma)).body.variants).toBeUndefined();
  });

  it('refuses a blank title, a stranger, and a caller not signed in', async () => {
    const cook = await signUpUser();
    const stranger = await signUpUser();
    const recipe = await addRecipe(cook, { visibility: 'household' });
    const open = await addRecipe(cook, { isPublic: true });

    const blank = await makeVariant(recipe.id, cook, { title: '   ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('Give your version a title');
    expect((await makeVariant(recipe.id, null, { title: 'Mine' })).status).toBe(401);
    expect((await makeVariant(recipe.id, stranger, { title: 'Mine' })).status).toBe(404);
    const publicOne = await makeVariant(open.id, stranger, { title: 'Mine' });
    expect(publicOne.status).toBe(403);
    expect(publicOne.body.error?.message).toBe("You can make your own version of your household's recipes");
    expect((await detail(recipe.id, cook)).body.variants).toBeUndefined();
    const strangerHome = await api<{ recipes: unknown[] }>('/api/recipes', { token: stranger.idToken });
    expect(strangerHome.body.recipes).toEqual([]);
  });
});

describe('a copy keeps where it came from', () => {
  it('names the recipe, its cook and the version it was copied at; its own history starts as a copy', async () => {
    const author = await signUpUser();
    const reader = await signUpUser();
    const loaf = await addRecipe(author, { title: 'Seeded loaf', isPublic: true });
    const edited = await api(`/api/recipes/${loaf.id}`, {
      method: 'PATCH',
      token: author.idToken,
      body: { servings: 2 },
    });
    expect(edited.status).toBe(200);
    const copy = await api<{ id: string }>(`/api/recipes/${loaf.id}/copy`, {
      method: 'POST',
      token: reader.idToken,
    });
    expect(copy.status).toBe(201);
    const copied = await api<{ copiedFrom: unknown }>(`/api/recipes/${copy.body.id}`, {
      token: reader.idToken,
    });
    expect(copied.body.copiedFrom).toMatchObject({ recipeId: loaf.id, title: 'Seeded loaf', revision: 2 });
    const history = await api<{ items: { revision: number; origin: string }[] }>(
      `/api/recipes/${copy.body.id}/versions`,
      { token: reader.idToken },
    );
    expect(history.body.items).toMatchObject([{ revision: 1, origin: 'copied' }]);
    // The author's recipe does not list a stranger's copy as its family.
    expect((await detail(loaf.id, author)).body.variants).toBeUndefined();
  });
});
