// Who eats what over the real stack (issue 38): each member keeps their own allergies and diets on the
// household (PUT /api/household/members/{userId}/eating, listed by GET /api/household); a recipe is
// classified when it is written and when it is edited; Home's "safe for everyone" filter keeps only
// recipes known to be safe.
import { describe, expect, it } from 'vitest';
import { addRecipe } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { household, join, send, settle, type View } from './support/household-routes.js';

interface Needs {
  allergies: string[];
  diets: string[];
}
type MemberWithNeeds = View['members'][number] & Needs;

const eatingPath = (userId: string) => `/api/household/members/${encodeURIComponent(userId)}/eating`;

const needsOf = async (who: Session, userId: string): Promise<Needs | undefined> => {
  const view = await household(who);
  const member = (view.members as MemberWithNeeds[]).find((candidate) => candidate.userId === userId);
  return member && { allergies: member.allergies, diets: member.diets };
};

describe('a member’s allergies and diets', () => {
  it('are set by the member, answered with the household, and seen by the other members', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const sam = await signUpUser({ displayName: 'Sam' });
    await join(ana, sam);
    await settle();
    expect(await needsOf(ana, sam.userId)).toEqual({ allergies: [], diets: [] });

    const reply = await send<View>(sam, 'PUT', eatingPath(sam.userId), {
      allergies: ['peanuts', 'sesame', 'peanuts'],
      diets: ['vegetarian'],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const mine = (reply.body.members as MemberWithNeeds[]).find((member) => member.userId === sam.userId);
    expect(mine).toMatchObject({ allergies: ['peanuts', 'sesame'], diets: ['vegetarian'] });
    expect(await needsOf(ana, sam.userId)).toEqual({
      allergies: ['peanuts', 'sesame'],
      diets: ['vegetarian'],
    });

    // Cleared again with empty lists.
    expect((await send(sam, 'PUT', eatingPath(sam.userId), { allergies: [], diets: [] })).status).toBe(200);
    expect(await needsOf(sam, sam.userId)).toEqual({ allergies: [], diets: [] });
  });

  it('refuses what is not on the lists with the contract message, and changes nothing', async () => {
    const sam = await signUpUser({ displayName: 'Sam' });
    await send(sam, 'PUT', eatingPath(sam.userId), { allergies: ['milk'], diets: [] });
    for (const body of [
      { allergies: ['strawberries'], diets: [] },
      { allergies: ['milk'], diets: ['carnivore'] },
      { allergies: 'milk', diets: [] },
      { allergies: ['milk'] },
      { allergies: ['milk'], diets: [], extra: true },
    ]) {
      const reply = await send(sam, 'PUT', eatingPath(sam.userId), body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await send(sam, 'PUT', eatingPath(sam.userId), {
      allergies: ['strawberries'],
      diets: [],
    });
    expect(JSON.stringify(unknown.body)).toContain('Choose allergies from the list.');
    expect(await needsOf(sam, sam.userId)).toEqual({ allergies: ['milk'], diets: [] });
  });

  it('answers 401 without a token', async () => {
    const sam = await signUpUser({ displayName: 'Sam' });
    const reply = await send(null, 'PUT', eatingPath(sam.userId), { allergies: [], diets: [] });
    expect(reply.status).toBe(401);
  });

  it('are each member’s own: another member is refused (403), someone of another household is not found (404)', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const sam = await signUpUser({ displayName: 'Sam' });
    const stranger = await signUpUser({ displayName: 'Zoe' });
    await join(ana, sam);
    await settle();
    await send(sam, 'PUT', eatingPath(sam.userId), { allergies: ['eggs'], diets: [] });

    const byAna = await send(ana, 'PUT', eatingPath(sam.userId), { allergies: [], diets: [] });
    expect(byAna.status).toBe(403);
    expect(JSON.stringify(byAna.body)).toContain('You can change only your own allergies and diets.');
    const byStranger = await send(stranger, 'PUT', eatingPath(sam.userId), { allergies: [], diets: [] });
    expect(byStranger.status).toBe(404);
    expect(await needsOf(sam, sam.userId)).toEqual({ allergies: ['eggs'], diets: [] });
    // The stranger's own household never lists Sam.
    expect((await household(stranger)).members.map((member) => member.userId)).toEqual([stranger.userId]);
  });
});

interface Dietary {
  contains: string[];
  mayContain: string[];
  fits: string[];
  check: string[];
  because: Record<string, string>;
}

describe('a recipe’s allergens and diets', () => {
  it('are classified when it is written and again when its ingredients are edited', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const card = (await addRecipe(ana, {
      title: 'Satay noodles',
      ingredients: '200 g rice noodles\n2 tbsp peanut butter\n1 tbsp soy sauce\n1 cup chicken stock',
    })) as unknown as { id: string; dietary: Dietary };
    expect(card.dietary).toMatchObject({
      contains: ['gluten', 'peanuts', 'soy'],
      mayContain: ['celery'],
      because: { peanuts: '2 tbsp peanut butter' },
    });
    expect(card.dietary.fits).not.toContain('vegetarian');

    const edited = await api<{ dietary: Dietary }>(`/api/recipes/${card.id}`, {
      method: 'PATCH',
      token: ana.idToken,
      body: { ingredients: '200 g rice noodles\n2 tbsp almond butter\n1 cup vegetable stock' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.dietary.contains).toEqual(['nuts']);
    expect(edited.body.dietary.fits).toContain('vegan');

    const page = await api<{ dietary: Dietary }>(`/api/recipes/${card.id}`, { token: ana.idToken });
    expect(page.body.dietary.contains).toEqual(['nuts']);
  });

  it('Home keeps only the recipes known safe for the allergies and diets asked, and checks the lists', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    await addRecipe(ana, {
      title: 'Peanut noodles',
      ingredients: '2 tbsp peanut butter\n200 g rice noodles',
    });
    await addRecipe(ana, { title: 'Beef stew', ingredients: '500 g beef\n2 carrots' });
    await addRecipe(ana, { title: 'Chocolate bark', ingredients: '200 g dark chocolate' });
    await addRecipe(ana, { title: 'Tomato salad', ingredients: '4 tomatoes\n1 tbsp olive oil' });
    const titles = async (query: string) => {
      const reply = await api<{ recipes: { title: string }[] }>(`/api/recipes?${query}`, {
        token: ana.idToken,
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.recipes.map((recipe) => recipe.title).sort();
    };
    expect(await titles('')).toHaveLength(4);
    // The chocolate holds no peanuts; it may hold tree nuts, and "may contain" is not safe either.
    expect(await titles('avoid=peanuts')).toEqual(['Beef stew', 'Chocolate bark', 'Tomato salad']);
    expect(await titles('avoid=nuts')).toEqual(['Beef stew', 'Peanut noodles', 'Tomato salad']);
    expect(await titles('avoid=peanuts,nuts&diets=vegetarian')).toEqual(['Tomato salad']);
    const bad = await api(`/api/recipes?avoid=strawberries`, { token: ana.idToken });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Choose allergies from the list.');
  });
});

describe('a meal plan', () => {
  it('carries each planned recipe’s allergens, so the plan can warn who may not eat it', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const satay = await addRecipe(ana, { title: 'Satay', ingredients: '2 tbsp peanut butter\n1 lime' });
    const plan = await send<{ id: string }>(ana, 'POST', '/api/meal-plans', {
      name: 'Week 48',
      startDate: '2026-11-23',
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    const added = await send(ana, 'POST', `/api/meal-plans/${plan.body.id}/recipes`, {
      recipeId: satay.id,
      dayOfWeek: 2,
      mealType: 'dinner',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const page = await send<{ entries: { recipe: { dietary: Dietary | null } | null }[] }>(
      ana,
      'GET',
      `/api/meal-plans/${plan.body.id}`,
    );
    expect(page.body.entries[0]?.recipe?.dietary).toMatchObject({
      contains: ['peanuts'],
      because: { peanuts: '2 tbsp peanut butter' },
    });
  });
});

interface Menu {
  id: string;
  guests: { name: string; allergies: string[]; diets: string[] }[];
  entries?: { recipe: { title: string; dietary: Dietary | null } | null }[];
}

describe('a dinner party’s guests', () => {
  const newMenu = async (who: Session) => {
    const reply = await send<Menu>(who, 'POST', '/api/dinner-parties', { name: 'Saturday dinner' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body;
  };

  it('are kept on the menu with their diets, and each dish carries what it holds', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const menu = await newMenu(ana);
    expect(menu.guests).toEqual([]);
    const stew = await addRecipe(ana, { title: 'Beef stew', ingredients: '500 g beef\n2 carrots' });
    expect(
      (
        await send(ana, 'POST', `/api/dinner-parties/${menu.id}/recipes`, {
          recipes: [{ recipeId: stew.id, courseType: 'main' }],
        })
      ).status,
    ).toBe(201);

    const guests = [{ name: ' Jo ', allergies: [], diets: ['vegetarian'] }];
    const reply = await send<Menu>(ana, 'PUT', `/api/dinner-parties/${menu.id}/guests`, { guests });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.guests).toEqual([{ name: 'Jo', allergies: [], diets: ['vegetarian'] }]);

    const page = await send<Menu>(ana, 'GET', `/api/dinner-parties/${menu.id}`);
    expect(page.body.guests).toEqual([{ name: 'Jo', allergies: [], diets: ['vegetarian'] }]);
    const dish = page.body.entries?.[0]?.recipe;
    expect(dish?.title).toBe('Beef stew');
    expect(dish?.dietary?.fits).not.toContain('vegetarian');
  });

  it('refuses a guest without a name or with a need not on the lists, and changes nothing', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const menu = await newMenu(ana);
    const path = `/api/dinner-parties/${menu.id}/guests`;
    await send(ana, 'PUT', path, { guests: [{ name: 'Jo', allergies: ['milk'], diets: [] }] });
    const blank = await send(ana, 'PUT', path, { guests: [{ name: '  ', allergies: [], diets: [] }] });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('Please enter the guest’s name');
    const unknown = await send(ana, 'PUT', path, {
      guests: [{ name: 'Max', allergies: ['kiwi'], diets: [] }],
    });
    expect(unknown.status).toBe(400);
    const many = Array.from({ length: 31 }, (_, i) => ({ name: `Guest ${i}`, allergies: [], diets: [] }));
    expect((await send(ana, 'PUT', path, { guests: many })).status).toBe(400);
    expect((await send<Menu>(ana, 'GET', `/api/dinner-parties/${menu.id}`)).body.guests).toEqual([
      { name: 'Jo', allergies: ['milk'], diets: [] },
    ]);
  });

  it('answers 401 without a token and 404 to another household', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const stranger = await signUpUser({ displayName: 'Zoe' });
    const menu = await newMenu(ana);
    const path = `/api/dinner-parties/${menu.id}/guests`;
    expect((await send(null, 'PUT', path, { guests: [] })).status).toBe(401);
    const foreign = await send(stranger, 'PUT', path, {
      guests: [{ name: 'Zed', allergies: [], diets: [] }],
    });
    expect(foreign.status).toBe(404);
    expect((await send<Menu>(ana, 'GET', `/api/dinner-parties/${menu.id}`)).body.guests).toEqual([]);
  });
});

describe('a member’s allergies and diets when they move', () => {
  it('go with them when they leave, when they join another household, and when they are removed', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const sam = await signUpUser({ displayName: 'Sam' });
    const ben = await signUpUser({ displayName: 'Ben' });
    await join(ana, sam);
    await settle();
    const set = await send<View>(sam, 'PUT', eatingPath(sam.userId), { allergies: ['peanuts'], diets: [] });
    expect(set.status).toBe(200);
    // Changed twice: the move carries the latest.
    await send<View>(sam, 'PUT', eatingPath(sam.userId), {
      allergies: ['sesame', 'peanuts'],
      diets: ['vegan'],
    });
    const samsNeeds = { allergies: ['peanuts', 'sesame'], diets: ['vegan'] };

    const left = await send<View>(sam, 'POST', '/api/household/leave');
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    await settle();
    expect(await needsOf(sam, sam.userId)).toEqual(samsNeeds);

    await join(ben, sam);
    await settle();
    expect(await needsOf(ben, sam.userId)).toEqual(samsNeeds);
    // A member without any set moves with none.
    expect(await needsOf(ben, ben.userId)).toEqual({ allergies: [], diets: [] });

    const removed = await send(ben, 'DELETE', `/api/household/members/${encodeURIComponent(sam.userId)}`);
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
    await settle();
    expect(await needsOf(sam, sam.userId)).toEqual(samsNeeds);
    expect(await needsOf(ben, sam.userId)).toBeUndefined();
  });

  it('are never lost to a change made while the member leaves: a change that was answered goes with them', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const sam = await signUpUser({ displayName: 'Sam' });
    for (const [round, allergy] of (['fish', 'milk'] as const).entries()) {
      await join(ana, sam);
      await settle();
      const before = round === 0 ? [] : ['fish'];
      const [changed, left] = await Promise.all([
        send<View>(sam, 'PUT', eatingPath(sam.userId), { allergies: [allergy], diets: [] }),
        send<View>(sam, 'POST', '/api/household/leave'),
      ]);
      expect(left.status, JSON.stringify(left.body)).toBe(200);
      await settle();
      const after = await needsOf(sam, sam.userId);
      if (changed.status === 200) expect(after?.allergies).toEqual([allergy]);
      else {
        expect(changed.status).toBe(404);
        expect(after?.allergies).toEqual(before);
        // Answered "not found": the change is made again in the household they are in now.
        await send<View>(sam, 'PUT', eatingPath(sam.userId), { allergies: [allergy], diets: [] });
      }
    }
  });
});

describe('correcting a recipe’s badges', () => {
  it('is kept with the recipe: the owner says the stock is vegetable stock, and an edit keeps it', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const soup = (await addRecipe(ana, {
      title: 'Onion soup',
      ingredients: '4 onions\n1 l stock\n1 tbsp butter',
    })) as unknown as { id: string; dietary: Dietary };
    expect(soup.dietary.check).toContain('vegetarian');
    expect(soup.dietary.mayContain).toEqual(['gluten', 'celery']);

    const reply = await api<{ dietary: Dietary & { corrected: unknown } }>(
      `/api/recipes/${soup.id}/dietary`,
      {
        method: 'PUT',
        token: ana.idToken,
        body: { notContains: ['gluten'], fits: ['vegetarian'], note: ' It is vegetable stock, gluten-free ' },
      },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.dietary).toMatchObject({
      mayContain: ['celery'],
      corrected: {
        notContains: ['gluten'],
        fits: ['vegetarian'],
        note: 'It is vegetable stock, gluten-free',
      },
    });
    expect(reply.body.dietary.fits).toContain('vegetarian');

    const edited = await api<{ dietary: Dietary }>(`/api/recipes/${soup.id}`, {
      method: 'PATCH',
      token: ana.idToken,
      body: { ingredients: '5 onions\n1 l stock\n1 tbsp butter\n1 bay leaf' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.dietary.fits).toContain('vegetarian');
    expect(edited.body.dietary.mayContain).toEqual(['celery']);
    const home = await api<{ recipes: { id: string; dietary: Dietary }[] }>('/api/recipes', {
      token: ana.idToken,
    });
    expect(home.body.recipes.find((card) => card.id === soup.id)?.dietary.fits).toContain('vegetarian');
  });

  it('refuses what is not on the lists, a long note, no token, a member (403) and another household (404)', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const ben = await signUpUser({ displayName: 'Ben' });
    const stranger = await signUpUser({ displayName: 'Zoe' });
    await join(ana, ben);
    await settle();
    const soup = await addRecipe(ana, { title: 'Soup', ingredients: '1 l stock', visibility: 'household' });
    const path = `/api/recipes/${soup.id}/dietary`;
    const good = { notContains: [], fits: ['vegan'], note: null };
    for (const body of [
      { notContains: ['ketchup'], fits: [], note: null },
      { notContains: [], fits: ['paleo'], note: null },
      { notContains: [], fits: [], note: 'x'.repeat(201) },
      { notContains: [] },
    ]) {
      expect((await send(ana, 'PUT', path, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await send(null, 'PUT', path, good)).status).toBe(401);
    expect((await send(ben, 'PUT', path, good)).status).toBe(403);
    expect((await send(stranger, 'PUT', path, good)).status).toBe(404);
    const page = await api<{ dietary: Dietary }>(`/api/recipes/${soup.id}`, { token: ana.idToken });
    expect(page.body.dietary.fits).not.toContain('vegan');
  });
});

describe('safe for everyone at home in Community (issue 38)', () => {
  it('keeps only public recipes known to be safe, searched or not, and refuses what is not on the lists', async () => {
    const cook = await signUpUser();
    const word = `zanzibar${Date.now().toString(36)}`;
    const satay = await addRecipe(cook, {
      title: `${word} satay`,
      ingredients: '2 tbsp peanut butter\n200 g noodles',
      visibility: 'public',
    });
    const salad = await addRecipe(cook, {
      title: `${word} salad`,
      ingredients: '4 tomatoes\n1 tbsp olive oil',
      visibility: 'public',
    });
    const ids = async (query: string) => {
      const reply = await api<{ recipes: { id: string }[] }>(`/api/community/recipes?${query}`);
      expect(reply.status).toBe(200);
      return reply.body.recipes.map((recipe) => recipe.id);
    };
    expect((await ids(`q=${word}`)).sort()).toEqual([satay.id, salad.id].sort());
    expect(await ids(`q=${word}&avoid=peanuts`)).toEqual([salad.id]);
    expect(await ids(`q=${word}&avoid=peanuts&diets=vegan`)).toEqual([salad.id]);
    // The newest public recipes, unsearched, are thinned the same way.
    const newest = await ids('avoid=peanuts');
    expect(newest).not.toContain(satay.id);
    const refused = await api('/api/community/recipes?avoid=gravel');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { message: 'Choose allergies from the list.' } });
  });
});
