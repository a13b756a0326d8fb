// Another app's categories and tags, sorted into Hearth's: a label that names a category of the one
// tree (contracts/category-tree.ts, matched by its words as imported pages are) files the recipe
// there; any other label becomes a tag. Tags are single words (SPEC 5 splits on spaces), so
// "Weeknight dinners" becomes "Weeknight-dinners".
import { suggestCategories } from '../extraction/category-hints.js';

export function categoriesAndTags(labels: readonly string[]): { categoryIds: string[]; tags: string[] } {
  const categoryIds = new Set<string>();
  const tags = new Map<string, string>();
  for (const raw of labels) {
    const label = raw.replace(/\s+/g, ' ').trim();
    if (!label) continue;
    const found = suggestCategories({ categories: [label], text: [] });
    if (found.length > 0) {
      for (const id of found) categoryIds.add(id);
      continue;
    }
    const tag = label
      .replace(/^#+/, '')
      .replace(/[\s,]+/g, '-')
      .slice(0, 40);
    if (tag && !tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), tag);
  }
  return { categoryIds: [...categoryIds], tags: [...tags.values()] };
}
