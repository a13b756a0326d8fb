// Another app's categories and tags, sorted into Hearth's: a label that is a category's own name
// files the recipe in exactly that category (so Hearth's export comes back as it was: "Eggs" is
// Breakfast > Eggs, not a tag); a label that names one in other words (matched by the tree's hints,
// as imported pages are) files it there with its parent; any other label becomes a tag. Tags are single words (SPEC 5 splits on spaces), so
// "Weeknight dinners" becomes "Weeknight-dinners".
import { CATEGORY_TREE, type CategoryTreeNode } from '../../contracts/category-tree.js';
import { suggestCategories } from '../extraction/category-hints.js';

const byName = new Map<string, string>();
const visit = (node: CategoryTreeNode): void => {
  if (node.hidden) return;
  byName.set(node.name.toLowerCase(), node.id);
  for (const child of node.children ?? []) visit(child);
};
for (const node of CATEGORY_TREE) visit(node);

export function categoriesAndTags(labels: readonly string[]): { categoryIds: string[]; tags: string[] } {
  const categoryIds = new Set<string>();
  const tags = new Map<string, string>();
  for (const raw of labels) {
    const label = raw.replace(/\s+/g, ' ').trim();
    if (!label) continue;
    const named = byName.get(label.toLowerCase());
    if (named) {
      categoryIds.add(named);
      continue;
    }
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
