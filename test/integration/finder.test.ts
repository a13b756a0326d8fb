// The ingredient finder through the local API Gateway adapter with real tokens and DynamoDB Local, as
// the browser calls it. No model is configured here, so suggestions come from Hearth's library and
// the community: the path every local install takes.
import { describe, expect, it } from 'vitest';
import type { SearchResponse, SuggestResponse } from '../../lambdas/src/contracts/finder.js';
import { addRecipe } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';

const search = (user: Session, ingredients: unknown) =>
  api<SearchResponse>('/api/finder/search', { method: 'POST', token: user.idToken, body: { ingredients } });

const suggest = (user: Session, ingredients: unknown) =>
  api<SuggestResponse>('/api/suggest-recipes', {
    method: 'POST',
    token: user.idToken,
    body: { ingredients },
  });

const PICO = {
  title: 'Pico de gallo',
  ingredients: [
    '4 ripe tomatoes, diced',
    '1/2 cup finely chopped red onion',
    '1 jalapeño, seeded and minced',
    '1/4 cup chopped fresh coriander',
    'Juice of 1 lime',
    'Salt to taste',
  ].join('\n'),
};
const OMELETTE = {
  title: 'Tomato omelette',
  ingredients: ['3 large eggs', '1 tomato, chopped', '1 tbsp butter', 'Salt and pepper'].join('\n'),
};
const PANCAKES = {
  title: 'Pancakes',
  ingredients: ['1 1/2 cups all-purpose flour', '1 1/4 cups milk', '1 egg', '3 tbsp melted butter'].join(
    '\n',
  ),
};

describe('POST /api/finder/search', () => {
  it('ranks the collection by fit: all ingredients used first, then fewest missing, with what is missing', async () => {
    const user = await signUpUser();
    await addRecipe(user, OMELETTE);
    await addRecipe(user, PANCAKES);
    await addRecipe(user, PICO);

    const reply = await search(user, ['  Tomatoes', 'ONION', 'cilantro', 'onion ']);
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBe(2);
    expect(reply.body.matches.map((match) => match.title)).toEqual(['Pico de gallo', 'Tomato omelette']);
    expect(reply.body.matches[0]).toMatchObject({
      usesAll: true,
      uses: ['tomatoes', 'onion', 'cilantro'],
      missing: ['1 jalapeño, seeded and minced', 'Juice of 1 lime'],
    });
    expect(reply.body.matches[1]).toMatchObject({
      usesAll: false,
      uses: ['tomatoes'],
      missing: ['3 large eggs', '1 tbsp butter'],
    });
  });

  it('follows an edit of the ingredients and forgets a deleted recipe', async () => {
    const user = await signUpUser();
    const card = await addRecipe(user, { title: 'Soup', ingredients: '2 leeks\n1 lb potatoes' });
    expect((await search(user, ['leek'])).body.total).toBe(1);

    const edit = await api(`/api/recipes/${card.id}`, {
      method: 'PATCH',
      token: user.idToken,
      body: { ingredients: '2 courgettes\n1 lb potatoes' },
    });
    expect(edit.status).toBe(200);
    expect((await search(user, ['leek'])).body.total).toBe(0);
    expect((await search(user, ['zucchini'])).body.matches.map((match) => match.title)).toEqual(['Soup']);

    expect((await api(`/api/recipes/${card.id}`, { method: 'DELETE', token: user.idToken })).status).toBe(
      204,
    );
    expect((await search(user, ['zucchini'])).body).toEqual({ matches: [], total: 0 });
  });

  it('finds recipes asking for any onion when the user has a red one, but not those needing a yellow one', async () => {
    const user = await signUpUser();
    await addRecipe(user, { title: 'Onion soup', ingredients: '4 onions, sliced\n4 cups beef stock' });
    await addRecipe(user, { title: 'Red onion salad', ingredients: '2 red onions\n1 tbsp vinegar' });
    await addRecipe(user, {
      title: 'Yellow onion tart',
      ingredients: '3 yellow onions\n1 sheet puff pastry',
    });
    const reply = await search(user, ['red onion']);
    expect(reply.body.matches.map((match) => match.title).sort()).toEqual(['Onion soup', 'Red onion salad']);
    const generic = await search(user, ['onion']);
    expect(generic.body.total).toBe(3);
  });

  it("never returns another user's recipes, private or public", async () => {
    const owner = await signUpUser();
    await addRecipe(owner, { ...PICO, title: 'Secret salsa' });
    await addRecipe(owner, { ...PICO, title: 'Public salsa', isPublic: true });
    const other = await signUpUser();
    await addRecipe(other, { title: 'My toast', ingredients: '1 slice bread\n1 tomato' });

    const reply = await search(other, ['tomato', 'onion']);
    expect(reply.status).toBe(200);
    expect(reply.body.matches.map((match) => match.title)).toEqual(['My toast']);
  });

  it("answers 400 'Please add at least one ingredient' for no ingredients", async () => {
    const user = await signUpUser();
    for (const ingredients of [[], ['  ', ''], undefined]) {
      const reply = await search(user, ingredients);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ error: { message: 'Please add at least one ingredient' } });
    }
  });

  it('answers 401 without a session', async () => {
    const reply = await api('/api/finder/search', { method: 'POST', body: { ingredients: ['egg'] } });
    expect(reply.status).toBe(401);
    const suggestions = await api('/api/suggest-recipes', { method: 'POST', body: { ingredients: ['egg'] } });
    expect(suggestions.status).toBe(401);
    const save = await api('/api/suggest-recipes/save', { method: 'POST', body: { title: 'x' } });
    expect(save.status).toBe(401);
  });
});

