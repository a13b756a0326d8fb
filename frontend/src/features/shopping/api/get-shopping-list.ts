import { type ShoppingList, shoppingListSchema } from '@contracts/shopping';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveConnected } from '@/lib/live-updates';
import { shoppingKeys } from './keys';

/** While live updates are down: how often an open list asks for changes made elsewhere. */
export const SHOPPING_LIST_POLL_MS = 4000;

export const getShoppingList = (signal?: AbortSignal): Promise<ShoppingList> =>
  api.get('/shopping-list', shoppingListSchema, signal);

export const shoppingListQuery = () =>
  queryOptions({ queryKey: shoppingKeys.list(), queryFn: ({ signal }) => getShoppingList(signal) });

/**
 * The household's list (made on first use), kept fresh by live updates (lib/live-updates.ts) and on
 * focus; only while the socket is down does it poll, and never during a change of this tab's own.
 */
export function useShoppingList() {
  const queryClient = useQueryClient();
  const live = useLiveConnected();
  return useQuery({
    ...shoppingListQuery(),
    refetchOnWindowFocus: 'always',
    refetchInterval: () =>
      live || queryClient.isMutating({ mutationKey: shoppingKeys.all }) > 0 ? false : SHOPPING_LIST_POLL_MS,
  });
}
