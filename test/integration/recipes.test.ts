// The recipe routes through the local API Gateway adapter with real tokens, DynamoDB Local and the
// same handlers as on AWS: adding, reading, editing, deleting, notes, video link, visibility, copies.
import { describe, expect, it } from 'vitest';
import { addRecipe, type Card, getCounted, home } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { signUpUser } from './support/auth.js';

interface Detail extends Card {
  ingredients: string | null;
  videoUrl: string | null;
  tagRefs: { id: string; name: string }[];
  viewer: { rating: number | null; favorite: boolean };
  prepTime: number | null;
  cookTime: number | null;
  servings: number | null;
}

describe('POST /api/recipes (manual add)', () => {
  it('adds every titled block, skipping blank ones, parsing numbers and tags', async () => {
    const user = await signUpUser();
    const reply = await api<{ recipes: Card[]; count: number }>('/api/recipes', {
      method: 'POST',
      token: user.idToken,
      body: {
        recipes: [
          {
            title: 'Grandma Pancakes',
            prepTime: '10',
            cookTime: '',
            servings: '4 people',
            tags: '#Breakfast, sweet #easy',
          },
          { title: '   ', description: 'skipped' },
          { title: 'Chicken Soup', categoryIds: ['lunch-soups'], notes: 'double the garlic' },
        ],
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.count).toBe(2);
    const [pancakes, soup] = reply.body.recipes;
    expect(pancakes).toMatchObject({
      title: 'Grandma Pancakes',
      tags: ['Breakfast', 'sweet', 'easy'],
      totalTime: 10,
    });
    expect(soup).toMatchObject({
      categories: [{ id: 'lunch-soups', name: 'Soups' }],
      notes: 'double the garlic',
    });

    const detail = await api<Detail>(`/api/recipes/${pancakes?.id}`, { token: user.idToken });
    expect(detail.body).toMatchObject({ prepTime: 10, cookTime: null, servings: 4, isOwner: true });

    const page = await home(user);
    expect(page.body.recipes.map((recipe) => recipe.title)).toEqual(['Chicken Soup', 'Grandma Pancakes']);
  });

  it("answers 400 'Title is required' when no block has a title", async () => {
    const user = await signUpUser();
    const reply = await api('/api/recipes', {
      method: 'POST',
      token: user.idToken,
      body: { recipes: [{ title: ' ' }] },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: { code: 'bad_request', message: 'Title is required' } });
  });

  it('answers 400 for a category outside the tree and writes nothing', async () => {
    const user = await signUpUser();
    const reply = await api('/api/recipes', {
      method: 'POST',
      token: user.idToken,
      body: { recipes: [{ title: 'Fine' }, { title: 'Odd', categoryIds: ['no-such-category'] }] },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: { message: 'Please choose categories from the list' } });
    expect((await home(user)).body.recipes).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const reply = await api('/api/recipes', { method: 'POST', body: { recipes: [{ title: 'Nope' }] } });
    expect(reply.status).toBe(401);
  });
});

describe('GET /api/recipes/{id}', () => {
  it('returns the recipe with categories, tags, rating summary and the viewer state in two DynamoDB requests', async () => {
    const owner = await signUpUser();
    const card = await addRecipe(owner, {
      categoryIds: ['dinner-pasta'],
      tags: 'italian sunday',
      notes: 'secret',
    });
    const reply = await getCounted<Detail>(`/api/recipes/${card.id}`, owner.idToken);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: card.id,
      categories: [{ id: 'dinner-pasta', name: 'Pasta', slug: 'dinner-pasta' }],
      tags: ['italian', 'sunday'],
      rating: { average: null, count: 0 },
      viewer: { rating: null, favorite: false },
      notes: 'secret',
      isOwner: true,
    });
    expect(reply.dynamoRequests).toBe(2);
  });

  it("is 404 for another user's private recipe and hides the notes of a public one", async () => {
    const owner = await signUpUser();
    const stranger = await signUpUser();
    const secret = await addRecipe(owner, { notes: 'mine only' });
    expect((await api(`/api/recipes/${secret.id}`, { token: stranger.idToken })).status).toBe(404);

    const shared = await addRecipe(owner, { notes: 'still mine', isPublic: true });
    const reply = await api<Detail>(`/api/recipes/${shared.id}`, { token: stranger.idToken });
    expect(reply.status).toBe(200);
    expect(reply.body.isOwner).toBe(false);
    expect(reply.body).not.toHaveProperty('notes');
  });

  it('answers 401 without a token and 404 for an unknown id', async () => {
    const user = await signUpUser();
    expect((await api('/api/recipes/nope')).status).toBe(401);
    expect((await api('/api/recipes/nope', { token: user.idToken })).status).toBe(404);
  });
});

