// Hearth's built-in recipe library: original recipes written for Hearth by its contributors and
// dedicated to the public domain (CC0-1.0), so anyone may cook, copy and change them. They answer
// suggestion requests when no model is configured. The recipes are data (recipes-*.json, one file per
// batch), read and checked on first use and kept for the container's life. They are files beside the
// code, not bundled into it (~240 KB the finder's every cold start would parse): the finder's Lambda
// asset carries them next to its bundle (HearthFunction `files`), where the same relative address
// finds them.
import { readFile } from 'node:fs/promises';
import * as z from '../../../contracts/zod.js';
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

const minutes = z.nullable(z.number().check(z.int(), z.nonnegative()));

/** One batch file: what it holds, then its recipes as a cook writes them. */
export const libraryBatch = z.object({
  about: z.string().check(z.minLength(1)),
  recipes: z.array(
    z.object({
      title: z.string().check(z.minLength(1)),
      description: z.string(),
      kind: z.string(),
      prepTime: minutes,
      cookTime: minutes,
      servings: minutes,
      ingredients: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
      instructions: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    }),
  ),
});

/** Checks one batch and completes its recipes (id, licence, source, the foods the finder matches). */
export function readLibraryBatch(data: unknown): LibraryRecipe[] {
  const parsed = libraryBatch.safeParse(data);
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`The recipe library has a malformed entry: ${where}`);
  }
  return parsed.data.recipes.map((recipe) => ({
    id: `library-${slug(recipe.title)}`,
    title: recipe.title,
    description: recipe.description,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    kind: recipe.kind,
    licence: LIBRARY_LICENCE,
    source: LIBRARY_SOURCE,
    foods: recipeFoods(recipe.ingredients.join('\n')),
  }));
}

/** The library's files, beside this module (and beside the finder's bundle on Lambda). */
export const LIBRARY_FILES = [
  'recipes-breakfast.json',
  'recipes-mains.json',
  'recipes-world.json',
  'recipes-vegetarian.json',
  'recipes-soups-salads.json',
  'recipes-sides-snacks.json',
  'recipes-baking-desserts.json',
];

/** Where the library files are in the source tree (the CDK copies them from here). */
export const libraryFile = (name: string) => new URL(`./${name}`, import.meta.url);

let loaded: Promise<LibraryRecipe[]> | null = null;

/** The whole library, parsed once per container on first use. */
export function loadLibrary(): Promise<LibraryRecipe[]> {
  loaded ??= Promise.all(
    LIBRARY_FILES.map(async (name) => JSON.parse(await readFile(libraryFile(name), 'utf8')) as unknown),
  ).then((batches) => batches.flatMap((batch) => readLibraryBatch(batch)));
  return loaded;
}
