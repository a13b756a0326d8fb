import { describe, expect, it } from 'vitest';
import { type Category, type CategoryRepository, SEED_CATEGORIES } from '../../../data/entities/category.js';
import { categoryLinksFor, listCategoryTree } from './categories.js';

/** An in-memory category repository. */
function fakeCategories(initial: Category[] = []) {
  let stored = [...initial];
  const repository: CategoryRepository = {
    listAll: async () => stored,
    seed: async (categories = SEED_CATEGORIES) => {
      stored = [...categories];
    },
  };
  return { repository, stored: () => stored };
}

describe('category tree', () => {
  it('seeds the tree on first read and nests subcategories in sort order', async () => {
    const categories = fakeCategories();
    const tree = await listCategoryTree({ categories: categories.repository });
    expect(categories.stored()).toHaveLength(SEED_CATEGORIES.length);
    expect(tree.map((node) => node.slug).slice(0, 5)).toEqual([
      'breakfast',
      'lunch',
      'appetizers-breads',
      'dinner',
      'desserts',
    ]);
    expect(tree.find((node) => node.slug === 'recipes-to-try')?.hidden).toBe(true);
    expect(tree.find((node) => node.slug === 'lunch')?.children.map((child) => child.name)).toEqual([
      'Salads',
      'Sandwiches & Wraps',
      'Soups',
    ]);
  });

  it('sorts equal sort orders by name', async () => {
    const categories = fakeCategories([
      { id: 'b', slug: 'b', name: 'Zucchini', parentId: null, sortOrder: 1 },
      { id: 'a', slug: 'a', name: 'Apples', parentId: null, sortOrder: 1 },
    ]);
    const tree = await listCategoryTree({ categories: categories.repository });
    expect(tree.map((node) => node.name)).toEqual(['Apples', 'Zucchini']);
  });
});

describe('category links of a recipe', () => {
  it('links each chosen category directly and its parent indirectly, once', () => {
    const links = categoryLinksFor(['dinner-pasta', 'dinner-beef', 'dinner'], SEED_CATEGORIES);
    expect(links.map((link) => [link.category.id, link.direct])).toEqual([
      ['dinner-pasta', true],
      ['dinner', true],
      ['dinner-beef', true],
    ]);
    expect(
      categoryLinksFor(['lunch-soups'], SEED_CATEGORIES).map((link) => [link.category.id, link.direct]),
    ).toEqual([
      ['lunch-soups', true],
      ['lunch', false],
    ]);
  });

  it('refuses categories outside the tree', () => {
    expect(() => categoryLinksFor(['made-up'], SEED_CATEGORIES)).toThrow(
      'Please choose categories from the list',
    );
  });
});
