// The printable cookbook on the local stack: chosen recipes (one with an uploaded photo) or a category
// become a PDF in s3rver behind a short-lived link; bad input, no session and other people's recipes
// are refused, and nothing is written for them.
import { describe, expect, it } from 'vitest';
import type { CookbookResponse } from '../../lambdas/src/contracts/cookbooks.js';
import { addRecipe } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { signUpUser } from './support/auth.js';
import { keysUnder, uploadImage } from './support/media.js';

const makeCookbook = (token: string | undefined, body: unknown) =>
  api<CookbookResponse>('/api/cookbooks', { method: 'POST', token, body });

describe('printable cookbooks', () => {
  it('makes a PDF of the chosen recipes, photo included, and links to it', async () => {
    const cook = await signUpUser();
    const image = await uploadImage(cook);
    const soup = await addRecipe(cook, { title: 'Leek soup', imageUrl: image.address });
    const pie = await addRecipe(cook, { title: 'Apple pie' });
    const made = await makeCookbook(cook.idToken, { title: 'Winter', recipeIds: [soup.id, pie.id] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ recipeCount: 2, pageCount: 4, warnings: [] });
    const pdf = await fetch(made.body.url);
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    expect(await keysUnder(`cookbooks/${cook.userId}/`)).toHaveLength(1);
  });

  it('prints a chosen older version of a recipe, for its household only (issue 39)', async () => {
    const cook = await signUpUser();
    const reader = await signUpUser();
    const stew = await addRecipe(cook, { title: "Grandma's Stew", isPublic: true });
    const edited = await api(`/api/recipes/${stew.id}`, {
      method: 'PATCH',
      token: cook.idToken,
      body: { title: 'Stew, less salt' },
    });
    expect(edited.status).toBe(200);
    const made = await makeCookbook(cook.idToken, { recipeIds: [stew.id], versions: { [stew.id]: 1 } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.recipeCount).toBe(1);
    expect(await makeCookbook(cook.idToken, { recipeIds: [stew.id], versions: { other: 1 } })).toMatchObject({
      status: 400,
      body: { error: { message: 'Choose versions only of recipes in the cookbook' } },
    });
    expect(
      await makeCookbook(cook.idToken, { recipeIds: [stew.id], versions: { [stew.id]: 0 } }),
    ).toMatchObject({
      status: 400,
      body: { error: { message: expect.stringContaining('Choose a version by its number') } },
    });
    expect(
      await makeCookbook(cook.idToken, { recipeIds: [stew.id], versions: { [stew.id]: 7 } }),
    ).toMatchObject({
      status: 404,
      body: { error: { message: 'That version of the recipe was not found' } },
    });
    // A public recipe's reader prints it as it is, but not its past.
    expect((await makeCookbook(reader.idToken, { recipeIds: [stew.id] })).status).toBe(201);
    expect(
      await makeCookbook(reader.idToken, { recipeIds: [stew.id], versions: { [stew.id]: 1 } }),
    ).toMatchObject({
      status: 403,
      body: { error: { message: "Only the recipe's household can see its history" } },
    });
    expect(await keysUnder(`cookbooks/${reader.userId}/`)).toHaveLength(1);
  });

  it('makes one of a category’s recipes', async () => {
    const cook = await signUpUser();
    await addRecipe(cook, { title: 'Brownies', categoryIds: ['desserts'] });
    await addRecipe(cook, { title: 'Toast', categoryIds: ['breakfast'] });
    const made = await makeCookbook(cook.idToken, { categoryId: 'desserts' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.recipeCount).toBe(1);
  });

  it('refuses bad input with a clear 400, no session with 401, another cook’s recipe with 404', async () => {
    const cook = await signUpUser();
    const other = await signUpUser();
    const mine = await addRecipe(cook, { title: 'Mine' });
    const theirs = await addRecipe(other, { title: 'Theirs', visibility: 'private' });
    expect(await makeCookbook(cook.idToken, {})).toMatchObject({
      status: 400,
      body: { error: { message: 'Choose recipes or a category for the cookbook' } },
    });
    expect(await makeCookbook(cook.idToken, { recipeIds: [] })).toMatchObject({
      status: 400,
      body: { error: { message: 'Choose at least one recipe' } },
    });
    const tooMany = Array.from({ length: 101 }, (_, i) => `r${i}`);
    expect(await makeCookbook(cook.idToken, { recipeIds: tooMany })).toMatchObject({
      status: 400,
      body: { error: { message: expect.stringContaining('at most 100 recipes') } },
    });
    expect(await makeCookbook(cook.idToken, { categoryId: 'soups' })).toMatchObject({
      status: 400,
      body: { error: { message: 'You have no recipes in this category yet' } },
    });
    expect((await makeCookbook(undefined, { recipeIds: [mine.id] })).status).toBe(401);
    expect(await makeCookbook(cook.idToken, { recipeIds: [mine.id, theirs.id] })).toMatchObject({
      status: 404,
      body: { error: { message: 'Recipe not found' } },
    });
    expect(await keysUnder(`cookbooks/${cook.userId}/`)).toEqual([]);
  });
});
