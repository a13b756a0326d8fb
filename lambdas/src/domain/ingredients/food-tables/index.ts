// The food tables (issue 38) as data files: the allergen tables (allergens-*.txt: foods and the
// allergens and diet traits they carry, read as rules by allergen-rules.ts) and the known-food vocabulary
// (plain-foods*.txt, line-words*.txt: plain foods and the words around a food, read by placed-lines.ts).
// Each file documents its grammar and sources in `#` lines. They are files beside the code, not string
// literals bundled into it (~80 KB of every Lambda that writes a recipe, issue 35): read once on first
// use, where the same relative address finds them in the source tree and beside a Lambda's bundle
// (HearthFunction copies each table a bundle names next to it). Backend only: the web app never reads them.
import { readFileSync } from 'node:fs';

/** Every table file, beside this module. */
export const FOOD_TABLE_FILES = [
  'allergens-en.txt',
  'allergens-europe.txt',
  'allergens-world.txt',
  'allergens-species.txt',
  'plain-foods.txt',
  'plain-foods-europe.txt',
  'plain-foods-world.txt',
  'line-words.txt',
  'line-words-world.txt',
] as const;

export type FoodTableFile = (typeof FOOD_TABLE_FILES)[number];

/** Where a table is: beside this module in the source tree, beside the bundle on Lambda. */
export const foodTableFile = (name: FoodTableFile) => new URL(`./${name}`, import.meta.url);

/** A table's text without its `#` comment lines; the callers keep what they build from it. */
export function foodTable(name: FoodTableFile): string {
  return readFileSync(foodTableFile(name), 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n');
}
