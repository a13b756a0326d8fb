// Making a cookbook with in-memory recipes and storage and the real PDF renderer: who may put which
// recipe in, the category's cap, photos a PDF can and cannot hold, and the link handed back.
import { describe, expect, it } from 'vitest';
import { cookbookPdf } from '../../adapters/pdf/cookbook-pdf.js';
import { MAX_COOKBOOK_RECIPES } from '../../contracts/cookbooks.js';
import type { RecipeRecord } from '../../data/entities/recipe.js';
import { type CookbookDeps, factsOf, makeCookbook } from './make-cookbook.js';

const now = new Date('2026-11-24T12:00:00Z');

function record(id: string, fields: Partial<RecipeRecord> = {}): RecipeRecord {
  return {
    id,
    userId: 'cook',
    title: `Recipe ${id}`,
    description: null,
    ingredients: '1 cup rice',
    instructions: 'Cook.',
    sourceUrl: null,
    videoUrl: null,
    pdfUrl: null,
    imageUrl: null,
    prepTime: null,
    cookTime: null,
    servings: null,
    notes: 'my secret',
    visibility: 'private',
    isPublic: false,
    householdId: 'h1',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    categories: [],
    categoryIds: [],
    tags: [],
    ratingSum: 0,
    ratingCount: 0,
    ownerRated: false,
    version: 1,
    ...fields,
  };
}

function world(recipes: RecipeRecord[], files: Record<string, Uint8Array> = {}) {
  const stored = new Map<string, Uint8Array>(Object.entries(files));
  const deps: CookbookDeps = {
    recipes: {
      get: async (id) => recipes.find((r) => r.id === id) ?? null,
      categoryFeedIds: async (userId, categoryId, options) => ({
        items: recipes
          .filter((r) => r.userId === userId && r.categoryIds.includes(categoryId))
          .slice(0, options.limit)
          .map((r) => r.id),
        nextCursor: null,
      }),
    },
    storage: {
      read: async (key) => stored.get(key) ?? 'missing',
      put: async (key, body) => {
        stored.set(key, body);
      },
      signDownload: async (key) => `https://files.example/${key}?signed`,
    },
    renderer: cookbookPdf,
  };
  return { deps, stored };
}

const jpeg = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
]);

describe('a chosen version of a recipe (issue 39)', () => {
  const state = {
    title: "Grandma's Stew",
    description: null,
    ingredients: '1 kg beef\n2 tsp salt',
    instructions: 'Simmer.',
    servings: 6,
    prepTime: null,
    cookTime: null,
    imageUrl: null,
    sourceUrl: null,
    videoUrl: null,
  };
  const withHistory = (recipe: RecipeRecord) => {
    const { deps } = world([recipe]);
    const printed: { title: string; facts: string; ingredients: string[] }[] = [];
    deps.renderer = {
      render: async (content) => {
        printed.push(...content.recipes);
        return cookbookPdf.render(content);
      },
    };
    deps.versions = {
      page: async () => ({ items: [], nextCursor: null }),
      range: async (_id, from) =>
        from === 1
          ? [
              {
                revision: 1,
                at: '2026-03-03T10:00:00Z',
                by: 'cook',
                origin: 'created',
                restoredFrom: null,
                changes: null,
                state,
              },
            ]
          : [],
    };
    return { deps, printed };
  };
  const viewer = { userId: 'cook', householdId: 'h1' };

  it('prints the recipe as that version had it, naming the version', async () => {
    const { deps, printed } = withHistory(
      record('stew', { title: 'Stew, less salt', ingredients: '1 kg beef\n1 tsp salt', revision: 2 }),
    );
    await makeCookbook(deps, viewer, { recipeIds: ['stew'], versions: { stew: 1 } }, now);
    expect(printed).toMatchObject([
      {
        title: "Grandma's Stew",
        facts: 'Serves 6 · Version 1 (March 3, 2026)',
        ingredients: ['1 kg beef', '2 tsp salt'],
      },
    ]);
  });

  it('prints the recipe as it is for its current version, and refuses a version it never had', async () => {
    const { deps, printed } = withHistory(record('stew', { title: 'Stew, less salt', revision: 2 }));
    await makeCookbook(deps, viewer, { recipeIds: ['stew'], versions: { stew: 2 } }, now);
    expect(printed.map((recipe) => recipe.title)).toEqual(['Stew, less salt']);
    await expect(
      makeCookbook(deps, viewer, { recipeIds: ['stew'], versions: { stew: 9 } }, now),
    ).rejects.toMatchObject({ statusCode: 404, message: 'That version of the recipe was not found' });
  });

  it("keeps a recipe's past to its household: a public recipe's reader is refused", async () => {
    const { deps } = withHistory(record('stew', { visibility: 'public', isPublic: true, revision: 2 }));
    await expect(
      makeCookbook(
        deps,
        { userId: 'reader', householdId: 'h9' },
        { recipeIds: ['stew'], versions: { stew: 1 } },
        now,
      ),
    ).rejects.toMatchObject({ statusCode: 403 });
  });
});

