// Categories: the seeded two-level tree, sorted by sort_order then name (SPEC 7). The tree is seeded on
// first read if the table has none, so a fresh stack or a fresh local database needs no setup step.
import type { CategoryNode, CategoryRef } from '../../../contracts/recipe-views.js';
import { type Category, HIDDEN_CATEGORY_SLUGS, SEED_CATEGORIES } from '../../../data/entities/category.js';
import type { CategoryLink } from '../../../data/entities/recipe.js';
import { badRequest } from '../../../shared/errors.js';
import type { RecipeRepositories } from './repositories.js';

const byOrderThenName = (a: Category, b: Category) =>
  a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);

/**
 * Every category, seeding the tree when any seeded category is missing. A reader that arrives while
 * another request is still writing the seed sees part of the tree; it seeds too (idempotent) and
 * answers with the whole tree rather than the part it read.
 */
export async function loadCategories(repos: Pick<RecipeRepositories, 'categories'>): Promise<Category[]> {
  const stored = await repos.categories.listAll();
  const storedIds = new Set(stored.map((category) => category.id));
  if (SEED_CATEGORIES.every((category) => storedIds.has(category.id))) return stored;
  await repos.categories.seed(SEED_CATEGORIES);
  const missing = SEED_CATEGORIES.filter((category) => !storedIds.has(category.id));
  return [...stored, ...missing];
}

/** The category tree for the category bar: top level with nested subcategories. */
export async function listCategoryTree(
  repos: Pick<RecipeRepositories, 'categories'>,
): Promise<CategoryNode[]> {
  const all = [...(await loadCategories(repos))].sort(byOrderThenName);
  const node = (category: Category): CategoryNode => ({
    id: category.id,
    name: category.name,
    slug: category.slug,
    parentId: category.parentId,
    sortOrder: category.sortOrder,
    hidden: (HIDDEN_CATEGORY_SLUGS as readonly string[]).includes(category.slug),
    children: all.filter((child) => child.parentId === category.id).map(node),
  });
  return all.filter((category) => category.parentId === null).map(node);
}

const ref = (category: Category): CategoryRef => ({
  id: category.id,
  name: category.name,
  slug: category.slug,
});

/** The links a recipe needs for the chosen categories: each chosen one plus its ancestors. */
export function categoryLinksFor(chosenIds: string[], all: Category[]): CategoryLink[] {
  const byId = new Map(all.map((category) => [category.id, category]));
  const links = new Map<string, CategoryLink>();
  for (const id of chosenIds) {
    const chosen = byId.get(id);
    if (!chosen) throw badRequest('Please choose categories from the list');
    links.set(id, { category: ref(chosen), direct: true });
    for (let parent = chosen.parentId; parent; parent = byId.get(parent)?.parentId ?? null) {
      const ancestor = byId.get(parent);
      if (ancestor && !links.has(parent)) links.set(parent, { category: ref(ancestor), direct: false });
    }
  }
  return [...links.values()];
}
