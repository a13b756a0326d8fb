import type { ShoppingList } from '@contracts/shopping';
import { householdList } from '@/lib/household-list';

// The household's one list; every shopping mutation carries the same key, so polling can pause while any is
// in flight and the live message ('shopping') refreshes it all.
export const shoppingList = householdList<ShoppingList>({
  root: 'shopping-list',
  live: 'shopping',
  path: '/shopping-list',
  names: { add: 'add-item', update: 'update-item', delete: 'delete-item' },
  // The count to buy follows the items.
  withItems: (list, items) => ({ ...list, items, toBuy: items.filter((item) => !item.checked).length }),
});
export const shoppingKeys = shoppingList.keys;
