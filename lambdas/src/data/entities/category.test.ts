// The seed is flattened from contracts/category-tree.ts; recipes store these ids, so the flattened
// seed must stay exactly the tree seeded before the tree moved (ids, names, parents, sort orders).
import { describe, expect, it } from 'vitest';
import { HIDDEN_CATEGORY_SLUGS, SEED_CATEGORIES } from './category.js';

const SEEDED_BEFORE: [id: string, name: string, parentId: string | null, sortOrder: number][] = [
  ['breakfast', 'Breakfast', null, 10],
  ['breakfast-eggs', 'Eggs', 'breakfast', 1],
  ['breakfast-pancakes-waffles', 'Pancakes & Waffles', 'breakfast', 2],
  ['breakfast-baked-goods', 'Muffins & Pastries', 'breakfast', 3],
  ['breakfast-smoothies', 'Smoothies & Drinks', 'breakfast', 4],
  ['lunch', 'Lunch', null, 20],
  ['lunch-salads', 'Salads', 'lunch', 1],
  ['lunch-sandwiches', 'Sandwiches & Wraps', 'lunch', 2],
  ['lunch-soups', 'Soups', 'lunch', 3],
  ['appetizers-breads', 'Appetizers/Breads', null, 30],
  ['appetizers-breads-appetizers', 'Appetizers', 'appetizers-breads', 1],
  ['appetizers-breads-dips', 'Dips & Spreads', 'appetizers-breads', 2],
  ['appetizers-breads-breads', 'Breads', 'appetizers-breads', 3],
  ['appetizers-breads-rolls', 'Rolls & Biscuits', 'appetizers-breads', 4],
  ['dinner', 'Dinner', null, 40],
  ['dinner-beef', 'Beef', 'dinner', 1],
  ['dinner-chicken', 'Chicken', 'dinner', 2],
  ['dinner-pork', 'Pork', 'dinner', 3],
  ['dinner-seafood', 'Fish & Seafood', 'dinner', 4],
  ['dinner-pasta', 'Pasta', 'dinner', 5],
  ['dinner-vegetarian', 'Vegetarian', 'dinner', 6],
  ['dinner-casseroles', 'Casseroles', 'dinner', 7],
  ['dinner-sides', 'Side Dishes', 'dinner', 8],
  ['desserts', 'Desserts', null, 50],
  ['desserts-cakes', 'Cakes', 'desserts', 1],
  ['desserts-cookies', 'Cookies & Bars', 'desserts', 2],
  ['desserts-pies', 'Pies & Tarts', 'desserts', 3],
  ['desserts-frozen', 'Frozen Desserts', 'desserts', 4],
  ['desserts-candy', 'Candy & Fudge', 'desserts', 5],
  ['dinner-party-menus', 'Dinner Party Menus', null, 90],
  ['recipes-to-try', 'Recipes To Try', null, 91],
];

describe('category seed', () => {
  it('is the tree seeded before, id for id', () => {
    expect(SEED_CATEGORIES).toEqual(
      SEEDED_BEFORE.map(([id, name, parentId, sortOrder]) => ({ id, slug: id, name, parentId, sortOrder })),
    );
  });

  it('keeps the hidden system categories top-level', () => {
    for (const slug of HIDDEN_CATEGORY_SLUGS) {
      expect(SEED_CATEGORIES.find((category) => category.id === slug)?.parentId).toBeNull();
    }
  });
});