describe('POST /api/suggest-recipes (no model configured)', () => {
  it("suggests from Hearth's library with licence and source, ranked by fit", async () => {
    const user = await signUpUser();
    const reply = await suggest(user, ['tomato', 'egg', 'onion']);
    expect(reply.status).toBe(200);
    expect(reply.body.origin).toBe('library');
    expect(reply.body.suggestions.length).toBeGreaterThan(0);
    const [best] = reply.body.suggestions;
    expect(best).toMatchObject({ usesAll: true, uses: ['tomato', 'egg', 'onion'] });
    expect(best?.ingredients.length).toBeGreaterThan(2);
    expect(best?.instructions.length).toBeGreaterThan(1);
    const library = reply.body.suggestions.filter((suggestion) => suggestion.source.kind === 'library');
    expect(library[0]?.source).toEqual({
      kind: 'library',
      name: 'Hearth contributors',
      licence: 'CC0-1.0',
      recipeId: null,
    });
  });

  it("includes other cooks' public recipes but not private ones", async () => {
    const cook = await signUpUser();
    await addRecipe(cook, {
      title: 'Community durian custard',
      ingredients: '2 cups durian pulp\n3 eggs',
      instructions: 'Blend.\nBake.',
      isPublic: true,
    });
    await addRecipe(cook, { title: 'Private durian toast', ingredients: '1 cup durian pulp\n1 slice bread' });
    const user = await signUpUser();
    const reply = await suggest(user, ['durian']);
    expect(reply.status).toBe(200);
    const titles = reply.body.suggestions.map((suggestion) => suggestion.title);
    expect(titles).toContain('Community durian custard');
    expect(titles).not.toContain('Private durian toast');
    const community = reply.body.suggestions.find(
      (suggestion) => suggestion.title === 'Community durian custard',
    );
    expect(community?.source.kind).toBe('community');
    expect(community?.instructions).toEqual(['Blend.', 'Bake.']);
  });

  it('stops at the daily limit with 429, counting down what is left', async () => {
    const user = await signUpUser();
    const first = await suggest(user, ['egg']);
    expect(first.status).toBe(200);
    const limit = first.body.remainingToday + 1;
    for (let call = 2; call <= limit; call += 1) {
      const reply = await suggest(user, ['egg']);
      expect(reply.status).toBe(200);
      expect(reply.body.remainingToday).toBe(limit - call);
    }
    const refused = await suggest(user, ['egg']);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { code: 'too_many_requests' } });
    // Another user's allowance is their own.
    expect((await suggest(await signUpUser(), ['egg'])).status).toBe(200);
  });

  it("answers 400 'Please add at least one ingredient'", async () => {
    const reply = await suggest(await signUpUser(), []);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: { message: 'Please add at least one ingredient' } });
  });
});

describe('POST /api/suggest-recipes/save', () => {
  it('saves a suggestion as a private recipe of the caller, found by the next search', async () => {
    const user = await signUpUser();
    const [suggestion] = (await suggest(user, ['chickpea', 'tahini'])).body.suggestions;
    if (!suggestion) throw new Error('no suggestion');
    const saved = await api<{ recipe: { id: string; title: string; isPublic: boolean; isOwner: boolean } }>(
      '/api/suggest-recipes/save',
      { method: 'POST', token: user.idToken, body: suggestion },
    );
    expect(saved.status).toBe(201);
    expect(saved.body.recipe).toMatchObject({ title: suggestion.title, isPublic: false, isOwner: true });

    const detail = await api<{ ingredients: string; instructions: string; servings: number | null }>(
      `/api/recipes/${saved.body.recipe.id}`,
      { token: user.idToken },
    );
    expect(detail.body.ingredients).toBe(suggestion.ingredients.join('\n'));
    expect(detail.body.instructions).toBe(suggestion.instructions.join('\n'));
    expect(detail.body.servings).toBe(suggestion.servings);
    expect((await search(user, ['chickpeas'])).body.matches[0]?.id).toBe(saved.body.recipe.id);

    const other = await signUpUser();
    expect((await api(`/api/recipes/${saved.body.recipe.id}`, { token: other.idToken })).status).toBe(404);
  });

  it("answers 400 'Title is required'", async () => {
    const user = await signUpUser();
    const reply = await api('/api/suggest-recipes/save', {
      method: 'POST',
      token: user.idToken,
      body: { title: ' ', ingredients: [], instructions: [] },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: { message: 'Title is required' } });
  });
});
