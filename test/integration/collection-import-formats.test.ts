// Recipe Keeper and Paprika's HTML export imported end to end on the local stack: upload, the
// import-collection workflow on the local Step Functions runner, the saved recipe and its photo.
import { describe, expect, it } from 'vitest';
import { pngPhoto } from '../support/collection-files.js';
import { paprikaHtmlExport, recipeKeeperExport } from '../support/collection-html-files.js';
import { api, stackUrl } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { runToEnd, uploadCollection } from './support/collections.js';

async function savedRecipe(cook: Session, id: string | undefined) {
  const recipe = await api<Record<string, unknown>>(`/api/recipes/${id}`, { token: cook.idToken });
  expect(recipe.status).toBe(200);
  return recipe.body;
}

async function photoOf(recipe: Record<string, unknown>): Promise<Uint8Array> {
  const image = await fetch(`${stackUrl()}${recipe.imageUrl as string}`);
  expect(image.headers.get('content-type')).toBe('image/png');
  return new Uint8Array(await image.arrayBuffer());
}

describe('collection import of HTML exports', () => {
  it('imports a Recipe Keeper export through the workflow, its photo from images/', async () => {
    const cook = await signUpUser();
    const photo = pngPhoto(5, 4);
    const file = recipeKeeperExport(
      [
        {
          name: 'Lamb tagine',
          courses: ['Dinner'],
          categories: ['Moroccan'],
          source: 'https://example.com/tagine',
          yield: '6',
          prepTime: 'PT20M',
          cookTime: 'PT2H',
          rating: 4,
          ingredients: ['1 kg lamb', '2 onions'],
          directions: ['1. Brown the lamb.', '2. Simmer.'],
          notes: ['Better the next day.'],
          photo: 'images/tagine_0.png',
        },
        { name: '', ingredients: ['nothing'] },
      ],
      { 'images/tagine_0.png': photo },
    );
    const job = await runToEnd(cook, await uploadCollection(cook, 'RecipeKeeper.zip', file));
    expect(job).toMatchObject({ status: 'done', format: 'recipe-keeper', total: 2, imported: 1, failed: 1 });
    expect(job.failures).toEqual([
      { origin: 'recipes.html (recipe 2)', reason: 'The recipe has no title', retryable: false },
    ]);
    const recipe = await savedRecipe(cook, job.recipes[0]?.id);
    expect(recipe).toMatchObject({
      title: 'Lamb tagine',
      ingredients: '1 kg lamb\n2 onions',
      instructions: 'Brown the lamb.\nSimmer.',
      notes: 'Better the next day.',
      servings: 6,
      prepTime: 20,
      cookTime: 120,
      sourceUrl: 'https://example.com/tagine',
      tags: ['Moroccan'],
    });
    expect(JSON.stringify(recipe)).toContain('"dinner"');
    expect(recipe.viewer).toMatchObject({ rating: 4 });
    expect(await photoOf(recipe)).toEqual(photo);
  });

  it('imports Paprika’s HTML export through the workflow, its photo from Images/', async () => {
    const cook = await signUpUser();
    const photo = pngPhoto(6, 2);
    const file = paprikaHtmlExport(
      [
        {
          name: 'Banana bread',
          rating: 5,
          categories: ['Baking with kids'],
          prepTime: '15 mins',
          cookTime: '1 hr',
          servings: '8',
          url: 'https://example.com/banana-bread',
          ingredients: [
            ['3', 'ripe bananas'],
            ['', 'TOPPING'],
            ['', 'walnuts'],
          ],
          directions: ['Mash.', 'Bake.'],
          notes: ['Freeze the slices.'],
          photo: 'Images/AB12/bread.png',
        },
      ],
      { 'Images/AB12/bread.png': photo },
    );
    const job = await runToEnd(cook, await uploadCollection(cook, 'Paprika HTML.zip', file));
    expect(job).toMatchObject({ status: 'done', format: 'paprika-html', total: 1, imported: 1, failed: 0 });
    const recipe = await savedRecipe(cook, job.recipes[0]?.id);
    expect(recipe).toMatchObject({
      title: 'Banana bread',
      ingredients: '3 ripe bananas\nTOPPING:\nwalnuts',
      instructions: 'Mash.\nBake.',
      notes: 'Freeze the slices.',
      servings: 8,
      prepTime: 15,
      cookTime: 60,
      sourceUrl: 'https://example.com/banana-bread',
      tags: ['Baking-with-kids'],
    });
    expect(recipe.viewer).toMatchObject({ rating: 5 });
    expect(await photoOf(recipe)).toEqual(photo);
  });
});
