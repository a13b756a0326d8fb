import { type ShoppingList, shoppingListSchema } from '@contracts/shopping';
import { queryOptions, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { route } from '@/lib/api-routes';
import { useLiveConnected } from '@/lib/live-updates';
import { shoppingKeys } from './keys';
import { withPendingChanges } from './pending-changes';

/** While live updates are down: how often an open list asks for changes made elsewhere. */
export const SHOPPING_LIST_POLL_MS = 4000;

export const getShoppingList = (signal?: AbortSignal): Promise<ShoppingList> =>
  route('GET /shopping-list', { signal }, shoppingListSchema);

export const shoppingListQuery = () =>
  queryOptions({ queryKey: shoppingKeys.list(), queryFn: ({ signal }) => getShoppingList(signal) });

/**
 * The household's list (made on first use), kept fresh by live updates (lib/live-updates.ts) and on
 * focus; only while the socket is down does it poll, and never during a change of this tab's own.
 */
export function useShoppingList() {
  const queryClient = useQueryClient();
  const live = useLiveConnected();
  const list = useQuery({
    ...shoppingListQuery(),
    refetchOnWindowFocus: 'always',
    refetchInterval: () =>
      live || queryClient.isMutating({ mutationKey: shoppingKeys.all }) > 0 ? false : SHOPPING_LIST_POLL_MS,
  });
  // Changes still waiting to be sent, including those restored after a reload offline.
  const pending = useMutationState({
    filters: { mutationKey: shoppingKeys.all, status: 'pending' },
    select: (mutation) => ({
      mutationKey: mutation.options.mutationKey,
      variables: mutation.state.variables,
    }),
  });
  const data = useMemo(() => list.data && withPendingChanges(list.data, pending), [list.data, pending]);
  return { data, isError: list.isError, refetch: list.refetch };
}
