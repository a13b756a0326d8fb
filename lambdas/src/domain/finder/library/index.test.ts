import { describe, expect, it } from 'vitest';
import { LIBRARY_LICENCE, LIBRARY_SOURCE, loadLibrary, readLibraryBatch } from './index.js';

describe("Hearth's recipe library", () => {
  it('holds at least 300 distinct, complete recipes, each with its licence and source', async () => {
    const library = await loadLibrary();
    expect(library.length).toBeGreaterThanOrEqual(300);
    expect(new Set(library.map((recipe) => recipe.id)).size).toBe(library.length);
    expect(new Set(library.map((recipe) => recipe.kind)).size).toBeGreaterThan(20);
    for (const recipe of library) {
      expect(recipe.licence).toBe(LIBRARY_LICENCE);
      expect(recipe.source).toBe(LIBRARY_SOURCE);
      expect(recipe.description, recipe.title).not.toBe('');
      expect(recipe.instructions.length, recipe.title).toBeGreaterThanOrEqual(1);
      expect(recipe.foods.length, recipe.title).toBeGreaterThanOrEqual(1);
      expect(recipe.servings, recipe.title).toBeGreaterThan(0);
      expect((recipe.prepTime ?? 0) + (recipe.cookTime ?? 0), recipe.title).toBeGreaterThan(0);
    }
  });

  it('reads a batch file, completing each recipe, and refuses an entry without steps', () => {
    const toast = {
      title: 'Toast',
      description: 'Bread, toasted.',
      kind: 'Breakfast',
      prepTime: 1,
      cookTime: 3,
      servings: 1,
      ingredients: ['1 slice bread'],
      instructions: ['Toast it.'],
    };
    const [recipe] = readLibraryBatch({ about: 'Test batch', recipes: [toast] });
    expect(recipe).toMatchObject({
      id: 'library-toast',
      title: 'Toast',
      ingredients: ['1 slice bread'],
      instructions: ['Toast it.'],
      prepTime: 1,
      cookTime: 3,
      servings: 1,
      foods: [['bread']],
    });
    expect(() =>
      readLibraryBatch({ about: 'Test batch', recipes: [{ ...toast, instructions: [] }] }),
    ).toThrow(/malformed entry: recipes\.0\.instructions/);
  });
});
