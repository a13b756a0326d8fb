// Suggestions for a household (issue 38), over the real stack with no model configured (the library and
// the community answer): they never propose a recipe that conflicts with someone at home unless the
// person asks for every recipe (`anyone`), and they rank by the pantry like "Cook from what we have".
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SuggestResponse } from '../../lambdas/src/contracts/finder.js';
import { addRecipe } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';

const suggest = (user: Session, body: Record<string, unknown>) =>
  api<SuggestResponse>('/api/suggest-recipes', { method: 'POST', token: user.idToken, body });

const eat = (user: Session, allergies: string[]) =>
  api(`/api/household/members/${encodeURIComponent(user.userId)}/eating`, {
    method: 'PUT',
    token: user.idToken,
    body: { allergies, diets: [] },
  });

describe('suggestions for a household', () => {
  it('leave out what conflicts with someone at home unless asked, and rank by the pantry', async () => {
    const tag = randomUUID().slice(0, 8);
    const cook = await signUpUser({ displayName: 'Cook' });
    const bars = `Lychee peanut bars ${tag}`;
    const sorbet = `Lychee sorbet ${tag}`;
    const cooler = `Lychee coconut cooler ${tag}`;
    await addRecipe(cook, {
      title: bars,
      ingredients: '2 cups lychee\n1/2 cup peanut butter',
      isPublic: true,
    });
    await addRecipe(cook, {
      title: sorbet,
      ingredients: '2 cups lychee\n1/2 cup sugar\n1 lime',
      isPublic: true,
    });
    await addRecipe(cook, {
      title: cooler,
      ingredients: '2 cups lychee\n1 can coconut milk\n1 lime',
      isPublic: true,
    });

    const sam = await signUpUser({ displayName: 'Sam' });
    expect((await eat(sam, ['peanuts'])).status).toBe(200);
    const titles = async (who: Session, body: Record<string, unknown>) => {
      const reply = await suggest(who, body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.suggestions.map((suggestion) => suggestion.title).filter((t) => t.endsWith(tag));
    };
    const safe = await titles(sam, { ingredients: ['lychee'] });
    expect(safe).toEqual(expect.arrayContaining([sorbet, cooler]));
    expect(safe).not.toContain(bars);
    // Asked for every recipe, the bars come back.
    expect(await titles(sam, { ingredients: ['lychee'], anyone: true })).toContain(bars);
    // Another household's needs are its own: Ben, who keeps none, is offered the bars.
    const ben = await signUpUser({ displayName: 'Ben' });
    expect(await titles(ben, { ingredients: ['lychee'] })).toContain(bars);

    // The pantry holds coconut milk: the cooler misses less and comes first, coconut milk not missing.
    const put = await api('/api/pantry/items', {
      method: 'POST',
      token: sam.idToken,
      body: { food: 'coconut milk', place: 'cupboard', bestBefore: '2030-01-01' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const reply = await suggest(sam, { ingredients: ['lychee'] });
    const ours = reply.body.suggestions.filter((suggestion) => suggestion.title.endsWith(tag));
    expect(ours.map((suggestion) => suggestion.title)).toEqual([cooler, sorbet]);
    expect(ours[0]?.missing).toEqual(['1 lime']);
  });

  it('refuses an `anyone` that is not true or false, and answers 401 without a token', async () => {
    const sam = await signUpUser();
    const bad = await suggest(sam, { ingredients: ['lychee'], anyone: 'yes' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Say true or false.');
    const anonymous = await api('/api/suggest-recipes', {
      method: 'POST',
      body: { ingredients: ['lychee'] },
    });
    expect(anonymous.status).toBe(401);
  });
});
