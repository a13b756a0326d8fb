// A menu's import saves what it found without review: the photo becomes the image of recipes without
// one, suggested categories are matched to the tree, and a page imported before is not saved again.
import type { ExtractedRecipeResponse } from '@contracts/extraction';
import type { CategoryNode } from '@contracts/recipe-views';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/runtime';

// The messages come from the catalogs; English is their source.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

import { recipeKeys } from '@/lib/recipes/keys';
import { saveImported } from './save-imported';

const saved: unknown[][] = [];
const uploaded: File[] = [];

vi.mock('@/lib/recipes/add-recipes', () => ({
  addRecipes: async (recipes: unknown[]) => {
    saved.push(recipes);
    return { recipes: recipes.map((_, index) => ({ id: `new-${index + 1}` })), count: recipes.length };
  },
}));

vi.mock('@/lib/recipes/upload-recipe-image', async (original) => ({
  ...(await original<typeof import('@/lib/recipes/upload-recipe-image')>()),
  uploadRecipeImage: async (file: File) => {
    uploaded.push(file);
    return '/api/media/recipe-images/cook/photo.png';
  },
}));

const tree: CategoryNode[] = [
  {
    id: 'c-dinner',
    name: 'Dinner',
    slug: 'dinner',
    parentId: null,
    sortOrder: 0,
    hidden: false,
    children: [],
  },
];

const found = (overrides: Partial<ExtractedRecipeResponse> = {}): ExtractedRecipeResponse => ({
  title: 'Weeknight Lasagne',
  description: null,
  ingredients: ['9 lasagne sheets'],
  instructions: ['Bake.'],
  sourceUrl: null,
  videoUrl: null,
  imageUrl: null,
  pdfUrl: null,
  prepTime: null,
  cookTime: null,
  servings: null,
  yields: null,
  suggestedCategories: ['Dinner'],
  uncertainLines: [],
  partial: false,
  ...overrides,
});

const photo = () => new File([new Uint8Array(2048)], 'card.png', { type: 'image/png' });

function queryClientWithTree() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(recipeKeys.categories(), tree);
  return queryClient;
}

describe('saveImported', () => {
  beforeEach(() => {
    saved.length = 0;
    uploaded.length = 0;
  });

  it('saves every recipe found, with the photo as the image of those without one', async () => {
    const progress: string[] = [];
    const ids = await saveImported(
      queryClientWithTree(),
      {
        recipes: [found(), found({ title: 'Garlic Bread', imageUrl: 'https://example.com/bread.jpg' })],
        existingRecipeId: null,
      },
      photo(),
      (message) => progress.push(message),
    );

    expect(ids).toEqual(['new-1', 'new-2']);
    expect(uploaded).toHaveLength(1);
    expect(saved[0]).toMatchObject([
      {
        title: 'Weeknight Lasagne',
        imageUrl: '/api/media/recipe-images/cook/photo.png',
        categoryIds: ['c-dinner'],
      },
      { title: 'Garlic Bread', imageUrl: 'https://example.com/bread.jpg' },
    ]);
    expect(progress).toEqual(['Saving the photo…', 'Saving to your recipes…']);
  });

  it('uses the recipe saved before instead of saving the page again', async () => {
    const ids = await saveImported(
      queryClientWithTree(),
      { recipes: [found()], existingRecipeId: 'recipe-1' },
      photo(),
      () => {},
    );

    expect(ids).toEqual(['recipe-1']);
    expect(saved).toEqual([]);
    expect(uploaded).toEqual([]);
  });
});
