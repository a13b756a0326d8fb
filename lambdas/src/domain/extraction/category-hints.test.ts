// The importer suggests only categories the seed writes: a suggestion that matches no category is
// dropped by the review screen, and the imported recipe silently loses it (issue 14's defect).
import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from '../../contracts/category-tree.js';
import { SEED_CATEGORIES } from '../../data/entities/category.js';
import { suggestCategories } from './category-hints.js';

const seededIds = new Set(SEED_CATEGORIES.map((category) => category.id));
const nodes = CATEGORY_TREE.flatMap((parent) => [parent, ...(parent.children ?? [])]);

describe('category suggestions', () => {
  it('suggest only seeded category ids, for every hint word of the tree', () => {
    const hints = nodes.flatMap((node) => node.hints);
    expect(hints.length).toBeGreaterThan(200);
    const suggested = new Set(
      hints.flatMap((hint) => [
        ...suggestCategories({ categories: [hint], text: [] }),
        ...suggestCategories({ categories: [], text: [`My ${hint} recipe`] }),
      ]),
    );
    expect([...suggested].filter((id) => !seededIds.has(id))).toEqual([]);
    // Every visible category can be suggested by at least one of its words.
    const visible = nodes.filter((node) => !node.hidden && node.hints.length > 0).map((node) => node.id);
    expect(visible.filter((id) => !suggested.has(id))).toEqual([]);
  });

  it('suggest a hint word its own category (and a subcategory its parent)', () => {
    for (const parent of CATEGORY_TREE) {
      for (const node of [parent, ...(parent.children ?? [])]) {
        for (const hint of node.hints) {
          const ids = suggestCategories({ categories: [hint], text: [] });
          expect(ids, hint).toContain(node.id);
          if (node !== parent) expect(ids, hint).toContain(parent.id);
        }
      }
    }
  });

  it('every category of the tree is a seeded one, with the seed name', () => {
    const seeded = new Map(SEED_CATEGORIES.map((category) => [category.id, category.name]));
    expect(nodes.filter((node) => seeded.get(node.id) !== node.name).map((node) => node.id)).toEqual([]);
    expect(nodes).toHaveLength(SEED_CATEGORIES.length);
  });

  it('suggests a pancake recipe Breakfast and its seeded Pancakes & Waffles subcategory', () => {
    expect(suggestCategories({ categories: [], text: ['Fluffy buttermilk pancakes'] })).toEqual([
      'breakfast',
      'breakfast-pancakes-waffles',
    ]);
    expect(suggestCategories({ categories: ['Dinner'], text: [] })).toEqual(['dinner']);
    expect(suggestCategories({ categories: [], text: ['Roast chicken with lemon'] })).toEqual([
      'dinner',
      'dinner-chicken',
    ]);
  });
});
