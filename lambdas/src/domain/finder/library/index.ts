// Hearth's built-in recipe library: original recipes written for Hearth by its contributors and
// dedicated to the public domain (CC0-1.0), so anyone may cook, copy and change them. They answer
// suggestion requests when no model is configured. The recipes are stored as compact text (one file
// per batch, parsed on first use and kept for the container's life):
//   ## Title | prep minutes | cook minutes | servings | cuisine or kind
//   One-line description.
//   - ingredient line            (one per ingredient, as a cook writes it)
//   * step                       (one per step)
import { recipeFoods } from '../../ingredients/food-keys.js';

export const LIBRARY_LICENCE = 'CC0-1.0';
export const LIBRARY_SOURCE = 'Hearth contributors';

export interface LibraryRecipe {
  id: string;
  title: string;
  description: string;
  ingredients: string[];
  instructions: string[];
  prepTime: number | null;
  cookTime: number | null;
  servings: number | null;
  kind: string;
  licence: string;
  source: string;
  foods: string[][];
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const minutes = (value: string | undefined) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : null;
};

/** Parses one batch of library text; throws on a malformed entry so a bad edit fails the tests. */
export function parseLibrary(text: string): LibraryRecipe[] {
  return text
    .split(/^## /m)
    .slice(1)
    .map((block) => {
      const [header = '', ...lines] = block.split('\n').map((line) => line.trim());
      const [title = '', prep, cook, servings, kind = ''] = header.split('|').map((part) => part.trim());
      const description = lines.find((line) => line && !/^[-*] /.test(line)) ?? '';
      const ingredients = lines.filter((line) => line.startsWith('- ')).map((line) => line.slice(2).trim());
      const instructions = lines.filter((line) => line.startsWith('* ')).map((line) => line.slice(2).trim());
      if (!title || ingredients.length === 0 || instructions.length === 0)
        throw new Error(`Library entry "${title || header}" needs a title, ingredients and steps`);
      return {
        id: `library-${slug(title)}`,
        title,
        description,
        ingredients,
        instructions,
        prepTime: minutes(prep),
        cookTime: minutes(cook),
        servings: minutes(servings),
        kind,
        licence: LIBRARY_LICENCE,
        source: LIBRARY_SOURCE,
        foods: recipeFoods(ingredients.join('\n')),
      };
    });
}

let loaded: Promise<LibraryRecipe[]> | null = null;

/** The whole library, parsed once per container on first use. */
export function loadLibrary(): Promise<LibraryRecipe[]> {
  loaded ??= Promise.all([
    import('./recipes-breakfast.js'),
    import('./recipes-mains.js'),
    import('./recipes-world.js'),
    import('./recipes-vegetarian.js'),
    import('./recipes-soups-salads.js'),
    import('./recipes-sides-snacks.js'),
    import('./recipes-baking-desserts.js'),
  ]).then((modules) => modules.flatMap((module) => parseLibrary(module.default)));
  return loaded;
}
