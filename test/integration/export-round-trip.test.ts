// Hearth re-imports its own export with nothing lost (issue 18): account A's recipes, exported by the
// export-everything workflow, are imported into account B by the import-collection workflow, and every
// field of each recipe is compared, the photo byte for byte.
import { describe, expect, it } from 'vitest';
import type { RecipeDetail } from '../../lambdas/src/contracts/recipe-views.js';
import { addRecipe } from './recipes-fixtures.js';
import { api, stackUrl } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { addFullRecipe, downloadZip, exportEverything, importCollectionFile } from './support/exports.js';
import { png, uploadCookPhoto } from './support/media.js';

interface Version {
  revision: number;
  at: string;
  origin: string;
  byYou: boolean;
}
/** A recipe's whole history, oldest first: each version with the recipe as it stood then. */
const historyOf = async (user: Session, id: string) => {
  const page = await api<{ items: Version[] }>(`/api/recipes/${id}/versions`, { token: user.idToken });
  expect(page.status).toBe(200);
  const versions = [...page.body.items].reverse();
  return Promise.all(
    versions.map(async (version) => {
      const whole = await api<{ state: Record<string, unknown> }>(
        `/api/recipes/${id}/versions/${version.revision}`,
        { token: user.idToken },
      );
      expect(whole.status).toBe(200);
      const { imageUrl: _photo, ...state } = whole.body.state;
      return { revision: version.revision, at: version.at, origin: version.origin, state };
    }),
  );
};

const recipeOf = async (user: Session, id: string) => {
  const reply = await api<RecipeDetail>(`/api/recipes/${id}`, { token: user.idToken });
  expect(reply.status).toBe(200);
  return reply.body;
};

