import { type ShoppingList, shoppingListSchema } from '@contracts/shopping';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shoppingKeys } from './keys';

/** How often an open list asks for changes made in another tab or on another device. */
export const SHOPPING_LIST_POLL_MS = 4000;

export const getShoppingList = (signal?: AbortSignal): Promise<ShoppingList> =>
  api.get('/shopping-list', shoppingListSchema, signal);

export const shoppingListQuery = () =>
  queryOptions({ queryKey: shoppingKeys.list(), queryFn: ({ signal }) => getShoppingList(signal) });

/** The user's list (made on first use), kept fresh by polling and on focus; polling pauses during a change. */
export function useShoppingList() {
  const queryClient = useQueryClient();
  return useQuery({
    ...shoppingListQuery(),
    refetchOnWindowFocus: 'always',
    refetchInterval: () =>
      queryClient.isMutating({ mutationKey: shoppingKeys.all }) > 0 ? false : SHOPPING_LIST_POLL_MS,
  });
}