describe('PATCH /api/recipes/{id}', () => {
  it('lets the owner edit fields and replace categories and tags', async () => {
    const owner = await signUpUser();
    const card = await addRecipe(owner, { categoryIds: ['dinner-beef'], tags: 'old', prepTime: 5 });
    const reply = await api<Detail>(`/api/recipes/${card.id}`, {
      method: 'PATCH',
      token: owner.idToken,
      body: { title: 'Better Title', categoryIds: ['desserts-cakes'], tags: 'new, Fresh', cookTime: '20' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      title: 'Better Title',
      categories: [{ id: 'desserts-cakes' }],
      tags: ['new', 'Fresh'],
      prepTime: 5,
      cookTime: 20,
    });
    const read = await api<Detail>(`/api/recipes/${card.id}`, { token: owner.idToken });
    expect(read.body).toMatchObject({
      title: 'Better Title',
      categories: [{ id: 'desserts-cakes' }],
    });
    expect(read.body.tagRefs.map((tag) => tag.id).sort()).toEqual(['fresh', 'new']);
    const beef = await home(owner, 'category=dinner-beef');
    expect(beef.body.recipes).toEqual([]);
    const cakes = await home(owner, 'category=desserts');
    expect(cakes.body.recipes.map((recipe) => recipe.id)).toEqual([card.id]);
  });

  it("answers 400 'Title is required' for a blank title", async () => {
    const owner = await signUpUser();
    const card = await addRecipe(owner);
    const reply = await api(`/api/recipes/${card.id}`, {
      method: 'PATCH',
      token: owner.idToken,
      body: { title: '' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: { message: 'Title is required' } });
  });

  it('refuses other users: 404 on a private recipe, 403 on a public one, 401 without a token', async () => {
    const owner = await signUpUser();
    const stranger = await signUpUser();
    const secret = await addRecipe(owner);
    const shared = await addRecipe(owner, { isPublic: true });
    const edit = (id: string, token?: string) =>
      api(`/api/recipes/${id}`, { method: 'PATCH', token, body: { title: 'Mine now' } });
    expect((await edit(secret.id, stranger.idToken)).status).toBe(404);
    expect((await edit(shared.id, stranger.idToken)).status).toBe(403);
    expect((await edit(shared.id)).status).toBe(401);
    const read = await api<Detail>(`/api/recipes/${shared.id}`, { token: owner.idToken });
    expect(read.body.title).toBe(shared.title);
  });
});

describe('DELETE /api/recipes/{id}', () => {
  it('deletes for the owner only', async () => {
    const owner = await signUpUser();
    const stranger = await signUpUser();
    const shared = await addRecipe(owner, { isPublic: true, categoryIds: ['lunch'] });
    const secret = await addRecipe(owner);
    expect(
      (await api(`/api/recipes/${shared.id}`, { method: 'DELETE', token: stranger.idToken })).status,
    ).toBe(403);
    expect(
      (await api(`/api/recipes/${secret.id}`, { method: 'DELETE', token: stranger.idToken })).status,
    ).toBe(404);
    expect((await api(`/api/recipes/${shared.id}`, { method: 'DELETE' })).status).toBe(401);

    await api(`/api/recipes/${shared.id}/favorite`, { method: 'PUT', token: stranger.idToken });
    expect((await api(`/api/recipes/${shared.id}`, { method: 'DELETE', token: owner.idToken })).status).toBe(
      204,
    );
    expect((await api(`/api/recipes/${shared.id}`, { token: owner.idToken })).status).toBe(404);
    expect((await home(owner, 'category=lunch')).body.recipes).toEqual([]);
    expect((await home(stranger, 'filter=favorites')).body.recipes).toEqual([]);
  });
});

describe('owner-only fields', () => {
  it('saves notes for the owner and never shows or accepts them from anyone else', async () => {
    const owner = await signUpUser();
    const stranger = await signUpUser();
    const shared = await addRecipe(owner, { isPublic: true });
    const secret = await addRecipe(owner);
    const save = await api(`/api/recipes/${shared.id}/notes`, {
      method: 'PUT',
      token: owner.idToken,
      body: { notes: ' Use less salt ' },
    });
    expect(save).toMatchObject({ status: 200, body: { id: shared.id, notes: 'Use less salt' } });

    const put = (id: string, token?: string) =>
      api(`/api/recipes/${id}/notes`, { method: 'PUT', token, body: { notes: 'hijack' } });
    expect((await put(shared.id, stranger.idToken)).status).toBe(403);
    expect((await put(secret.id, stranger.idToken)).status).toBe(404);
    expect((await put(shared.id)).status).toBe(401);
    expect(
      (
        await api(`/api/recipes/${shared.id}/notes`, {
          method: 'PUT',
          token: owner.idToken,
          body: { notes: 7 },
        })
      ).status,
    ).toBe(400);

    const seen = await api<Detail>(`/api/recipes/${shared.id}`, { token: stranger.idToken });
    expect(seen.body).not.toHaveProperty('notes');
    const own = await api<Detail>(`/api/recipes/${shared.id}`, { token: owner.idToken });
    expect(own.body.notes).toBe('Use less salt');
  });

  it('saves the video link for the owner, checks it is a web address and refuses others', async () => {
    const owner = await signUpUser();
    const stranger = await signUpUser();
    const card = await addRecipe(owner, { isPublic: true });
    const path = `/api/recipes/${card.id}/video-link`;
    const ok = await api(path, {
      method: 'PUT',
      token: owner.idToken,
      body: { videoUrl: 'https://youtu.be/abc123' },
    });
    expect(ok).toMatchObject({ status: 200, body: { videoUrl: 'https://youtu.be/abc123' } });
    const bad = await api(path, { method: 'PUT', token: owner.idToken, body: { videoUrl: 'not a link' } });
    expect(bad.status).toBe(400);
    expect(
      (await api(path, { method: 'PUT', token: stranger.idToken, body: { videoUrl: null } })).status,
    ).toBe(403);
    expect((await api(path, { method: 'PUT', body: { videoUrl: null } })).status).toBe(401);
  });

  it('switches visibility for the owner, moving the recipe out of and back into Recipes To Try', async () => {
    const owner = await signUpUser();
    const stranger = await signUpUser();
    const card = await addRecipe(owner);
    const path = `/api/recipes/${card.id}/visibility`;
    expect((await home(owner, 'filter=to-try')).body.recipes.map((recipe) => recipe.id)).toEqual([card.id]);
    expect(
      (await api(path, { method: 'PUT', token: stranger.idToken, body: { isPublic: true } })).status,
    ).toBe(404);
    const made = await api(path, { method: 'PUT', token: owner.idToken, body: { isPublic: true } });
    expect(made).toMatchObject({ status: 200, body: { isPublic: true } });
    expect((await home(owner, 'filter=to-try')).body.recipes).toEqual([]);
    expect(
      (await api(path, { method: 'PUT', token: stranger.idToken, body: { isPublic: false } })).status,
    ).toBe(403);
    expect((await api(path, { method: 'PUT', token: owner.idToken, body: { isPublic: 'yes' } })).status).toBe(
      400,
    );
    expect((await api(path, { method: 'PUT', body: { isPublic: false } })).status).toBe(401);
    await api(path, { method: 'PUT', token: owner.idToken, body: { isPublic: false } });
    expect((await home(owner, 'filter=to-try')).body.recipes.map((recipe) => recipe.id)).toEqual([card.id]);
  });
});

describe('POST /api/recipes/{id}/copy', () => {
  it("copies someone else's public recipe as a private recipe of the caller, without notes", async () => {
    const owner = await signUpUser();
    const cousin = await signUpUser();
    const original = await addRecipe(owner, {
      isPublic: true,
      notes: 'owner only',
      categoryIds: ['desserts-pies'],
      tags: 'pie',
    });
    const reply = await api<Card>(`/api/recipes/${original.id}/copy`, {
      method: 'POST',
      token: cousin.idToken,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      title: original.title,
      userId: cousin.userId,
      isPublic: false,
      isOwner: true,
      notes: null,
      categories: [{ id: 'desserts-pies' }],
      tags: ['pie'],
    });
    expect(reply.body.id).not.toBe(original.id);
    expect((await home(cousin)).body.recipes.map((recipe) => recipe.id)).toEqual([reply.body.id]);
  });

  it("is 404 for someone else's private recipe, 400 for one's own, 401 without a token", async () => {
    const owner = await signUpUser();
    const cousin = await signUpUser();
    const secret = await addRecipe(owner);
    expect(
      (await api(`/api/recipes/${secret.id}/copy`, { method: 'POST', token: cousin.idToken })).status,
    ).toBe(404);
    const own = await api(`/api/recipes/${secret.id}/copy`, { method: 'POST', token: owner.idToken });
    expect(own).toMatchObject({
      status: 400,
      body: { error: { message: 'This recipe is already in your collection' } },
    });
    expect((await api(`/api/recipes/${secret.id}/copy`, { method: 'POST' })).status).toBe(401);
  });
});

describe('GET /api/categories', () => {
  it('returns the seeded tree sorted by sort order, with the hidden slugs flagged', async () => {
    const user = await signUpUser();
    const reply = await api<{
      categories: { slug: string; name: string; hidden: boolean; children: { slug: string }[] }[];
    }>('/api/categories', { token: user.idToken });
    expect(reply.status).toBe(200);
    const top = reply.body.categories;
    expect(top.map((category) => category.name)).toEqual([
      'Breakfast',
      'Lunch',
      'Appetizers/Breads',
      'Dinner',
      'Desserts',
      'Dinner Party Menus',
      'Recipes To Try',
    ]);
    expect(top.filter((category) => category.hidden).map((category) => category.slug)).toEqual([
      'dinner-party-menus',
      'recipes-to-try',
    ]);
    expect(top.find((category) => category.slug === 'dinner')?.children.map((child) => child.slug)).toContain(
      'dinner-chicken',
    );
    expect((await api('/api/categories')).status).toBe(401);
  });
});
