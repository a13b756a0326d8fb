// The cook log (issue 39) over the stand-ins: "We cooked this" writes the entry and the recipe's summary
// in one transaction (the recipe page reads it with the recipe, no extra request); the household's
// timeline is one Query, latest day first; only the recipe's household logs it.
import { describe, expect, it } from 'vitest';
import { addRecipe, getCounted } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { placeInHousehold } from './support/households.js';

interface Entry {
  id: string;
  recipeId: string;
  recipeTitle: string;
  cookedOn: string;
  cookName: string;
  servings: number | null;
  rating: number | null;
  note: string | null;
  revision: number | null;
  byYou: boolean;
}

const logCook = (id: string, user: Session | null, body: unknown) =>
  api<Entry & { error?: { message: string } }>(`/api/recipes/${id}/cooked`, {
    method: 'POST',
    token: user?.idToken,
    body,
  });
const timeline = (user: Session, query = '') =>
  api<{ items: Entry[]; nextCursor: string | null }>(`/api/cook-log${query}`, { token: user.idToken });
const cookedOf = async (id: string, user: Session) =>
  (
    await api<{ cooked?: { count: number; lastOn: string | null } }>(`/api/recipes/${id}`, {
      token: user.idToken,
    })
  ).body.cooked;

describe('the cook log', () => {
  it('logs a meal with who, for how many, a rating and a note; the recipe counts it', async () => {
    const cook = await signUpUser();
    const recipe = await addRecipe(cook, { title: 'Sunday stew' });
    expect(await cookedOf(recipe.id, cook)).toEqual({ count: 0, lastOn: null });

    const logged = await logCook(recipe.id, cook, {
      cookedOn: '2026-03-01',
      cookName: 'Grandma',
      servings: 6,
      rating: 5,
      note: 'Less salt, everyone loved it',
    });
    expect(logged.status).toBe(201);
    expect(logged.body).toMatchObject({
      recipeId: recipe.id,
      recipeTitle: 'Sunday stew',
      cookedOn: '2026-03-01',
      cookName: 'Grandma',
      servings: 6,
      rating: 5,
      note: 'Less salt, everyone loved it',
      revision: 1,
      byYou: true,
    });
    // An earlier day counts, and leaves the last day as it was.
    expect((await logCook(recipe.id, cook, { cookedOn: '2026-02-01', cookName: 'Sam' })).status).toBe(201);
    expect(await cookedOf(recipe.id, cook)).toEqual({ count: 2, lastOn: '2026-03-01' });
    // The recipe page still reads what it read before: the recipe and the viewer's state.
    expect((await getCounted(`/api/recipes/${recipe.id}`, cook.idToken)).dynamoRequests).toBe(2);
    // The cook's own rating of the recipe is untouched by the log's.
    const detail = await api<{ rating: { count: number } }>(`/api/recipes/${recipe.id}`, {
      token: cook.idToken,
    });
    expect(detail.body.rating.count).toBe(0);

    const page = await getCounted<{ items: Entry[] }>('/api/cook-log', cook.idToken);
    expect(page.dynamoRequests).toBe(1);
    expect(page.body.items.map((entry) => [entry.cookedOn, entry.cookName])).toEqual([
      ['2026-03-01', 'Grandma'],
      ['2026-02-01', 'Sam'],
    ]);
  });

  it('names the version the household rated best, once two versions have ratings, at no extra read', async () => {
    const cook = await signUpUser();
    const recipe = await addRecipe(cook, { title: 'Stew' });
    const summary = async () =>
      (await api<{ cooked?: { best?: unknown } }>(`/api/recipes/${recipe.id}`, { token: cook.idToken })).body
        .cooked;
    expect(
      (await logCook(recipe.id, cook, { cookedOn: '2026-03-01', cookName: 'Sam', rating: 4 })).status,
    ).toBe(201);
    // One version rated: nothing to choose between.
    expect((await summary())?.best).toBeUndefined();
    const edited = await api(`/api/recipes/${recipe.id}`, {
      method: 'PATCH',
      token: cook.idToken,
      body: { title: 'Stew, less salt' },
    });
    expect(edited.status).toBe(200);
    for (const rating of [5, 4])
      expect(
        (await logCook(recipe.id, cook, { cookedOn: '2026-03-08', cookName: 'Sam', rating })).status,
      ).toBe(201);
    // Unrated cooks count toward nothing.
    expect((await logCook(recipe.id, cook, { cookedOn: '2026-03-09', cookName: 'Sam' })).status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    expect(await summary()).toEqual({
      count: 4,
      lastOn: '2026-03-09',
      best: { revision: 2, on: today, average: 4.5, count: 2 },
    });
    expect((await getCounted(`/api/recipes/${recipe.id}`, cook.idToken)).dynamoRequests).toBe(2);
    expect((await timeline(cook)).body.items.map((entry) => entry.revision)).toEqual([2, 2, 2, 1]);
  });

  it('counts every one of many logs at once', async () => {
    const cook = await signUpUser();
    const recipe = await addRecipe(cook);
    const days = ['2026-01-01', '2026-01-05', '2026-01-03', '2026-01-04', '2026-01-02'];
    const replies = await Promise.all(
      days.map((cookedOn) => logCook(recipe.id, cook, { cookedOn, cookName: 'Sam' })),
    );
    expect(replies.map((reply) => reply.status)).toEqual(days.map(() => 201));
    expect(await cookedOf(recipe.id, cook)).toEqual({ count: 5, lastOn: '2026-01-05' });
    expect((await timeline(cook)).body.items).toHaveLength(5);
  });

  it('refuses a bad entry with a clear message and writes nothing', async () => {
    const cook = await signUpUser();
    const recipe = await addRecipe(cook);
    const cases: [unknown, string][] = [
      [{ cookName: 'Sam' }, 'Choose the day you cooked it'],
      [{ cookedOn: '2026-02-30', cookName: 'Sam' }, 'Choose the day you cooked it'],
      [{ cookedOn: '2026-01-01', cookName: '  ' }, 'Say who cooked'],
      [{ cookedOn: '2026-01-01', cookName: 'Sam', rating: 6 }, 'Rating must be a whole number from 1 to 5'],
      [
        { cookedOn: '2026-01-01', cookName: 'Sam', servings: 0 },
        'For how many must be a whole number from 1 to 100',
      ],
      [{ cookedOn: '2999-01-01', cookName: 'Sam' }, 'The day you cooked it cannot be in the future'],
    ];
    for (const [body, message] of cases) {
      const reply = await logCook(recipe.id, cook, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(reply.body)).toContain(message);
    }
    expect(await cookedOf(recipe.id, cook)).toEqual({ count: 0, lastOn: null });
    expect((await timeline(cook)).body.items).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    const cook = await signUpUser();
    const recipe = await addRecipe(cook);
    expect((await logCook(recipe.id, null, { cookedOn: '2026-01-01', cookName: 'Sam' })).status).toBe(401);
    expect((await api('/api/cook-log')).status).toBe(401);
  });

  it("is the household's: a member logs and sees it, another household cannot", async () => {
    const cook = await signUpUser();
    const member = await signUpUser();
    const stranger = await signUpUser();
    await placeInHousehold(cook, member);
    const recipe = await addRecipe(cook, { title: 'Family pie', visibility: 'household' });
    const open = await addRecipe(cook, { title: 'Open pie', isPublic: true });

    expect((await logCook(recipe.id, member, { cookedOn: '2026-01-02', cookName: 'Kim' })).status).toBe(201);
    expect((await timeline(cook)).body.items).toMatchObject([{ recipeTitle: 'Family pie', byYou: false }]);
    expect((await timeline(member)).body.items).toMatchObject([{ recipeTitle: 'Family pie', byYou: true }]);

    expect((await logCook(recipe.id, stranger, { cookedOn: '2026-01-02', cookName: 'Eve' })).status).toBe(
      404,
    );
    const publicLog = await logCook(open.id, stranger, { cookedOn: '2026-01-02', cookName: 'Eve' });
    expect(publicLog.status).toBe(403);
    expect(publicLog.body.error?.message).toBe("Only the recipe's household can log cooking it");
    expect((await timeline(stranger)).body.items).toEqual([]);
    // A stranger reading the public recipe does not see the household's log of it.
    expect(await cookedOf(open.id, stranger)).toBeUndefined();
    expect(await cookedOf(recipe.id, cook)).toEqual({ count: 1, lastOn: '2026-01-02' });
  });
});
