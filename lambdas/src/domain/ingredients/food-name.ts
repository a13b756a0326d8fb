// The food a shopping line is about, as a key that two recipes' wordings share: lower case, without size and
// preparation words ("2 large eggs" and "1 egg, beaten" are both "egg"), last word in the singular. Words that
// name a different product stay ("unsalted butter" is not "butter", "brown sugar" is not "sugar").
// Not the finder's key (food-keys.ts), which drops such words and maps synonyms so a cook's "butter" finds
// recipes with unsalted butter. Both keys are stored (shopping lines and aisle corrections here, finder links
// there), so each keeps its own words and singular rules: changing either would orphan stored keys.

const PREPARATION_WORDS = new Set([
  'fresh',
  'freshly',
  'large',
  'small',
  'medium',
  'extra-large',
  'jumbo',
  'big',
  'whole',
  'chopped',
  'minced',
  'diced',
  'sliced',
  'grated',
  'shredded',
  'crushed',
  'softened',
  'melted',
  'cold',
  'warm',
  'hot',
  'finely',
  'roughly',
  'coarsely',
  'thinly',
  'thickly',
  'packed',
  'lightly',
  'firmly',
  'beaten',
  'peeled',
  'halved',
  'quartered',
  'cubed',
  'trimmed',
  'rinsed',
  'drained',
  'sifted',
  'ripe',
]);

const IRREGULAR_SINGULARS: Readonly<Record<string, string>> = {
  leaves: 'leaf',
  halves: 'half',
  loaves: 'loaf',
  knives: 'knife',
  geese: 'goose',
  mice: 'mouse',
  molasses: 'molasses',
  hummus: 'hummus',
  couscous: 'couscous',
  asparagus: 'asparagus',
  swiss: 'swiss',
  brussels: 'brussels',
  grits: 'grits',
  oats: 'oats',
  lentils: 'lentil',
  chips: 'chip',
  peas: 'pea',
};

/** One word in the singular, by the rules that cover kitchen English. */
export function singular(word: string): string {
  // Own keys only: "constructor" or "toString" typed as a food is a word, not Object's prototype.
  const irregular = Object.hasOwn(IRREGULAR_SINGULARS, word) ? IRREGULAR_SINGULARS[word] : undefined;
  if (irregular) return irregular;
  if (word.length <= 3 || /(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/oes$/.test(word)) return word.slice(0, -2);
  if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** The plural a counted food takes ("egg" -> "eggs", "tomato" -> "tomatoes", "berry" -> "berries"). */
export function plural(name: string): string {
  const match = /(\S+)$/.exec(name);
  const word = match?.[1] ?? '';
  if (word === '' || singular(word.toLowerCase()) !== word.toLowerCase()) return name;
  const head = name.slice(0, name.length - word.length);
  const lower = word.toLowerCase();
  if (lower === 'leaf') return `${head}${word.slice(0, -1)}ves`;
  if (/[^aeiou]y$/.test(lower)) return `${head}${word.slice(0, -1)}ies`;
  if (/(tomato|potato|mango|hero)$/.test(lower)) return `${head}${word}es`;
  if (/(ch|sh|x|s)$/.test(lower)) return `${head}${word}es`;
  return `${head}${word}s`;
}

/** The food name as a merge key: "Large Eggs" -> "egg", "all-purpose flour" -> "all-purpose flour". */
export function foodKey(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !PREPARATION_WORDS.has(word));
  const last = words.pop();
  if (last === undefined) return name.trim().toLowerCase();
  return [...words, singular(last)].join(' ');
}
