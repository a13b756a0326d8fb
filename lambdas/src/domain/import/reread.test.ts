import { describe, expect, it } from 'vitest';
import type { SavedReading } from '../../contracts/recipes.js';
import { extractMainRecipe } from '../extraction/extract-recipes.js';
import { normaliseRecipe } from './normalise.js';
import { rereadRecipe, rereadText, takeRereadLines } from './reread.js';

const reading = (over: Partial<SavedReading> & Pick<SavedReading, 'text' | 'read'>): SavedReading => ({
  field: 'ingredients',
  confidence: 62,
  ...over,
});

describe('reading saved lines again from what was read', () => {
  it('runs today’s correction pass over a photo line’s own reading', () => {
    expect(rereadText({ field: 'ingredients', read: '1% cups flour' })).toBe('1½ cups flour');
    // A wrapped entry's printed lines are one line of the recipe; a step is only re-joined.
    expect(rereadText({ field: 'ingredients', read: '2tsp salt,\nto taste' })).toBe('2 tsp salt, to taste');
    expect(rereadText({ field: 'instructions', read: 'Stir the\n1b of butter in.' })).toBe(
      'Stir the 1b of butter in.',
    );
  });

  it('tidies a web page’s line again as URL import does', () => {
    expect(rereadText({ field: 'ingredients', read: '500.0 g flour', source: 'page' })).toBe('500 g flour');
  });

  it('offers the lines that read otherwise today, and never a line the cook has edited', () => {
    const recipe = {
      ingredients: ['1% cups flour', '2 eggs', 'Ya cup sugar, fixed by me'].join('\n'),
      instructions: 'Mix.\nBake.',
    };
    const readings = [
      // Saved as read: today's pass reads the fraction glyph.
      reading({ text: '1% cups flour', read: '1% cups flour' }),
      // Reads the same today: nothing to offer.
      reading({ text: '2 eggs', read: '2 eggs', confidence: 96 }),
      // The cook edited this line after the import: its reading is keyed by the old text.
      reading({ text: 'Ya cup sugar', read: 'Ya cup sugar' }),
    ];
    expect(rereadRecipe(recipe, readings)).toEqual([
      { field: 'ingredients', line: 0, saved: '1% cups flour', reread: '1½ cups flour' },
    ]);
  });

  it('reads a recipe saved before readings were kept as nothing to offer', () => {
    expect(rereadRecipe({ ingredients: '1% cups flour', instructions: null }, [])).toEqual([]);
  });
});

describe('taking the lines the cook chose', () => {
  const recipe = { ingredients: '1% cups flour\n2 eggs\nYa cup sugar', instructions: 'Mix.' };
  const readings = ['1% cups flour', '2 eggs', 'Ya cup sugar'].map((text) => reading({ text, read: text }));

  it('replaces each chosen line by today’s reading and leaves the others as they are', () => {
    expect(takeRereadLines(recipe, readings, [{ field: 'ingredients', line: 2 }])?.fields).toEqual({
      ingredients: '1% cups flour\n2 eggs\n¼ cup sugar',
    });
    expect(
      takeRereadLines(recipe, readings, [
        { field: 'ingredients', line: 0 },
        { field: 'ingredients', line: 2 },
      ])?.fields,
    ).toEqual({ ingredients: '1½ cups flour\n2 eggs\n¼ cup sugar' });
  });

  it('keys a taken line’s reading by its new text, so it is not offered again', () => {
    const taken = takeRereadLines(recipe, readings, [{ field: 'ingredients', line: 2 }]);
    expect(taken?.readings).toEqual([
      reading({ text: '1% cups flour', read: '1% cups flour' }),
      reading({ text: '2 eggs', read: '2 eggs' }),
      reading({ text: '¼ cup sugar', read: 'Ya cup sugar' }),
    ]);
    const after = { ...recipe, ingredients: taken?.fields.ingredients ?? null };
    expect(rereadRecipe(after, taken?.readings ?? []).map((o) => o.saved)).toEqual(['1% cups flour']);
  });

  it('keeps the old reading too while another line still shows the old text', () => {
    const twice = { ingredients: 'Ya cup sugar\nYa cup sugar', instructions: null };
    const taken = takeRereadLines(
      twice,
      [reading({ text: 'Ya cup sugar', read: 'Ya cup sugar' })],
      [{ field: 'ingredients', line: 0 }],
    );
    expect(taken?.fields.ingredients).toBe('¼ cup sugar\nYa cup sugar');
    expect(taken?.readings.map((r) => r.text)).toEqual(['Ya cup sugar', '¼ cup sugar']);
  });

  it('takes nothing when a chosen line is not offered', () => {
    // Reads the same today; no such line; a step without a reading.
    expect(takeRereadLines(recipe, readings, [{ field: 'ingredients', line: 1 }])).toBeNull();
    expect(takeRereadLines(recipe, readings, [{ field: 'ingredients', line: 7 }])).toBeNull();
    expect(
      takeRereadLines(recipe, readings, [
        { field: 'ingredients', line: 0 },
        { field: 'instructions', line: 0 },
      ]),
    ).toBeNull();
  });
});

describe('a web page’s own text kept beside a tidied line', () => {
  const html = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: 'Bread',
    recipeIngredient: ['500.0 g flour', 'Dry ingredients', '1 tsp salt', 'Boiled potatoes ((optional))'],
    recipeInstructions: ['Knead.', 'Bake.'],
  })}</script></head><body></body></html>`;

  it('keeps the page’s text of each line it tidied, numbered as the kept lines', () => {
    const recipe = extractMainRecipe(html, 'https://bread.example/loaf');
    expect(recipe?.ingredients).toEqual(['500 g flour', '1 tsp salt', 'Boiled potatoes (optional)']);
    expect(recipe?.readings).toEqual([
      { field: 'ingredients', line: 0, read: '500.0 g flour', confidence: 100, source: 'page' },
      {
        field: 'ingredients',
        line: 2,
        read: 'Boiled potatoes ((optional))',
        confidence: 100,
        source: 'page',
      },
    ]);
  });

  it('carries them through the import contract', () => {
    const recipe = extractMainRecipe(html, 'https://bread.example/loaf');
    if (!recipe) throw new Error('no recipe');
    expect(normaliseRecipe(recipe, 'Imported recipe')?.readings).toEqual(recipe.readings);
  });

  it('keeps nothing beside lines the page had as they are', () => {
    const plain = html.replace('500.0 g flour', '500 g flour').replace('((optional))', '(optional)');
    expect(extractMainRecipe(plain, 'https://bread.example/loaf')?.readings).toBeUndefined();
  });
});
