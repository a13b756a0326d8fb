import type { ExtractedRecipeResponse } from '@contracts/extraction';
import type { CategoryNode } from '@contracts/recipe-views';
import { recipeInput } from '@contracts/recipes';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/runtime';

// The messages come from the catalogs; English is their source.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

import { ApiError } from '@/lib/api-client';
import { toRecipeRequest } from '@/lib/recipes/recipe-form';
import {
  blockFromExtracted,
  categoryIdsFor,
  extractedMessage,
  extractionErrorMessage,
  importedMessage,
  noRecipesMessage,
  requestFromExtracted,
  savedReadings,
  urlProblem,
  withOriginalPhoto,
} from './import-recipes';

const node = (id: string, name: string, children: CategoryNode[] = [], hidden = false): CategoryNode => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  parentId: null,
  sortOrder: 0,
  hidden,
  children,
});

const tree = [
  node('c-dinner', 'Dinner', [node('c-pasta', 'Pasta Dishes')]),
  node('c-dessert', 'Desserts'),
  node('c-try', 'Recipes To Try', [], true),
];

const extracted = (overrides: Partial<ExtractedRecipeResponse> = {}): ExtractedRecipeResponse => ({
  title: '  Weeknight Lasagne ',
  description: 'Layered and cheesy.',
  ingredients: ['9 lasagne sheets', '500 g beef mince'],
  instructions: ['Brown the mince.', 'Layer and bake 40 minutes.'],
  sourceUrl: 'https://example.com/lasagne',
  videoUrl: null,
  imageUrl: 'https://example.com/lasagne.jpg',
  pdfUrl: null,
  prepTime: 20,
  cookTime: 40,
  servings: 6,
  yields: '6 servings',
  suggestedCategories: ['dinner', 'PASTA-DISHES', 'Brunch'],
  uncertainLines: [],
  partial: false,
  ...overrides,
});

describe('import: the language the import recorded (issue 37)', () => {
  it('fills the form with it, and the request carries it; none leaves it to detection', () => {
    const italian = blockFromExtracted(extracted({ language: 'it' }), tree);
    expect(italian.language).toBe('it');
    expect(requestFromExtracted(extracted({ language: 'it' }), tree).language).toBe('it');
    expect(recipeInput.safeParse(toRecipeRequest(italian)).success).toBe(true);
    const unknown = blockFromExtracted(extracted(), tree);
    expect(unknown.language).toBe('');
    expect(toRecipeRequest(unknown).language).toBeNull();
    expect(toRecipeRequest({ ...unknown, language: 'xx' }).language).toBeNull();
  });
});

describe('import: extracted recipes into the manual form', () => {
  it('matches suggested categories by name or slug in any case, skipping unknown and hidden ones', () => {
    expect(categoryIdsFor(['Dinner', 'pasta dishes', 'dinner', 'Brunch', 'recipes to try'], tree)).toEqual([
      'c-dinner',
      'c-pasta',
    ]);
    expect(categoryIdsFor([], tree)).toEqual([]);
  });

  it('fills a block with lines, times as text and the source kept', () => {
    const block = blockFromExtracted(extracted(), tree);
    expect(block).toMatchObject({
      title: 'Weeknight Lasagne',
      ingredients: '9 lasagne sheets\n500 g beef mince',
      instructions: 'Brown the mince.\nLayer and bake 40 minutes.',
      prepTime: '20',
      cookTime: '40',
      servings: '6',
      sourceUrl: 'https://example.com/lasagne',
      imageUrl: 'https://example.com/lasagne.jpg',
      categoryIds: ['c-dinner', 'c-pasta'],
      imageFile: null,
      visibility: 'household',
    });
    // Absent, so saving an import never blanks anything it did not bring.
    expect('pdfUrl' in block).toBe(false);
    expect('videoUrl' in block).toBe(false);
  });

  it('keeps the uploaded PDF and a video link when the extraction has them', () => {
    const block = blockFromExtracted(
      extracted({ pdfUrl: 'https://files.example.com/r.pdf', videoUrl: 'https://youtu.be/abc' }),
    );
    expect(block.pdfUrl).toBe('https://files.example.com/r.pdf');
    expect(block.videoUrl).toBe('https://youtu.be/abc');
    expect(toRecipeRequest(block)).toMatchObject({ pdfUrl: 'https://files.example.com/r.pdf' });
  });

  it('turns missing numbers and text into blanks the contract reads as null', () => {
    const request = requestFromExtracted(
      extracted({ description: null, prepTime: null, cookTime: null, servings: null, imageUrl: null }),
    );
    const parsed = recipeInput.parse(request);
    expect(parsed).toMatchObject({ description: null, prepTime: null, cookTime: null, servings: null });
    expect(parsed.imageUrl).toBeNull();
    expect(parsed.sourceUrl).toBe('https://example.com/lasagne');
  });

  it('names an untitled extraction so Import all does not silently skip it', () => {
    expect(requestFromExtracted(extracted({ title: '  ' })).title).toBe('Imported recipe');
  });
});

