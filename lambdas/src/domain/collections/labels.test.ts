import { describe, expect, it } from 'vitest';
import { categoriesAndTags } from './labels.js';

describe('labels sorted into categories and tags', () => {
  it('files a label that is a category’s own name in exactly that category', () => {
    expect(categoriesAndTags(['Eggs', 'Soups', 'Appetizers/Breads', 'dinner'])).toEqual({
      categoryIds: ['breakfast-eggs', 'lunch-soups', 'appetizers-breads', 'dinner'],
      tags: [],
    });
  });

  it('files a label naming a category in other words there with its parent; the rest are tags', () => {
    expect(categoriesAndTags(['soup', 'Weeknight dinners!', '#quick'])).toEqual({
      categoryIds: ['lunch', 'lunch-soups'],
      tags: ['Weeknight-dinners!', 'quick'],
    });
  });
});
