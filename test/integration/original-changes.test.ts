// A variant takes in its original's later changes, line by line (issue 39), over the stand-ins: its owner
// sees each change of the original since the variant's version of it, takes some and leaves the rest;
// taking is a new version of the variant, made on the version the owner was shown, so a change made
// meanwhile is never overwritten (409); the changes left are not offered again.
import { describe, expect, it } from 'vitest';
import { addRecipe, getCounted } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { join } from './support/household-routes.js';

interface Offered {
  id: string;
  field: string;
  remove?: string[];
  add?: string[];
  from?: unknown;
  to?: unknown;
  fits: boolean;
}
interface Changes {
  original: { recipeId: string; title: string };
  from: number | null;
  to: number;
  version: number;
  changes: Offered[];
  error?: { message: string };
}

const STEW = 'beef\n2 tsp salt\n1 glass red wine\ncarrots';
const path = (id: string) => `/api/recipes/${id}/original-changes`;
const look = (id: string, user: Session | null) => api<Changes>(path(id), { token: user?.idToken });
const take = (id: string, user: Session | null, body: unknown) =>
  api<{ ingredients: string; servings: number; error?: { message: string } }>(path(id), {
    method: 'POST',
    token: user?.idToken,
    body,
  });
const edit = (id: string, user: Session, body: Record<string, unknown>) =>
  api(`/api/recipes/${id}`, { method: 'PATCH', token: user.idToken, body });

/** Grandma's stew, Sam's version of it, and two later edits of the original. */
async function family() {
  const grandma = await signUpUser({ displayName: 'Grandma' });
  const sam = await signUpUser({ displayName: 'Sam' });
  await join(grandma, sam);
  const stew = await addRecipe(grandma, { title: "Grandma's Stew", ingredients: STEW, servings: 6 });
  const made = await api<{ id: string }>(`/api/recipes/${stew.id}/variant`, {
    method: 'POST',
    token: sam.idToken,
    body: { title: 'Stew, my way' },
  });
  expect(made.status).toBe(201);
  const variant = made.body.id;
  // Sam's own change: onions first.
  expect((await edit(variant, sam, { ingredients: `onions\n${STEW}` })).status).toBe(200);
  // The original changes since: less salt, stock for the wine, a bay leaf, for four.
  expect(
    (await edit(stew.id, grandma, { ingredients: 'beef\n1 tsp salt\n1 cup stock\ncarrots\n1 bay leaf' }))
      .status,
  ).toBe(200);
  expect((await edit(stew.id, grandma, { servings: 4 })).status).toBe(200);
  return { grandma, sam, stew, variant };
}

