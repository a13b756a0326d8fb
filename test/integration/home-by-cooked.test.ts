// Home by the cook log (issue 39) over the stand-ins: the household's recipes by last cooked (latest or
// longest ago first, each once) and never cooked, from what each recipe's META keeps; a page by last
// cooked costs a Query of the timeline and a BatchGet of its cards.
import { describe, expect, it } from 'vitest';
import { addRecipe, type Card, getCounted, home } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { placeInHousehold } from './support/households.js';

type CookedCard = Card & { lastCookedOn?: string | null };

const logCook = async (user: Session, recipeId: string, cookedOn: string) => {
  const reply = await api(`/api/recipes/${recipeId}/cooked`, {
    method: 'POST',
    token: user.idToken,
    body: { cookedOn, cookName: 'Sam' },
  });
  expect(reply.status).toBe(201);
};
const titles = async (user: Session, query: string) => {
  const page = await home(user, query);
  expect(page.status).toBe(200);
  return (page.body.recipes as CookedCard[]).map((card) => [card.title, card.lastCookedOn]);
};

describe('Home by last cooked', () => {
  it('orders cooked recipes by their last cook, each once, and keeps the never cooked apart', async () => {
    const cook = await signUpUser();
    const stew = await addRecipe(cook, { title: 'Stew' });
    const pie = await addRecipe(cook, { title: 'Pie' });
    await addRecipe(cook, { title: 'Soup' });
    await logCook(cook, stew.id, '2026-03-01');
    await logCook(cook, pie.id, '2026-03-05');
    await logCook(cook, stew.id, '2026-03-10');
    await logCook(cook, stew.id, '2026-03-10');
    await logCook(cook, pie.id, '2026-02-01');

    expect(await titles(cook, 'cooked=recent')).toEqual([
      ['Stew', '2026-03-10'],
      ['Pie', '2026-03-05'],
    ]);
    expect(await titles(cook, 'cooked=longest')).toEqual([
      ['Pie', '2026-03-05'],
      ['Stew', '2026-03-10'],
    ]);
    expect(await titles(cook, 'cooked=never')).toEqual([['Soup', null]]);
    // Every card of the household's Home says when it was last cooked.
    expect(await titles(cook, '')).toEqual([
      ['Soup', null],
      ['Pie', '2026-03-05'],
      ['Stew', '2026-03-10'],
    ]);
    // A search narrows the order as it narrows Home.
    expect(await titles(cook, 'cooked=recent&q=pie')).toEqual([['Pie', '2026-03-05']]);

    const counted = await getCounted<{ recipes: Card[] }>('/api/recipes?cooked=recent', cook.idToken);
    expect(counted.dynamoRequests).toBe(2);
  });

  it("is the household's: a member sees what anyone at home cooked, another household nothing of it", async () => {
    const cook = await signUpUser();
    const member = await signUpUser();
    const stranger = await signUpUser();
    await placeInHousehold(cook, member);
    const shared = await addRecipe(cook, { title: 'Family curry', visibility: 'household' });
    const open = await addRecipe(cook, { title: 'Open curry', isPublic: true });
    await logCook(member, shared.id, '2026-04-02');
    await logCook(cook, open.id, '2026-04-01');

    expect(await titles(member, 'cooked=recent')).toEqual([
      ['Family curry', '2026-04-02'],
      ['Open curry', '2026-04-01'],
    ]);
    // Mine: only the caller's own.
    expect(await titles(member, 'cooked=recent&mine=true')).toEqual([]);
    expect(await titles(stranger, 'cooked=recent')).toEqual([]);
    // The public recipe's card, seen by someone else, does not tell them when it was cooked.
    const favourite = await api(`/api/recipes/${open.id}/favorite`, {
      method: 'PUT',
      token: stranger.idToken,
    });
    expect(favourite.status).toBeLessThan(300);
    const theirs = (await home(stranger, 'filter=favorites')).body.recipes as CookedCard[];
    expect(theirs.map((card) => card.title)).toEqual(['Open curry']);
    expect(theirs[0]?.lastCookedOn).toBeUndefined();
  });

  it('refuses a bad order with a clear message, and a signed-out caller', async () => {
    const cook = await signUpUser();
    const bad = await home(cook, 'cooked=sometimes');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Choose recent, longest or never.');
    const mixed = await home(cook, 'cooked=recent&filter=favorites');
    expect(mixed.status).toBe(400);
    expect(JSON.stringify(mixed.body)).toContain('Order by last cooked works on all recipes or on yours');
    expect((await api('/api/recipes?cooked=recent')).status).toBe(401);
  });
});
