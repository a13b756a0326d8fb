// The two language tables (types.ts), words.json and foods.json, as data files beside the code: a Lambda
// reads each from beside its bundle (HearthFunction copies every table a bundle names next to it), the same
// relative address that finds it beside this module in the source tree, instead of carrying ~33 KB of
// object literals that every cold start compiles (issue 35). The words are read when words.ts loads (its
// tables are built from them at once); the food names on first use. The web app reads the same files
// through language-tables.web.ts, which Vite puts in place of this module (frontend/vite.config.ts).
import { readFileSync } from 'node:fs';
import type FOODS_FILE from './foods.json';
import type WORDS_FILE from './words.json';

/** Every language table file, beside this module. */
export const LANGUAGE_TABLE_FILES = ['words.json', 'foods.json'] as const;

export type LanguageTableFile = (typeof LANGUAGE_TABLE_FILES)[number];

/** Where a table is: beside this module in the source tree, beside the bundle on Lambda. */
export const languageTableFile = (name: LanguageTableFile) => new URL(`./${name}`, import.meta.url);

/** words.json: the words around an amount, by language. */
export const wordsTable = (): typeof WORDS_FILE =>
  JSON.parse(readFileSync(languageTableFile('words.json'), 'utf8'));

let foods: typeof FOODS_FILE | undefined;

/** foods.json: food names by language, read once on first use. */
export function foodsTable(): typeof FOODS_FILE {
  foods ??= JSON.parse(readFileSync(languageTableFile('foods.json'), 'utf8')) as typeof FOODS_FILE;
  return foods;
}