describe('making a cookbook', () => {
  it('prints the chosen recipes into a stored PDF and hands back its link', async () => {
    const { deps, stored } = world([record('a'), record('b', { servings: 4, prepTime: 75 })]);
    const made = await makeCookbook(deps, 'cook', { recipeIds: ['b', 'a', 'b'], title: 'Ours' }, now);
    expect(made).toMatchObject({ recipeCount: 2, pageCount: 4, warnings: [] });
    expect(made.url).toMatch(/^https:\/\/files\.example\/cookbooks\/cook\/[0-9A-Z]{26}\.pdf\?signed$/);
    const key = [...stored.keys()].find((k) => k.startsWith('cookbooks/cook/'));
    expect(new TextDecoder().decode(stored.get(key ?? '')?.subarray(0, 5))).toBe('%PDF-');
    expect(factsOf(record('b', { servings: 4, prepTime: 75, cookTime: 30 }))).toBe(
      'Serves 4 · Prep 1 h 15 min · Cook 30 min',
    );
  });

  it('refuses a recipe the cook may not see as not found, and prints a shared one without its owner’s notes', async () => {
    const theirs = record('x', { userId: 'someone', householdId: 'h2' });
    const { deps } = world([record('a'), theirs]);
    await expect(makeCookbook(deps, 'cook', { recipeIds: ['a', 'x'] }, now)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Recipe not found',
    });
    const shared = record('s', { userId: 'someone', householdId: 'h2', sharedWith: ['cook'] });
    const rendered: string[] = [];
    const { deps: sharedDeps } = world([shared]);
    sharedDeps.renderer = {
      render: async (content) => {
        rendered.push(...content.recipes.map((r) => String(r.notes)));
        return cookbookPdf.render(content);
      },
    };
    await makeCookbook(sharedDeps, 'cook', { recipeIds: ['s'] }, now);
    expect(rendered).toEqual(['null']);
  });

  it('takes a category’s recipes, up to the cap, and says when there are none', async () => {
    const many = Array.from({ length: MAX_COOKBOOK_RECIPES + 1 }, (_, i) =>
      record(`r${i}`, { categoryIds: ['desserts'] }),
    );
    await expect(
      makeCookbook(world(many).deps, 'cook', { categoryId: 'desserts' }, now),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('at most 100 recipes'),
    });
    await expect(makeCookbook(world(many).deps, 'cook', { categoryId: 'soups' }, now)).rejects.toMatchObject({
      statusCode: 400,
      message: 'You have no recipes in this category yet',
    });
    const made = await makeCookbook(world(many.slice(0, 3)).deps, 'cook', { categoryId: 'desserts' }, now);
    expect(made.recipeCount).toBe(3);
  });

  it('puts JPEG and PNG photos in and leaves a WebP one out, saying so', async () => {
    const path = (name: string) => `/api/media/recipe-images/cook/1772600767890-${name.repeat(32)}.jpg`;
    const key = (name: string) => `recipe-images/cook/1772600767890-${name.repeat(32)}.jpg`;
    const { deps } = world(
      [record('a', { imageUrl: path('a') }), record('b', { imageUrl: path('b'), title: 'Pavlova' })],
      { [key('a')]: jpeg, [key('b')]: new TextEncoder().encode('RIFF....WEBPVP8 ') },
    );
    let photos: (string | null)[] = [];
    const render = deps.renderer.render;
    deps.renderer = {
      render: async (content) => {
        photos = content.recipes.map((r) => r.photo?.contentType ?? null);
        return render({ ...content, recipes: content.recipes.map((r) => ({ ...r, photo: null })) });
      },
    };
    const made = await makeCookbook(deps, 'cook', { recipeIds: ['a', 'b'] }, now);
    expect(photos).toEqual(['image/jpeg', null]);
    expect(made.warnings).toEqual(['The photo of Pavlova is a WebP picture, which a PDF cannot hold']);
  });
});
