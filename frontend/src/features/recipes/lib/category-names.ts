import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The category tree's names (lambdas/src/contracts/category-tree.ts) in the reader's language: the API
// sends each category's English name with its id, and the screens show it through this table. An id
// the table does not know (a category added to the tree later) shows the API's name.
const NAMES: Record<string, MessageDescriptor> = {
  breakfast: msg`Breakfast`,
  'breakfast-eggs': msg`Eggs`,
  'breakfast-pancakes-waffles': msg`Pancakes & Waffles`,
  'breakfast-baked-goods': msg`Muffins & Pastries`,
  'breakfast-smoothies': msg`Smoothies & Drinks`,
  lunch: msg`Lunch`,
  'lunch-salads': msg`Salads`,
  'lunch-sandwiches': msg`Sandwiches & Wraps`,
  'lunch-soups': msg`Soups`,
  'appetizers-breads': msg`Appetizers/Breads`,
  'appetizers-breads-appetizers': msg`Appetizers`,
  'appetizers-breads-dips': msg`Dips & Spreads`,
  'appetizers-breads-breads': msg`Breads`,
  'appetizers-breads-rolls': msg`Rolls & Biscuits`,
  dinner: msg`Dinner`,
  'dinner-beef': msg`Beef`,
  'dinner-chicken': msg`Chicken`,
  'dinner-pork': msg`Pork`,
  'dinner-seafood': msg`Fish & Seafood`,
  'dinner-pasta': msg`Pasta`,
  'dinner-vegetarian': msg`Vegetarian`,
  'dinner-casseroles': msg`Casseroles`,
  'dinner-sides': msg`Side Dishes`,
  desserts: msg`Desserts`,
  'desserts-cakes': msg`Cakes`,
  'desserts-cookies': msg`Cookies & Bars`,
  'desserts-pies': msg`Pies & Tarts`,
  'desserts-frozen': msg`Frozen Desserts`,
  'desserts-candy': msg`Candy & Fudge`,
  'dinner-party-menus': msg`Dinner Party Menus`,
  'recipes-to-try': msg`Recipes To Try`,
};

/** A category's name in the current language (`i18n` from useLingui, so the screen redraws with it). */
export function categoryName(i18n: I18n, category: { id: string; name: string }): string {
  const name = NAMES[category.id];
  return name ? i18n._(name) : category.name;
}
