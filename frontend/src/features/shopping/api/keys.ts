import type { ShoppingList } from '@contracts/shopping';
import type { QueryClient } from '@tanstack/react-query';
import { keepAnswer } from '@/lib/kept-answers';
import { refreshOnLive } from '@/lib/live-updates';

// One list per user; every shopping mutation carries the same key, so polling can pause while any is in flight.
export const shoppingKeys = {
  all: ['shopping-list'] as const,
  list: () => [...shoppingKeys.all, 'current'] as const,
  mutation: (name: string) => [...shoppingKeys.all, 'mutation', name] as const,
};
refreshOnLive('shopping', shoppingKeys.all);

/** Whether other shopping changes are still on their way to the server. */
export const otherChangesPending = (queryClient: QueryClient) =>
  queryClient.isMutating({ mutationKey: shoppingKeys.all }) > 1;

/** Refetches the list once the last pending change has landed, so an older answer never undoes a newer tick. */
export async function settleList(queryClient: QueryClient) {
  if (otherChangesPending(queryClient)) return;
  await queryClient.invalidateQueries({ queryKey: shoppingKeys.list() });
}

/** Applies a change to the cached list (and its count to buy); returns what was there for a rollback. */
export function patchCachedList(
  queryClient: QueryClient,
  change: (items: ShoppingList['items']) => ShoppingList['items'],
): ShoppingList | undefined {
  const before = queryClient.getQueryData<ShoppingList>(shoppingKeys.list());
  if (before) {
    const items = change(before.items);
    queryClient.setQueryData<ShoppingList>(shoppingKeys.list(), {
      ...before,
      items,
      toBuy: items.filter((item) => !item.checked).length,
    });
  }
  return before;
}

/**
 * Shows the whole list a change answered with, and keeps it as the answer a reload offline draws
 * (an addition is not laid over the kept answer once it has been sent).
 */
export function showList(queryClient: QueryClient, list: ShoppingList) {
  queryClient.setQueryData(shoppingKeys.list(), list);
  void keepAnswer('/shopping-list', list);
}
