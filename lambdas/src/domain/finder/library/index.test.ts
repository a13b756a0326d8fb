import { describe, expect, it } from 'vitest';
import { LIBRARY_LICENCE, LIBRARY_SOURCE, loadLibrary, parseLibrary } from './index.js';

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

  it('reads the compact format and refuses an entry without steps', () => {
    const [recipe] = parseLibrary(
      '\n## Toast | 1 | 3 | 1 | Breakfast\nBread, toasted.\n- 1 slice bread\n* Toast it.\n',
    );
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
    expect(() => parseLibrary('## Toast | 1 | 3 | 1 | Breakfast\n- 1 slice bread\n')).toThrow(/needs/);
  });
});
