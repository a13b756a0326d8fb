import type { ExtractedRecipeResponse } from '@contracts/extraction';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/runtime';

// The messages come from the catalogs; English is their source.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

import { doubtfulLines } from './doubtful-words';

const recipe = (overrides: Partial<ExtractedRecipeResponse>): ExtractedRecipeResponse => ({
  title: 'Scones',
  description: null,
  ingredients: ['2 cups flour', '½ teaspoon salt', '⅓ cup butter', '1 egg'],
  instructions: ['Mix.', 'Bake 12 minutes.'],
  sourceUrl: null,
  videoUrl: null,
  imageUrl: null,
  pdfUrl: null,
  prepTime: null,
  cookTime: null,
  servings: null,
  yields: null,
  suggestedCategories: [],
  uncertainLines: [],
  partial: false,
  ...overrides,
});

describe('the lines to check after a photo import', () => {
  it('come least sure first, then by how many words are marked, then in the recipe’s order', () => {
    const lines = doubtfulLines([
      recipe({
        doubtful: [
          { field: 'ingredients', line: 0, start: 0, end: 1 },
          { field: 'instructions', line: 1, start: 5, end: 7 },
          { field: 'ingredients', line: 2, start: 0, end: 1 },
          { field: 'ingredients', line: 1, start: 0, end: 1 },
          { field: 'ingredients', line: 3, start: 0, end: 1 },
          { field: 'ingredients', line: 3, start: 2, end: 5 },
        ],
        readings: [
          { field: 'ingredients', line: 0, read: '2 cups flour', confidence: 66 },
          { field: 'ingredients', line: 1, read: 'Y2 teaspoon salt', confidence: 31 },
          { field: 'ingredients', line: 2, read: '¥s cup butter', confidence: 52 },
          { field: 'instructions', line: 1, read: 'Bake 12 minutes.', confidence: 66 },
        ],
      }),
    ]);
    expect(lines.map((line) => line.where)).toEqual([
      'Ingredient 2',
      'Ingredient 3',
      'Ingredient 1',
      'Step 2',
      'Ingredient 4',
    ]);
  });
});