const photoBytes = async (imageUrl: string | null) => {
  expect(imageUrl).toMatch(/^\/api\/media\/recipe-images\//);
  const response = await fetch(`${stackUrl()}${imageUrl}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

/** Everything a person wrote or chose about a recipe: what must survive the trip. */
const fieldsOf = (recipe: RecipeDetail) => ({
  title: recipe.title,
  description: recipe.description,
  ingredients: recipe.ingredients,
  instructions: recipe.instructions,
  prepTime: recipe.prepTime,
  cookTime: recipe.cookTime,
  totalTime: recipe.totalTime,
  servings: recipe.servings,
  sourceUrl: recipe.sourceUrl,
  notes: recipe.notes,
  categories: recipe.categories.map((category) => category.id).sort(),
  tags: [...recipe.tags].sort(),
  rating: recipe.viewer.rating,
  hasPhoto: recipe.imageUrl !== null,
});

describe('export, then import into another account', () => {
  it('brings every recipe back with every field, its photo, notes, sections, times, tags and rating', async () => {
    const a = await signUpUser();
    const b = await signUpUser();
    const soup = await addFullRecipe(a);
    const toast = await addRecipe(a, {
      title: 'Plain toast',
      ingredients: '1 slice bread\nButter',
      instructions: 'Toast the bread.\nButter it.',
      cookTime: 3,
    });
    // Its history goes too, and comes back whole (issue 39): three versions, each on its day.
    for (const change of [
      { ingredients: '2 slices bread\nButter' },
      { title: 'Buttered toast', cookTime: 4 },
    ]) {
      const edited = await api(`/api/recipes/${toast.id}`, {
        method: 'PATCH',
        token: a.idToken,
        body: change,
      });
      expect(edited.status).toBe(200);
    }
    // The household's cook log goes too, and comes back against the recipes it names (issue 39).
    // The later meal has a photo: it travels in the zip and comes back as B's own (issue 39).
    for (const cook of [
      { cookedOn: '2026-02-01', cookName: 'Grandma', servings: 6, rating: 5, note: 'Extra cream' },
      {
        cookedOn: '2026-03-01',
        cookName: 'Sam',
        photo: await uploadCookPhoto(a),
        photoAlt: 'Soup in the blue bowl',
      },
    ]) {
      const logged = await api(`/api/recipes/${soup.id}/cooked`, {
        method: 'POST',
        token: a.idToken,
        body: cook,
      });
      expect(logged.status).toBe(201);
    }
    const exported = await exportEverything(a);
    expect(exported).toMatchObject({ status: 'done', recipes: 2, photos: 1 });

    const imported = await importCollectionFile(
      b,
      exported.download?.fileName ?? 'export.zip',
      await downloadZip(exported),
    );
    expect(imported).toMatchObject({
      status: 'done',
      format: 'schema-org',
      total: 2,
      imported: 2,
      failed: 0,
    });
    expect(imported.failures).toEqual([]);

    const originals = await Promise.all([soup.id, toast.id].map((id) => recipeOf(a, id)));
    const copies = await Promise.all(imported.recipes.map((recipe) => recipeOf(b, recipe.id)));
    for (const original of originals) {
      const copy = copies.find((recipe) => recipe.title === original.title);
      if (!copy) throw new Error(`${original.title} did not come back`);
      expect(fieldsOf(copy)).toEqual(fieldsOf(original));
      expect(copy.userId).toBe(b.userId);
      expect(copy.isOwner).toBe(true);
    }
    // The history came back: the same versions, on the same days, each the recipe as it stood then.
    const toastB = copies.find((recipe) => recipe.title === 'Buttered toast');
    const historyA = await historyOf(a, toast.id);
    expect(historyA.map((version) => version.origin)).toEqual(['created', 'edited', 'edited']);
    const historyB = await historyOf(b, toastB?.id ?? '');
    expect(historyB).toEqual(historyA);
    const [soupA] = originals;
    const soupB = copies.find((recipe) => recipe.title === soupA?.title);
    expect(fieldsOf(soupB as RecipeDetail)).toMatchObject({
      ingredients: 'Soup:\n2 leeks\n3 potatoes\nTo serve:\n1 tbsp cream',
      instructions: 'Wash the leeks.\nBroth:\nSimmer 20 minutes.\nBlend until smooth.',
      categories: ['breakfast-eggs', 'lunch-soups'],
      tags: ['cheap', 'winter'],
      rating: 4,
      notes: 'Grandma used butter, not oil.',
    });
    // The photo is B's own copy, byte for byte A's.
    expect(soupB?.imageUrl).toContain(`/recipe-images/${b.userId}/`);
    expect(await photoBytes(soupB?.imageUrl ?? null)).toEqual(await photoBytes(soupA?.imageUrl ?? null));

    const cookedOf = async () =>
      (
        await api<{
          items: {
            recipeId: string;
            cookedOn: string;
            cookName: string;
            rating: number | null;
            note: string | null;
          }[];
        }>('/api/cook-log', { token: b.idToken })
      ).body.items;
    const restored = [
      { recipeId: soupB?.id, cookedOn: '2026-03-01', cookName: 'Sam', rating: null, note: null },
      { recipeId: soupB?.id, cookedOn: '2026-02-01', cookName: 'Grandma', rating: 5, note: 'Extra cream' },
    ];
    expect(await cookedOf()).toMatchObject(restored);
    expect((await recipeOf(b, soupB?.id ?? '')).cooked).toMatchObject({ count: 2, lastOn: '2026-03-01' });
    // The meal's photo is B's, under B's own prefix, byte for byte the one A took, with what it shows.
    const withPhoto = (
      await api<{ items: { photo?: { url: string; alt: string } | null }[] }>('/api/cook-log', {
        token: b.idToken,
      })
    ).body.items[0]?.photo;
    expect(withPhoto?.url).toContain(`/api/media/cook-photos/${b.userId}/`);
    expect(withPhoto?.alt).toBe('Soup in the blue bowl');
    const signed = await api<{ url: string }>(`${withPhoto?.url}&redirect=false`, { token: b.idToken });
    expect(signed.status).toBe(200);
    expect(Buffer.from(await (await fetch(signed.body.url)).arrayBuffer())).toEqual(png);

    // The same zip again creates nothing twice, and logs no meal twice.
    const again = await importCollectionFile(b, 'again.zip', await downloadZip(exported));
    expect(again).toMatchObject({ status: 'done', imported: 0, skipped: 2 });
    expect(await cookedOf()).toMatchObject(restored);
    // ... and gives no history twice.
    expect(await historyOf(b, toastB?.id ?? '')).toEqual(historyA);
    expect((await recipeOf(b, soupB?.id ?? '')).cooked).toMatchObject({ count: 2 });
  });
});
