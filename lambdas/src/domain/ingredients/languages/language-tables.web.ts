// The web app's language tables: language-tables.ts's functions over the JSON files bundled by Vite, which puts
// this module in place of language-tables.ts (frontend/vite.config.ts), as a browser cannot read a file beside
// its code. The Lambdas read the same files beside their bundles (language-tables.ts).
import FOODS_FILE from './foods.json' with { type: 'json' };
import WORDS_FILE from './words.json' with { type: 'json' };

export const wordsTable = (): typeof WORDS_FILE => WORDS_FILE;

export const foodsTable = (): typeof FOODS_FILE => FOODS_FILE;
