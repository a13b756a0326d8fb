// zod as every contract, handler and screen uses it: its small edition (zod/mini), whose schemas are
// plain functions a bundler drops when unused, where zod's standard edition hangs every check on each
// schema's prototype and so ships whole (94 KB of every Lambda bundle, its JSON Schema converter
// included, and its evaluation a task on the recipe page's first load: issue 35). The standard edition
// reads its messages in English by default; the small one has no language until given one, and our
// schemas leave a few of zod's own messages in place ("Too big: expected string to have <=200
// characters"), so this module gives it English before anything parses. Import zod from here, never
// from 'zod' or 'zod/mini' (a type-only import may name 'zod/mini').

import { en } from 'zod/locales';
import { config } from 'zod/mini';

config(en());

export * from 'zod/mini';
