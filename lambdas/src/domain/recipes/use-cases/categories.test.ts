import { describe, expect, it } from 'vitest';
import { type Category, type CategoryRepository, SEED_CATEGORIES } from '../../../data/entities/category.js';
import { categoryLinksFor, listCategoryTree } from './categories.js';

/** An in-memory category repository. */
function fakeCategories(initial: Category[] = []) {
  let stored = [...initial];
  const repository: CategoryRepository = {
    listAll: async () => stored,
    // Like the real seed: conditional puts that never overwrite what is there.
    seed: async (categories = SEED_CATEGORIES) => {
      const have = new Set(stored.map((category) => category.id));
      stored = [...stored, ...categories.filter((category) => !have.has(category.id))];
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
    expect(tree.filter((node) => ['a', 'b'].includes(node.id)).map((node) => node.name)).toEqual([
      'Apples',
      'Zucchini',
    ]);
  });

  it('answers with the whole tree when it reads a seed still being written', async () => {
    const categories = fakeCategories(SEED_CATEGORIES.slice(0, 1));
    const tree = await listCategoryTree({ categories: categories.repository });
    expect(tree.map((node) => node.slug).slice(0, 5)).toEqual([
      'breakfast',
      'lunch',
      'appetizers-breads',
      'dinner',
      'desserts',
    ]);
    expect(categories.stored()).toHaveLength(SEED_CATEGORIES.length);
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
