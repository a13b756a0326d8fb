// The words that suggest a category for an imported recipe, read from the one category tree
// (contracts/category-tree.ts) that the seed writes: every suggestion is a seeded category id.
import { CATEGORY_TREE } from '../../contracts/category-tree.js';

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const matcher = (hints: readonly string[]): RegExp | null =>
  hints.length
    ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${hints.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'iu')
    : null;

interface Compiled {
  id: string;
  parent: string | null;
  re: RegExp | null;
}
/**
 * The tree's matchers, compiled by the first recipe that asks, not when the module loads: some hundred
 * Unicode patterns took 7 ms of every cold start of the extraction function, most of whose requests
 * (upload addresses, job status) never suggest a category (issue 20).
 */
let compiled: Compiled[] | undefined;
const matchers = (): Compiled[] =>
  (compiled ??= CATEGORY_TREE.filter((c) => !c.hidden).flatMap((c) => [
    { id: c.id, parent: null, re: matcher(c.hints) },
    ...(c.children ?? []).map((k) => ({ id: k.id, parent: c.id, re: matcher(k.hints) })),
  ]));

export interface CategorySignals {
  /** schema.org recipeCategory, course or meal words: the strongest signal. */
  categories: readonly string[];
  /** keywords, cuisine and the title. */
  text: readonly string[];
}

/**
 * Category ids suggested for a recipe, in tree order, at most four. A subcategory brings its
 * parent with it. Explicit categories count alone; when they match nothing, keywords and the
 * title are tried.
 */
export function suggestCategories(signals: CategorySignals): string[] {
  const tree = matchers();
  const pick = (haystack: string): Set<string> => {
    const found = new Set<string>();
    if (!haystack) return found;
    for (const c of tree) {
      if (c.re?.test(haystack)) {
        if (c.parent) found.add(c.parent);
        found.add(c.id);
      }
    }
    return found;
  };
  let found = pick(signals.categories.join(' | '));
  if (!found.size) found = pick(signals.text.join(' | '));
  return tree
    .map((c) => c.id)
    .filter((s) => found.has(s))
    .slice(0, 4);
}
