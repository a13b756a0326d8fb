import type { ShoppingList, UpdateItemChanges } from '@contracts/shopping';
import type { PendingChange } from '@/lib/household-list';
import { shoppingList } from './keys';

type ShoppingItem = ShoppingList['items'][number];

/** A line with a tick, an aisle move or both applied, as the server will answer. */
export const changedItem = (item: ShoppingItem, changes: UpdateItemChanges): ShoppingItem => ({
  ...item,
  ...(changes.checked !== undefined ? { checked: changes.checked } : {}),
  ...(changes.aisle ? { aisle: changes.aisle, aisleCorrected: true } : {}),
});

/**
 * The list as the cook left it: ticks and removals still waiting to be sent, laid over the last list
 * the server gave. A page reloaded offline has only the kept list, without the changes made since.
 */
export const withPendingChanges = (list: ShoppingList, pending: PendingChange[]): ShoppingList =>
  shoppingList.withPending(list, pending, changedItem);
