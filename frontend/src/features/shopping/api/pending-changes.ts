import type { ShoppingList, UpdateItemChanges } from '@contracts/shopping';
import type { MutationKey } from '@tanstack/react-query';
import { shoppingKeys } from './keys';

export interface PendingChange {
  mutationKey: MutationKey | undefined;
  variables: unknown;
}

type ShoppingItem = ShoppingList['items'][number];

/** A line with a tick, an aisle move or both applied, as the server will answer. */
export const changedItem = (item: ShoppingItem, changes: UpdateItemChanges): ShoppingItem => ({
  ...item,
  ...(changes.checked !== undefined ? { checked: changes.checked } : {}),
  ...(changes.aisle ? { aisle: changes.aisle, aisleCorrected: true } : {}),
});

const is = (change: PendingChange, name: string) =>
  JSON.stringify(change.mutationKey) === JSON.stringify(shoppingKeys.mutation(name));

/**
 * The list as the cook left it: ticks and removals still waiting to be sent, laid over the last list
 * the server gave. A page reloaded offline has only the kept list, without the changes made since.
 */
export function withPendingChanges(list: ShoppingList, pending: PendingChange[]): ShoppingList {
  if (pending.length === 0) return list;
  let items = list.items;
  for (const change of pending) {
    if (is(change, 'delete-item')) items = items.filter((item) => item.id !== change.variables);
    if (is(change, 'update-item')) {
      const { id, changes } = change.variables as { id: string; changes: UpdateItemChanges };
      items = items.map((item) => (item.id === id ? changedItem(item, changes) : item));
    }
  }
  if (items === list.items) return list;
  return { ...list, items, toBuy: items.filter((item) => !item.checked).length };
}
