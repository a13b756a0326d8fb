// Categories: the seeded two-level tree, sorted by sort_order then name (SPEC 7). The tree is seeded on
// first read if the table has none, so a fresh stack or a fresh local database needs no setup step.
import type { CategoryNode, CategoryRef } from '../../../contracts/recipes.js';
import { type Category, HIDDEN_CATEGORY_SLUGS, SEED_CATEGORIES } from '../../../data/entities/category.js';
import type { CategoryLink } from '../../../data/entities/recipe.js';
import { badRequest } from '../../../shared/errors.js';
import type { RecipeRepositories } from './repositories.js';

const byOrderThenName = (a: Category, b: Category) =>
  a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);

/** Every category, seeding the tree first when there is none. */
export async function loadCategories(repos: Pick<RecipeRepositories, 'categories'>): Promise<Category[]> {
  const stored = await repos.categories.listAll();
  if (stored.length > 0) return stored;
  await repos.categories.seed(SEED_CATEGORIES);
  return SEED_CATEGORIES;
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