describe("a variant takes in its original's changes", () => {
  it('offers each changed line, takes the chosen ones as a new version, and offers none again', async () => {
    const { sam, stew, variant } = await family();
    const looked = await getCounted<Changes>(path(variant), sam.idToken);
    expect(looked.status).toBe(200);
    // The variant, the original, and the original's two versions.
    expect(looked.dynamoRequests).toBe(4);
    expect(looked.body).toMatchObject({
      original: { recipeId: stew.id, title: "Grandma's Stew" },
      from: 1,
      to: 3,
    });
    expect(looked.body.changes).toEqual([
      { id: 'servings', field: 'servings', from: 6, to: 4, fits: true },
      { id: 'ingredients:0', field: 'ingredients', remove: ['2 tsp salt'], add: ['1 tsp salt'], fits: true },
      {
        id: 'ingredients:1',
        field: 'ingredients',
        remove: ['1 glass red wine'],
        add: ['1 cup stock'],
        fits: true,
      },
      { id: 'ingredients:2', field: 'ingredients', remove: [], add: ['1 bay leaf'], fits: true },
    ]);

    // Less salt and the bay leaf taken; the stock and the servings left.
    const taken = await take(variant, sam, {
      version: looked.body.version,
      to: 3,
      take: ['ingredients:0', 'ingredients:2'],
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.ingredients).toBe('onions\nbeef\n1 tsp salt\n1 glass red wine\ncarrots\n1 bay leaf');
    expect(taken.body.servings).toBe(6);
    const history = await api<{ items: { revision: number; origin: string }[] }>(
      `/api/recipes/${variant}/versions`,
      { token: sam.idToken },
    );
    expect(history.body.items[0]).toMatchObject({ revision: 3, origin: 'from-original' });
    const after = await api<{ variantOf: { revision: number } }>(`/api/recipes/${variant}`, {
      token: sam.idToken,
    });
    expect(after.body.variantOf.revision).toBe(3);
    expect((await look(variant, sam)).body).toMatchObject({ from: 3, to: 3, changes: [] });
  });

  it('refuses a stale version of the variant (409), keeping the change made meanwhile', async () => {
    const { sam, variant } = await family();
    const looked = await look(variant, sam);
    expect((await edit(variant, sam, { title: 'Stew, my way (again)' })).status).toBe(200);
    const stale = await take(variant, sam, { version: looked.body.version, to: 3, take: ['servings'] });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.message).toBe(
      'Your recipe changed since you looked at the changes. Look at them again.',
    );
    const kept = await api<{ title: string; servings: number }>(`/api/recipes/${variant}`, {
      token: sam.idToken,
    });
    expect(kept.body).toMatchObject({ title: 'Stew, my way (again)', servings: 6 });
  });

  it('refuses a change of the original since (409), one that no longer fits (409) and one it never made (400)', async () => {
    const { grandma, sam, stew, variant } = await family();
    const looked = await look(variant, sam);
    // Sam changes the wine line himself: the original's change of it no longer fits.
    expect(
      (await edit(variant, sam, { ingredients: `onions\nbeef\n2 tsp salt\ncider\ncarrots` })).status,
    ).toBe(200);
    const again = await look(variant, sam);
    expect(again.body.changes.find((change) => change.id === 'ingredients:1')?.fits).toBe(false);
    const misfit = await take(variant, sam, { version: again.body.version, to: 3, take: ['ingredients:1'] });
    expect(misfit.status).toBe(409);
    expect(misfit.body.error?.message).toBe(
      'That change no longer fits your recipe: its lines changed in your version too',
    );
    const unknown = await take(variant, sam, { version: again.body.version, to: 3, take: ['title'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.message).toBe('That is not one of the changes of the original');
    expect((await edit(stew.id, grandma, { cookTime: 90 })).status).toBe(200);
    const moved = await take(variant, sam, { version: again.body.version, to: 3, take: ['servings'] });
    expect(moved.status).toBe(409);
    expect(moved.body.error?.message).toBe(
      'The original changed again since you looked. Look at its changes again.',
    );
    expect(looked.status).toBe(200);
  });

  it('refuses bad input, nobody signed in, a recipe that is no variant, and anyone but its owner', async () => {
    const { grandma, sam, stew, variant } = await family();
    const bad = await take(variant, sam, { to: 3, take: 'servings' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe('Say which version of your recipe you changed');
    expect((await look(variant, null)).status).toBe(401);
    expect((await take(variant, null, { version: 1, to: 3, take: [] })).status).toBe(401);
    const notVariant = await look(stew.id, grandma);
    expect(notVariant.status).toBe(400);
    expect(notVariant.body.error?.message).toBe('This recipe is not a version of another recipe');
    // Grandma sees Sam's version (her household's) but may not change it; a stranger does not see it.
    expect((await look(variant, grandma)).status).toBe(403);
    expect((await take(variant, grandma, { version: 1, to: 3, take: [] })).status).toBe(403);
    const stranger = await signUpUser();
    expect((await look(variant, stranger)).status).toBe(404);
    expect((await take(variant, stranger, { version: 1, to: 3, take: [] })).status).toBe(404);
  });
});