describe('import: how a photo was read is kept', () => {
  const read = extracted({
    ingredients: ['½ cup milk', '2 eggs'],
    readings: [
      { field: 'ingredients', line: 0, read: 'Y2 cup milk', confidence: 38 },
      { field: 'instructions', line: 1, read: 'Layer and bake 4O minutes.', confidence: 61 },
      { field: 'ingredients', line: 5, read: 'nothing there', confidence: 12 },
    ],
  });

  it('keys each reading by the line as imported, so the request saves it with the recipe', () => {
    expect(savedReadings(read)).toEqual([
      { field: 'ingredients', text: '½ cup milk', read: 'Y2 cup milk', confidence: 38 },
      {
        field: 'instructions',
        text: 'Layer and bake 40 minutes.',
        read: 'Layer and bake 4O minutes.',
        confidence: 61,
      },
    ]);
    const request = requestFromExtracted(read);
    expect(request.readings).toEqual(savedReadings(read));
    expect(recipeInput.safeParse(request).success).toBe(true);
  });

  it('adds nothing for a web page, whose lines were not read by an OCR', () => {
    expect(blockFromExtracted(extracted()).readings).toBeUndefined();
  });
});

describe('import: the photo is kept', () => {
  const photo = new File([new Uint8Array(2048)], 'card.png', { type: 'image/png' });

  it("becomes the recipe's image when the reading found none", () => {
    const block = withOriginalPhoto(blockFromExtracted(extracted({ imageUrl: null })), photo);
    expect(block.imageFile).toBe(photo);
  });

  it('leaves a found picture alone, and skips photos the recipe image rules refuse', () => {
    expect(withOriginalPhoto(blockFromExtracted(extracted()), photo).imageFile).toBeNull();
    const huge = new File([new Uint8Array(6 * 1024 * 1024)], 'scan.png', { type: 'image/png' });
    expect(withOriginalPhoto(blockFromExtracted(extracted({ imageUrl: null })), huge).imageFile).toBeNull();
    expect(withOriginalPhoto(blockFromExtracted(extracted({ imageUrl: null })), null).imageFile).toBeNull();
  });
});

describe('import: messages', () => {
  it('asks for a URL and for a web address', () => {
    expect(urlProblem('')).toBe('Please enter a URL');
    expect(urlProblem('   ')).toBe('Please enter a URL');
    expect(urlProblem('example.com/pie')).toBe(
      'Please enter a web address starting with http:// or https://',
    );
    expect(urlProblem(' https://example.com/pie ')).toBeNull();
    expect(urlProblem('http://127.0.0.1:8080/recipe.html')).toBeNull();
  });

  it("shows the server's text, 'Not authenticated' without a session, else the spec's fallbacks", () => {
    expect(extractionErrorMessage(new ApiError(401, 'unauthorized', 'Unauthorized'), 'url')).toBe(
      'Not authenticated',
    );
    expect(extractionErrorMessage(new ApiError(422, 'no_recipe', 'No recipes found'), 'url')).toBe(
      'No recipes found',
    );
    expect(extractionErrorMessage(new ApiError(422, 'no_recipe', 'No recipe found in image'), 'image')).toBe(
      'No recipe found in image',
    );
    expect(
      extractionErrorMessage(new ApiError(502, 'http_error', 'Something went wrong (HTTP 502)'), 'url'),
    ).toBe('Failed to extract recipe from URL');
    expect(
      extractionErrorMessage(
        new ApiError(500, 'internal_error', 'Something went wrong. Please try again.'),
        'image',
      ),
    ).toBe('Failed to extract recipe from image');
    expect(extractionErrorMessage(new TypeError('Failed to fetch'), 'image')).toBe(
      'Failed to extract recipe from image',
    );
    expect(extractionErrorMessage(new Error('boom'), 'pdf')).toBe('Failed to extract recipe');
  });

  it('words empty results, reviews and the import summary as the spec does', () => {
    expect(noRecipesMessage('url')).toBe('No recipes found');
    expect(noRecipesMessage('pdf')).toBe('No recipes found');
    expect(noRecipesMessage('image')).toBe('No recipe found in image');
    expect(extractedMessage('image')).toBe('Recipe extracted from image, review and save');
    expect(importedMessage(2, 3)).toBe('Imported 2 of 3 recipes');
  });
});
