import { describe, expect, it } from 'vitest';
import {
  addRecipesRequest,
  homeQuery,
  parseTags,
  rateRecipeRequest,
  updateRecipeRequest,
} from './recipes.js';

describe('manual add contract (SPEC 5)', () => {
  it('skips blank blocks, parses integers like parseInt and blank as null, splits tags', () => {
    const parsed = addRecipesRequest.parse({
      recipes: [
        { title: '   ' },
        {
          title: ' Soup ',
          prepTime: '12 min',
          cookTime: '',
          servings: 4,
          tags: '#Warm, winter  #warm dinner',
        },
      ],
    });
    expect(parsed.recipes).toHaveLength(1);
    expect(parsed.recipes[0]).toMatchObject({
      title: 'Soup',
      prepTime: 12,
      cookTime: null,
      servings: 4,
      tags: ['Warm', 'winter', 'dinner'],
      categoryIds: [],
      description: null,
    });
  });

  it('requires at least one titled block with the spec message', () => {
    const result = addRecipesRequest.safeParse({ recipes: [{ title: '' }, { description: 'no title' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Title is required');
  });

  it('rejects a number field that is not a whole number', () => {
    const result = addRecipesRequest.safeParse({ recipes: [{ title: 'Cake', prepTime: 'soon' }] });
    expect(result.error?.issues[0]?.message).toBe('Prep time must be a whole number');
  });

  it('accepts pasted http(s) image addresses and uploaded image paths only', () => {
    const ok = addRecipesRequest.safeParse({
      recipes: [
        { title: 'A', imageUrl: 'https://example.com/a.jpg' },
        { title: 'B', imageUrl: '/api/media/recipe-images/user-1/1700000000000.webp' },
      ],
    });
    expect(ok.success).toBe(true);
    const bad = addRecipesRequest.safeParse({ recipes: [{ title: 'C', imageUrl: 'javascript:alert(1)' }] });
    expect(bad.error?.issues[0]?.message).toBe('Please upload an image file');
  });

  it('accepts pasted http(s) PDF links and the path of a PDF uploaded for import only', () => {
    const uploaded = '/api/media/recipe-files/user-1/0123456789abcdef0123456789abcdef.pdf';
    const ok = addRecipesRequest.parse({
      recipes: [
        { title: 'A', pdfUrl: 'https://example.com/a.pdf' },
        { title: 'B', pdfUrl: ` ${uploaded} ` },
        { title: 'C', pdfUrl: '' },
      ],
    });
    expect(ok.recipes.map((recipe) => recipe.pdfUrl)).toEqual(['https://example.com/a.pdf', uploaded, null]);
    const message = 'PDF link must be a web address starting with http:// or https://';
    for (const pdfUrl of [
      'javascript:alert(1)',
      '/api/media/recipe-files/user-1/0123456789abcdef0123456789abcdef.png',
      '/api/media/recipe-files/user-1/../secret.pdf',
      '/api/media/recipe-images/user-1/1700000000000.webp',
    ]) {
      const bad = addRecipesRequest.safeParse({ recipes: [{ title: 'D', pdfUrl }] });
      expect(bad.error?.issues[0]?.message, pdfUrl).toBe(message);
    }
    expect(updateRecipeRequest.safeParse({ title: 'E', pdfUrl: uploaded }).success).toBe(true);
  });
});

describe('edit contract', () => {
  it('leaves absent fields undefined so they stay unchanged', () => {
    expect(updateRecipeRequest.parse({ title: 'New' })).toEqual({ title: 'New' });
    expect(updateRecipeRequest.parse({ prepTime: '' })).toEqual({ prepTime: null });
    expect(updateRecipeRequest.safeParse({ title: ' ' }).error?.issues[0]?.message).toBe('Title is required');
  });
});

describe('tags and ratings', () => {
  it('parses tag lists given as text or arrays', () => {
    expect(parseTags(['#a b', 'A', '', '##c'])).toEqual(['a', 'b', 'c']);
    expect(parseTags(null)).toEqual([]);
  });

  it('accepts ratings 1 to 5 only', () => {
    expect(rateRecipeRequest.safeParse({ rating: 5 }).success).toBe(true);
    expect(rateRecipeRequest.safeParse({ rating: 6 }).success).toBe(false);
    expect(rateRecipeRequest.safeParse({ rating: 2.5 }).success).toBe(false);
  });

  it('defaults the home query', () => {
    expect(homeQuery.parse({})).toEqual({ filter: 'all', limit: 24, mine: false });
    expect(homeQuery.parse({ mine: 'true' }).mine).toBe(true);
    expect(homeQuery.safeParse({ filter: 'everything' }).success).toBe(false);
  });
});
