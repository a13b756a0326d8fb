// Ratings and favorites: one rating per user per recipe, a 5 also favourites, and the recipe's
// average stays exact when many people rate at the same moment (conditional transactions).
import { describe, expect, it } from 'vitest';
import { addRecipe, home } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { signUpUser } from './support/auth.js';

interface Rated {
  rating: number;
  favorite: boolean;
  addedToFavorites: boolean;
  summary: { average: number | null; count: number };
}

const rate = (id: string, rating: unknown, token?: string) =>
  api<Rated>(`/api/recipes/${id}/rating`, { method: 'PUT', token, body: { rating } });

const summaryOf = async (id: string, token: string) =>
  (await api<{ rating: { average: number | null; count: number } }>(`/api/recipes/${id}`, { token })).body
    .rating;

describe('PUT /api/recipes/{id}/rating', () => {
  it('creates then updates one rating per user; a 5 also adds to favorites', async () => {
    const owner = await signUpUser();
    const card = await addRecipe(owner);
    const first = await rate(card.id, 3, owner.idToken);
    expect(first).toMatchObject({
      status: 200,
      body: { rating: 3, favorite: false, addedToFavorites: false, summary: { average: 3, count: 1 } },
    });
    const five = await rate(card.id, 5, owner.idToken);
    expect(five.body).toMatchObject({
      rating: 5,
      favorite: true,
      addedToFavorites: true,
      summary: { average: 5, count: 1 },
    });
    const again = await rate(card.id, 5, owner.idToken);
    expect(again.body.addedToFavorites).toBe(false);

    const detail = await api<{ viewer: { rating: number; favorite: boolean } }>(`/api/recipes/${card.id}`, {
      token: owner.idToken,
    });
    expect(detail.body.viewer).toEqual({ rating: 5, favorite: true });
    expect((await home(owner, 'filter=favorites')).body.recipes.map((recipe) => recipe.id)).toEqual([
      card.id,
    ]);
    // Rated by its owner, it is no longer a recipe to try.
    expect((await home(owner, 'filter=to-try')).body.recipes).toEqual([]);
  });

  it('averages several users to one decimal on a public recipe', async () => {
    const owner = await signUpUser();
    const [a, b] = await Promise.all([signUpUser(), signUpUser()]);
    const card = await addRecipe(owner, { isPublic: true });
    await rate(card.id, 5, owner.idToken);
    await rate(card.id, 4, a.idToken);
    await rate(card.id, 4, b.idToken);
    expect(await summaryOf(card.id, owner.idToken)).toEqual({ average: 4.3, count: 3 });
    const card2 = (await home(owner)).body.recipes.find((recipe) => recipe.id === card.id);
    expect(card2?.rating).toEqual({ average: 4.3, count: 3 });
  });

  it('keeps sum and count exact under concurrent ratings from many users', async () => {
    const owner = await signUpUser();
    const card = await addRecipe(owner, { isPublic: true });
    const raters = await Promise.all(Array.from({ length: 8 }, () => signUpUser()));
    const values = [1, 2, 3, 4, 5, 5, 4, 3];
    const replies = await Promise.all(raters.map((rater, i) => rate(card.id, values[i], rater.idToken)));
    expect(replies.map((reply) => reply.status)).toEqual(values.map(() => 200));
    // Everyone changes their mind at once.
    await Promise.all(raters.map((rater) => rate(card.id, 2, rater.idToken)));
    expect(await summaryOf(card.id, owner.idToken)).toEqual({ average: 2, count: 8 });
  });

  it('counts one user once when they rate the same recipe concurrently', async () => {
    const owner = await signUpUser();
    const card = await addRecipe(owner);
    await Promise.all([1, 2, 3, 4, 5].map((value) => rate(card.id, value, owner.idToken)));
    const summary = await summaryOf(card.id, owner.idToken);
    const detail = await api<{ viewer: { rating: number } }>(`/api/recipes/${card.id}`, {
      token: owner.idToken,
    });
    expect(summary).toEqual({ average: detail.body.viewer.rating, count: 1 });
  });

  it("answers 400 outside 1 to 5, 404 on someone else's private recipe, 401 without a token", async () => {
    const owner = await signUpUser();
    const stranger = await signUpUser();
    const card = await addRecipe(owner);
    const bad = await rate(card.id, 6, owner.idToken);
    expect(bad).toMatchObject({
      status: 400,
      body: { error: { message: 'Rating must be a whole number from 1 to 5' } },
    });
    expect((await rate(card.id, 4, stranger.idToken)).status).toBe(404);
    expect((await rate(card.id, 4)).status).toBe(401);
    expect(await summaryOf(card.id, owner.idToken)).toEqual({ average: null, count: 0 });
  });
});

describe('PUT and DELETE /api/recipes/{id}/favorite', () => {
  it('adds and removes a favorite of a visible recipe', async () => {
    const owner = await signUpUser();
    const fan = await signUpUser();
    const card = await addRecipe(owner, { isPublic: true });
    const added = await api(`/api/recipes/${card.id}/favorite`, { method: 'PUT', token: fan.idToken });
    expect(added).toMatchObject({ status: 200, body: { favorite: true } });
    expect((await home(fan, 'filter=favorites')).body.recipes.map((recipe) => recipe.id)).toEqual([card.id]);
    const removed = await api(`/api/recipes/${card.id}/favorite`, { method: 'DELETE', token: fan.idToken });
    expect(removed).toMatchObject({ status: 200, body: { favorite: false } });
    expect((await home(fan, 'filter=favorites')).body.recipes).toEqual([]);
  });

  it("is 404 on someone else's private recipe and 401 without a token", async () => {
    const owner = await signUpUser();
    const stranger = await signUpUser();
    const card = await addRecipe(owner);
    expect(
      (await api(`/api/recipes/${card.id}/favorite`, { method: 'PUT', token: stranger.idToken })).status,
    ).toBe(404);
    expect((await api(`/api/recipes/${card.id}/favorite`, { method: 'PUT' })).status).toBe(401);
    expect((await api(`/api/recipes/${card.id}/favorite`, { method: 'DELETE' })).status).toBe(401);
  });
});
